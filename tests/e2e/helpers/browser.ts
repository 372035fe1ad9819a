// The one way to start a browser in this repository: Debian's Chromium driven by playwright-core
// (DESIGN.md §2), so nothing is downloaded at install time. Used by the e2e specs and by
// scripts/make-icons.ts.
import { chromium, type Browser } from 'playwright-core';

export const CHROMIUM_PATH = '/usr/bin/chromium';

/**
 * NOTE: --no-sandbox because CI and dev containers run as root; the other flags stop Chromium's
 * own background traffic (updates, sync) from racing the network the specs observe.
 */
export const CHROMIUM_ARGS = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];

export function launchBrowser(): Promise<Browser> {
  return chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS });
}

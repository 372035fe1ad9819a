// The one way to start a browser in this repository: Debian's Chromium driven by playwright-core
// (DESIGN.md §2), so nothing is downloaded at install time. Used by the e2e specs and by
// scripts/make-icons.ts.
import { chromium, type Browser } from 'playwright-core';

export const CHROMIUM_PATH = '/usr/bin/chromium';

/**
 * The features Playwright's launcher turns off (playwright-core's chromiumSwitches.ts). Chromium
 * keeps only the last --disable-features of its command line, so ours repeats them;
 * tests/unit/browser-switches.test.ts fails when a Playwright upgrade changes the list.
 */
export const PLAYWRIGHT_DISABLED_FEATURES = [
  'AvoidUnnecessaryBeforeUnloadCheckSync',
  'DestroyProfileOnBrowserClose',
  'HttpsUpgrades',
  'HttpsFirstBalancedModeAutoEnable',
  'LensOverlay',
  'MediaRouter',
  'PaintHolding',
  'ThirdPartyStoragePartitioning',
  'AvoidCorsURLLoaderRestartOnRedirect',
  'TcpPortRandomizationWin',
  'OptimizationHints',
  'NetworkTimeServiceQuerying',
  'AimEnabled',
  'PreconnectToSearch',
  'msForceBrowserSignIn',
  'msEdgeUpdateLaunchServicesPreferredVersion',
];

/**
 * The address bar's popups, web pages of Chromium's own that it loads in every new window (a new
 * context is one). They are no part of a phone's visit, yet on this machine's two cores they took
 * the CPU a page's first visit is timed on: /login's first paint 1,000 → 660 ms, median of 9
 * paired visits (tests/bench, slow 4G, CPU ×4). Puppeteer turns them off too (puppeteer#15278).
 */
export const BROWSER_UI_FEATURES = ['WebUIOmniboxPopup', 'WebUIOmniboxAimPopup'];

/** The one --disable-features switch: the launcher's own list, then the browser's UI pages. */
export const disableFeatures = (launcherDefaults: readonly string[]): string =>
  `--disable-features=${[...launcherDefaults, ...BROWSER_UI_FEATURES].join(',')}`;

/**
 * NOTE: --no-sandbox because CI and dev containers run as root; the other flags stop Chromium's
 * own background traffic (updates, sync) from racing the network the specs observe.
 */
export const CHROMIUM_SWITCHES = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];

/** What Playwright launches Chromium with, beside its own defaults. */
export const CHROMIUM_ARGS = [...CHROMIUM_SWITCHES, disableFeatures(PLAYWRIGHT_DISABLED_FEATURES)];

export function launchBrowser(): Promise<Browser> {
  return chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS });
}

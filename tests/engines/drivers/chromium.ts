// Chromium for the cross-engine specs: Debian's Chromium through playwright-core, as the rest of
// the browser suite (tests/e2e/helpers/browser.ts), in one context that allows service workers,
// so its tabs share storage as a phone's tabs do.
import type { Page } from 'playwright-core';
import { launchBrowser } from '../../e2e/helpers/browser.ts';
import type { EngineBrowser, EngineTab, Json, Viewport } from './engine.ts';

const PHONE: Viewport = { width: 390, height: 844 };
const ACTION_TIMEOUT_MS = 10_000;

function tabOf(page: Page): EngineTab {
  return {
    async goto(url) {
      await page.goto(url, { waitUntil: 'load' });
    },
    run<T extends Json | undefined>(body: string, args: Json[] = []) {
      return page.evaluate(`(async (args) => { ${body} })(${JSON.stringify(args)})`) as Promise<T>;
    },
    async type(selector, text) {
      await page.locator(selector).first().pressSequentially(text, { timeout: ACTION_TIMEOUT_MS });
    },
    async click(selector) {
      await page.locator(selector).first().click({ timeout: ACTION_TIMEOUT_MS });
    },
    async press(key) {
      await page.keyboard.press(key);
    },
    async keys(text) {
      await page.keyboard.type(text);
    },
    async text() {
      return page.evaluate(() => document.body?.innerText ?? '');
    },
    async screenshot(file) {
      await page.screenshot({ path: file });
    },
    async close() {
      await page.close();
    },
  };
}

export async function launchChromium(): Promise<EngineBrowser> {
  const browser = await launchBrowser();
  const context = await browser.newContext({ serviceWorkers: 'allow', viewport: PHONE });
  return {
    name: 'chromium',
    async newTab(viewport = PHONE) {
      const page = await context.newPage();
      await page.setViewportSize(viewport);
      return tabOf(page);
    },
    async close() {
      await browser.close();
    },
  };
}

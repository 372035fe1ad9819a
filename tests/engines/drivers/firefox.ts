// Firefox behind the engine-neutral interface of engine.ts (issue 12): Debian's Firefox ESR driven
// by puppeteer-core over WebDriver BiDi, so nothing is downloaded at install time. One launch is
// one throwaway on-disk profile (puppeteer's temporary directory, never private browsing), shared
// by every tab, and removed when the browser exits.
import type { ChildProcess } from 'node:child_process';
import puppeteer, { type Browser, type Page } from 'puppeteer-core';
import type { EngineBrowser, EngineTab, Json, Viewport } from './engine.ts';

export const FIREFOX_PATH = '/usr/bin/firefox-esr';

const DEFAULT_VIEWPORT: Viewport = { width: 390, height: 844 };

/** BiDi's session.new waits for the first window: 8–14 s on a busy two-core machine. */
const LAUNCH_TIMEOUT_MS = 60_000;
/** Any one protocol command, so a browser that stops answering fails the call instead of hanging. */
const PROTOCOL_TIMEOUT_MS = 60_000;
const NAVIGATION_TIMEOUT_MS = 30_000;
/** How long `type` and `click` wait for their element to be visible. */
const ACTION_TIMEOUT_MS = 10_000;
/** How long a graceful `browser.close` may take before the process group is killed. */
const CLOSE_TIMEOUT_MS = 10_000;
/** How long the killed process group may take to disappear. */
const EXIT_TIMEOUT_MS = 10_000;
const EXIT_POLL_MS = 50;

/**
 * Preferences over puppeteer's defaults (@puppeteer/browsers, browser-data/firefox) and those the
 * remote agent applies itself (remote.prefs.recommended), which already turn off updates, safe
 * browsing, captive-portal and connectivity checks, push, health report uploads and search updates.
 */
export const FIREFOX_PREFS: Readonly<Record<string, boolean | number | string>> = {
  // Storage and service workers as a visitor's browser has them. Private browsing would refuse
  // service workers and keep storage in memory; Firefox's defaults already match both values.
  'browser.privatebrowsing.autostart': false,
  'dom.serviceWorkers.enabled': true,
  // NOTE: not dom.serviceWorkers.testing.enabled: http://127.0.0.1 is already a secure context, and
  // that pref would also let a service worker register on plain-http origins, which phones refuse.
  // navigator.storage.persist() would wait forever on a doorhanger no one sees in headless mode;
  // answer "no" at once instead, as headless Chromium does for a site it does not know.
  'dom.storageManager.prompt.testing': true,
  'dom.storageManager.prompt.testing.allow': false,
  // Overlay scrollbars, as on a phone and in headless Chromium: headless Firefox otherwise draws
  // classic ones that take 12 px of the 390 (document.documentElement.clientWidth 378).
  'ui.useOverlayScrollbars': 1,
  // Straight to the server or network-proxy.ts, whatever the machine's proxy settings.
  'network.proxy.type': 0,
  // No DNS-over-HTTPS, DNS or link prefetch: no lookups or fetches the page did not ask for.
  'network.trr.mode': 5,
  'network.dns.disablePrefetch': true,
  'network.prefetch-next': false,
  // Telemetry, studies and region lookups stay off even where the defaults above leave a path.
  'toolkit.telemetry.enabled': false,
  'toolkit.telemetry.unified': false,
  'toolkit.telemetry.archive.enabled': false,
  'app.normandy.enabled': false,
  'app.shield.optoutstudies.enabled': false,
  'app.update.auto': false,
  'browser.region.update.enabled': false,
  'extensions.blocklist.enabled': false,
};

/**
 * NOTE: release and ESR builds ignore the remote agent's services.settings.server override unless
 * the process looks like a test run, so remote settings still reach firefox.settings.services.
 * mozilla.com (about 150 connections in the first ten seconds, then bursts). With
 * MOZ_DISABLE_NONLOCAL_CONNECTIONS, as Mozilla's own harnesses set it, remote settings skip all
 * activity and any connection off the loopback interface is refused.
 */
const FIREFOX_ENV = { MOZ_DISABLE_NONLOCAL_CONNECTIONS: '1', MOZ_CRASHREPORTER_DISABLE: '1' };

/** Runs `body` as an async function of `args` in the page (BiDi evaluates it, so CSP does not apply). */
function scriptOf(body: string, args: Json[]): string {
  return `(async (args) => {\n${body}\n})(${JSON.stringify(args)})`;
}

/** Whether any process of the group led by `pid` is still alive. */
function isGroupAlive(pid: number): boolean {
  try {
    process.kill(-pid, 0);
    return true;
  } catch {
    return false;
  }
}

/** SIGKILLs the browser's process group (the content processes too) and waits until it is gone. */
async function killGroup(child: ChildProcess | null): Promise<void> {
  const pid = child?.pid;
  if (pid === undefined) return;
  try {
    process.kill(-pid, 'SIGKILL');
  } catch {
    // already gone
  }
  const deadline = Date.now() + EXIT_TIMEOUT_MS;
  while (isGroupAlive(pid)) {
    if (Date.now() > deadline) throw new Error(`firefox: process group ${pid} survived SIGKILL`);
    await new Promise((resolve) => setTimeout(resolve, EXIT_POLL_MS));
  }
}

function timeout(ms: number, what: string): { promise: Promise<never>; clear: () => void } {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const promise = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error(`firefox: ${what} took over ${ms} ms`)), ms);
  });
  return { promise, clear: () => clearTimeout(timer) };
}

/**
 * Runs each call of a tab against the tab's end: once the tab closed or the browser went away,
 * calls in flight and every later call reject with that reason.
 */
function guardOf(page: Page, browser: Browser) {
  let reason: string | null = null;
  const waiters = new Set<(why: string) => void>();
  const end = (why: string) => {
    reason ??= why;
    for (const fail of waiters) fail(reason);
    waiters.clear();
  };
  page.once('close', () => end('the tab is closed'));
  browser.once('disconnected', () => end('the browser is gone'));
  return {
    isGone: () => reason !== null,
    async run<T>(what: string, work: () => Promise<T>): Promise<T> {
      if (reason !== null) throw new Error(`firefox ${what}: ${reason}`);
      let fail: (why: string) => void = () => undefined;
      const gone = new Promise<never>((_, reject) => {
        fail = (why) => reject(new Error(`firefox ${what}: ${why}`));
      });
      waiters.add(fail);
      try {
        return await Promise.race([work(), gone]);
      } finally {
        waiters.delete(fail);
      }
    },
  };
}

async function visible(page: Page, selector: string) {
  const handle = await page.waitForSelector(selector, { visible: true, timeout: ACTION_TIMEOUT_MS });
  if (handle === null) throw new Error(`no element matches ${selector}`);
  return handle;
}

function tabOf(page: Page, browser: Browser): EngineTab {
  const { run: guard, isGone } = guardOf(page, browser);
  return {
    goto: (url) =>
      guard(`goto(${url})`, async () => {
        await page.goto(url, { waitUntil: 'load' });
      }),
    run: <T extends Json | undefined>(body: string, args: Json[] = []) =>
      guard('run', async () => (await page.evaluate(scriptOf(body, args))) as T),
    type: (selector, text) =>
      guard(`type(${selector})`, async () => {
        const handle = await visible(page, selector);
        try {
          await handle.type(text);
        } finally {
          await handle.dispose().catch(() => undefined);
        }
      }),
    click: (selector) =>
      guard(`click(${selector})`, async () => {
        const handle = await visible(page, selector);
        try {
          await handle.click();
        } finally {
          await handle.dispose().catch(() => undefined);
        }
      }),
    press: (key) =>
      guard(`press(${key})`, async () => {
        if (key !== 'Shift+Tab') return page.keyboard.press(key);
        await page.keyboard.down('Shift');
        try {
          await page.keyboard.press('Tab');
        } finally {
          await page.keyboard.up('Shift');
        }
      }),
    keys: (text) => guard('keys', () => page.keyboard.type(text)),
    text: () => guard('text', async () => (await page.evaluate(`document.body?.innerText ?? ''`)) as string),
    screenshot: (file) =>
      guard(`screenshot(${file})`, async () => {
        await page.screenshot({ path: file, type: 'png' });
      }),
    // Closing a tab that is already gone, or goes while it closes, has nothing left to do.
    async close() {
      if (isGone()) return;
      await page.close().catch((error: unknown) => {
        if (!isGone()) throw error;
      });
    },
  };
}

export async function launchFirefox(): Promise<EngineBrowser> {
  const browser = await puppeteer.launch({
    browser: 'firefox',
    protocol: 'webDriverBiDi',
    executablePath: FIREFOX_PATH,
    headless: true,
    // Each tab sets its own viewport (newTab).
    defaultViewport: null,
    extraPrefsFirefox: FIREFOX_PREFS,
    env: { ...process.env, ...FIREFOX_ENV },
    timeout: LAUNCH_TIMEOUT_MS,
    protocolTimeout: PROTOCOL_TIMEOUT_MS,
  });
  const child = browser.process();
  return {
    name: 'firefox',
    async newTab(viewport = DEFAULT_VIEWPORT) {
      // NOTE: a window per tab, not a tab strip: Firefox hides (visibilityState 'hidden') every tab
      // but the selected one of a window, while Chromium's pages all stay visible. Windows keep
      // the tabs' visibility, timers and animation frames alike on both engines.
      const page = await browser.newPage({ type: 'window' });
      try {
        page.setDefaultNavigationTimeout(NAVIGATION_TIMEOUT_MS);
        await page.setViewport(viewport);
        return tabOf(page, browser);
      } catch (error) {
        await page.close().catch(() => undefined);
        throw error;
      }
    },
    async close() {
      const limit = timeout(CLOSE_TIMEOUT_MS, 'close');
      try {
        await Promise.race([browser.close(), limit.promise]);
      } catch {
        // The process group is killed below whatever went wrong.
      } finally {
        limit.clear();
        await killGroup(child);
      }
    },
  };
}

// One app per engine for the cross-engine specs (issue 12): the run's real server with the demo
// seed (started once by ./global-setup.ts), a network proxy of the engine's own in front of it, and
// one browser of the engine, started in beforeAll and stopped in afterAll. Engines share the
// server, so each acts as attendees of its own (`attendeeFor`). The helpers below speak to tabs
// only through the EngineTab interface, so every suite reads the same on every engine.
import { afterAll, afterEach, beforeAll } from 'vitest';
import { TOKEN_STORAGE_KEY } from '#contract/constants';
import { attendeeEmail } from '../e2e/fixtures/attendee-api.ts';
import { ENGINES, type EngineBrowser, type EngineName, type EngineTab } from './drivers/engine.ts';
import { ENGINES_SERVER_DATA, ENGINES_SERVER_URL } from './global-setup.ts';
import { startNetworkProxy, type NetworkProxy } from './network-proxy.ts';
import { checkEngineVersion } from './drivers/versions.ts';

/** Each driver is loaded only when its engine runs (puppeteer-core is not needed for WebKit). */
const LAUNCH: Record<EngineName, () => Promise<EngineBrowser>> = {
  chromium: async () => (await import('./drivers/chromium.ts')).launchChromium(),
  firefox: async () => (await import('./drivers/firefox.ts')).launchFirefox(),
  webkit: async () => (await import('./drivers/webkit.ts')).launchWebKit(),
};

/**
 * The email of the demo attendee `n` (1–19) for `engine`: each engine has its own range of the
 * seed's 100 attendees (41–59, 61–79, 81–99), so engines sharing the server never act as the same
 * person.
 */
export function attendeeFor(engine: EngineName, n: number): string {
  return attendeeEmail(40 + 20 * ENGINES.indexOf(engine) + n);
}

/** The same range as an index into the leaderboard's list of attendees. */
export function attendeeIndexFor(engine: EngineName, n: number): number {
  return 20 * ENGINES.indexOf(engine) + n;
}

export type EngineApp = {
  /** The server itself, for the fixtures that check what it holds (never through the proxy). */
  readonly server: { url: string; dataDir: string };
  /** The network the browser sees; its url is the app's origin for the browser. */
  readonly network: NetworkProxy;
  readonly browser: EngineBrowser;
  /** A new tab on `path` of the app, signed in as `token` when given. */
  open(path: string, token?: string): Promise<EngineTab>;
};

/** Call inside a describe per engine: registers the hooks and returns the app handle. */
export function setUpEngineApp(engine: EngineName): EngineApp {
  const url = process.env[ENGINES_SERVER_URL];
  const dataDir = process.env[ENGINES_SERVER_DATA];
  const server = url && dataDir ? { url, dataDir } : undefined;
  let network: NetworkProxy | undefined;
  let browser: EngineBrowser | undefined;
  const tabs: EngineTab[] = [];

  beforeAll(async () => {
    if (!server) throw new Error('the engines project runs with its global setup: npm run test:engines');
    checkEngineVersion(engine);
    [network, browser] = await Promise.all([startNetworkProxy(server.url), LAUNCH[engine]()]);
    // The first visit installs the service worker; every test starts after it is active (see
    // the NOTE in `open`: a WebKit page leaving while it installs would wedge it for the run).
    const first = await browser.newTab();
    await first.goto(`${network.url}/login`);
    await first.run('await navigator.serviceWorker.ready');
    await first.close();
  });

  // Whatever a test left behind (it may have failed half-way): its tabs closed, the network back.
  afterEach(async () => {
    network?.online();
    network?.refuse(null);
    await Promise.all(tabs.splice(0).map((tab) => tab.close().catch(() => undefined)));
  });

  afterAll(async () => {
    await browser?.close();
    await network?.close();
  });

  const running = () => {
    if (!server || !network || !browser) throw new Error(`setUpEngineApp(${engine}): the app did not start`);
    return { server, network, browser };
  };

  return {
    get server() {
      return running().server;
    },
    get network() {
      return running().network;
    },
    get browser() {
      return running().browser;
    },
    async open(path, token) {
      const { network: proxy, browser: b } = running();
      const tab = await b.newTab();
      tabs.push(tab);
      if (token !== undefined) {
        // The app keeps its session in localStorage (provider-api.md §1): put it there first.
        // NOTE: not before the service worker is ready. A WebKit page that navigates away within
        // ~80 ms of register() leaves the worker "installing" for the rest of the session (a
        // WebKit bug: its install waits for that page to take the registration; docs/decisions/0021).
        await tab.goto(`${proxy.url}/login`);
        await tab.run('await navigator.serviceWorker.ready; localStorage.setItem(args[0], args[1])', [
          TOKEN_STORAGE_KEY,
          token,
        ]);
      }
      await tab.goto(`${proxy.url}${path}`);
      return tab;
    },
  };
}

export const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** Polls `probe` until it returns true; fails with `what` after `timeoutMs`. */
export async function until(what: string, probe: () => Promise<boolean>, timeoutMs = 15_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    if (await probe().catch(() => false)) return;
    if (Date.now() > deadline) throw new Error(`waited ${timeoutMs} ms for ${what}`);
    await sleep(200);
  }
}

/** Where the tab is, for a failure's message. */
export function addressOf(tab: EngineTab): Promise<string> {
  return tab.run<string>('return location.href').catch(() => 'an unknown address');
}

/** Waits until the tab shows `text` (a string it contains, or a pattern). */
export async function waitForText(tab: EngineTab, text: string | RegExp, timeoutMs = 15_000): Promise<void> {
  let last = '';
  try {
    await until(
      `"${String(text)}"`,
      async () => {
        last = await tab.text();
        return typeof text === 'string' ? last.includes(text) : text.test(last);
      },
      timeoutMs,
    );
  } catch (error) {
    const at = await addressOf(tab);
    throw new Error(`${(error as Error).message}; the tab at ${at} showed:\n${last.slice(0, 1_500)}`, {
      cause: error,
    });
  }
}

/** Waits until a service worker controls the tab, so writes that find no network are kept. */
export async function waitForServiceWorker(tab: EngineTab, timeoutMs = 30_000): Promise<void> {
  await until(
    'a service worker controlling the page',
    () => tab.run<boolean>('return navigator.serviceWorker.controller !== null'),
    timeoutMs,
  );
}

/**
 * Clicks the enabled button whose text is `name` (trimmed; exact, or containing it with `partial`), as
 * a tap does.
 */
export async function clickButton(tab: EngineTab, name: string, { partial = false } = {}): Promise<void> {
  await until(`an enabled button "${name}"`, () =>
    tab.run<boolean>(
      `const named = (text) => (args[1] ? text.includes(args[0]) : text === args[0]);
       const button = [...document.querySelectorAll('button')].find((b) => named(b.textContent.trim()) && !b.disabled);
       if (!button) return false;
       button.click();
       return true;`,
      [name, partial],
    ),
  );
}

export type OutboxSection = 'Waiting' | 'Failed' | 'Done';

/** The rows' texts of one section of `/outbox` ([] while the section is not shown). */
export function outboxRows(tab: EngineTab, section: OutboxSection): Promise<string[]> {
  return tab.run<string[]>(
    `return [...document.querySelectorAll('section')]
       .filter((s) => (s.querySelector('h2')?.textContent ?? '').startsWith(args[0]))
       .flatMap((s) => [...s.querySelectorAll('li')].map((li) => li.innerText));`,
    [section],
  );
}

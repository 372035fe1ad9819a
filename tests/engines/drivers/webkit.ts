// WebKit for the cross-engine specs (issue 12): Debian's WebKitGTK MiniBrowser on a private Xvfb
// display, driven over plain W3C WebDriver (WebKitWebDriver, HTTP + JSON with the global fetch).
// No npm client: webdriver/webdriverio pull geckodriver, whose install script downloads a binary.
// It owns the two processes and the one session; it must not leave either running after close().
import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { freePort } from '../../e2e/helpers/server.ts';
import type { EngineBrowser, EngineTab, Json, Viewport } from './engine.ts';
import { keyActions, textActions } from './webdriver-keys.ts';

const MINIBROWSER = '/usr/lib/x86_64-linux-gnu/webkit2gtk-4.1/MiniBrowser';
const DEFAULT_VIEWPORT: Viewport = { width: 390, height: 844 };
/** The W3C key of an element reference. */
const ELEMENT_KEY = 'element-6066-11e4-a52e-4f735466cecf';
const FIRST_DISPLAY = 90;
const LAST_DISPLAY = 190;
const START_TIMEOUT_MS = 20_000;
const SCRIPT_TIMEOUT_MS = 60_000;
const PAGE_LOAD_TIMEOUT_MS = 60_000;
/** How long `type` and `click` wait for their element, as the other engines' drivers do. */
const ELEMENT_TIMEOUT_MS = 10_000;
/** Past the session's own timeouts, so WebDriver answers first and fetch never waits forever. */
const COMMAND_TIMEOUT_MS = 90_000;
/** A first switch to a new window takes 2–4 s; one to a window showing an alert never ends. */
const SWITCH_TIMEOUT_MS = 15_000;
const KILL_GRACE_MS = 2_000;
/** Ending the session is a courtesy: the process groups are killed right after anyway. */
const CLOSE_TIMEOUT_MS = 5_000;
const EXIT_SIGNALS: NodeJS.Signals[] = ['SIGINT', 'SIGTERM', 'SIGHUP'];

/**
 * NOTE: MiniBrowser's toolbar keeps a window at least 447 px wide, wider than a phone. This user
 * stylesheet (GTK 3 reads $XDG_CONFIG_HOME/gtk-3.0/gtk.css) shrinks its buttons and entry to a
 * 20 px strip, so a 390 px viewport fits; newTab() adds the strip back to the window's height. It
 * styles GTK widgets only, never page content.
 */
const GTK_CSS = `button, button *, entry, entry *, toolbar, toolbar *, headerbar, headerbar *, box {
  min-width: 0; min-height: 0; padding: 0; margin: 0; border-width: 0; font-size: 1px;
  -gtk-icon-transform: scale(0.01);
}\n`;

type Command = (
  method: 'GET' | 'POST' | 'DELETE',
  route: string,
  body?: unknown,
  timeoutMs?: number,
) => Promise<unknown>;

function webDriver(base: string): Command {
  return async (method, route, body, timeoutMs = COMMAND_TIMEOUT_MS) => {
    const res = await fetch(`${base}${route}`, {
      method,
      headers: body === undefined ? {} : { 'content-type': 'application/json' },
      body: body === undefined ? undefined : JSON.stringify(body),
      signal: AbortSignal.timeout(timeoutMs),
    });
    const reply = (await res.json()) as { value: unknown };
    const value = reply.value as { error?: string; message?: string; data?: { text?: string } } | null;
    if (!res.ok || (value !== null && typeof value === 'object' && 'error' in value)) {
      const prompt = value?.data?.text === undefined ? '' : ` (prompt: ${value.data.text})`;
      throw new Error(`WebDriver ${value?.error ?? res.status}: ${value?.message ?? ''}${prompt}`);
    }
    return reply.value;
  };
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

function isRunning(child: ChildProcess): boolean {
  return child.exitCode === null && child.signalCode === null;
}

function signalGroup(child: ChildProcess, signal: NodeJS.Signals): void {
  try {
    if (child.pid !== undefined) process.kill(-child.pid, signal);
  } catch {
    // the group is gone already
  }
}

async function killGroup(child: ChildProcess): Promise<void> {
  signalGroup(child, 'SIGTERM');
  const deadline = Date.now() + KILL_GRACE_MS;
  while (isRunning(child) && Date.now() < deadline) await sleep(20);
  // NOTE: the group's other members (MiniBrowser, its web and network processes) may outlive
  // the leader, so the group always gets SIGKILL too.
  signalGroup(child, 'SIGKILL');
}

/** What an Xvfb on display `n` creates, and leaves behind when killed. */
const xFiles = (n: number) => [`/tmp/.X${n}-lock`, `/tmp/.X11-unix/X${n}`];

/** True when display `n`'s lock names a live process (Xvfb takes over a stale lock itself). */
function isDisplayTaken(n: number): boolean {
  try {
    process.kill(Number(fs.readFileSync(`/tmp/.X${n}-lock`, 'utf8').trim()), 0);
    return true;
  } catch {
    return false;
  }
}

/**
 * Xvfb on the first free display from :90 up. NOTE: -displayfd makes Xvfb write the display's
 * number to fd 3 once it accepts clients; a display taken meanwhile makes it exit, and the next
 * is tried.
 */
async function startXvfb(): Promise<{ xvfb: ChildProcess; display: number }> {
  for (let n = FIRST_DISPLAY; n <= LAST_DISPLAY; n += 1) {
    if (isDisplayTaken(n)) continue;
    const xvfb = spawn(
      'Xvfb',
      [`:${n}`, '-displayfd', '3', '-screen', '0', '1920x1200x24', '-nolisten', 'tcp'],
      {
        detached: true,
        stdio: ['ignore', 'ignore', 'ignore', 'pipe'],
      },
    );
    const isReady = await new Promise<boolean>((resolve) => {
      const timer = setTimeout(() => settle(false), START_TIMEOUT_MS);
      const settle = (ready: boolean) => {
        clearTimeout(timer);
        resolve(ready);
      };
      xvfb.stdio[3]?.once('data', () => settle(true));
      xvfb.once('exit', () => settle(false));
      xvfb.once('error', () => settle(false));
    });
    if (isReady) return { xvfb, display: n };
    await killGroup(xvfb);
  }
  throw new Error(`no free X display in :${FIRST_DISPLAY}–:${LAST_DISPLAY}`);
}

async function waitForDriver(driver: ChildProcess, base: string): Promise<void> {
  const deadline = Date.now() + START_TIMEOUT_MS;
  while (isRunning(driver) && Date.now() < deadline) {
    try {
      const res = await fetch(`${base}/status`);
      if (res.ok) return;
    } catch {
      // not listening yet
    }
    await sleep(50);
  }
  throw new Error(`WebKitWebDriver did not start (exit ${driver.exitCode ?? 'none'})`);
}

/**
 * NOTE: WebKit's execute/async rejects on a thrown error or a rejected returned promise but
 * never resolves with a returned promise's value, so the body's outcome goes through the
 * callback, wrapped so that `undefined` and errors survive the JSON boundary.
 */
const runScript = (body: string) => `const done = arguments[arguments.length - 1];
(async function (args) {
${body}
}).call(null, arguments[0]).then(
  (value) => done({ ok: true, value: value === undefined ? null : value, isUndefined: value === undefined }),
  (error) => done({ ok: false, message: String(error) }),
);`;

type RunOutcome = { ok: true; value: Json; isUndefined: boolean } | { ok: false; message: string };

function isRunOutcome(value: unknown): value is RunOutcome {
  return value !== null && typeof value === 'object' && 'ok' in value;
}

/**
 * NOTE: WebKit's IndexedDB is SQLite on disk, which syncs every commit. Beside the Chromium suite
 * (CI runs both at once) a sync took up to ~0.4 s on /tmp here, and pages waited past the tests'
 * 15 s on reads queued behind slow commits. RAM (/dev/shm) where the machine has it.
 */
const HOME_PARENT = fs.existsSync('/dev/shm') ? '/dev/shm' : os.tmpdir();

export async function launchWebKit(): Promise<EngineBrowser> {
  const home = fs.mkdtempSync(path.join(HOME_PARENT, 'confetti-webkit-'));
  fs.mkdirSync(path.join(home, 'config', 'gtk-3.0'), { recursive: true });
  fs.writeFileSync(path.join(home, 'config', 'gtk-3.0', 'gtk.css'), GTK_CSS);
  const children: ChildProcess[] = [];
  let isClosed = false;
  let xDisplay: number | null = null;
  const killAll = () => {
    for (const child of children) signalGroup(child, 'SIGKILL');
    // A killed Xvfb leaves its lock and socket behind.
    if (xDisplay !== null) for (const file of xFiles(xDisplay)) fs.rmSync(file, { force: true });
    fs.rmSync(home, { recursive: true, force: true });
  };
  /**
   * NOTE: the processes run in their own groups, so a Ctrl-C in a terminal no longer reaches
   * them: a test process that exits or is interrupted without close() takes them down here. A
   * signal nobody else listens to is raised again, so the process still ends as it would have.
   */
  const onSignal = (signal: NodeJS.Signals) => {
    killAll();
    if (process.listenerCount(signal) === 0) process.kill(process.pid, signal);
  };
  process.once('exit', killAll);
  for (const signal of EXIT_SIGNALS) process.once(signal, onSignal);
  let session = '';
  let keeper = '';
  let send: Command = () => Promise.reject(new Error('WebKit is not started'));

  const close = async () => {
    if (isClosed) return;
    isClosed = true;
    if (session !== '')
      await send('DELETE', `/session/${session}`, undefined, CLOSE_TIMEOUT_MS).catch(() => undefined);
    for (const child of children.reverse()) await killGroup(child);
    process.removeListener('exit', killAll);
    for (const signal of EXIT_SIGNALS) process.removeListener(signal, onSignal);
    fs.rmSync(home, { recursive: true, force: true });
  };

  try {
    const { xvfb, display } = await startXvfb();
    children.push(xvfb);
    xDisplay = display;
    const port = await freePort();
    // In its own process group, so close() ends it with MiniBrowser and its web processes.
    const driver = spawn('WebKitWebDriver', [`--port=${port}`], {
      detached: true,
      stdio: 'ignore',
      env: {
        ...process.env,
        DISPLAY: `:${display}`,
        GDK_BACKEND: 'x11',
        XDG_CONFIG_HOME: path.join(home, 'config'),
        XDG_CACHE_HOME: path.join(home, 'cache'),
        XDG_DATA_HOME: path.join(home, 'data'),
      },
    });
    driver.on('error', () => undefined); // waitForDriver reports it
    children.push(driver);
    const base = `http://127.0.0.1:${port}`;
    await waitForDriver(driver, base);
    const created = (await webDriver(base)('POST', '/session', {
      capabilities: {
        alwaysMatch: {
          'webkitgtk:browserOptions': { binary: MINIBROWSER, args: ['--automation'] },
          timeouts: {
            script: SCRIPT_TIMEOUT_MS,
            pageLoad: PAGE_LOAD_TIMEOUT_MS,
            implicit: ELEMENT_TIMEOUT_MS,
          },
          unhandledPromptBehavior: 'dismiss and notify',
        },
      },
    })) as { sessionId: string };
    session = created.sessionId;
    send = webDriver(`${base}/session/${session}`);
    // NOTE: WebKitWebDriver ends the session when its last window closes, so the window the
    // session opened with stays on about:blank until close(): tabs may then all be closed.
    // Storage (--automation: an ephemeral profile in memory) lives as long as the browser.
    keeper = (await send('GET', '/window')) as string;
  } catch (error) {
    await close();
    throw error;
  }

  let current: string | null = keeper;
  let queue: Promise<unknown> = Promise.resolve();

  /**
   * One WebDriver session has one current window: each tab's command runs in its own window,
   * switching to it first unless the previous command ran there, and commands of all tabs run
   * one at a time (a long run() delays the other tabs).
   * NOTE: WebKit never answers a switch to a window that shows an alert or confirm, hence the
   * short timeout; a prompt in the current window fails the next command and is dismissed.
   */
  const inWindow = <T>(handle: string, work: () => Promise<T>): Promise<T> => {
    const next = queue.then(async () => {
      if (isClosed) throw new Error('WebKit is closed');
      if (current !== handle) {
        current = null;
        await send('POST', '/window', { handle }, SWITCH_TIMEOUT_MS).catch((error: unknown) => {
          throw new Error(`WebKit could not switch to the tab (closed, or showing a prompt): ${error}`);
        });
        current = handle;
      }
      return work();
    });
    queue = next.catch(() => undefined);
    return next;
  };

  const find = async (selector: string) => {
    const found = (await send('POST', '/element', { using: 'css selector', value: selector })) as Record<
      string,
      string
    >;
    return found[ELEMENT_KEY];
  };

  const evaluate = (script: string) => send('POST', '/execute/sync', { script, args: [] });
  const innerSize = async () => (await evaluate('return [innerWidth, innerHeight]')) as [number, number];

  const dismissPrompt = async () => {
    const text = await send('GET', '/alert/text').catch(() => null);
    if (text === null) return 'no answer from the page';
    await send('POST', '/alert/dismiss', {});
    return `a prompt opened and was dismissed: ${JSON.stringify(text)}`;
  };

  /** The window's size less the page's (MiniBrowser's toolbar), learnt on the first tab. */
  let chrome = { width: 0, height: 0 };

  /** The page's size once two readings agree (a resized window lays out a moment later). */
  const settledInnerSize = async () => {
    let before = await innerSize();
    for (let reading = 0; reading < 20; reading += 1) {
      await sleep(50);
      const now = await innerSize();
      if (now[0] === before[0] && now[1] === before[1]) return now;
      before = now;
    }
    return before;
  };

  /** Sizes the window so that the page (not the window) is `viewport`. */
  const fit = async ({ width, height }: Viewport) => {
    for (let attempt = 0; attempt < 3; attempt += 1) {
      const rect = { width: width + chrome.width, height: height + chrome.height };
      await send('POST', '/window/rect', rect);
      const [innerWidth, innerHeight] = await settledInnerSize();
      if (innerWidth === width && innerHeight === height) return;
      chrome = { width: rect.width - innerWidth, height: rect.height - innerHeight };
    }
    const [innerWidth, innerHeight] = await innerSize();
    throw new Error(`WebKit's viewport is ${innerWidth}×${innerHeight}, not ${width}×${height}`);
  };

  const tab = (handle: string): EngineTab => ({
    goto: (url) =>
      inWindow(handle, async () => {
        await send('POST', '/url', { url });
        // NOTE: a refused or failed load is no WebDriver error in WebKit: the tab shows an empty
        // about:blank, which is how a failure is told apart here.
        const href = await evaluate('return location.href');
        if (href === 'about:blank' && url !== 'about:blank') throw new Error(`WebKit could not load ${url}`);
      }),
    run: <T extends Json | undefined>(body: string, args: Json[] = []) =>
      inWindow(handle, async () => {
        const outcome = await send('POST', '/execute/async', { script: runScript(body), args: [args] });
        // NOTE: WebDriver answers null at once when a prompt (alert, confirm) opens while the body
        // runs; it is dismissed here, so the tab stays usable. A navigation meanwhile is an error
        // ("no such frame: Callback was not called before the unload event").
        if (!isRunOutcome(outcome)) throw new Error(`the script was cut short: ${await dismissPrompt()}`);
        if (!outcome.ok) throw new Error(`script failed: ${outcome.message}`);
        return (outcome.isUndefined ? undefined : outcome.value) as T;
      }),
    type: (selector, text) =>
      inWindow(
        handle,
        async () => void (await send('POST', `/element/${await find(selector)}/value`, { text })),
      ),
    click: (selector) =>
      inWindow(handle, async () => void (await send('POST', `/element/${await find(selector)}/click`, {}))),
    press: (key) => inWindow(handle, async () => void (await send('POST', '/actions', keyActions(key)))),
    keys: (text) => inWindow(handle, async () => void (await send('POST', '/actions', textActions(text)))),
    text: () =>
      inWindow(
        handle,
        async () => (await evaluate('return document.body ? document.body.innerText : ""')) as string,
      ),
    screenshot: (file) =>
      inWindow(handle, async () => {
        const png = (await send('GET', '/screenshot')) as string;
        await fs.promises.writeFile(file, Buffer.from(png, 'base64'));
      }),
    close: () =>
      inWindow(handle, async () => {
        current = null;
        await send('DELETE', '/window');
      }),
  });

  return {
    name: 'webkit',
    async newTab(viewport = DEFAULT_VIEWPORT) {
      const opened = (await inWindow(keeper, () => send('POST', '/window/new', { type: 'window' }))) as {
        handle: string;
      };
      await inWindow(opened.handle, () => fit(viewport));
      return tab(opened.handle);
    },
    close,
  };
}

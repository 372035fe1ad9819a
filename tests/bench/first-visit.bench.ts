// What a phone sees on its first visit (DESIGN.md §7, issue 11), in Chromium against the real
// server: slow 4G (150 ms RTT, 1.6 Mbit/s down, 0.75 up), CPU slowed ×4, 390×844, empty cache,
// service worker blocked. For each route, median of 3 fresh visits:
// - first contentful paint (the browser's own paint entry);
// - ready: for /login, the moment the app's email field is on screen and takes input; for the
//   profile, the moment the attendee's nickname (data from the API) is on screen;
// - JS on the wire: the encoded bytes of every script response, headers included.
// Also the bytes on the wire of each asset and API answer with `Accept-Encoding: br, gzip`.
import fs from 'node:fs';
import http from 'node:http';
import net from 'node:net';
import path from 'node:path';
import type { Browser, CDPSession } from 'playwright-core';

export const FIRST_VISIT_RUNS = 3;
export const SLOW_4G = {
  offline: false,
  latency: 150,
  downloadThroughput: (1.6 * 1024 * 1024) / 8,
  uploadThroughput: (0.75 * 1024 * 1024) / 8,
};
export const CPU_SLOWDOWN = 4;

export type FirstVisit = { fcpMs: number; readyMs: number; jsBytes: number };

const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)] ?? 0;

/**
 * A script run before any page script: marks `window.__readyAt` the first time `selector` matches
 * an element the app rendered (inside #root, outside the static shell's [data-shell]) that is
 * enabled and contains `text`. A string, not a function: tsx's helpers do not exist in the page.
 */
function watchReady(selector: string, text: string | null): string {
  return `(() => {
    const selector = ${JSON.stringify(`#root ${selector}`)}, text = ${JSON.stringify(text)};
    const isReady = () => [...document.querySelectorAll(selector)].some((el) =>
      !el.closest('[data-shell]') && !(el instanceof HTMLInputElement && el.disabled) &&
      (text === null || (el.textContent || '').includes(text)));
    const observer = new MutationObserver(() => {
      if (window.__readyAt === undefined && isReady()) {
        window.__readyAt = performance.now();
        observer.disconnect();
      }
    });
    observer.observe(document, { childList: true, subtree: true, attributes: true, characterData: true });
  })();`;
}

async function throttled(cdp: CDPSession) {
  await cdp.send('Network.enable');
  await cdp.send('Network.emulateNetworkConditions', SLOW_4G);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: CPU_SLOWDOWN });
}

async function visitOnce(
  browser: Browser,
  url: string,
  ready: { selector: string; text: string | null },
  token: string | null,
): Promise<FirstVisit> {
  const context = await browser.newContext({
    serviceWorkers: 'block',
    viewport: { width: 390, height: 844 },
  });
  try {
    if (token) await context.addInitScript((t) => localStorage.setItem('confetti_token', t), token);
    await context.addInitScript({ content: watchReady(ready.selector, ready.text) });
    const page = await context.newPage();
    const cdp = await context.newCDPSession(page);
    await throttled(cdp);
    const scripts = new Set<string>();
    let jsBytes = 0;
    cdp.on('Network.responseReceived', (e) => {
      if (e.type === 'Script') scripts.add(e.requestId);
    });
    cdp.on('Network.loadingFinished', (e) => {
      if (scripts.has(e.requestId)) jsBytes += e.encodedDataLength;
    });
    await page.goto(url, { waitUntil: 'commit' });
    await page.waitForFunction(
      () => (window as unknown as { __readyAt?: number }).__readyAt !== undefined,
      null,
      {
        timeout: 60_000,
        polling: 100,
      },
    );
    await page.waitForLoadState('networkidle');
    const { fcp, readyAt } = await page.evaluate(() => ({
      fcp: performance.getEntriesByName('first-contentful-paint')[0]?.startTime ?? Number.NaN,
      readyAt: (window as unknown as { __readyAt: number }).__readyAt,
    }));
    return { fcpMs: fcp, readyMs: readyAt, jsBytes };
  } finally {
    await context.close();
  }
}

/** Median of FIRST_VISIT_RUNS fresh visits of `route` (each figure's own median). */
export async function measureFirstVisit(
  browser: Browser,
  baseUrl: string,
  route: string,
  ready: { selector: string; text: string | null },
  token: string | null = null,
): Promise<FirstVisit & { runs: FirstVisit[] }> {
  const runs: FirstVisit[] = [];
  for (let i = 0; i < FIRST_VISIT_RUNS; i++)
    runs.push(await visitOnce(browser, baseUrl + route, ready, token));
  return {
    fcpMs: Math.round(median(runs.map((r) => r.fcpMs))),
    readyMs: Math.round(median(runs.map((r) => r.readyMs))),
    jsBytes: median(runs.map((r) => r.jsBytes)),
    runs,
  };
}

export type WireRow = { route: string; totalKB: number; jsKB: number; apiKB: number; requests: number };

/**
 * Bytes on the wire (bodies as sent, headers included) of a first visit of each route, fast
 * network, service worker blocked: what the server sends a browser that accepts br and gzip.
 */
export async function measureWire(
  browser: Browser,
  baseUrl: string,
  routes: { route: string; token: string | null }[],
): Promise<WireRow[]> {
  const rows: WireRow[] = [];
  for (const { route, token } of routes) {
    const context = await browser.newContext({
      serviceWorkers: 'block',
      viewport: { width: 390, height: 844 },
    });
    try {
      if (token) await context.addInitScript((t) => localStorage.setItem('confetti_token', t), token);
      const page = await context.newPage();
      await page.goto(baseUrl + route, { waitUntil: 'networkidle' });
      const sizes = await page.evaluate(() =>
        [...performance.getEntriesByType('navigation'), ...performance.getEntriesByType('resource')].map(
          (e) => ({ name: e.name, bytes: (e as PerformanceResourceTiming).transferSize }),
        ),
      );
      const kB = (pick: (name: string) => boolean) =>
        Math.round(
          sizes.filter((s) => pick(new URL(s.name).pathname)).reduce((n, s) => n + s.bytes, 0) / 100,
        ) / 10;
      rows.push({
        route,
        totalKB: kB(() => true),
        jsKB: kB((p) => p.endsWith('.js')),
        apiKB: kB((p) => p.startsWith('/api/')),
        requests: sizes.length,
      });
    } finally {
      await context.close();
    }
  }
  return rows;
}

export type Precache = { files: number; listKB: number; transferKB: number; readyMs: number };

/** The URLs the built service worker precaches (its injected manifest). */
export function precacheUrls(distDir: string): string[] {
  const sw = fs.readFileSync(path.join(distDir, 'sw.js'), 'utf8');
  return [...sw.matchAll(/"url":"([^"]+)"/g)].map((m) => `/${m[1]}`);
}

/** The bytes the server sends for `url` to a client accepting br and gzip, headers included. */
function onTheWire(baseUrl: string, url: string): Promise<number> {
  return new Promise((resolve, reject) => {
    http
      .get(`${baseUrl}${url}`, { headers: { 'accept-encoding': 'br, gzip' } }, (res) => {
        let bytes = 17; // the status line
        for (let i = 0; i < res.rawHeaders.length; i += 2)
          bytes += (res.rawHeaders[i]?.length ?? 0) + (res.rawHeaders[i + 1]?.length ?? 0) + 4;
        res.on('data', (chunk: Buffer) => (bytes += chunk.length));
        res.on('end', () =>
          res.statusCode === 200 ? resolve(bytes) : reject(new Error(`${url}: ${res.statusCode}`)),
        );
      })
      .on('error', reject);
  });
}

/** A TCP proxy to `target` that counts the bytes the server sends back. */
async function countingProxy(
  target: URL,
): Promise<{ url: string; received: () => number; close: () => void }> {
  let received = 0;
  const sockets = new Set<net.Socket>();
  const proxy = net.createServer((client) => {
    const upstream = net.connect(Number(target.port), target.hostname);
    for (const s of [client, upstream]) {
      sockets.add(s);
      s.on('error', () => undefined);
      s.on('close', () => sockets.delete(s));
    }
    upstream.on('data', (chunk: Buffer) => (received += chunk.length));
    client.pipe(upstream);
    upstream.pipe(client);
  });
  await new Promise<void>((resolve) => proxy.listen(0, '127.0.0.1', resolve));
  const { port } = proxy.address() as net.AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    received: () => received,
    close: () => {
      for (const s of sockets) s.destroy();
      proxy.close();
    },
  };
}

/**
 * The service worker's first-visit precache (issue 11), in Chromium on loopback through a proxy
 * that counts every byte the server sends: a first visit of /login with the worker allowed, until
 * it is active (the app ready offline) and the network is quiet, minus the same visit with the
 * worker blocked — what the precache added on the wire, after the HTTP cache spared it the files
 * the page had already loaded. Also the whole list as sent (`listKB`). Medians of `runs`.
 */
export async function measurePrecache(
  browser: Browser,
  baseUrl: string,
  distDir: string,
  runs = 3,
): Promise<Precache> {
  const urls = precacheUrls(distDir);
  let list = 0;
  for (const url of urls) list += await onTheWire(baseUrl, url);
  const visit = async (serviceWorkers: 'allow' | 'block') => {
    const proxy = await countingProxy(new URL(baseUrl));
    const context = await browser.newContext({ serviceWorkers, viewport: { width: 390, height: 844 } });
    try {
      const page = await context.newPage();
      await page.goto(`${proxy.url}/login`);
      // The drawn /login starts its app, which registers the worker, at the first touch (issue 26).
      await page.keyboard.press('Shift');
      const readyMs =
        serviceWorkers === 'allow'
          ? await page.evaluate(() => navigator.serviceWorker.ready.then(() => performance.now()))
          : 0;
      await page.waitForLoadState('networkidle');
      await page.waitForTimeout(1_000); // the deferred imports after the first screen
      return { bytes: proxy.received(), readyMs };
    } finally {
      await context.close();
      proxy.close();
    }
  };
  const transfers: number[] = [];
  const times: number[] = [];
  for (let i = 0; i < runs; i++) {
    const page = await visit('block');
    const withWorker = await visit('allow');
    transfers.push(withWorker.bytes - page.bytes);
    times.push(withWorker.readyMs);
  }
  return {
    files: urls.length,
    listKB: Math.round(list / 100) / 10,
    transferKB: Math.round(median(transfers) / 100) / 10,
    readyMs: Math.round(median(times)),
  };
}

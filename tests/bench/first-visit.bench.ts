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

export type Precache = { files: number; bodyKB: number; headersKB: number; readyMs: number };

/** The URLs the built service worker precaches (its injected manifest). */
export function precacheUrls(distDir: string): string[] {
  const sw = fs.readFileSync(path.join(distDir, 'sw.js'), 'utf8');
  return [...sw.matchAll(/"url":"([^"]+)"/g)].map((m) => `/${m[1]}`);
}

/** The bytes the server sends for `url` to a client accepting br and gzip: body as sent, headers. */
function onTheWire(baseUrl: string, url: string): Promise<{ body: number; headers: number }> {
  return new Promise((resolve, reject) => {
    http
      .get(`${baseUrl}${url}`, { headers: { 'accept-encoding': 'br, gzip' } }, (res) => {
        let body = 0;
        res.on('data', (chunk: Buffer) => (body += chunk.length));
        res.on('end', () => {
          if (res.statusCode !== 200) return reject(new Error(`${url}: ${res.statusCode}`));
          const raw = res.rawHeaders;
          let headers = 17; // the status line
          for (let i = 0; i < raw.length; i += 2)
            headers += (raw[i]?.length ?? 0) + (raw[i + 1]?.length ?? 0) + 4;
          resolve({ body, headers });
        });
      })
      .on('error', reject);
  });
}

/**
 * The service worker's first-visit precache: what the server sends for every file of its manifest
 * (bodies as sent to a browser that accepts br and gzip, and their headers), and, in Chromium on
 * loopback, the time from the start of a first visit of /login until the worker is active — the
 * app ready offline (median of `runs`).
 */
export async function measurePrecache(
  browser: Browser,
  baseUrl: string,
  distDir: string,
  runs = 3,
): Promise<Precache> {
  const urls = precacheUrls(distDir);
  const sizes = [];
  for (const url of urls) sizes.push(await onTheWire(baseUrl, url));
  const times: number[] = [];
  for (let i = 0; i < runs; i++) {
    const context = await browser.newContext({
      serviceWorkers: 'allow',
      viewport: { width: 390, height: 844 },
    });
    try {
      const page = await context.newPage();
      await page.goto(`${baseUrl}/login`);
      times.push(await page.evaluate(() => navigator.serviceWorker.ready.then(() => performance.now())));
    } finally {
      await context.close();
    }
  }
  return {
    files: urls.length,
    bodyKB: Math.round(sizes.reduce((n, s) => n + s.body, 0) / 100) / 10,
    headersKB: Math.round(sizes.reduce((n, s) => n + s.headers, 0) / 100) / 10,
    readyMs: Math.round(median(times)),
  };
}

// The installable, offline shell (DESIGN.md §5, reference-client.md §3.3): the manifest is valid
// and relative, the SW takes control on the first visit, a reload with no network renders the
// shell, server paths are never answered with it, and an update waits until the page asks.
// Runs against dist/ as built (`npm run build` first), served by Vite's preview server.
// NOTE: it stays on Vite's preview rather than startServer() because the update test changes the
// bytes of /sw.js through a preview middleware; the real server would need an editable dist/ copy.
import { existsSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { preview, type PreviewServer } from 'vite';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { UPDATE_AVAILABLE_EVENT } from '../../src/app/register-sw.ts';
import { launchBrowser } from './helpers/browser.ts';
import { EMPTY_IDENTITY } from '../../server/event/identity-repo.ts';
import { identityOf } from '../../server/event/identity.ts';
import { MANIFEST_TYPE, webManifest } from '../../server/event/web-manifest.ts';

const ROOT = path.resolve(import.meta.dirname, '../..');

type Manifest = {
  id?: string;
  start_url?: string;
  scope?: string;
  display?: string;
  theme_color?: string;
  background_color?: string;
  icons?: { src: string; sizes: string; type: string; purpose?: string }[];
  shortcuts?: { url: string; icons?: { src: string }[] }[];
  screenshots?: { src: string; sizes: string }[];
};

let server: PreviewServer;
let baseUrl: string;
let browser: Browser;
let context: BrowserContext;
let page: Page;
/** When set, /sw.js is served with this comment appended: a byte change, i.e. a new SW version. */
let swSuffix = '';

/** Width and height from a PNG's IHDR chunk. */
const pngSize = (png: Buffer): string => `${png.readUInt32BE(16)}x${png.readUInt32BE(20)}`;

const shellRendered = (): Promise<unknown> =>
  page.waitForFunction(() => (document.getElementById('root')?.childElementCount ?? 0) > 0, null, {
    timeout: 5_000,
  });

beforeAll(async () => {
  if (!existsSync(path.join(ROOT, 'dist/sw.js'))) {
    throw new Error('dist/sw.js is missing: run `npm run build` before the browser suite');
  }
  server = await preview({
    root: ROOT,
    configFile: false,
    logLevel: 'warn',
    preview: { host: '127.0.0.1', port: 0 },
    plugins: [
      {
        name: 'confetti-sw-version',
        configurePreviewServer(previewServer) {
          // The manifest is the API server's (server/event/web-manifest.ts, issue 23), not a built file:
          // the preview answers it as the server does for an event with no identity set.
          previewServer.middlewares.use((req, res, next) => {
            if (req.url !== '/manifest.webmanifest') return next();
            res.setHeader('Content-Type', MANIFEST_TYPE);
            res.end(JSON.stringify(webManifest(identityOf({ eventName: 'Confetti' }, EMPTY_IDENTITY))));
          });
          previewServer.middlewares.use((req, res, next) => {
            if (req.url !== '/sw.js' || !swSuffix) return next();
            readFile(path.join(ROOT, 'dist/sw.js'), 'utf8')
              .then((source) => {
                res.setHeader('Content-Type', 'text/javascript');
                res.end(`${source}\n// ${swSuffix}\n`);
              })
              .catch(next);
          });
        },
      },
    ],
  });
  const address = server.httpServer.address();
  if (!address || typeof address === 'string') throw new Error('preview server has no port');
  baseUrl = `http://127.0.0.1:${address.port}`;
  browser = await launchBrowser();
  context = await browser.newContext({ viewport: { width: 390, height: 844 } });
  page = await context.newPage();
});

afterAll(async () => {
  await browser?.close();
  await server?.close();
});

// The steps share one browser context and run in order: install, offline, then update.
describe('PWA shell', () => {
  it('links a valid manifest with a relative start_url, an id and a maskable icon', async () => {
    await page.goto(`${baseUrl}/`);
    const href = await page.getAttribute('link[rel="manifest"]', 'href');
    expect(href).toBeTruthy();
    const response = await context.request.get(new URL(href ?? '', baseUrl).href);
    expect(response.status()).toBe(200);
    const manifest = (await response.json()) as Manifest;
    expect(manifest.start_url).toMatch(/^\/(?!\/)/);
    expect(manifest.id).toBe('/');
    expect(manifest.scope).toBe('/');
    expect(manifest.display).toBe('standalone');
    const themeColor = await page.getAttribute('meta[name="theme-color"]', 'content');
    expect(themeColor?.toUpperCase()).toBe(manifest.theme_color?.toUpperCase());
    const icons = manifest.icons ?? [];
    expect(icons.some((icon) => icon.purpose?.split(' ').includes('maskable'))).toBe(true);
    for (const size of ['192x192', '512x512']) expect(icons.some((icon) => icon.sizes === size)).toBe(true);
    const appleTouchIcon = await page.getAttribute('link[rel="apple-touch-icon"]', 'href');
    icons.push({
      src: appleTouchIcon ?? '(missing apple-touch-icon link)',
      sizes: '180x180',
      type: 'image/png',
    });
    for (const icon of icons) {
      const file = await context.request.get(new URL(icon.src, baseUrl).href);
      expect(file.status(), icon.src).toBe(200);
      expect(pngSize(await file.body()), icon.src).toBe(icon.sizes);
    }
  });

  it('serves the manifest’s screenshots and shortcut icons, and keeps the screenshots out of the precache', async () => {
    const manifest = (await (
      await context.request.get(`${baseUrl}/manifest.webmanifest`)
    ).json()) as Manifest;
    const sw = await (await context.request.get(`${baseUrl}/sw.js`)).text();
    const shots = manifest.screenshots ?? [];
    expect(shots.length).toBeGreaterThan(0);
    for (const shot of shots) {
      const file = await context.request.get(new URL(shot.src, baseUrl).href);
      expect(file.status(), shot.src).toBe(200);
      expect(pngSize(await file.body()), shot.src).toBe(shot.sizes);
      expect(sw, 'no screenshot in the precache').not.toContain(shot.src.slice(1));
    }
    for (const icon of (manifest.shortcuts ?? []).flatMap((shortcut) => shortcut.icons ?? [])) {
      expect((await context.request.get(new URL(icon.src, baseUrl).href)).status(), icon.src).toBe(200);
    }
  });

  it('precaches the attendee, staff and sponsor screens but not the organiser console', async () => {
    const sw = await (await context.request.get(`${baseUrl}/sw.js`)).text();
    const precached = [...sw.matchAll(/"url":"([^"]+)"/g)].map((match) => match[1]);
    expect(precached).toEqual(expect.arrayContaining(['index.html']));
    expect(precached.filter((url) => /^assets\/.*-screen-.*\.js$/.test(url ?? '')).length).toBeGreaterThan(
      10,
    );
    expect(precached.filter((url) => url?.startsWith('assets/admin-'))).toEqual([]);
  });

  it('installs the service worker, which controls the page on the first visit', async () => {
    await page.evaluate(() => navigator.serviceWorker.ready.then(() => undefined));
    await page.waitForFunction(() => navigator.serviceWorker.controller !== null, null, { timeout: 10_000 });
    const scriptUrl = await page.evaluate(() => navigator.serviceWorker.controller?.scriptURL);
    expect(scriptUrl).toBe(`${baseUrl}/sw.js`);
  });

  it('reloads offline from the precache, deep links included, and leaves /api to the network', async () => {
    await context.setOffline(true);
    try {
      const reload = await page.reload();
      expect(reload?.fromServiceWorker()).toBe(true);
      await shellRendered();
      const deepLink = await page.goto(`${baseUrl}/attendee/profile`);
      expect(deepLink?.fromServiceWorker()).toBe(true);
      await shellRendered();
      // A prerendered page (issue 26) opens its own precached HTML, the form in it before any script.
      const login = await page.goto(`${baseUrl}/login`);
      expect(login?.fromServiceWorker()).toBe(true);
      expect(await login?.text()).toMatch(/<div id="root" data-prerendered>[\s\S]*<h1[^>]*>Sign in<\/h1>/);
      await page.getByRole('heading', { level: 1, name: 'Sign in' }).waitFor();
      await expect(page.goto(`${baseUrl}/api/user`)).rejects.toThrow(/ERR_INTERNET_DISCONNECTED/);
    } finally {
      await context.setOffline(false);
    }
  });

  it('announces a new version and waits for the page to ask before taking over', async () => {
    await page.goto(`${baseUrl}/`);
    await page.evaluate((eventName) => {
      const state = globalThis as unknown as { updateEvents: number };
      state.updateEvents = 0;
      globalThis.addEventListener(eventName, () => (state.updateEvents += 1));
    }, UPDATE_AVAILABLE_EVENT);
    swSuffix = `version ${Date.now()}`;
    await page.evaluate(() => navigator.serviceWorker.getRegistration().then((r) => r?.update()));
    await page.waitForFunction(
      () => (globalThis as unknown as { updateEvents: number }).updateEvents > 0,
      null,
      {
        timeout: 10_000,
      },
    );
    const isStillWaiting = await page.evaluate(() =>
      navigator.serviceWorker.getRegistration().then((r) => r?.waiting?.state === 'installed'),
    );
    expect(isStillWaiting).toBe(true);
    // The toast's Reload: applyUpdate() posts SKIP_WAITING to the waiting worker through
    // workbox-window's messageSW, and the page reloads once the new worker controls it.
    await page.getByRole('status').getByText('A new version of the app is ready.').waitFor();
    const reloaded = page.waitForEvent('load', { timeout: 10_000 });
    await page.getByRole('button', { name: 'Reload' }).click();
    await reloaded;
    await shellRendered();
    const tookOver = await page.evaluate(() =>
      navigator.serviceWorker
        .getRegistration()
        .then((r) => r?.waiting === null && navigator.serviceWorker.controller === r.active),
    );
    expect(tookOver).toBe(true);
  });
});

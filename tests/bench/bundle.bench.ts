// JS each screen loads on a first visit (DESIGN.md §7), measured in Chromium against the real
// server: every /assets/*.js the page fetches, gzip -9 sized from dist/. A chunk of the modules the
// page imports once its first screen is up (DEFERRED_SOURCES) that was requested after that moment
// (DEFERRED_MARK) is the deferred row; every other script, whenever requested, its first load. The service worker is blocked so its precache does not count as
// the page's own load.
import fs from 'node:fs';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import type { Browser, Page, Request } from 'playwright-core';
import { DEFERRED_MARK } from '../../src/deferred/after-first-screen.ts';
import { LOCALES } from '../../server/contract/constants.ts';
import { catalogFile } from '../../src/i18n/catalog-sources.ts';
import { registeredCatalogKey } from '../../scripts/chunk-catalogs-plugin.ts';

export type BundleRow = {
  route: string;
  as: string;
  /** The browser's language (issue 24): its catalogs are part of the row. */
  locale: string;
  kB: number;
  budgetKB: number;
  files: number;
  deferredKB: number;
  deferredFiles: number;
};

/** DESIGN.md §7: JS imported after the first render, any screen. */
export const DEFERRED_BUDGET_KB = 25;

/** Modules the page imports only after its first screen (src/deferred/after-first-screen.ts). */
const DEFERRED_SOURCES = [
  /\/src\/app\/sw-lifecycle\.ts$/,
  /\/src\/outbox\/outbox-client\.ts$/,
  /\/src\/outbox\/outbox-count\.tsx$/,
  /\/src\/offline\/session-mirror\.ts$/,
  // The spotlight banner, its data, and the phoenix client (DESIGN.md §7 names it deferred).
  /\/src\/app\/spotlight-slot\.tsx$/,
  /\/src\/realtime\/spotlight-channel\.ts$/,
  // The profile's below-the-fold column (referral, CV, account).
  /\/src\/attendee\/profile\/components\/profile-actions\.tsx$/,
  // The install card's slot (profile, outbox), and the card where it shows; its offer is held from
  // the start by install/install-offer.ts.
  /\/src\/install\/install-(slot|card)\.tsx$/,
  // The signed-in menu's language menu (app/account-block.tsx), mounted once the first screen is up;
  // the sign-in screen's and the public frame's load with them, before that moment.
  /\/src\/i18n\/language-switch\.tsx$/,
  // The programme's reminder clock (issue 22), started once the first screen is up.
  /\/src\/programme\/reminders\.ts$/,
  // The reminder slot of the signed-in shell (issue 22), mounted once the first screen is up: its
  // chunk (vite.config.ts) holds the programme and stars reads it needs, which /schedule loads first.
  /\/_reminder-slot-[\w-]+\.js$/,
  // The keeping of the QR decoder on a device that scans, once the service worker is active (which
  // the bench blocks): its fetch of the decoder fills a cache, as the precache does.
  /\/src\/ui\/scanner\/keep-decoder\.ts$/,
  // The data chunk (vite.config.ts: ky, idb, the cache's schema), imported with the first request
  // (src/api/client.ts): deferred on a page whose first request waits for the first screen
  // (/login: the event's refresh, hooks/use-event.ts). A screen that reads data for its first
  // render requests it before DEFERRED_MARK (api/get.ts starts it beside the cache's read), so it
  // counts in that first load.
  /\/_data-[\w-]+\.js$/,
];

type ManifestChunk = { file: string; imports?: string[]; isEntry?: boolean };

/** The files of the deferred modules' chunks and of the chunks only they import. */
function deferredFiles(distDir: string): Set<string> {
  const manifestPath = path.join(distDir, '.vite/manifest.json');
  const manifest = JSON.parse(fs.readFileSync(manifestPath, 'utf8')) as Record<string, ManifestChunk>;
  /** The files of these chunks and of everything they import statically. */
  const closure = (keys: string[], files = new Set<string>()): Set<string> => {
    for (const key of keys) {
      const chunk = manifest[key];
      if (!chunk || files.has(`/${chunk.file}`)) continue;
      files.add(`/${chunk.file}`);
      closure(chunk.imports ?? [], files);
    }
    return files;
  };
  const deferred = closure(
    Object.keys(manifest).filter((key) => DEFERRED_SOURCES.some((source) => source.test(`/${key}`))),
  );
  if (deferred.size === 0)
    throw new Error('no deferred chunk in the Vite manifest: is src/app/sw-lifecycle.ts imported?');
  // A chunk the entry loads anyway is first load, whoever else imports it.
  const eager = closure(Object.keys(manifest).filter((key) => manifest[key]?.isEntry === true));
  const late = [...deferred].filter((file) => !eager.has(file));
  // A deferred unit's words (issue 24): the catalogs its chunk registers, in every language
  // (scripts/chunk-catalogs-plugin.ts), are deferred with it.
  const catalogs = late.flatMap((file) => {
    const key = registeredCatalogKey(fs.readFileSync(path.join(distDir, file), 'utf8'));
    return key === null ? [] : LOCALES.map((locale) => `/assets/${catalogFile(key, locale)}`);
  });
  return new Set([...late, ...catalogs]);
}

const BUDGETS: { route: string; as: 'anonymous' | 'attendee' | 'company' | 'staff'; budgetKB: number }[] = [
  { route: '/login', as: 'anonymous', budgetKB: 100 },
  ...[
    '/attendee/profile',
    '/attendee/slots',
    '/attendee/wheel',
    '/attendee/badgedex',
    '/attendee/leaderboard',
    '/attendee/store',
    '/attendee/inventory',
    '/attendee/identifier',
    '/attendee/map',
    // The programme (issue 22): public, so measured signed out too.
    '/schedule',
  ].map((route) => ({ route, as: 'attendee' as const, budgetKB: 115 })),
  { route: '/schedule', as: 'anonymous', budgetKB: 115 },
  { route: '/sponsor/scanner', as: 'company', budgetKB: 150 },
  { route: '/staff/badges', as: 'staff', budgetKB: 150 },
];

const ACCOUNTS = {
  attendee: 'attendee1@confetti.dev',
  company: 'gold@confetti.dev',
  staff: 'staff1@confetti.dev',
};

async function tokenFor(baseUrl: string, email: string): Promise<string> {
  const res = await fetch(`${baseUrl}/api/auth/sign_in`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email, password: 'password1234' }),
  });
  if (!res.ok) throw new Error(`sign in as ${email}: ${res.status}`);
  return ((await res.json()) as { jwt: string }).jwt;
}

export async function measureBundles(
  browser: Browser,
  baseUrl: string,
  distDir: string,
): Promise<BundleRow[]> {
  const gzipOf = new Map<string, number>();
  const sizeOf = (pathname: string) => {
    if (!gzipOf.has(pathname)) {
      const file = path.join(distDir, pathname);
      gzipOf.set(pathname, fs.existsSync(file) ? gzipSync(fs.readFileSync(file), { level: 9 }).length : 0);
    }
    return gzipOf.get(pathname) ?? 0;
  };
  const deferredSet = deferredFiles(distDir);
  const rows: BundleRow[] = [];
  // Each row in each language (issue 24): a phone downloads its own language's catalogs only.
  for (const { route, as, budgetKB, locale } of BUDGETS.flatMap((row) =>
    LOCALES.map((locale) => ({ ...row, locale })),
  )) {
    const context = await browser.newContext({
      serviceWorkers: 'block',
      viewport: { width: 390, height: 844 },
      locale,
    });
    if (as !== 'anonymous') {
      const jwt = await tokenFor(baseUrl, ACCOUNTS[as]);
      await context.addInitScript((token) => localStorage.setItem('confetti_token', token), jwt);
    }
    const pending = new Set<Request>();
    const page = await context.newPage();
    page.on('request', (request) => pending.add(request));
    page.on('requestfinished', (request) => pending.delete(request));
    page.on('requestfailed', (request) => pending.delete(request));
    await page.goto(`${baseUrl}${route}`, { waitUntil: 'networkidle' });
    // A page the server drew loads its app at the visitor's first touch (issue 26,
    // server/plugins/page-loader.ts): its row is what that touch loads. Shift types nothing.
    await page.keyboard.press('Shift');
    await deferredImportsDone(page, pending);
    const scripts = await scriptsRequested(page);
    await context.close();
    const isDeferred = (s: ScriptRequest) => s.isAfterMark && deferredSet.has(s.path);
    const first = scripts.filter((s) => !isDeferred(s)).map((s) => s.path);
    const deferred = scripts.filter(isDeferred).map((s) => s.path);
    const kB = (files: string[]) => Math.round(files.reduce((sum, p) => sum + sizeOf(p), 0) / 100) / 10;
    rows.push({
      route,
      as,
      locale,
      kB: kB(first),
      budgetKB,
      files: first.length,
      deferredKB: kB(deferred),
      deferredFiles: deferred.length,
    });
  }
  return rows;
}

type ScriptRequest = { path: string; isAfterMark: boolean };

/** Every /assets/*.js the page requested, and whether it was requested after DEFERRED_MARK. */
async function scriptsRequested(page: Page): Promise<ScriptRequest[]> {
  return page.evaluate((mark) => {
    const markAt = performance.getEntriesByName(mark)[0]?.startTime ?? Number.POSITIVE_INFINITY;
    const seen = new Map<string, boolean>();
    for (const entry of performance.getEntriesByType('resource')) {
      const { pathname } = new URL(entry.name);
      if (!pathname.startsWith('/assets/') || !pathname.endsWith('.js')) continue;
      seen.set(pathname, (seen.get(pathname) ?? true) && entry.startTime >= markAt);
    }
    return [...seen].map(([path, isAfterMark]) => ({ path, isAfterMark }));
  }, DEFERRED_MARK);
}

/** Waits until the page has started its deferred imports and no request is in flight. */
async function deferredImportsDone(page: Page, pending: ReadonlySet<Request>): Promise<void> {
  await page.waitForFunction((mark) => performance.getEntriesByName(mark).length > 0, DEFERRED_MARK, {
    timeout: 15_000,
  });
  // NOTE: the import starts right after the mark; a quiet half second means it has finished.
  for (let quietMs = 0; quietMs < 500; quietMs = pending.size === 0 ? quietMs + 50 : 0) {
    await page.waitForTimeout(50);
  }
}

/** The client must never ship the server's schema library (STYLE.md: drift is caught three ways). */
export function serverCodeInClient(distDir: string): string[] {
  const assets = path.join(distDir, 'assets');
  return fs
    .readdirSync(assets)
    .filter((f) => f.endsWith('.js'))
    .filter((f) => /\bTypeBox\b|fastify|drizzle-orm/.test(fs.readFileSync(path.join(assets, f), 'utf8')));
}

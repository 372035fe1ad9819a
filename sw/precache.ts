// The app shell's precache (STYLE.md §sw), installed several files at a time. Same cache name,
// cache keys, route and activate cleanup as Workbox's precacheAndRoute; only the install differs.
// NOTE: Workbox's PrecacheController.install fetches and stores its list one file at a time
// (workbox issue #2528), each through its strategy, whose cache read before every fetch waits
// behind the writes already queued: ~2.4 s for our ~139 files on loopback, most of the time
// before a first visit is ready offline (issue 11). Here: one read of the cache's keys, then
// PRECACHE_CONCURRENCY fetch-and-put at a time, ~1.4 s (paired runs, docs/decisions/0027).
// The list's tagged entries (one language's catalogs, staff's and sponsors' screens) are installed
// only on a device that keeps them, and cached on other devices when first asked for (0046).
import { PrecacheController, PrecacheRoute } from 'workbox-precaching';
import type { RouteHandlerCallbackOptions } from 'workbox-core/types';
import { registerRoute } from 'workbox-routing';
import { inPool } from './in-pool.ts';
import {
  asKeeps,
  installKeeps,
  leftOutBy,
  precacheFetches,
  taggedUrls,
  withKeeps,
  type Keeps,
  type PrecacheTag,
  type ShellEntry,
} from './precache-plan.ts';

declare const self: ServiceWorkerGlobalScope;

/** Chromium's connections per host over HTTP/1.1: more at once would only queue in the browser. */
const PRECACHE_CONCURRENCY = 6;

/** What this device's pages asked the worker to keep (Keeps), one record kept across updates. */
export const KEEPS_CACHE_NAME = 'confetti-keeps-v1';
const KEEPS_KEY = '/precache-keeps.json';

export type Shell = {
  controller: PrecacheController;
  /** Keeps these languages' and user types' files on this device from now on, and caches them. */
  keep: (more: Partial<Keeps>) => Promise<void>;
};

async function askedKeeps(): Promise<Keeps | null> {
  const answer = await (await self.caches.open(KEEPS_CACHE_NAME)).match(KEEPS_KEY);
  return answer === undefined ? null : asKeeps(await answer.json().catch(() => null));
}

async function saveAsked(keeps: Keeps): Promise<void> {
  const cache = await self.caches.open(KEEPS_CACHE_NAME);
  await cache.put(
    KEEPS_KEY,
    new Response(JSON.stringify(keeps), { headers: { 'content-type': 'application/json' } }),
  );
}

/**
 * Caches `entries` at install but the tagged ones this device does not keep, answers them
 * cache-first, and at activation drops cached files no longer listed. Returns the controller, for
 * handlers bound to a precached URL (routes.ts), and the keeping of more tagged files.
 */
export function precacheAndRouteInPool(entries: (ShellEntry | string)[]): Shell {
  const controller = new PrecacheController();
  controller.addToCacheList(entries);
  const tagged = taggedUrls(entries, self.location.href);
  const leftOut = (asked: Keeps | null) => leftOutBy(tagged, installKeeps(asked, self.navigator.languages));
  // NOTE: one keeping at a time, so that two asks (a page's language, its user's type) both land.
  let keeping = Promise.resolve();
  const keep = (more: Partial<Keeps>): Promise<void> => {
    const run = async () => {
      const asked = withKeeps((await askedKeeps()) ?? { locales: [], userTypes: [] }, more);
      await saveAsked(asked);
      await install(controller, leftOut(asked));
    };
    const done = keeping.then(run, run);
    keeping = done.catch(() => undefined);
    return done;
  };
  // Before the precache's own route, which would answer a tagged file not cached from the network
  // without keeping it.
  registerRoute(
    ({ url }) => tagged.has(url.href),
    (options) => keptOnLoad(controller, tagged.get(options.url.href) ?? {}, keep, options),
  );
  registerRoute(new PrecacheRoute(controller));
  self.addEventListener('install', (event) =>
    event.waitUntil(askedKeeps().then((asked) => install(controller, leftOut(asked)))),
  );
  // controller.activate calls event.waitUntil itself; a failed cleanup does not block activation.
  self.addEventListener('activate', (event) => void controller.activate(event).catch(() => undefined));
  return { controller, keep };
}

/**
 * A tagged file, from the precache when this device holds it, else from the network into the
 * precache: a screen or a catalog loaded once online is there offline. A catalog of a language
 * this device did not keep means the page speaks it now (a switch): the worker keeps the whole
 * language, so every screen opens in it offline.
 */
async function keptOnLoad(
  controller: PrecacheController,
  tag: PrecacheTag,
  keep: Shell['keep'],
  { request, url, event }: RouteHandlerCallbackOptions,
): Promise<Response> {
  const cache = await self.caches.open(controller.strategy.cacheName);
  const cacheKey = controller.getCacheKeyForURL(url.href) ?? url.href;
  const cached = await cache.match(cacheKey);
  if (cached !== undefined) return cached;
  const later = (work: Promise<unknown>) => event.waitUntil(work.catch(() => undefined));
  if (tag.locale !== undefined) later(keep({ locales: [tag.locale] }));
  const response = await fetch(request);
  if (response.ok) later(cache.put(cacheKey, response.clone()));
  return response;
}

/**
 * What PrecacheStrategy does at install, per file: fetch, refuse an error answer, store under the
 * cache key a copy that is not marked redirected (a navigation may not be answered with one). A
 * non-OK answer rejects (Workbox's `bad-precaching-response`), and with it the install: the SW
 * never activates half-cached. Files of `leftOut` are not fetched.
 * NOTE: the body is read whole before `cache.put`, so a put never waits on the network while the
 * cache's writes queue behind it: ready offline 928 → 880 ms (paired first visits, 8 each).
 */
async function install(controller: PrecacheController, leftOut: ReadonlySet<string>): Promise<void> {
  const cache = await self.caches.open(controller.strategy.cacheName);
  const cachedKeys = new Set((await cache.keys()).map((request) => request.url));
  const fetches = precacheFetches(controller.getURLsToCacheKeys(), cachedKeys, leftOut);
  await inPool(fetches, PRECACHE_CONCURRENCY, async ({ url, cacheKey, cacheMode }) => {
    const integrity = controller.getIntegrityForCacheKey(cacheKey);
    const request = new Request(url, {
      cache: cacheMode,
      credentials: 'same-origin',
      ...(integrity && { integrity }),
    });
    const response = await fetch(request);
    if (!response.ok) throw new Error(`bad-precaching-response: ${url} answered ${response.status}`);
    const { status, statusText, headers } = response;
    await cache.put(cacheKey, new Response(await response.blob(), { status, statusText, headers }));
  });
}

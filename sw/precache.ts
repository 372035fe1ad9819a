// The app shell's precache (STYLE.md §sw), installed several files at a time. Same cache name,
// cache keys, route and activate cleanup as Workbox's precacheAndRoute; only the install differs.
// NOTE: Workbox's PrecacheController.install fetches and stores its list one file at a time
// (workbox issue #2528), each through its strategy, whose cache read before every fetch waits
// behind the writes already queued: ~2.4 s for our ~139 files on loopback, most of the time
// before a first visit is ready offline (issue 11). Here: one read of the cache's keys, then
// PRECACHE_CONCURRENCY fetch-and-put at a time, ~1.4 s (paired runs, docs/decisions/0027).
import { PrecacheController, PrecacheRoute, type PrecacheEntry } from 'workbox-precaching';
import { registerRoute } from 'workbox-routing';
import { inPool } from './in-pool.ts';
import { precacheFetches } from './precache-plan.ts';

declare const self: ServiceWorkerGlobalScope;

/** Chromium's connections per host over HTTP/1.1: more at once would only queue in the browser. */
const PRECACHE_CONCURRENCY = 6;

/**
 * Caches `entries` at install, answers them cache-first, and at activation drops cached files no
 * longer listed. Returns the controller, for handlers bound to a precached URL (routes.ts).
 */
export function precacheAndRouteInPool(entries: (PrecacheEntry | string)[]): PrecacheController {
  const controller = new PrecacheController();
  controller.addToCacheList(entries);
  registerRoute(new PrecacheRoute(controller));
  self.addEventListener('install', (event) => event.waitUntil(install(controller)));
  // controller.activate calls event.waitUntil itself; a failed cleanup does not block activation.
  self.addEventListener('activate', (event) => void controller.activate(event).catch(() => undefined));
  return controller;
}

/**
 * What PrecacheStrategy does at install, per file: fetch, refuse an error answer, store under the
 * cache key a copy that is not marked redirected (a navigation may not be answered with one). A
 * non-OK answer rejects (Workbox's `bad-precaching-response`), and with it the install: the SW
 * never activates half-cached.
 * NOTE: the body is read whole before `cache.put`, so a put never waits on the network while the
 * cache's writes queue behind it: ready offline 928 → 880 ms (paired first visits, 8 each).
 */
async function install(controller: PrecacheController): Promise<void> {
  const cache = await self.caches.open(controller.strategy.cacheName);
  const cachedKeys = new Set((await cache.keys()).map((request) => request.url));
  const fetches = precacheFetches(controller.getURLsToCacheKeys(), cachedKeys);
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

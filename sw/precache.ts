// The app shell's precache (STYLE.md §sw), installed several files at a time. Same cache name,
// cache keys, route and activate cleanup as Workbox's precacheAndRoute; only the install differs.
// NOTE: Workbox's PrecacheController.install fetches and stores its list one file at a time
// (workbox issue #2528): ~2.1 s for our ~139 files on loopback, most of the time before the first
// visit is ready offline (issue 11). A pool of PRECACHE_CONCURRENCY takes ~1.6 s in a page.
import { PrecacheController, PrecacheRoute, type PrecacheEntry } from 'workbox-precaching';
import { registerRoute } from 'workbox-routing';
import { inPool } from './in-pool.ts';

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
  self.addEventListener('install', (event) => event.waitUntil(install(controller, event)));
  // controller.activate calls event.waitUntil itself; a failed cleanup does not block activation.
  self.addEventListener('activate', (event) => void controller.activate(event).catch(() => undefined));
  return controller;
}

/**
 * What Workbox's install does per file, in a pool. A non-OK answer rejects (PrecacheStrategy's
 * `bad-precaching-response`), and with it the install: the SW never activates half-cached.
 */
async function install(controller: PrecacheController, event: ExtendableEvent): Promise<void> {
  const entries = [...controller.getURLsToCacheKeys()];
  await inPool(entries, PRECACHE_CONCURRENCY, async ([url, cacheKey]) => {
    const request = new Request(url, {
      integrity: controller.getIntegrityForCacheKey(cacheKey),
      // As addToCacheList decides: a revisioned entry (its cache key carries __WB_REVISION__,
      // unlike its URL) skips the HTTP cache; a hashed file may come from it.
      cache: cacheKey === url ? 'default' : 'reload',
      credentials: 'same-origin',
    });
    // handleAll's second promise settles once the cache write (and any plugin) has finished.
    await Promise.all(controller.strategy.handleAll({ params: { cacheKey }, request, event }));
  });
}

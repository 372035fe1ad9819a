// What the precache install fetches (sw/precache.ts), decided as Workbox's PrecacheController
// decides it. Pure: tests/unit/sw runs it in Node.

export type PrecacheFetch = { url: string; cacheKey: string; cacheMode: RequestCache };

/**
 * The entries of `urlsToCacheKeys` (PrecacheController.getURLsToCacheKeys) whose cache key is not
 * among `cachedKeys`: an update fetches only the files that changed. A revisioned entry (its cache
 * key carries __WB_REVISION__, unlike its URL) skips the HTTP cache, as addToCacheList decides; a
 * hashed file may come from it, where the page's own load has just put it.
 */
export function precacheFetches(
  urlsToCacheKeys: ReadonlyMap<string, string>,
  cachedKeys: ReadonlySet<string>,
): PrecacheFetch[] {
  return [...urlsToCacheKeys]
    .filter(([, cacheKey]) => !cachedKeys.has(cacheKey))
    .map(([url, cacheKey]) => ({ url, cacheKey, cacheMode: cacheKey === url ? 'default' : 'reload' }));
}

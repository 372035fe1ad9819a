// The QR decoder's worker script kept on a device that scans: browsers without BarcodeDetector
// (iPhones, Firefox) decode with it. It is not in the precache, so an attendee's first visit does
// not download it (27 kB, DESIGN.md §7); the page of a user who scans (staff, sponsors) puts it in
// the decoder's cache once signed in, which the service worker answers it from, offline too
// (sw/routes.ts). One script is kept: an older build's goes when this one is kept.
import { DECODER_CACHE_NAME } from '#contract/constants';
import decoderUrl from './decode-worker.ts?worker&url';

/** The decoder's worker script, as the build names it (assets/worker-*). */
export const DECODER_URL = decoderUrl;

const pathOf = (request: Request): string => new URL(request.url).pathname;

/**
 * Puts this build's decoder in its cache unless it is there, and drops any other. A failure (offline,
 * no quota) keeps nothing and is tried again at the next start; the scanner online fetches it anyway.
 */
export async function keepDecoder(storage: CacheStorage = caches, base = location.href): Promise<void> {
  const cache = await storage.open(DECODER_CACHE_NAME);
  const kept = await cache.keys();
  const target = new URL(DECODER_URL, base).pathname;
  await Promise.all(kept.filter((r) => pathOf(r) !== target).map((r) => cache.delete(r)));
  if (kept.some((r) => pathOf(r) === target)) return;
  await cache.add(DECODER_URL);
}

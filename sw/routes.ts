// Runtime routes of the service worker (STYLE.md §sw). Precached files are answered before these
// by the precache's route (precache.ts, registered first in sw.ts). NOTE: nothing here caches API
// JSON — the page owns reads in IndexedDB (DESIGN.md §5); /api requests not matched below go
// straight to the network.
import { ExpirationPlugin } from 'workbox-expiration';
import type { PrecacheController } from 'workbox-precaching';
import { NavigationRoute, registerRoute } from 'workbox-routing';
import { CacheFirst } from 'workbox-strategies';
import { DECODER_CACHE_NAME } from '#contract/constants';
import { prerenderedFor, SERVER_PRECACHED_PATHS } from '#contract/prerendered';
import { isCacheableImage, isCacheablePicture, isWorkerScript, NAVIGATION_DENYLIST } from './route-match.ts';

/** Bump the suffix to drop every cached image at the next activation of a new SW. */
export const IMAGE_CACHE_NAME = 'confetti-images-v1';
const IMAGE_CACHE_MAX_ENTRIES = 200;
const IMAGE_CACHE_MAX_AGE_S = 30 * 24 * 60 * 60;
/** Speaker pictures on other hosts (issue 22); bump the suffix as IMAGE_CACHE_NAME's. */
export const PICTURE_CACHE_NAME = 'confetti-pictures-v1';
const PICTURE_CACHE_MAX_ENTRIES = 100;
const PICTURE_CACHE_MAX_AGE_S = 7 * 24 * 60 * 60;
const DECODER_CACHE_MAX_ENTRIES = 2;

/** Keeps a 200, or an opaque answer (status 0: a no-cors picture whose status cannot be read). */
const okOrOpaque = {
  cacheWillUpdate: async ({ response }: { response: Response }) =>
    response.status === 200 || response.type === 'opaque' ? response : null,
};

/** `shell` is the app's precache: the navigation fallback answers from its copy of index.html. */
export function registerRoutes(shell: PrecacheController): void {
  // Every in-app URL (/attendee/profile, /badge/12, …) opens the precached shell, online or not;
  // React Router then draws the screen. The denylist lets server-owned paths through.
  // NOTE: the shell's own createHandlerBoundToURL, not workbox-precaching's export of that name,
  // which binds to Workbox's default controller, empty here (precache.ts has its own).
  // A page the build prerendered (issue 26) opens its own precached file, so an offline first visit
  // shows the page itself rather than the loading shell (none in dev: only index.html is precached);
  // so do `/` and `/schedule`, as the server rendered them when this SW installed (the client then
  // reads the newer event and programme).
  const shellPage = shell.createHandlerBoundToURL('/index.html');
  type Handler = ReturnType<PrecacheController['createHandlerBoundToURL']>;
  const pages = new Map<string, Handler>();
  const handlerOf = (url: URL): Handler => {
    // `/` and `/schedule` are the server's pages, precached from it (scripts/prerender.ts).
    const prerendered = prerenderedFor(url.pathname);
    const served = SERVER_PRECACHED_PATHS.find((path) => path === url.pathname);
    const file = served ?? (prerendered === null ? null : `/${prerendered}`);
    if (file === null || shell.getCacheKeyForURL(file) === undefined) return shellPage;
    let page = pages.get(file);
    if (page === undefined) pages.set(file, (page = shell.createHandlerBoundToURL(file)));
    return page;
  };
  registerRoute(
    new NavigationRoute((options) => handlerOf(options.url)(options), { denylist: NAVIGATION_DENYLIST }),
  );

  // Images: cache-first, because avatars and badge pictures are what a screen read from IndexedDB
  // shows offline (DESIGN.md §5), and they rarely change. NOTE: the key is the full URL, so an
  // upload that replaces a file in place must change its URL (a ?v= query) to be seen at once.
  registerRoute(
    ({ request, url, sameOrigin }) => isCacheableImage(request.destination, url.pathname, sameOrigin),
    new CacheFirst({
      cacheName: IMAGE_CACHE_NAME,
      plugins: [
        // Bounded (STYLE.md: every cache is bounded): ~200 pictures covers a leaderboard, the
        // badgedex and the store; 30 days outlives the event. A quota error empties this cache:
        // pictures can be fetched again, the precache and the outbox cannot.
        new ExpirationPlugin({
          maxEntries: IMAGE_CACHE_MAX_ENTRIES,
          maxAgeSeconds: IMAGE_CACHE_MAX_AGE_S,
          purgeOnQuotaError: true,
        }),
      ],
      // With no cacheWillUpdate plugin Workbox stores only 200 answers, never an error page.
    }),
  );

  // The QR decoder's worker script, out of the precache (an attendee never scans): cache-first from
  // the decoder's cache, which the page of a user who scans fills once signed in, so a scan
  // station without BarcodeDetector decodes offline. Its name is hashed, so a kept copy is never
  // stale; the page keeps only the current build's (src/ui/scanner/keep-decoder.ts).
  // Bounded for a device that never keeps it (an attendee who scanned a card at sign-up): two
  // builds' copies at most (STYLE.md: every cache is bounded).
  registerRoute(
    ({ url, sameOrigin }) => isWorkerScript(url.pathname, sameOrigin),
    new CacheFirst({
      cacheName: DECODER_CACHE_NAME,
      plugins: [new ExpirationPlugin({ maxEntries: DECODER_CACHE_MAX_ENTRIES, purgeOnQuotaError: true })],
    }),
  );

  // Speaker pictures on the export's host (issue 22), cache-first so they show offline after one
  // visit. A picture answers opaque (no CORS) or with CORS; an opaque error cannot be told from a
  // picture, so this cache is smaller and shorter-lived than the one above (each opaque entry is
  // counted as ~7 MB of quota in Chromium; a quota error empties it), and the page shows initials
  // for a picture that does not decode.
  registerRoute(
    ({ request, url, sameOrigin }) => isCacheablePicture(request.destination, url, sameOrigin),
    new CacheFirst({
      cacheName: PICTURE_CACHE_NAME,
      plugins: [
        okOrOpaque,
        new ExpirationPlugin({
          maxEntries: PICTURE_CACHE_MAX_ENTRIES,
          maxAgeSeconds: PICTURE_CACHE_MAX_AGE_S,
          purgeOnQuotaError: true,
        }),
      ],
    }),
  );
}

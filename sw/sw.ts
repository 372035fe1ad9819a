// Confetti's service worker entry (STYLE.md §sw, DESIGN.md §5): it precaches the app shell, wires
// the runtime routes of routes.ts and the update handshake with the page. It must not cache API
// JSON (the page keeps reads in IndexedDB). The outbox of queued writes is sw/outbox/ (install.ts).
// Built by vite-plugin-pwa injectManifest into dist/sw.js, a classic script (vite.config.ts).
import { clientsClaim } from 'workbox-core';
import { cleanupOutdatedCaches } from 'workbox-precaching';
import { isPageToSwMessage } from '../src/offline/sw-messages.ts';
import { installOutbox } from './outbox/install.ts';
import { precacheAndRouteInPool } from './precache.ts';
import { registerRoutes } from './routes.ts';

declare const self: ServiceWorkerGlobalScope;

// The build swaps the injection point below (it must appear once only, comments included) for
// the hashed shell files of injectManifest.globPatterns: the HTML entry, scripts, styles, fonts,
// icons and the web manifest. Cached at install (several at a time, precache.ts), answered
// cache-first, replaced as a whole when a new SW activates. One language's catalogs and the screens
// of the user types a device keeps, as its pages ask (PRECACHE_KEEP, docs/decisions/0046).
const shell = precacheAndRouteInPool(self.__WB_MANIFEST);

// Deletes precaches left by Workbox versions with an incompatible cache layout.
cleanupOutdatedCaches();

registerRoutes(shell.controller);
const outbox = installOutbox();

// NOTE: no unconditional skipWaiting(). A new SW waits until the page asks (the user accepted
// "Reload to update", src/app/register-sw.ts applyUpdate), so a running page never has its
// precache swapped under it: an old page's lazy chunk would otherwise 404 offline.
self.addEventListener('message', (event) => {
  if (!isPageToSwMessage(event.data)) return;
  if (event.data.type === 'SKIP_WAITING') event.waitUntil(self.skipWaiting());
  else if (event.data.type === 'PRECACHE_KEEP')
    event.waitUntil(shell.keep(event.data).catch(() => undefined));
  else outbox.onMessage(event.data, event);
});

// Take control of already open pages when this SW activates, so the first visit is offline-ready
// without a second load. On an update this runs only after the page asked for it (above).
clientsClaim();

// Page side of the service worker lifecycle: registers the SW, announces a waiting update with a
// window event for the UI to offer "Reload to update", and applies it when asked.
// NOTE: this uses the browser's own ServiceWorkerContainer, not workbox-window: the 2.2 kB gzip it
// adds to every first load was what put /login over its 100 kB budget (DESIGN.md §7; see the
// decision log in ARCHITECTURE.md), and the lifecycle we need is these few lines.
import type { PageToSwMessage } from '../offline/sw-messages.ts';

/** Dispatched on the window (globalThis) when a new SW is installed and waiting. No detail. */
export const UPDATE_AVAILABLE_EVENT = 'confetti:update-available';

/**
 * NOTE: an installed PWA left open all day never navigates, and the browser checks for a new SW
 * only on navigations, so the page asks hourly (one fetch of /sw.js, ~8 kB gzip).
 */
const UPDATE_CHECK_MS = 60 * 60 * 1000;

// vite-plugin-pwa serves the dev SW unbundled as an ES module under its own name (devOptions in
// vite.config.ts); the build emits a classic script, which every browser can run as a SW.
const SW_URL = import.meta.env.DEV ? '/dev-sw.js?dev-sw' : '/sw.js';
const SW_TYPE: WorkerType = import.meta.env.DEV ? 'module' : 'classic';

let registration: ServiceWorkerRegistration | undefined;
let isUpdateWaiting = false;

/** Called once by main.tsx. Does nothing without SW support, or in dev unless VITE_DEV_PWA=true. */
export function registerServiceWorker(): void {
  if (!('serviceWorker' in navigator)) return;
  if (!import.meta.env.PROD && import.meta.env.VITE_DEV_PWA !== 'true') return;
  start().catch((error: unknown) => console.warn('Service worker registration failed', error));
}

/** True once an update waits, for a toast mounted after the event was dispatched. */
export function isUpdateAvailable(): boolean {
  return isUpdateWaiting;
}

/** Activates the waiting SW, then reloads this page once the new SW controls it. */
export function applyUpdate(): void {
  const waiting = registration?.waiting;
  if (!waiting) return;
  navigator.serviceWorker.addEventListener('controllerchange', () => location.reload(), { once: true });
  const message: PageToSwMessage = { type: 'SKIP_WAITING' };
  waiting.postMessage(message);
}

/** A waiting SW is an update only when another one controls the page (not the first install). */
function announceIfWaiting(reg: ServiceWorkerRegistration): void {
  if (!reg.waiting || !navigator.serviceWorker.controller || isUpdateWaiting) return;
  isUpdateWaiting = true;
  globalThis.dispatchEvent(new CustomEvent(UPDATE_AVAILABLE_EVENT));
}

async function start(): Promise<void> {
  const reg = await navigator.serviceWorker.register(SW_URL, { scope: '/', type: SW_TYPE });
  registration = reg;
  announceIfWaiting(reg); // one already waiting from an earlier visit
  reg.addEventListener('updatefound', () => {
    const installing = reg.installing;
    installing?.addEventListener('statechange', () => {
      if (installing.state === 'installed') announceIfWaiting(reg);
    });
  });
  setInterval(() => {
    reg.update().catch(() => undefined); // offline: the next tick tries again
  }, UPDATE_CHECK_MS);
}

// Page side of the service worker lifecycle (STYLE.md: main.tsx registers the SW with
// workbox-window). Registers the SW, announces a waiting update with a window event for the UI to
// offer "Reload to update", and applies it when asked. workbox-window is imported lazily so it
// stays off the first-load bundle. NOTE: this folder may not name window/document (lint), so the
// event goes through globalThis (the window on a page); nothing here runs in the SW.
import type { Workbox } from 'workbox-window';

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

let workbox: Workbox | undefined;
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
  if (!workbox || !isUpdateWaiting) return;
  workbox.addEventListener('controlling', () => location.reload());
  // Posts { type: 'SKIP_WAITING' }, the PageToSwMessage that sw/sw.ts answers with skipWaiting().
  workbox.messageSkipWaiting();
}

async function start(): Promise<void> {
  const { Workbox } = await import('workbox-window');
  const wb = new Workbox(SW_URL, { scope: '/', type: SW_TYPE });
  // Fires for an update found now or one already waiting from an earlier visit.
  wb.addEventListener('waiting', () => {
    isUpdateWaiting = true;
    globalThis.dispatchEvent(new CustomEvent(UPDATE_AVAILABLE_EVENT));
  });
  workbox = wb;
  await wb.register();
  setInterval(() => {
    wb.update().catch(() => undefined); // offline: the next tick tries again
  }, UPDATE_CHECK_MS);
}

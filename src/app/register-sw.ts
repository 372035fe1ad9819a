// Page side of the service worker lifecycle, the part in the first load: when to start it, and
// the "update waiting" state the "Reload to update" toast reads. The rest, with workbox-window,
// is sw-lifecycle.ts.
// NOTE: sw-lifecycle.ts is imported on idle after the first routed screen has rendered, so it and
// workbox-window are in the deferred budget of DESIGN.md §7, never in a screen's first load
// (ARCHITECTURE.md, decisions).
import type { SwLifecycle } from './sw-lifecycle.ts';

/** Dispatched on the window when a new SW is installed and waiting. No detail. */
export const UPDATE_AVAILABLE_EVENT = 'confetti:update-available';

/** A performance mark set just before the deferred import; `npm run bench` waits for it. */
export const DEFERRED_MARK = 'confetti:deferred';

/** NOTE: a first screen renders well within this; past it the SW registers all the same. */
const FIRST_SCREEN_WAIT_MS = 5_000;

let isStarted = false;
let isUpdateWaiting = false;
let lifecycle: SwLifecycle | undefined;

/**
 * Called once by main.tsx. Registration starts on idle after the first routed screen has rendered
 * (`firstScreenRendered`), or FIRST_SCREEN_WAIT_MS after load when no screen renders (a session
 * that cannot be checked). Does nothing without SW support, or in dev unless VITE_DEV_PWA=true.
 */
export function registerServiceWorker(): void {
  if (!isEnabled()) return;
  const fallback = () => setTimeout(startOnIdle, FIRST_SCREEN_WAIT_MS);
  if (document.readyState === 'complete') fallback();
  else window.addEventListener('load', fallback, { once: true });
}

/** Called by every routed screen once it has rendered; the first call starts the registration. */
export function firstScreenRendered(): void {
  if (isEnabled()) startOnIdle();
}

/** True once an update waits, for a toast mounted after the event was dispatched. */
export function isUpdateAvailable(): boolean {
  return isUpdateWaiting;
}

/** Activates the waiting SW, then reloads this page once the new SW controls it. */
export function applyUpdate(): void {
  lifecycle?.applyUpdate();
}

function isEnabled(): boolean {
  if (!('serviceWorker' in navigator)) return false;
  return import.meta.env.PROD || import.meta.env.VITE_DEV_PWA === 'true';
}

function announceUpdate(): void {
  if (isUpdateWaiting) return;
  isUpdateWaiting = true;
  window.dispatchEvent(new CustomEvent(UPDATE_AVAILABLE_EVENT));
}

function startOnIdle(): void {
  if (isStarted) return;
  isStarted = true;
  const start = () => {
    performance.mark(DEFERRED_MARK);
    import('./sw-lifecycle.ts')
      .then(({ startSwLifecycle }) => startSwLifecycle(announceUpdate))
      .then((started) => (lifecycle = started))
      .catch((error: unknown) => console.warn('Service worker registration failed', error));
  };
  if ('requestIdleCallback' in window) window.requestIdleCallback(start);
  else setTimeout(start, 0);
}

// Page side of the service worker lifecycle, the part in the first load: when to start it, and
// the "update waiting" state the "Reload to update" toast reads. The rest, with workbox-window,
// is sw-lifecycle.ts.
// NOTE: sw-lifecycle.ts is imported once deferred JS may load (deferred/after-first-screen.ts), so it
// and workbox-window are in the deferred budget of DESIGN.md §7, never in a screen's first load
// (docs/decisions/0009 and 0017).
import { afterFirstScreen } from '../deferred/after-first-screen.ts';
import type { SwLifecycle } from './sw-lifecycle.ts';

/** Dispatched on the window when a new SW is installed and waiting. No detail. */
export const UPDATE_AVAILABLE_EVENT = 'confetti:update-available';

let isUpdateWaiting = false;
let lifecycle: SwLifecycle | undefined;

/**
 * Called once by main.tsx: registration starts once deferred JS may load (after the first routed
 * screen, or a few seconds after load when none renders). Does nothing without SW support, or in
 * dev unless VITE_DEV_PWA=true.
 */
export function registerServiceWorker(): void {
  if (!isEnabled()) return;
  afterFirstScreen(() => {
    import('./sw-lifecycle.ts')
      .then(({ startSwLifecycle }) => startSwLifecycle(announceUpdate))
      .then((started) => (lifecycle = started))
      .catch((error: unknown) => console.warn('Service worker registration failed', error));
  });
}

/** True once an update waits, for a toast mounted after the event was dispatched. */
export function isUpdateAvailable(): boolean {
  return isUpdateWaiting;
}

/**
 * Activates the waiting SW, then reloads this page once the new SW controls it (within a bound,
 * sw-lifecycle.ts). Asked before the lifecycle finished starting, it reloads at once.
 */
export function applyUpdate(): void {
  if (lifecycle) lifecycle.applyUpdate();
  else window.location.reload();
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

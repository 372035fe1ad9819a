// The deferred half of the service worker lifecycle (DESIGN.md §2, §7): workbox-window registers
// the SW, reports a waiting update, and sends typed page → SW messages with `messageSW`. Imported
// only by register-sw.ts, on idle after the first screen, so none of it is in a first load.
import { messageSW, Workbox } from 'workbox-window';
import { i18n } from '#i18n/runtime';
import type { PageToSwMessage } from '../offline/sw-messages.ts';

/**
 * NOTE: an installed PWA left open all day never navigates, and the browser checks for a new SW
 * only on navigations, so the page asks hourly (one fetch of /sw.js, ~8 kB gzip).
 */
const UPDATE_CHECK_MS = 60 * 60 * 1000;

/** How long the update waits, at most, for the worker in control to finish a replay it is in. */
const QUIET_WAIT_MS = 5_000;

/**
 * How long the page waits, at most, for the new worker to take control before it reloads anyway
 * (issue 30). A browser may hold the activation back while the old worker still has an event
 * open, or drop the `controllerchange`; the user asked for a reload, so one comes: under the new
 * worker when it took over, else under the old one, which still serves the shell it precached,
 * and the update stays waiting for the next start. The outbox lives in IndexedDB, so a reload
 * loses nothing queued. With QUIET_WAIT_MS, "Reload" reloads within 8 s whatever the worker does.
 */
const TAKEOVER_WAIT_MS = 3_000;

export type SwLifecycle = {
  /**
   * Activates the waiting SW, then reloads this page once the new SW controls it, or after
   * TAKEOVER_WAIT_MS at the latest.
   */
  applyUpdate: () => void;
};

/**
 * Asks the worker in control to finish the replay it is in and start none (sw/outbox/install.ts), so
 * that no outbox transaction is cut off by the switch. Resolves on its answer or after
 * QUIET_WAIT_MS (an old worker that does not know the message never answers).
 */
function quietOutbox(): Promise<unknown> {
  const controller = navigator.serviceWorker.controller;
  if (controller === null) return Promise.resolve();
  const message: PageToSwMessage = { type: 'OUTBOX_QUIESCE' };
  return Promise.race([
    messageSW(controller, message).catch(() => undefined),
    new Promise((done) => setTimeout(done, QUIET_WAIT_MS)),
  ]);
}

/**
 * vite-plugin-pwa serves the dev SW unbundled as an ES module under its own name (devOptions in
 * vite.config.ts); the build emits a classic script, which every browser can run as a SW.
 */
function swScript(): { url: string; type: WorkerType } {
  return import.meta.env.DEV
    ? { url: '/dev-sw.js?dev-sw', type: 'module' }
    : { url: '/sw.js', type: 'classic' };
}

/**
 * Asks the active worker, once there is one, to keep the catalogs of the language this page speaks
 * in its precache (sw/precache.ts, docs/decisions/0046): the device's choice is a cookie the worker
 * cannot read.
 */
function keepLanguage(): void {
  const message: PageToSwMessage = { type: 'PRECACHE_KEEP', locales: [i18n.locale], userTypes: [] };
  void navigator.serviceWorker.ready.then((registration) => registration.active?.postMessage(message));
}

/** Registers the SW; `onUpdateWaiting` runs when a new version waits for the page to ask. */
export async function startSwLifecycle(onUpdateWaiting: () => void): Promise<SwLifecycle> {
  const { url, type } = swScript();
  const workbox = new Workbox(url, { scope: '/', type });
  // 'waiting' comes for an update found by this page, by another tab or by the hourly check, and
  // for one that was already waiting from an earlier visit. Only with a controller is it an
  // update (not the first install).
  workbox.addEventListener('waiting', () => {
    if (navigator.serviceWorker.controller) onUpdateWaiting();
  });
  // `immediate`: the screen is already up; undefined only where registration is blocked (the bench).
  const registration = await workbox.register({ immediate: true });
  if (registration) keepLanguage();
  setInterval(() => {
    workbox.update().catch(() => undefined); // offline: the next tick tries again
  }, UPDATE_CHECK_MS);
  return {
    applyUpdate() {
      let isReloading = false;
      const reload = () => {
        if (isReloading) return;
        isReloading = true;
        window.location.reload();
      };
      // No worker waits any more (another tab took it, or a newer one replaced it): just reload.
      const waiting = registration?.waiting;
      if (!waiting) {
        reload();
        return;
      }
      workbox.addEventListener('controlling', reload);
      const message: PageToSwMessage = { type: 'SKIP_WAITING' };
      void quietOutbox().then(() => {
        setTimeout(reload, TAKEOVER_WAIT_MS);
        // NOTE: the SW does not answer SKIP_WAITING on the message port, so this promise of
        // messageSW stays pending; the answer is the 'controlling' event above.
        void messageSW(waiting, message).catch(() => undefined);
      });
    },
  };
}

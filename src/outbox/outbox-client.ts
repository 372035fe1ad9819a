// The page's side of the outbox (DESIGN.md §5): mirror the session for the SW, ask it to replay
// (start, online, visible), retry or discard a row, hear every change on the BroadcastChannel and
// read the rows from IndexedDB. The SW owns the rows (sw/outbox/); the page only reads them and
// asks. No navigation or toasts here (STYLE.md). This module is imported only once the first screen
// is up or at sign-in, never in a first load, so it imports idb and the cache's schema statically:
// the data chunk, which every screen with data has loaded by then (DESIGN.md §7).
import { abortOnLeave, openConfettiDb, type ConfettiDb } from '../offline/idb-schema.ts';
import { clearSessionMirror, writeSessionMirror } from '../offline/session-mirror.ts';
import type { PageToSwMessage } from '../offline/sw-messages.ts';
import { OUTBOX_CHANNEL } from './shared/constants.ts';
import { isSwToPageMessage } from './shared/messages.ts';
import type { OutboxSyncReason, SwToPageMessage } from './shared/messages.ts';
import { OUTBOX_BY_USER_CREATED, STORE_OUTBOX, type OutboxRow } from './shared/row.ts';

let connection: Promise<ConfettiDb> | null = null;

function database(): Promise<ConfettiDb> {
  connection ??= openConfettiDb().then((opened) => {
    const db = abortOnLeave(opened, window);
    db.addEventListener('versionchange', () => (connection = null));
    return db;
  });
  connection.catch(() => (connection = null));
  return connection;
}

/**
 * To the controlling worker, else to the active one once there is one. NOTE: a page the worker
 * does not control yet (a first visit before `clients.claim()`, a hard reload, a WebKit tab opened
 * while its worker restarts) has no `controller`; a message sent only there was lost, and rows
 * then waited for the next trigger.
 */
function post(message: PageToSwMessage): void {
  const container = typeof navigator === 'undefined' ? undefined : navigator.serviceWorker;
  if (!container) return;
  if (container.controller) return container.controller.postMessage(message);
  void container.ready.then((registration) => registration.active?.postMessage(message));
}

export function requestReplay(reason: OutboxSyncReason): void {
  post({ type: 'OUTBOX_SYNC', reason });
}

export function retryOutboxRow(id: string): void {
  post({ type: 'OUTBOX_RETRY', id });
}

export function discardOutboxRow(id: string): void {
  post({ type: 'OUTBOX_DISCARD', id });
}

/**
 * Sign-in and start: the SW replays with this token, even with no page open. A new token also
 * releases the rows a 401 parked. Never throws: without IndexedDB there is no outbox either.
 */
export async function mirrorSession(token: string): Promise<void> {
  try {
    await writeSessionMirror(await database(), token);
    requestReplay('session');
  } catch {
    // No IndexedDB: writes go straight to the network, as without a SW.
  }
}

/** Sign-out: nothing more is sent; the user's rows wait until they sign in again here. */
export async function forgetSession(): Promise<void> {
  try {
    await clearSessionMirror(await database());
  } catch {
    // Nothing mirrored without IndexedDB.
  }
}

/** The rows of `user`, oldest first (empty when IndexedDB is unavailable). */
export async function readOutbox(user: string): Promise<OutboxRow[]> {
  try {
    const db = await database();
    return await db.getAllFromIndex(
      STORE_OUTBOX,
      OUTBOX_BY_USER_CREATED,
      IDBKeyRange.bound([user, -Infinity], [user, Infinity]),
    );
  } catch {
    return [];
  }
}

/** Calls `listener` for every change the SW announces; returns the unsubscribe. */
export function subscribeOutbox(listener: (message: SwToPageMessage) => void): () => void {
  if (typeof BroadcastChannel === 'undefined') return () => undefined;
  const channel = new BroadcastChannel(OUTBOX_CHANNEL);
  channel.onmessage = (event: MessageEvent<unknown>) => {
    if (isSwToPageMessage(event.data)) listener(event.data);
  };
  return () => channel.close();
}

/** How often a visible page reminds the SW of rows whose backoff has run out. */
export const OUTBOX_PAGE_TICK_MS = 10_000;

/**
 * The page's replay triggers (DESIGN.md §5): app start, back `online`, the page becoming visible
 * again, and a tick while it is visible. NOTE: navigator.onLine is only a hint; the SW learns
 * the truth by sending. The tick is there because the SW's own backoff timer dies with the SW:
 * WebKit stops an idle worker between events (issue 12: a retried award waited > 40 s there).
 */
export function startReplayTriggers(): () => void {
  const onOnline = () => requestReplay('online');
  const onVisible = () => {
    if (document.visibilityState === 'visible') requestReplay('visible');
  };
  const tick = setInterval(() => {
    if (document.visibilityState === 'visible') requestReplay('tick');
  }, OUTBOX_PAGE_TICK_MS);
  requestReplay('start');
  window.addEventListener('online', onOnline);
  document.addEventListener('visibilitychange', onVisible);
  return () => {
    clearInterval(tick);
    window.removeEventListener('online', onOnline);
    document.removeEventListener('visibilitychange', onVisible);
  };
}

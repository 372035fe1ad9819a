// Wires the outbox into the service worker (DESIGN.md §5): the route that keeps queueable writes,
// the replay triggers (SW start, Background Sync where present, page messages, the backoff timer)
// and the BroadcastChannel that tells every open page. sw.ts calls installOutbox() once.
import { registerRoute } from 'workbox-routing';
import { openConfettiDb, type ConfettiDb } from '../../src/offline/idb-schema.ts';
import { OUTBOX_CHANNEL, OUTBOX_SYNC_TAG, QUEUEABLE_METHODS } from '../../src/outbox/shared/constants.ts';
import { isQueueableWrite } from '../../src/outbox/shared/classify.ts';
import type {
  OutboxQuietReply,
  OutboxRequest,
  SettledRow,
  SwToPageMessage,
} from '../../src/outbox/shared/messages.ts';
import { handleQueueableWrite } from './intercept.ts';
import { discard, retry } from './queue.ts';
import { createReplayer, type Locks } from './replay.ts';

declare const self: ServiceWorkerGlobalScope;

/** Background Sync (Chromium only) is not in TypeScript's WebWorker lib. */
type SyncEvent = ExtendableEvent & { tag: string };
type WithSync = ServiceWorkerRegistration & { sync?: { register: (tag: string) => Promise<void> } };

let connection: Promise<ConfettiDb> | null = null;

/**
 * How long replays wait after a page asked this worker to quiesce before an update (OUTBOX_QUIESCE);
 * if the update never comes, they resume after this.
 * NOTE: WebKit (2.50, WebKit bug 324094) never releases the transactions of a worker that ends
 * with one in flight: the `outbox` store then blocks every later transaction, in every tab, until
 * the browser restarts. A worker replaced by an update is ended at once, so it first lets its
 * replay end and closes its connection (the engines suite's update test hung on this, 1 run in 8).
 */
const QUIESCE_HOLD_MS = 10_000;

/** Closes the connection once its transactions end; the next `database()` opens a new one. */
function closeDatabase(): void {
  const closing = connection;
  connection = null;
  void closing?.then((db) => db.close()).catch(() => undefined);
}

/** One connection, reopened after it closed itself for a newer version (idb-schema.ts). */
function database(): Promise<ConfettiDb> {
  connection ??= openConfettiDb().then((db) => {
    db.addEventListener('versionchange', () => (connection = null));
    db.addEventListener('close', () => (connection = null));
    return db;
  });
  connection.catch(() => (connection = null));
  return connection;
}

export function installOutbox(): {
  onMessage: (message: OutboxRequest, event: ExtendableMessageEvent) => void;
} {
  const channel = new BroadcastChannel(OUTBOX_CHANNEL);
  const notify = (user: string, settled: SettledRow[] = []): void => {
    const message: SwToPageMessage = { type: 'OUTBOX_CHANGED', user, settled };
    channel.postMessage(message);
  };
  let timer: ReturnType<typeof setTimeout> | undefined;
  const locks: Locks | undefined = (navigator as { locks?: Locks }).locks;
  const replayer = createReplayer({
    db: database,
    fetch: (url, init) => fetch(url, init),
    now: Date.now,
    random: Math.random,
    locks,
    notify,
    wakeAfter(ms, wake) {
      clearTimeout(timer);
      timer = setTimeout(wake, ms);
      // NOTE: a sleeping SW loses its timers; Background Sync and the page's triggers cover that.
      (self.registration as WithSync).sync?.register(OUTBOX_SYNC_TAG).catch(() => undefined);
    },
  });

  // Workbox matches one method per route: one route for each method a queueable write may use.
  for (const method of QUEUEABLE_METHODS) {
    registerRoute(
      ({ request, url }) => isQueueableWrite(request.method, url.pathname),
      ({ request, event }) =>
        handleQueueableWrite(request, {
          db: database,
          replayer,
          now: Date.now,
          notify,
          waitUntil: (work) => (event as ExtendableEvent).waitUntil(work),
          passThrough: (req) => fetch(req),
        }),
      method,
    );
  }

  self.addEventListener('sync', (event) => {
    const sync = event as SyncEvent;
    if (sync.tag === OUTBOX_SYNC_TAG) sync.waitUntil(replayer.kick({ isForced: true }));
  });
  self.addEventListener('activate', (event) => event.waitUntil(replayer.kick({ isForced: true })));
  // SW start (also a restart after the browser stopped an idle SW): rows left behind go out. Not
  // in a new version still installing or waiting: the worker in control replays, and this one
  // may be ended before it activates (see QUIESCE_HOLD_MS); `activate` above kicks it.
  // Where `self.serviceWorker` is missing (Safari before 16.4), it kicks as before.
  const own = (self as { serviceWorker?: ServiceWorker }).serviceWorker;
  if ((own?.state ?? 'activated') === 'activated') void replayer.kick({ isForced: true });

  async function onRetry(id: string): Promise<void> {
    if (await retry(await database(), id, Date.now())) await replayer.kick({ isForced: true });
  }
  async function onDiscard(id: string): Promise<void> {
    const user = await discard(await database(), id);
    if (user !== null) notify(user);
  }

  return {
    onMessage(message, event) {
      if (message.type === 'OUTBOX_SYNC') {
        event.waitUntil(replayer.kick({ isForced: message.reason !== 'tick' }));
      }
      if (message.type === 'OUTBOX_RETRY') event.waitUntil(onRetry(message.id));
      if (message.type === 'OUTBOX_DISCARD') event.waitUntil(onDiscard(message.id));
      if (message.type === 'OUTBOX_QUIESCE') {
        const reply: OutboxQuietReply = { type: 'OUTBOX_QUIET' };
        const quiesce = async () => {
          await replayer.quiesce(QUIESCE_HOLD_MS);
          closeDatabase();
          event.ports[0]?.postMessage(reply);
        };
        event.waitUntil(quiesce());
      }
    },
  };
}

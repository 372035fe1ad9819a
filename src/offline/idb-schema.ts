// The one copy of the IndexedDB schema (DESIGN.md §5), shared by the page and the service worker:
// store names, version and upgrade (the outbox's row and index names: src/outbox/shared/row.ts).
// It must not import React nor touch window/localStorage, so `sw/` can import it (lint enforces both).
import { openDB, unwrap, wrap } from 'idb';
import type { IDBPDatabase } from 'idb';
import {
  OUTBOX_BY_USER,
  OUTBOX_BY_USER_CREATED,
  OUTBOX_BY_USER_STATUS,
  STORE_OUTBOX,
} from '../outbox/shared/row.ts';
import type { OutboxStoreSchema } from '../outbox/shared/row.ts';

export const DB_NAME = 'confetti';
export const DB_VERSION = 2;
export const STORE_CACHE = 'cache';
/** One record, key SESSION_KEY: the session token the page mirrors for the SW's replays. */
export const STORE_SESSION = 'session';
export const SESSION_KEY = 'current';

/** One cached GET answer: the wire JSON as received, per user and URL. */
export type CacheRow = {
  userKey: string;
  url: string;
  body: unknown;
  /** Epoch milliseconds of the network answer this body came from. */
  storedAt: number;
};

/** The session mirrored by the page (DESIGN.md §5): the SW cannot read localStorage. */
export type SessionRecord = { token: string; user: string; storedAt: number };

/** The idb typing of the stores above (a type literal satisfies idb's `DBSchema`). */
export type ConfettiDbSchema = {
  [STORE_CACHE]: { key: [string, string]; value: CacheRow };
  [STORE_OUTBOX]: OutboxStoreSchema;
  [STORE_SESSION]: { key: string; value: SessionRecord };
};

export type ConfettiDb = IDBPDatabase<ConfettiDbSchema>;

/**
 * Opens (and creates or upgrades) the database. Each caller keeps its own connection.
 * NOTE: a connection closes itself when a newer version wants to upgrade (a new SW, or a page of
 * the new release), so an old page never blocks the upgrade; its next use reopens (read-through.ts).
 */
export function openConfettiDb(): Promise<ConfettiDb> {
  return openDB<ConfettiDbSchema>(DB_NAME, DB_VERSION, {
    blocking(_current, _blocked, event) {
      (event.target as IDBDatabase).close();
    },
    upgrade(db, oldVersion, _newVersion, transaction) {
      // NOTE: one `if` per version step, never edited once shipped; a new store means DB_VERSION + 1.
      if (oldVersion < 1) {
        db.createObjectStore(STORE_CACHE, { keyPath: ['userKey', 'url'] });
        const outbox = db.createObjectStore(STORE_OUTBOX, { keyPath: 'id' });
        outbox.createIndex(OUTBOX_BY_USER, 'user');
        outbox.createIndex(OUTBOX_BY_USER_CREATED, ['user', 'createdAt']);
      }
      if (oldVersion < 2) {
        db.createObjectStore(STORE_SESSION);
        transaction
          .objectStore(STORE_OUTBOX)
          .createIndex(OUTBOX_BY_USER_STATUS, ['user', 'status', 'createdAt']);
      }
    },
  });
}

/**
 * Aborts every transaction of the page's connection `db` still in flight when `page` fires
 * `pagehide` (a navigation, a reload, the tab closing or going into the back/forward cache).
 * NOTE: WebKit (2.50 here, so Safari and every iPhone browser) never ends the transactions of a
 * page that leaves with one in flight: their stores then block every later transaction, in every
 * tab and in the service worker, until the browser restarts (the app leaving /outbox mid-read 72
 * times wedged it in 4 runs of 6 without this, 0 of 4 with it; the same bug for workers is WebKit
 * bug 324094). What the page writes it writes again on its next start (the session mirror, cached
 * answers), and an aborted read is read again.
 */
export function abortOnLeave(
  db: ConfettiDb,
  page: Partial<Pick<EventTarget, 'addEventListener'>>,
): ConfettiDb {
  if (page.addEventListener === undefined) return db; // no page lifecycle here (Node, in tests)
  const raw = unwrap(db);
  const live = new Set<IDBTransaction>();
  const begin = raw.transaction.bind(raw);
  // idb's shortcuts (db.get, db.getAllFromIndex…) open their transaction through this too.
  raw.transaction = (...args: Parameters<IDBDatabase['transaction']>): IDBTransaction => {
    const transaction = begin(...args);
    live.add(transaction);
    const end = () => live.delete(transaction);
    transaction.addEventListener('complete', end);
    transaction.addEventListener('abort', end);
    return transaction;
  };
  page.addEventListener('pagehide', () => {
    for (const transaction of live) {
      // idb's `done` of a transaction nobody awaits would reject unhandled.
      wrap(transaction).done.catch(() => undefined);
      try {
        transaction.abort();
      } catch {
        // Already committing: it ends on its own.
      }
    }
    live.clear();
  });
  return db;
}

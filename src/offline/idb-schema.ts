// The one copy of the IndexedDB schema (DESIGN.md §5), shared by the page and the service worker:
// store names, version and upgrade. It must not import React nor touch window/localStorage, so
// `sw/` can import it (lint enforces both).
import { openDB } from 'idb';
import type { IDBPDatabase } from 'idb';

export const DB_NAME = 'confetti';
export const DB_VERSION = 1;
export const STORE_CACHE = 'cache';
export const STORE_OUTBOX = 'outbox';
export const OUTBOX_BY_USER = 'by-user';
export const OUTBOX_BY_USER_CREATED = 'by-user-created';

/** One cached GET answer: the wire JSON as received, per user and URL. */
export type CacheRow = {
  userKey: string;
  url: string;
  body: unknown;
  /** Epoch milliseconds of the network answer this body came from. */
  storedAt: number;
};

export type OutboxStatus = 'pending' | 'sending' | 'done' | 'failed' | 'parked' | 'expired';

/**
 * One queued write. The Authorization header is never stored: it is added at send time from the
 * current session (DESIGN.md §5).
 */
export type OutboxRow = {
  id: string;
  user: string;
  method: 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  path: string;
  body: unknown;
  idempotencyKey: string;
  /** RFC 3339 time the user acted. */
  occurredAt: string;
  /** Epoch milliseconds the row was queued; orders the FIFO replay per user. */
  createdAt: number;
  attempts: number;
  nextAttemptAt: number;
  status: OutboxStatus;
  lastStatus: number | null;
  lastBody: unknown;
};

/** The idb typing of the stores above (a type literal satisfies idb's `DBSchema`). */
export type ConfettiDbSchema = {
  [STORE_CACHE]: { key: [string, string]; value: CacheRow };
  [STORE_OUTBOX]: {
    key: string;
    value: OutboxRow;
    indexes: { [OUTBOX_BY_USER]: string; [OUTBOX_BY_USER_CREATED]: [string, number] };
  };
};

export type ConfettiDb = IDBPDatabase<ConfettiDbSchema>;

/** Opens (and creates or upgrades) the database. Each caller keeps its own connection. */
export function openConfettiDb(): Promise<ConfettiDb> {
  return openDB<ConfettiDbSchema>(DB_NAME, DB_VERSION, {
    upgrade(db, oldVersion) {
      // NOTE: one `if` per version step, never edited once shipped; a new store means DB_VERSION + 1.
      if (oldVersion < 1) {
        db.createObjectStore(STORE_CACHE, { keyPath: ['userKey', 'url'] });
        const outbox = db.createObjectStore(STORE_OUTBOX, { keyPath: 'id' });
        outbox.createIndex(OUTBOX_BY_USER, 'user');
        outbox.createIndex(OUTBOX_BY_USER_CREATED, ['user', 'createdAt']);
      }
    },
  });
}

// One outbox row and its IndexedDB store (DESIGN.md §5), shared by the page and the service worker:
// the row's shape, the store and index names, and which states still wait to be sent. The database
// itself (version, upgrade) is src/offline/idb-schema.ts, which builds this store from these names.
// Imports nothing: the page and the worker (WebWorker lib) both compile it.

export const STORE_OUTBOX = 'outbox';
export const OUTBOX_BY_USER = 'by-user';
export const OUTBOX_BY_USER_CREATED = 'by-user-created';
/** [user, status, createdAt]: finds the head of a user's queue without walking done rows. */
export const OUTBOX_BY_USER_STATUS = 'by-user-status-created';

export type OutboxStatus = 'pending' | 'sending' | 'done' | 'failed' | 'parked' | 'expired';

/**
 * One queued write. The Authorization header is never stored: it is added at send time from the
 * current session (DESIGN.md §5).
 */
export type OutboxRow = {
  id: string;
  user: string;
  method: 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  /** The request URL as the page sent it (absolute, so an API on another origin works too). */
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
  /** What the user did, in their words ("Buy Mug"), for the outbox screen; null when unnamed. */
  label: string | null;
  /** Tokens this write spends if applied (a buy's price), so balances can count pending buys. */
  cost: number;
};

/** What a write brings to the queue; the rest of the row is the queue's (row-machine.ts `queued`). */
export type NewRow = Pick<
  OutboxRow,
  'user' | 'method' | 'path' | 'body' | 'idempotencyKey' | 'occurredAt' | 'label' | 'cost'
>;

/** The idb typing of the outbox store (a part of idb-schema.ts's `ConfettiDbSchema`). */
export type OutboxStoreSchema = {
  key: string;
  value: OutboxRow;
  indexes: {
    [OUTBOX_BY_USER]: string;
    [OUTBOX_BY_USER_CREATED]: [string, number];
    [OUTBOX_BY_USER_STATUS]: [string, string, number];
  };
};

/** Rows that still wait to be sent: pending, in flight, or parked until the user signs in again. */
export const WAITING: ReadonlySet<OutboxStatus> = new Set(['pending', 'sending', 'parked']);

export function isWaiting(row: Pick<OutboxRow, 'status'>): boolean {
  return WAITING.has(row.status);
}

/** True once the server answered the row for good: applied (done) or refused (failed). */
export function isSettled(row: Pick<OutboxRow, 'status'>): boolean {
  return row.status === 'done' || row.status === 'failed';
}

// The outbox rows in IndexedDB (DESIGN.md §5): add (once: an award already waiting is not kept
// twice), pick the next one to send (marked `sending` in
// the same transaction), settle it with a verdict, and the page's retry and discard. Every change
// is one transaction; time and randomness are passed in. It never sends anything (replay.ts does).
import { OUTBOX_EXPIRY_MS } from '../../src/offline/outbox-constants.ts';
import {
  OUTBOX_BY_USER,
  OUTBOX_BY_USER_CREATED,
  OUTBOX_BY_USER_STATUS,
  STORE_OUTBOX,
} from '../../src/offline/idb-schema.ts';
import type { IDBPTransaction } from 'idb';
import type { ConfettiDb, ConfettiDbSchema, OutboxRow } from '../../src/offline/idb-schema.ts';
import { backoffMs, type SendResult, type Verdict } from './classify.ts';
import { twinKeyOf } from './twin.ts';

export type NewRow = Pick<
  OutboxRow,
  'user' | 'method' | 'path' | 'body' | 'idempotencyKey' | 'occurredAt' | 'label' | 'cost'
>;

/** Rows that still wait to be sent (parked ones wait for a sign-in). */
export const WAITING: ReadonlySet<OutboxRow['status']> = new Set(['pending', 'sending', 'parked']);

/** `isDuplicate`: the same award already waited, so `row` is that row and nothing was added. */
export type Enqueued = { row: OutboxRow; isDuplicate: boolean };

/**
 * Adds a row at the end of its user's queue, unless it is the twin (twin.ts) of a row of that user
 * still waiting to be sent: then that row is returned and nothing is added. The check and the add
 * are one transaction, so two pages (or a page and a replay) can never both keep the same award.
 * NOTE: createdAt is kept strictly increasing per database so two writes in the same millisecond
 * keep the order the user made them in.
 */
export async function enqueue(db: ConfettiDb, input: NewRow, now: number): Promise<Enqueued> {
  const tx = db.transaction(STORE_OUTBOX, 'readwrite');
  const twin = await waitingTwin(tx, input);
  if (twin) {
    await tx.done;
    return { row: twin, isDuplicate: true };
  }
  const last = await tx.store
    .index(OUTBOX_BY_USER_CREATED)
    .openCursor(IDBKeyRange.bound([input.user, -Infinity], [input.user, Infinity]), 'prev');
  const createdAt = Math.max(now, (last?.value.createdAt ?? 0) + 1);
  const row: OutboxRow = {
    ...input,
    id: crypto.randomUUID(),
    createdAt,
    attempts: 0,
    nextAttemptAt: 0,
    status: 'pending',
    lastStatus: null,
    lastBody: null,
  };
  await tx.store.add(row);
  await tx.done;
  return { row, isDuplicate: false };
}

/** At SW start: a row left `sending` was interrupted; sending it again is safe (the key dedupes). */
export async function resetSending(db: ConfettiDb): Promise<number> {
  const tx = db.transaction(STORE_OUTBOX, 'readwrite');
  let count = 0;
  for (let cursor = await tx.store.openCursor(); cursor; cursor = await cursor.continue()) {
    if (cursor.value.status !== 'sending') continue;
    await cursor.update({ ...cursor.value, status: 'pending' });
    count += 1;
  }
  await tx.done;
  return count;
}

/** Rows of `user` oldest first, each state included. */
export async function rowsOf(db: ConfettiDb, user: string): Promise<OutboxRow[]> {
  return db.getAllFromIndex(
    STORE_OUTBOX,
    OUTBOX_BY_USER_CREATED,
    IDBKeyRange.bound([user, -Infinity], [user, Infinity]),
  );
}

type OutboxTx = IDBPTransaction<ConfettiDbSchema, [typeof STORE_OUTBOX], 'readwrite' | 'readonly'>;
type OutboxWriteTx = IDBPTransaction<ConfettiDbSchema, [typeof STORE_OUTBOX], 'readwrite'>;

/**
 * The oldest row of `user` still waiting to be sent (pending, sending or parked), found through
 * the status index (one cursor per state) so done rows are never walked: 1,000 rows stay linear.
 * The three cursors are asked for at once: one round trip to IndexedDB instead of three.
 */
async function headOf(tx: OutboxTx, user: string): Promise<OutboxRow | null> {
  const index = tx.store.index(OUTBOX_BY_USER_STATUS);
  const cursors = await Promise.all(
    [...WAITING].map((status) =>
      index.openCursor(IDBKeyRange.bound([user, status, -Infinity], [user, status, Infinity])),
    ),
  );
  let head: OutboxRow | null = null;
  for (const cursor of cursors) {
    if (cursor && (head === null || cursor.value.createdAt < head.createdAt)) head = cursor.value;
  }
  return head;
}

/** A row of the same user, still waiting (pending, sending or parked), that is the same award. */
async function waitingTwin(tx: OutboxTx, input: NewRow): Promise<OutboxRow | null> {
  const key = twinKeyOf(input.method, input.path, input.body);
  if (key === null) return null;
  for (const status of WAITING) {
    const range = IDBKeyRange.bound([input.user, status, -Infinity], [input.user, status, Infinity]);
    const rows = await tx.store.index(OUTBOX_BY_USER_STATUS).getAll(range);
    const twin = rows.find((row) => twinKeyOf(row.method, row.path, row.body) === key);
    if (twin) return twin;
  }
  return null;
}

type Picked = { row: OutboxRow | null; expired: OutboxRow[] };

/** pickNext inside `tx`: see there. */
async function pickIn(tx: OutboxWriteTx, user: string, now: number, isForced: boolean): Promise<Picked> {
  const expired: OutboxRow[] = [];
  for (let head = await headOf(tx, user); head; head = await headOf(tx, user)) {
    if (head.status !== 'sending' && now - head.createdAt > OUTBOX_EXPIRY_MS) {
      const gone: OutboxRow = { ...head, status: 'expired' };
      await tx.store.put(gone);
      expired.push(gone);
      continue;
    }
    if (head.status !== 'pending' || !(isForced || head.nextAttemptAt <= now)) break;
    const picked: OutboxRow = { ...head, status: 'sending', attempts: head.attempts + 1 };
    await tx.store.put(picked);
    return { row: picked, expired };
  }
  return { row: null, expired };
}

/**
 * The head of `user`'s queue, marked `sending` (attempts + 1) in the same transaction, or null
 * when the queue is empty or its head must wait: strict FIFO, a later row never overtakes it (nor
 * a row in flight or parked for a sign-in). `isForced` ignores the head's backoff (a fresh write or
 * a page saying the network is back). Rows past OUTBOX_EXPIRY_MS become `expired` on the way and
 * are returned in `expired`.
 */
export async function pickNext(
  db: ConfettiDb,
  user: string,
  now: number,
  isForced: boolean,
): Promise<Picked> {
  const tx = db.transaction(STORE_OUTBOX, 'readwrite');
  const picked = await pickIn(tx, user, now, isForced);
  await tx.done;
  return picked;
}

const STATUS_OF: Record<Verdict, OutboxRow['status']> = {
  done: 'done',
  conflict: 'failed',
  retry: 'pending',
  park: 'parked',
};

/** settle inside `tx`: see there. */
async function settleIn(
  tx: OutboxWriteTx,
  id: string,
  verdict: Verdict,
  result: SendResult,
  now: number,
  random: number,
): Promise<OutboxRow | null> {
  const row = await tx.store.get(id);
  if (!row) return null;
  const answer = result.kind === 'answer' ? { lastStatus: result.status, lastBody: result.body } : {};
  const next: OutboxRow = {
    ...row,
    ...answer,
    status: STATUS_OF[verdict],
    nextAttemptAt: verdict === 'retry' ? now + backoffMs(row.attempts, random) : 0,
  };
  await tx.store.put(next);
  if (verdict === 'park') {
    for (let c = await tx.store.index(OUTBOX_BY_USER).openCursor(row.user); c; c = await c.continue()) {
      if (c.value.status === 'pending') await c.update({ ...c.value, status: 'parked' });
    }
  }
  return next;
}

/**
 * Records the outcome of a send. `park` parks every waiting row of the user with it (they would
 * all get the same 401). Returns the row as stored, or null if it was discarded meanwhile.
 */
export async function settle(
  db: ConfettiDb,
  id: string,
  verdict: Verdict,
  result: SendResult,
  now: number,
  random: number,
): Promise<OutboxRow | null> {
  const tx = db.transaction(STORE_OUTBOX, 'readwrite');
  const stored = await settleIn(tx, id, verdict, result, now, random);
  await tx.done;
  return stored;
}

export type Step = Picked & {
  /** The settled row as stored, or null if it was discarded meanwhile. */
  stored: OutboxRow | null;
  /** The transaction's commit. `row` is already marked sending inside it when this is asked. */
  committed: Promise<void>;
};

/**
 * settle, then (after a final verdict: the server answered, so the rows behind need not sit out
 * their backoff) pickNext forced, in ONE transaction: a replay of 1,000 rows commits 1,000 times,
 * not 2,000. Returns before the commit so the caller may send the next row while it lands; if the
 * commit then fails, both rows stay as they were and a later run sends them again under the same
 * keys (the server answers a key once).
 */
export async function settleAndPickNext(
  db: ConfettiDb,
  user: string,
  id: string,
  verdict: Verdict,
  result: SendResult,
  now: number,
  random: number,
): Promise<Step> {
  const tx = db.transaction(STORE_OUTBOX, 'readwrite');
  const committed = tx.done;
  committed.catch(() => undefined); // awaited by the caller; never an unhandled rejection meanwhile
  const stored = await settleIn(tx, id, verdict, result, now, random);
  const isFinal = verdict === 'done' || verdict === 'conflict';
  const picked = isFinal ? await pickIn(tx, user, now, true) : { row: null, expired: [] };
  return { stored, ...picked, committed };
}

/**
 * The page's "Retry": the row goes to the end of its user's queue, to be sent at once. A row the
 * server refused gets a new Idempotency-Key (the old one would only replay the refusal); an expired
 * or parked row keeps its key, since it may have been applied. Returns false for an unknown row or
 * one being sent.
 */
export async function retryRow(db: ConfettiDb, id: string, now: number): Promise<boolean> {
  const tx = db.transaction(STORE_OUTBOX, 'readwrite');
  const row = await tx.store.get(id);
  const isRetryable = row !== undefined && row.status !== 'sending' && row.status !== 'done';
  if (isRetryable) {
    const last = await tx.store
      .index(OUTBOX_BY_USER_CREATED)
      .openCursor(IDBKeyRange.bound([row.user, -Infinity], [row.user, Infinity]), 'prev');
    await tx.store.put({
      ...row,
      idempotencyKey: row.status === 'failed' ? crypto.randomUUID() : row.idempotencyKey,
      status: 'pending',
      attempts: 0,
      nextAttemptAt: 0,
      createdAt: Math.max(now, (last?.value.createdAt ?? 0) + 1),
    });
  }
  await tx.done;
  return isRetryable;
}

/** The page's "Discard": removes a row that is not being sent. Returns its user, or null. */
export async function discardRow(db: ConfettiDb, id: string): Promise<string | null> {
  const tx = db.transaction(STORE_OUTBOX, 'readwrite');
  const row = await tx.store.get(id);
  const user = row !== undefined && row.status !== 'sending' ? row.user : null;
  if (user !== null) await tx.store.delete(id);
  await tx.done;
  return user;
}

/** Removes a row whose answer went straight back to the page that made it. */
export async function deleteRow(db: ConfettiDb, id: string): Promise<void> {
  await db.delete(STORE_OUTBOX, id);
}

/** When the head of `user`'s queue may be tried again, or null when nothing waits on a timer. */
export async function nextWakeAt(db: ConfettiDb, user: string): Promise<number | null> {
  const tx = db.transaction(STORE_OUTBOX, 'readonly');
  const head = await headOf(tx, user);
  await tx.done;
  return head?.status === 'pending' ? head.nextAttemptAt : null;
}

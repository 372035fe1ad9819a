// The outbox rows in IndexedDB (DESIGN.md §5): add (once: an award already waiting is not kept
// twice), pick the next one to send (marked `sending` in
// the same transaction), settle it with a verdict, and the page's retry and discard. Every change
// is one transaction; time and randomness are passed in. It never sends anything (replay.ts does).
import type { IDBPTransaction } from 'idb';
import type { ConfettiDb, ConfettiDbSchema } from '../../src/offline/idb-schema.ts';
import { OUTBOX_EXPIRY_MS } from '../../src/outbox/shared/constants.ts';
import {
  OUTBOX_BY_USER,
  OUTBOX_BY_USER_CREATED,
  OUTBOX_BY_USER_STATUS,
  STORE_OUTBOX,
} from '../../src/outbox/shared/row.ts';
import { WAITING, type NewRow, type OutboxRow } from '../../src/outbox/shared/row.ts';
import { backoffMs, type SendResult, type Verdict } from '../../src/outbox/shared/classify.ts';
import { twinKeyOf } from '../../src/outbox/shared/twin.ts';

/** `isDuplicate`: the same award already waited, so `row` is that row and nothing was added. */
export type Enqueued = { row: OutboxRow; isDuplicate: boolean };

/**
 * Adds a row at the end of its user's queue, unless it is the twin (src/outbox/shared/twin.ts) of a row of that user
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
async function headOf(
  tx: OutboxTx,
  user: string,
  statuses: Iterable<OutboxRow['status']> = WAITING,
): Promise<OutboxRow | null> {
  const index = tx.store.index(OUTBOX_BY_USER_STATUS);
  const cursors = await Promise.all(
    [...statuses].map((status) =>
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

/** A row not yet sent that waited past OUTBOX_EXPIRY_MS: it becomes `expired`, never sent. */
const isExpired = (row: OutboxRow, now: number): boolean => now - row.createdAt > OUTBOX_EXPIRY_MS;

/** A write inside a transaction that is not waited for: the commit (tx.done) reports failure. */
function issue(request: Promise<unknown>): void {
  request.catch(() => undefined);
}

/**
 * pickNext inside `tx`: see there. Its writes are issued, not awaited: IndexedDB runs a
 * transaction's requests in order, so the next read sees them, and the commit reports a failure.
 */
async function pickIn(tx: OutboxWriteTx, user: string, now: number, isForced: boolean): Promise<Picked> {
  const expired: OutboxRow[] = [];
  for (let head = await headOf(tx, user); head; head = await headOf(tx, user)) {
    if (head.status !== 'sending' && isExpired(head, now)) {
      const gone: OutboxRow = { ...head, status: 'expired' };
      issue(tx.store.put(gone));
      expired.push(gone);
      continue;
    }
    if (head.status !== 'pending' || !(isForced || head.nextAttemptAt <= now)) break;
    const picked: OutboxRow = { ...head, status: 'sending', attempts: head.attempts + 1 };
    issue(tx.store.put(picked));
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

/** `row` as stored once `verdict` is recorded, with the server's status and body if it answered. */
function settled(
  row: OutboxRow,
  verdict: Verdict,
  result: SendResult,
  now: number,
  random: number,
): OutboxRow {
  const answer = result.kind === 'answer' ? { lastStatus: result.status, lastBody: result.body } : {};
  return {
    ...row,
    ...answer,
    status: STATUS_OF[verdict],
    nextAttemptAt: verdict === 'retry' ? now + backoffMs(row.attempts, random) : 0,
  };
}

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
  const next = settled(row, verdict, result, now, random);
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

/**
 * While `sent` (the head, being sent) waits for its answer, the row behind it is reserved: marked
 * `sending` (attempts + 1), so that once the server answered `sent` finally it goes out at once,
 * with no IndexedDB round trip between the two sends (a replay of 1,000 rows: DESIGN.md §7). A
 * reserved row is neither retried nor discarded meanwhile, as a row in flight. Null when nothing
 * is behind, the row behind is parked or has expired (the next pickNext deals with those), or
 * IndexedDB failed (the same).
 */
export async function reserveBehind(db: ConfettiDb, sent: OutboxRow, now: number): Promise<OutboxRow | null> {
  try {
    const tx = db.transaction(STORE_OUTBOX, 'readwrite');
    // Single-flight: `sent` is the only row sending, so the oldest pending or parked row is next.
    const next = await headOf(tx, sent.user, ['pending', 'parked']);
    let reserved: OutboxRow | null = null;
    if (next?.status === 'pending' && !isExpired(next, now)) {
      reserved = { ...next, status: 'sending', attempts: next.attempts + 1 };
      issue(tx.store.put(reserved));
    }
    await tx.done;
    return reserved;
  } catch {
    return null;
  }
}

/**
 * settle for the head the replay sent, in one transaction with the release of the row reserved
 * behind it when that one does not go out now (`release`: the verdict was retry or park, FIFO
 * stops). `sent` is the row as marked for sending: a row being sent is never retried, discarded
 * or deleted meanwhile (retryRow, discardRow; the intercept deletes only after the outcome), so a
 * final verdict is written without reading it again.
 */
export async function settleSent(
  db: ConfettiDb,
  sent: OutboxRow,
  verdict: Verdict,
  result: SendResult,
  now: number,
  random: number,
  release: OutboxRow | null,
): Promise<OutboxRow | null> {
  const tx = db.transaction(STORE_OUTBOX, 'readwrite');
  if (release !== null) {
    issue(tx.store.put({ ...release, status: 'pending', attempts: release.attempts - 1 }));
  }
  let stored: OutboxRow | null;
  if (verdict === 'done' || verdict === 'conflict') {
    stored = settled(sent, verdict, result, now, random);
    issue(tx.store.put(stored));
  } else {
    stored = await settleIn(tx, sent.id, verdict, result, now, random);
  }
  await tx.done;
  return stored;
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

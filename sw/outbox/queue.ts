// The outbox rows in IndexedDB (DESIGN.md §5): each function applies one transition of the row
// machine (src/outbox/shared/row-machine.ts) in one transaction, under the same name: enqueue
// (queued), takeNext and takeBehind (take, and expire on the way), settle (settle, with park and
// putBack), recover, retry, discard; plus the reads the replay needs. Time and randomness are
// passed in. It never sends anything (replay.ts does).
import type { IDBPTransaction } from 'idb';
import type { ConfettiDb, ConfettiDbSchema } from '../../src/offline/idb-schema.ts';
import type { SendResult, Verdict } from '../../src/outbox/shared/classify.ts';
import { OUTBOX_EXPIRY_MS } from '../../src/outbox/shared/constants.ts';
import * as machine from '../../src/outbox/shared/row-machine.ts';
import {
  OUTBOX_BY_USER,
  OUTBOX_BY_USER_CREATED,
  OUTBOX_BY_USER_STATUS,
  STORE_OUTBOX,
  WAITING,
  type NewRow,
  type OutboxRow,
} from '../../src/outbox/shared/row.ts';
import { twinKeyOf } from '../../src/outbox/shared/twin.ts';

type OutboxTx = IDBPTransaction<ConfettiDbSchema, [typeof STORE_OUTBOX], 'readwrite' | 'readonly'>;

/** `isDuplicate`: the same award already waited, so `row` is that row and nothing was added. */
export type Enqueued = { row: OutboxRow; isDuplicate: boolean };

/** `row`: the row taken for sending, if any; `expired`: the rows that expired on the way to it. */
export type Taken = { row: OutboxRow | null; expired: OutboxRow[] };

/** A write inside a transaction that is not waited for: the commit (tx.done) reports failure. */
function issue(request: Promise<unknown>): void {
  request.catch(() => undefined);
}

/** A row not yet sent that waited past OUTBOX_EXPIRY_MS: it becomes `expired`, never sent. */
const isExpired = (row: OutboxRow, now: number): boolean => now - row.createdAt > OUTBOX_EXPIRY_MS;

/**
 * The createdAt of a row put at the end of `user`'s queue now.
 * NOTE: kept strictly increasing per database so two writes in the same millisecond keep the
 * order the user made them in.
 */
async function endOfQueue(tx: OutboxTx, user: string, now: number): Promise<number> {
  const last = await tx.store
    .index(OUTBOX_BY_USER_CREATED)
    .openCursor(IDBKeyRange.bound([user, -Infinity], [user, Infinity]), 'prev');
  return Math.max(now, (last?.value.createdAt ?? 0) + 1);
}

/**
 * The oldest row of `user` in one of `statuses` (by default: still waiting to be sent), found
 * through the status index (one cursor per state) so done rows are never walked: 1,000 rows stay
 * linear. The cursors are asked for at once: one round trip to IndexedDB instead of three.
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

/**
 * Adds a row at the end of its user's queue, unless it is the twin (src/outbox/shared/twin.ts) of
 * a row of that user still waiting to be sent: then that row is returned and nothing is added.
 * The check and the add are one transaction, so two pages (or a page and a replay) can never both
 * keep the same award.
 */
export async function enqueue(db: ConfettiDb, input: NewRow, now: number): Promise<Enqueued> {
  const tx = db.transaction(STORE_OUTBOX, 'readwrite');
  const twin = await waitingTwin(tx, input);
  if (twin) {
    await tx.done;
    return { row: twin, isDuplicate: true };
  }
  const row = machine.queued(input, crypto.randomUUID(), await endOfQueue(tx, input.user, now));
  await tx.store.add(row);
  await tx.done;
  return { row, isDuplicate: false };
}

/** At SW start: a row left `sending` was interrupted; sending it again is safe (the key dedupes). */
export async function recover(db: ConfettiDb): Promise<number> {
  const tx = db.transaction(STORE_OUTBOX, 'readwrite');
  let count = 0;
  for (let cursor = await tx.store.openCursor(); cursor; cursor = await cursor.continue()) {
    const recovered = machine.recover(cursor.value);
    if (recovered === null) continue;
    await cursor.update(recovered);
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

/**
 * Takes the head of `user`'s queue for sending (`sending`, attempts + 1, in this transaction), or
 * nothing when the queue is empty or its head must wait: strict FIFO, a later row never overtakes
 * it (nor a row in flight or parked for a sign-in). `isForced` ignores the head's backoff (a fresh
 * write or a page saying the network is back). Rows past OUTBOX_EXPIRY_MS expire on the way and
 * are returned in `expired`.
 * NOTE: its writes are issued, not awaited: IndexedDB runs a transaction's requests in order, so
 * the next read sees them, and the commit reports a failure.
 */
export async function takeNext(db: ConfettiDb, user: string, now: number, isForced: boolean): Promise<Taken> {
  const tx = db.transaction(STORE_OUTBOX, 'readwrite');
  const taken: Taken = { row: null, expired: [] };
  for (let head = await headOf(tx, user); head; head = await headOf(tx, user)) {
    const gone = isExpired(head, now) ? machine.expire(head) : null;
    if (gone !== null) {
      issue(tx.store.put(gone));
      taken.expired.push(gone);
      continue;
    }
    taken.row = isForced || head.nextAttemptAt <= now ? machine.take(head) : null;
    if (taken.row !== null) issue(tx.store.put(taken.row));
    break;
  }
  await tx.done;
  return taken;
}

/**
 * While `sent` (the head, being sent) waits for its answer, the row behind it is taken too, so
 * that once the server answered `sent` finally it goes out at once, with no IndexedDB round trip
 * between the two sends (a replay of 1,000 rows: DESIGN.md §7). A row taken is neither retried
 * nor discarded meanwhile, as a row in flight. Null when nothing is behind, the row behind is
 * parked or has expired (the next takeNext deals with those), or IndexedDB failed (the same).
 */
export async function takeBehind(db: ConfettiDb, sent: OutboxRow, now: number): Promise<OutboxRow | null> {
  try {
    const tx = db.transaction(STORE_OUTBOX, 'readwrite');
    // Single-flight: `sent` is the only row sending, so the oldest pending or parked row is next.
    const next = await headOf(tx, sent.user, ['pending', 'parked']);
    const taken = next !== null && !isExpired(next, now) ? machine.take(next) : null;
    if (taken !== null) issue(tx.store.put(taken));
    await tx.done;
    return taken;
  } catch {
    return null;
  }
}

/**
 * Records the outcome of the send of row `id`. `park` parks every pending row of the user with it
 * (they would all get the same 401). `putBack`, the row taken behind it, goes back to pending in the
 * same transaction when it does not go out now (the verdict was retry or park: FIFO stops).
 * Returns the row as stored, or null if it was discarded meanwhile or is not being sent.
 */
export async function settle(
  db: ConfettiDb,
  id: string,
  verdict: Verdict,
  result: SendResult,
  now: number,
  random: number,
  putBack: OutboxRow | null = null,
): Promise<OutboxRow | null> {
  const tx = db.transaction(STORE_OUTBOX, 'readwrite');
  const back = putBack === null ? null : machine.putBack(putBack);
  if (back !== null) issue(tx.store.put(back));
  const row = await tx.store.get(id);
  const stored = row === undefined ? null : machine.settle(row, verdict, result, now, random);
  if (stored !== null) issue(tx.store.put(stored));
  if (stored?.status === 'parked') {
    for (let c = await tx.store.index(OUTBOX_BY_USER).openCursor(stored.user); c; c = await c.continue()) {
      const parked = machine.park(c.value);
      if (parked !== null) await c.update(parked);
    }
  }
  await tx.done;
  return stored;
}

/**
 * The page's "Retry": the row goes to the end of its user's queue, to be sent at once (the row
 * machine's `retry` says which rows and which key). Returns false for an unknown row or one that
 * may not be retried (being sent, or done).
 */
export async function retry(db: ConfettiDb, id: string, now: number): Promise<boolean> {
  const tx = db.transaction(STORE_OUTBOX, 'readwrite');
  const row = await tx.store.get(id);
  const isRetryable = row !== undefined && machine.retry.from.has(row.status);
  if (isRetryable) {
    const createdAt = await endOfQueue(tx, row.user, now);
    const again = machine.retry(row, createdAt, crypto.randomUUID());
    if (again !== null) await tx.store.put(again);
  }
  await tx.done;
  return isRetryable;
}

/** The page's "Discard": removes a row that is not being sent. Returns its user, or null. */
export async function discard(db: ConfettiDb, id: string): Promise<string | null> {
  const tx = db.transaction(STORE_OUTBOX, 'readwrite');
  const row = await tx.store.get(id);
  const user = row !== undefined && machine.discard(row) !== null ? row.user : null;
  if (user !== null) await tx.store.delete(id);
  await tx.done;
  return user;
}

/** Removes a row whose answer went straight back to the page that made it (intercept.ts). */
export async function removeAnswered(db: ConfettiDb, id: string): Promise<void> {
  await db.delete(STORE_OUTBOX, id);
}

/** When the head of `user`'s queue may be tried again, or null when nothing waits on a timer. */
export async function nextWakeAt(db: ConfettiDb, user: string): Promise<number | null> {
  const tx = db.transaction(STORE_OUTBOX, 'readonly');
  const head = await headOf(tx, user);
  await tx.done;
  return head?.status === 'pending' ? head.nextAttemptAt : null;
}

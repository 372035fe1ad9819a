// The life of an outbox row (DESIGN.md §5) as one state machine: each transition has one name,
// the states it may leave (`from`), and the row it makes (null from any other state). Pure: no
// IndexedDB, no clock (time, randomness and new keys are passed in). The queue (sw/outbox/queue.ts)
// and the session mirror (src/offline/session-mirror.ts) apply these inside their transactions;
// nothing else writes a row's status.
//
//   queued ─▶ pending ─take─▶ sending ─settle─▶ done | failed | pending (retry) | parked (park)
//             pending ◀─putBack─ sending   (taken behind the head in flight, then not sent)
//             pending ◀─recover─ sending   (its worker stopped mid-send; the key makes a resend safe)
//   pending ─park─▶ parked ─release─▶ pending   (a 401 of the session; the user signed in again)
//   pending | parked ─expire─▶ expired         (not sent within OUTBOX_EXPIRY_MS)
//   pending | parked | failed | expired ─retry─▶ pending, at the end of its user's queue
//   any state but sending ─discard─▶ (deleted)
import { backoffMs, type SendResult, type Verdict } from './classify.ts';
import type { NewRow, OutboxRow, OutboxStatus } from './row.ts';

/** `row` after the transition, or null when the transition may not leave `row`'s state. */
export type Transition<A extends unknown[] = []> = ((row: OutboxRow, ...args: A) => OutboxRow | null) & {
  from: ReadonlySet<OutboxStatus>;
};

/**
 * NOTE: marked free of side effects so the bundler keeps only the transitions a module uses (the
 * page's session mirror takes `release` alone into the deferred JS, DESIGN.md §7).
 */
/* @__NO_SIDE_EFFECTS__ */
function transition<A extends unknown[]>(
  from: readonly OutboxStatus[],
  make: (row: OutboxRow, ...args: A) => OutboxRow,
): Transition<A> {
  const states: ReadonlySet<OutboxStatus> = new Set(from);
  const apply = (row: OutboxRow, ...args: A): OutboxRow | null =>
    states.has(row.status) ? make(row, ...args) : null;
  return Object.assign(apply, { from: states });
}

/** A new row, waiting at `createdAt` (which orders its user's queue). */
export function queued(input: NewRow, id: string, createdAt: number): OutboxRow {
  return {
    ...input,
    id,
    createdAt,
    attempts: 0,
    nextAttemptAt: 0,
    status: 'pending',
    lastStatus: null,
    lastBody: null,
  };
}

/** Taken for sending (the head, or the row behind the head in flight): one attempt more. */
export const take = transition(['pending'], (row) => ({
  ...row,
  status: 'sending',
  attempts: row.attempts + 1,
}));

/** Taken behind the head, then not sent (the head must wait): the attempt is given back. */
export const putBack = transition(['sending'], (row) => ({
  ...row,
  status: 'pending',
  attempts: row.attempts - 1,
}));

/** Its worker stopped mid-send: sending it again is safe, the key dedupes. */
export const recover = transition(['sending'], (row) => ({ ...row, status: 'pending' }));

const STATUS_OF: Record<Verdict, OutboxStatus> = {
  done: 'done',
  conflict: 'failed',
  retry: 'pending',
  park: 'parked',
};

/** The verdict of a send, with the server's status and body if it answered; a retry waits a backoff. */
export const settle = transition(
  ['sending'],
  (row, verdict: Verdict, result: SendResult, now: number, random: number) => ({
    ...row,
    ...(result.kind === 'answer' ? { lastStatus: result.status, lastBody: result.body } : {}),
    status: STATUS_OF[verdict],
    nextAttemptAt: verdict === 'retry' ? now + backoffMs(row.attempts, random) : 0,
  }),
);

/** Behind a row parked by a 401 of the session: it would get the same 401. */
export const park = transition(['pending'], (row) => ({ ...row, status: 'parked' }));

/** The user signed in again (a new token mirrored): sent at once. */
export const release = transition(['parked'], (row) => ({ ...row, status: 'pending', nextAttemptAt: 0 }));

/** Not sent within OUTBOX_EXPIRY_MS: shown as expired, never sent on its own. */
export const expire = transition(['pending', 'parked'], (row) => ({ ...row, status: 'expired' }));

/**
 * The page's "Retry": pending again at `createdAt` (the end of its user's queue). A refused row
 * gets `newKey` (the old key would only replay the refusal); an expired or parked row keeps its
 * key, since it may have been applied.
 */
export const retry = transition(
  ['pending', 'parked', 'failed', 'expired'],
  (row, createdAt: number, newKey: string) => ({
    ...row,
    idempotencyKey: row.status === 'failed' ? newKey : row.idempotencyKey,
    status: 'pending',
    attempts: 0,
    nextAttemptAt: 0,
    createdAt,
  }),
);

/** The page's "Discard": the row as it is, to be deleted; never a row being sent. */
export const discard = transition(['pending', 'parked', 'done', 'failed', 'expired'], (row) => row);

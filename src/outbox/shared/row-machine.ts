// The life of an outbox row (DESIGN.md §5) as one state machine: each transition has one name,
// the states it may leave, and the row it makes. Pure: no IndexedDB, no clock (time, randomness
// and new keys are passed in). The queue (sw/outbox/queue.ts) and the session mirror
// (src/offline/session-mirror.ts) apply these inside their transactions; nothing else writes a
// row's status.
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

export type Transition =
  | { name: 'take' }
  | { name: 'putBack' }
  | { name: 'recover' }
  | { name: 'settle'; verdict: Verdict; result: SendResult; now: number; random: number }
  | { name: 'park' }
  | { name: 'release' }
  | { name: 'expire' }
  /** `createdAt`: the end of the user's queue; `newKey`: the key a refused row is sent under. */
  | { name: 'retry'; createdAt: number; newKey: string };

export type TransitionName = Transition['name'] | 'discard';

/** The states each transition may leave: from any other, the row stays as it is. */
const FROM: Record<TransitionName, ReadonlySet<OutboxStatus>> = {
  take: new Set(['pending']),
  putBack: new Set(['sending']),
  recover: new Set(['sending']),
  settle: new Set(['sending']),
  park: new Set(['pending']),
  release: new Set(['parked']),
  expire: new Set(['pending', 'parked']),
  retry: new Set(['pending', 'parked', 'failed', 'expired']),
  discard: new Set(['pending', 'parked', 'done', 'failed', 'expired']),
};

const STATUS_OF: Record<Verdict, OutboxStatus> = {
  done: 'done',
  conflict: 'failed',
  retry: 'pending',
  park: 'parked',
};

/** True when `name` may leave `row`'s state. */
export function can(row: Pick<OutboxRow, 'status'>, name: TransitionName): boolean {
  return FROM[name].has(row.status);
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

/** `row` after `transition`, or null when the transition may not leave `row`'s state. */
export function step(row: OutboxRow, transition: Transition): OutboxRow | null {
  if (!can(row, transition.name)) return null;
  switch (transition.name) {
    case 'take':
      return { ...row, status: 'sending', attempts: row.attempts + 1 };
    case 'putBack':
      return { ...row, status: 'pending', attempts: row.attempts - 1 };
    case 'recover':
      return { ...row, status: 'pending' };
    case 'settle': {
      // The verdict, with the server's status and body if it answered; a retry waits a backoff.
      const { verdict, result, now, random } = transition;
      const answer = result.kind === 'answer' ? { lastStatus: result.status, lastBody: result.body } : {};
      const nextAttemptAt = verdict === 'retry' ? now + backoffMs(row.attempts, random) : 0;
      return { ...row, ...answer, status: STATUS_OF[verdict], nextAttemptAt };
    }
    case 'park':
      return { ...row, status: 'parked' };
    case 'release':
      return { ...row, status: 'pending', nextAttemptAt: 0 };
    case 'expire':
      return { ...row, status: 'expired' };
    case 'retry':
      // A refused row gets a new key (the old one would only replay the refusal); an expired or
      // parked row keeps its key, since it may have been applied.
      return {
        ...row,
        idempotencyKey: row.status === 'failed' ? transition.newKey : row.idempotencyKey,
        status: 'pending',
        attempts: 0,
        nextAttemptAt: 0,
        createdAt: transition.createdAt,
      };
  }
}

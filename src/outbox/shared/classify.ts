// What one send of an outbox row means (DESIGN.md §5), as pure functions: the verdict of an answer
// (or of no answer), the backoff before the next try, and which requests may queue at all.
// No IndexedDB, no fetch, no clock: the replay (sw/outbox/replay.ts) does the I/O and passes time in.
import { INVALID_TOKEN, UNAUTHENTICATED } from '#contract/refusals';
import {
  OUTBOX_BACKOFF_BASE_MS,
  OUTBOX_BACKOFF_MAX_MS,
  QUEUEABLE_LEAD_PATH,
  QUEUEABLE_STAR_PATH,
  QUEUEABLE_VISIT_CV_PATH,
  QUEUEABLE_WRITE_PATHS,
} from './constants.ts';

/** The outcome of one send: an HTTP answer, or none (offline, reset, DNS) or none in time. */
export type SendResult =
  { kind: 'answer'; status: number; body: unknown } | { kind: 'network' } | { kind: 'timeout' };

/**
 * - `done`: applied (2xx); `conflict`: the server refused for good (a final 4xx, shown with its reason);
 * - `retry`: try again after a backoff; `park`: the session is no longer valid, wait for a sign-in.
 */
export type Verdict = 'done' | 'conflict' | 'retry' | 'park';

/** 408 timeout, 409 same key still in flight, 429 rate limited: the request may succeed later. */
const RETRY_STATUSES: ReadonlySet<number> = new Set([408, 409, 429]);

/**
 * NOTE: the provider also answers 401 for refusals that have nothing to do with the session ("Cannot
 * access resource", "Only attendees can buy"); only the auth layer's two bodies mean "sign in again"
 * (server/plugins/errors.ts `unauthenticated`, `invalid-token`). Any other 401 is final.
 */
const SESSION_ERRORS: ReadonlySet<string> = new Set([UNAUTHENTICATED, INVALID_TOKEN]);

function isSessionRefusal(body: unknown): boolean {
  if (typeof body !== 'object' || body === null || !('error' in body)) return false;
  return typeof body.error === 'string' && SESSION_ERRORS.has(body.error);
}

export function classify(result: SendResult): Verdict {
  if (result.kind !== 'answer') return 'retry';
  const { status, body } = result;
  if (status >= 200 && status < 300) return 'done';
  if (status === 401) return isSessionRefusal(body) ? 'park' : 'conflict';
  if (RETRY_STATUSES.has(status) || status >= 500) return 'retry';
  // Other 4xx are final; so is anything odd (1xx/3xx never reach fetch's caller as such).
  return 'conflict';
}

/** True when the verdict ends the row for good (it is never sent again on its own). */
export function isFinal(verdict: Verdict): boolean {
  return verdict === 'done' || verdict === 'conflict';
}

/**
 * Milliseconds to wait before try number `attempts + 1`: exponential from OUTBOX_BACKOFF_BASE_MS,
 * capped at OUTBOX_BACKOFF_MAX_MS, scaled by a jitter in [0.5, 1) so many devices coming back at
 * once do not retry in step. `random` is in [0, 1).
 */
export function backoffMs(attempts: number, random: number): number {
  const exponent = Math.min(Math.max(attempts - 1, 0), 20);
  const ceiling = Math.min(OUTBOX_BACKOFF_BASE_MS * 2 ** exponent, OUTBOX_BACKOFF_MAX_MS);
  return Math.round(ceiling * (0.5 + random / 2));
}

/**
 * A write the SW keeps in the outbox when the network fails: POST to one of the queueable paths,
 * PUT/DELETE of a programme star, or PUT of a sponsor's lead edit or of an attendee's CV choice.
 */
export function isQueueableWrite(method: string, pathname: string): boolean {
  const path = pathname.length > 1 && pathname.endsWith('/') ? pathname.slice(0, -1) : pathname;
  if (method === 'PUT' && (QUEUEABLE_LEAD_PATH.test(path) || QUEUEABLE_VISIT_CV_PATH.test(path))) return true;
  if (method === 'PUT' || method === 'DELETE') return QUEUEABLE_STAR_PATH.test(path);
  if (method !== 'POST') return false;
  return QUEUEABLE_WRITE_PATHS.includes(path);
}

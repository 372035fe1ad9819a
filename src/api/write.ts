// Page-side writes (DESIGN.md §5): every write carries an Idempotency-Key and the time the user
// acted (Occurred-At, RFC 3339), both fixed when the user acts, so a retried or replayed request is
// applied once and judged by when it happened. Queueable writes (store buy, awards, scans, deliveries,
// referrals) pass through the SW's outbox: with no answer within 4 s the SW keeps them and answers
// "queued", which submitWrite reports as such. Page-only: it sends through the page's ky instance.
import { HEADER_IDEMPOTENCY_KEY, HEADER_OCCURRED_AT } from '#contract/constants';
import {
  HEADER_OUTBOX,
  HEADER_OUTBOX_COST,
  HEADER_OUTBOX_LABEL,
  OUTBOX_ALREADY_QUEUED,
  OUTBOX_QUEUED,
} from '../outbox/shared/constants.ts';
import { api } from './client.ts';

export type WriteMethod = 'POST' | 'PUT' | 'PATCH' | 'DELETE';

export type WriteRequest = {
  method: WriteMethod;
  /** API path without a leading slash, e.g. `api/redeems`. */
  path: string;
  body?: unknown;
  idempotencyKey?: string;
  occurredAt?: Date;
  /** For the outbox screen, should the write be kept: what the user did ("Buy Mug"). */
  label?: string;
  /** Tokens the write spends (a buy's price), so balances can count it while it waits. */
  cost?: number;
};

/**
 * `applied`: the server's answer (2xx); `queued`: kept by the SW's outbox as row `rowId`, or, with
 * `isDuplicate`, the same award already waited there as `rowId` and this one was not kept.
 */
export type WriteOutcome =
  { kind: 'applied'; body: unknown } | { kind: 'queued'; rowId: string; isDuplicate: boolean };

/** The headers every write carries. */
export function writeHeaders(idempotencyKey: string, occurredAt: Date): Record<string, string> {
  return { [HEADER_IDEMPOTENCY_KEY]: idempotencyKey, [HEADER_OCCURRED_AT]: occurredAt.toISOString() };
}

function outboxHeaders(label: string | undefined, cost: number | undefined): Record<string, string> {
  return {
    ...(label === undefined ? {} : { [HEADER_OUTBOX_LABEL]: encodeURIComponent(label) }),
    ...(cost === undefined ? {} : { [HEADER_OUTBOX_COST]: String(cost) }),
  };
}

let hasAskedPersistence = false;

/** DESIGN.md §5: ask once, at the first queued write, that the browser never evicts the outbox. */
function askPersistence(): void {
  if (hasAskedPersistence) return;
  hasAskedPersistence = true;
  navigator.storage?.persist?.().catch(() => undefined);
}

/**
 * Sends one write: resolves `applied` with its JSON answer (null for an empty body), or `queued`
 * when the SW kept it for later. Throws ky errors for a refusal, and a NetworkError when no SW
 * could keep it.
 */
export async function submitWrite({
  method,
  path,
  body,
  idempotencyKey = crypto.randomUUID(),
  occurredAt = new Date(),
  label,
  cost,
}: WriteRequest): Promise<WriteOutcome> {
  const response = await api
    .send(path, {
      method,
      headers: { ...writeHeaders(idempotencyKey, occurredAt), ...outboxHeaders(label, cost) },
      ...(body === undefined ? {} : { json: body }),
    })
    .response();
  const marker = response.headers.get(HEADER_OUTBOX);
  if (marker === OUTBOX_QUEUED || marker === OUTBOX_ALREADY_QUEUED) {
    askPersistence();
    const { id } = (await response.json()) as { id: string };
    return { kind: 'queued', rowId: id, isDuplicate: marker === OUTBOX_ALREADY_QUEUED };
  }
  const text = await response.text();
  return { kind: 'applied', body: text === '' ? null : (JSON.parse(text) as unknown) };
}

/**
 * Sends a write that never queues (profile edits, deletions) and resolves with its JSON answer.
 * Throws ky errors. Queueable writes use submitWrite, which can answer "queued".
 */
export async function sendWrite(request: WriteRequest): Promise<unknown> {
  const outcome = await submitWrite(request);
  if (outcome.kind === 'queued') throw new Error(`${request.path} was queued; use submitWrite`);
  return outcome.body;
}

// Page-side writes (DESIGN.md §5): every write carries an Idempotency-Key and the time the user
// acted (Occurred-At, RFC 3339), so a retried or replayed request is applied once and judged by
// when it happened. NOTE: this sends now and reports failure honestly; the SW outbox that queues
// writes while offline comes in a later issue. Page-only: it sends through the page's ky instance.
import { HEADER_IDEMPOTENCY_KEY, HEADER_OCCURRED_AT } from '#contract/constants';
import { api } from './client.ts';

export type WriteMethod = 'POST' | 'PUT' | 'PATCH' | 'DELETE';

export type WriteRequest = {
  method: WriteMethod;
  /** API path without a leading slash, e.g. `api/redeems`. */
  path: string;
  body?: unknown;
  idempotencyKey?: string;
  occurredAt?: Date;
};

/** The headers every write carries. */
export function writeHeaders(idempotencyKey: string, occurredAt: Date): Record<string, string> {
  return { [HEADER_IDEMPOTENCY_KEY]: idempotencyKey, [HEADER_OCCURRED_AT]: occurredAt.toISOString() };
}

/** Sends one write and resolves with its JSON answer (null for an empty body). Throws ky errors. */
export async function sendWrite({
  method,
  path,
  body,
  idempotencyKey = crypto.randomUUID(),
  occurredAt = new Date(),
}: WriteRequest): Promise<unknown> {
  const response = await api(path, {
    method,
    headers: writeHeaders(idempotencyKey, occurredAt),
    ...(body === undefined ? {} : { json: body }),
  });
  const text = await response.text();
  return text === '' ? null : (JSON.parse(text) as unknown);
}

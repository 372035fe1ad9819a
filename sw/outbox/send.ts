// One send of an outbox row (DESIGN.md §5): the request as the page made it, with the session's
// Authorization added now (never stored per row), bounded by a timeout. Its outcome is a
// SendResult for classify(): an answer, or none (network) or none in time (timeout).
import { HEADER_IDEMPOTENCY_KEY, HEADER_OCCURRED_AT } from '#contract/constants';
import type { SendResult } from '../../src/outbox/shared/classify.ts';
import type { OutboxRow } from '../../src/outbox/shared/row.ts';

export type Fetch = (url: string, init: RequestInit) => Promise<Response>;

function parseBody(text: string): unknown {
  if (text === '') return null;
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return text;
  }
}

export async function sendRow(
  fetch: Fetch,
  row: OutboxRow,
  token: string,
  timeoutMs: number,
): Promise<SendResult> {
  const controller = new AbortController();
  const timer = setTimeout(() => controller.abort(), timeoutMs);
  try {
    const response = await fetch(row.path, {
      method: row.method,
      headers: {
        'Content-Type': 'application/json',
        Authorization: `Bearer ${token}`,
        [HEADER_IDEMPOTENCY_KEY]: row.idempotencyKey,
        [HEADER_OCCURRED_AT]: row.occurredAt,
      },
      body: JSON.stringify(row.body),
      signal: controller.signal,
      cache: 'no-store',
    });
    // NOTE: a body cut off after the headers is no answer at all: the row is retried and the
    // server's kept answer for the key comes back (a lost response after commit).
    return { kind: 'answer', status: response.status, body: parseBody(await response.text()) };
  } catch {
    return { kind: controller.signal.aborted ? 'timeout' : 'network' };
  } finally {
    clearTimeout(timer);
  }
}

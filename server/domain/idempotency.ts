// Rules of the idempotency store (DESIGN.md §5). A key is a UUID, bare or as a quoted string.
// Which answers are final (kept and replayed) mirrors the client's outbox classification:
// 2xx and 4xx other than 401/408/409/429. Anything else releases the key for a retry.
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

export function parseIdempotencyKey(raw: string): string | null {
  const trimmed = raw.trim();
  const bare = /^"(.*)"$/.exec(trimmed)?.[1] ?? trimmed;
  return UUID.test(bare) ? bare.toLowerCase() : null;
}

export function isFinalStatus(status: number): boolean {
  if (status >= 200 && status < 300) return true;
  return status >= 400 && status < 500 && ![401, 408, 409, 429].includes(status);
}

/** An in-flight claim older than this never committed (completion shares the effect's transaction). */
export const ABANDONED_CLAIM_MS = 2 * 60 * 1000;

export type ClaimState =
  | { kind: 'new' }
  | { kind: 'mismatch' }
  | { kind: 'in-flight' }
  | { kind: 'replay'; status: number; body: unknown };

export function classifyExisting(
  existing: { requestHash: string; statusCode: number | null; body: unknown; createdAt: Date },
  requestHash: string,
  now: Date,
): ClaimState | 'take-over' {
  if (existing.requestHash !== requestHash) return { kind: 'mismatch' };
  if (existing.statusCode !== null)
    return { kind: 'replay', status: existing.statusCode, body: existing.body };
  return now.getTime() - existing.createdAt.getTime() > ABANDONED_CLAIM_MS
    ? 'take-over'
    : { kind: 'in-flight' };
}

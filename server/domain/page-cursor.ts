// The opaque `after` cursors of the paged reads (contract/pages.ts, issue 28). Pure. A cursor that
// does not decode to the expected shape is null, which the route answers with a 400.

/**
 * Where a visitors page starts: after a visit (its time and the attendee), or, for a company that
 * sees everyone, after an attendee who never visited (by nickname, then id).
 */
export type VisitorCursor =
  { phase: 'visited'; at: Date; id: string } | { phase: 'others'; nickname: string; id: string };

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** A page size asked for as digits: a number in 1…max, else null (the route answers 400). */
export function pageSizeOf(raw: string, max: number): number | null {
  const n = /^[0-9]{1,6}$/.test(raw) ? Number(raw) : 0;
  return n >= 1 && n <= max ? n : null;
}

/** A badge page continues after a redeem id. */
export const encodeOwnerCursor = (redeemId: number): string => String(redeemId);

export function decodeOwnerCursor(raw: string): number | null {
  if (!/^[1-9]\d{0,15}$/.test(raw)) return null;
  const id = Number(raw);
  return Number.isSafeInteger(id) ? id : null;
}

export function encodeVisitorCursor(cursor: VisitorCursor): string {
  const parts =
    cursor.phase === 'visited'
      ? ['v', cursor.at.toISOString(), cursor.id]
      : ['o', cursor.nickname, cursor.id];
  return Buffer.from(JSON.stringify(parts)).toString('base64url');
}

export function decodeVisitorCursor(raw: string): VisitorCursor | null {
  let parts: unknown;
  try {
    parts = JSON.parse(Buffer.from(raw, 'base64url').toString('utf8'));
  } catch {
    return null;
  }
  if (!Array.isArray(parts) || parts.length !== 3) return null;
  const [phase, key, id] = parts as unknown[];
  if (typeof key !== 'string' || typeof id !== 'string' || !UUID.test(id)) return null;
  if (phase === 'o') return key.includes('\0') ? null : { phase: 'others', nickname: key, id };
  if (phase !== 'v' || !/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}(\.\d{3})?Z$/.test(key)) return null;
  const at = new Date(key);
  return Number.isNaN(at.getTime()) ? null : { phase: 'visited', at, id };
}

// The one reader of ids from the wire: UUIDs (attendees, users' cards, referrals) and integer ids
// (badges, courses, items, prizes, companies). Pure. Each caller maps the reading to its own
// provider answer (a 400, a 404, a field error), so the rules of what is an id live here once.
import { INT4_MAX, parseInteger } from './integers.ts';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

export const isUuid = (value: unknown): value is string => typeof value === 'string' && UUID.test(value);

/**
 * An integer id as a JSON body or path carries it: a JSON integer or a string of digits with an
 * optional minus (as Ecto casts an integer field). 'out-of-range' is a well-formed integer that no
 * PostgreSQL `integer` column can hold; ids ≤ 0 come back as numbers, for the caller to refuse.
 */
export function readIntId(value: unknown): 'missing' | 'malformed' | 'out-of-range' | number {
  if (value === undefined || value === null) return 'missing';
  if (typeof value === 'string' && value.startsWith('+')) return 'malformed';
  const n = parseInteger(value);
  if (n === null) return 'malformed';
  return n > BigInt(INT4_MAX) || n < -BigInt(INT4_MAX) ? 'out-of-range' : Number(n);
}

/** A positive id in the int4 range, or null: the id of a row that may exist. */
export const rowIdOf = (reading: ReturnType<typeof readIntId>): number | null =>
  typeof reading === 'number' && reading >= 1 ? reading : null;

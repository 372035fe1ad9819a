// Cards by the short code printed under their QR (cards/rules.ts): who a typed code names, and
// which codes are taken when new cards are made. Every read is a range on the primary key.
import { randomUUID } from 'node:crypto';
import { and, asc, gte, isNull, lte, sql } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import { rowsOf } from '../db/statements.ts';
import { attendees } from '../db/schema/accounts.ts';
import { cardCodeRange, codeDigitsOf, pickCardIds } from './rules.ts';

/** What a code names: no card, exactly one, or more than one (ids chosen outside pickCardIds). */
export type CodeMatch =
  { kind: 'none' } | { kind: 'one'; id: string; isRegistered: boolean } | { kind: 'ambiguous' };

/** The card whose code is `digits` (8 lower-case hex digits); `free` looks at unclaimed cards only. */
export async function findByCardCode(
  db: Db,
  digits: string,
  only: 'any' | 'free' = 'any',
): Promise<CodeMatch> {
  const { low, high } = cardCodeRange(digits);
  const rows = await db
    .select({ id: attendees.id, userId: attendees.userId })
    .from(attendees)
    .where(
      and(
        gte(attendees.id, low),
        lte(attendees.id, high),
        only === 'free' ? isNull(attendees.userId) : undefined,
      ),
    )
    .orderBy(asc(attendees.id))
    .limit(2);
  const [first, second] = rows;
  if (first === undefined) return { kind: 'none' };
  if (second !== undefined) return { kind: 'ambiguous' };
  return { kind: 'one', id: first.id, isRegistered: first.userId !== null };
}

/** Which of these codes some attendee already carries. */
async function takenCodes(db: Db, codes: readonly string[]): Promise<Set<string>> {
  const result = await db.execute(sql`
    select q.code from json_array_elements_text(${JSON.stringify(codes)}::json) as q(code)
     where exists (
       select 1 from attendees a
        where a.id >= (q.code || '-0000-0000-0000-000000000000')::uuid
          and a.id <= (q.code || '-ffff-ffff-ffff-ffffffffffff')::uuid)`);
  return new Set(rowsOf<{ code: string }>(result).map((row) => row.code));
}

/**
 * Creates `count` unregistered cards (attendees with no user), each with a code no other attendee
 * has, and returns their ids (`newId` draws a candidate; tests pass their own). NOTE: two batches made at once take turns (an advisory lock), so
 * they cannot both pick a code that was free when each looked.
 */
export async function createCards(
  db: Db,
  count: number,
  newId: () => string = randomUUID,
): Promise<string[]> {
  return db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(hashtext('confetti:card-codes'))`);
    const seen = new Set<string>();
    const chosen: string[] = [];
    while (chosen.length < count) {
      const drawn = pickCardIds(count - chosen.length, (digits) => seen.has(digits), newId);
      const taken = await takenCodes(tx, drawn.map(codeDigitsOf));
      for (const id of drawn) {
        seen.add(codeDigitsOf(id));
        if (!taken.has(codeDigitsOf(id))) chosen.push(id);
      }
    }
    if (chosen.length > 0) await tx.insert(attendees).values(chosen.map((id) => ({ id })));
    return chosen;
  });
}

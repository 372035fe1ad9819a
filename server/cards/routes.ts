// An attendee named by the short code printed on their card (issue 21; cards/rules.ts), for the
// routes that take one: GET /api/attendee?code=, POST /api/redeems `attendee_code`, sign-up's
// GET /api/auth/cards/:code. A code that names no card, or more than one, is refused with the code
// as the card prints it: never a guess between two people.
import { formatCardCode, normaliseCardCode } from '#contract/card-code';
import type { Db } from '../db/client.ts';
import { findByCardCode } from './repo.ts';
import { Refusal } from '../plugins/errors.ts';

/** The 8 hex digits of a typed code; 400 when the text is no code at all. */
export function cardCodeDigits(raw: string): string {
  const digits = normaliseCardCode(raw);
  if (digits === null) throw new Refusal('bad-request');
  return digits;
}

/** The card the code names (among unclaimed cards with `free`); 404 for none, 422 for two. */
export async function cardOfCode(
  db: Db,
  digits: string,
  only: 'any' | 'free' = 'any',
): Promise<{ id: string; isRegistered: boolean }> {
  const match = await findByCardCode(db, digits, only);
  if (match.kind === 'none') throw new Refusal('card-code-unknown', formatCardCode(digits));
  if (match.kind === 'ambiguous') throw new Refusal('card-code-ambiguous', formatCardCode(digits));
  return match;
}

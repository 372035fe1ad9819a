// The slot machine's one-transaction spin (provider-api.md §4 "Slots"): lock the attendee, take the
// bet, draw a payout, log it in attendees_payouts, credit the winnings and write the daily snapshot.
// Also the pay table as the players see it.
import { asc, desc } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import { attendeesPayouts, payouts } from '../db/schema/games.ts';
import type { RandomSource } from './draw-rules.ts';
import { decideSlots, type SlotsOutcome, type SlotsRefusal } from './slot-rules.ts';
import { credit, lockAttendee, snapshotDaily } from '../db/balances.ts';

export type SlotsResult =
  ({ kind: 'played' } & SlotsOutcome) | { kind: SlotsRefusal } | { kind: 'attendee-not-found' };

/** Every payout row, best multiplier first (multipliers are unique, so the order is total). */
export const listPaytable = (db: Db): Promise<{ multiplier: number; probability: number }[]> =>
  db
    .select({ multiplier: payouts.multiplier, probability: payouts.probability })
    .from(payouts)
    .orderBy(desc(payouts.multiplier));

export async function playSlots(
  db: Db,
  input: { attendeeId: string; bet: number; at: Date; random: RandomSource },
): Promise<SlotsResult> {
  const { attendeeId, bet, at, random } = input;
  return db.transaction(async (tx) => {
    const attendee = await lockAttendee(tx, attendeeId);
    if (!attendee) return { kind: 'attendee-not-found' };
    const table = await tx
      .select({ id: payouts.id, probability: payouts.probability, multiplier: payouts.multiplier })
      .from(payouts)
      .orderBy(asc(payouts.id));
    const outcome = decideSlots({ balance: attendee.balance, bet, payouts: table, random });
    if (typeof outcome === 'string') return { kind: outcome };
    await credit(tx, attendeeId, -bet);
    await tx
      .insert(attendeesPayouts)
      .values({ attendeeId, payoutId: outcome.payoutId, bet, tokens: outcome.tokens });
    const balance = await credit(tx, attendeeId, outcome.tokens);
    await snapshotDaily(tx, attendeeId, balance, at);
    return { kind: 'played', ...outcome };
  });
}

// Token and entry changes shared by every action that moves tokens (provider-api.md §4): each one
// also writes the day's snapshot of the total balance, which the daily leaderboard reads.
import { eq, sql } from 'drizzle-orm';
import type { Tx } from './client.ts';
import { attendees } from './schema/accounts.ts';
import { dailyTokens } from './schema/contest.ts';
import { utcDay } from '../awards/rules.ts';

/** Adds (or with a negative delta, takes) tokens; CHECK (token_balance >= 0) refuses an overdraft. */
export async function credit(tx: Tx, attendeeId: string, tokens: number, entries = 0): Promise<number> {
  const [row] = await tx
    .update(attendees)
    .set({
      tokenBalance: sql`${attendees.tokenBalance} + ${tokens}`,
      entries: sql`${attendees.entries} + ${entries}`,
      updatedAt: sql`(now() at time zone 'utc')`,
    })
    .where(eq(attendees.id, attendeeId))
    .returning({ balance: attendees.tokenBalance });
  if (!row) throw new Error(`attendee ${attendeeId} vanished inside its own transaction`);
  return row.balance;
}

export async function snapshotDaily(tx: Tx, attendeeId: string, balance: number, at: Date): Promise<void> {
  await tx
    .insert(dailyTokens)
    .values({ attendeeId, day: utcDay(at), quantity: balance })
    .onConflictDoUpdate({
      target: [dailyTokens.attendeeId, dailyTokens.day],
      set: { quantity: balance, updatedAt: sql`(now() at time zone 'utc')` },
    });
}

/** Locks the attendee row for the rest of the transaction: one money write per attendee at a time. */
export async function lockAttendee(tx: Tx, attendeeId: string) {
  const [row] = await tx
    .select({ id: attendees.id, userId: attendees.userId, balance: attendees.tokenBalance })
    .from(attendees)
    .where(eq(attendees.id, attendeeId))
    .for('update');
  return row ?? null;
}

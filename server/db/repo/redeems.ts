// Awarding a badge in one transaction (provider-api.md §4): the redeem, tokens (times the spotlight
// multiplier while the badge's company is in the spotlight), +1 entry and the daily snapshot.
import { and, eq, gte } from 'drizzle-orm';
import type { Db, Tx } from '../client.ts';
import { companies } from '../schema/accounts.ts';
import { badges, redeems, spotlights } from '../schema/contest.ts';
import { decideRedeem, tokensFor, type RedeemMode, type RedeemRefusal } from '../../domain/redeems.ts';
import { credit, lockAttendee, snapshotDaily } from './balances.ts';

export type AwardInput = {
  attendeeId: string;
  badgeId: number;
  staffId: number | null;
  mode: RedeemMode;
  /** When the staff member or sponsor acted (Occurred-At), used for the gifting window. */
  at: Date;
};

export type AwardResult =
  | { kind: 'awarded'; tokens: number; balance: number }
  | { kind: 'attendee-not-found' }
  | { kind: 'badge-not-found' }
  | { kind: 'refused'; refusal: RedeemRefusal };

const windowColumns = {
  id: badges.id,
  type: badges.type,
  tokens: badges.tokens,
  begin: badges.begin,
  end: badges.end,
  beginBadge: badges.beginBadge,
  endBadge: badges.endBadge,
};

export async function findBadge(db: Db | Tx, badgeId: number) {
  const [badge] = await db.select(windowColumns).from(badges).where(eq(badges.id, badgeId));
  return badge ?? null;
}

async function spotlightSponsor(tx: Tx, badgeId: number, at: Date) {
  const [row] = await tx
    .select({ sponsorship: companies.sponsorship })
    .from(spotlights)
    .innerJoin(companies, eq(companies.badgeId, spotlights.badgeId))
    .where(and(eq(spotlights.badgeId, badgeId), gte(spotlights.end, at)))
    .limit(1);
  return row?.sponsorship ?? null;
}

/**
 * The award inside a transaction the caller already holds (the wheel's Lucky Streak prize, a
 * referral). Locks the attendee row, which the caller may already hold. `onAwarded` runs in the
 * same transaction only when the badge was awarded.
 */
export async function awardBadgeInTx(
  tx: Tx,
  input: AwardInput,
  onAwarded?: (tx: Tx) => Promise<void>,
): Promise<AwardResult> {
  const attendee = await lockAttendee(tx, input.attendeeId);
  if (!attendee) return { kind: 'attendee-not-found' };
  const badge = await findBadge(tx, input.badgeId);
  if (!badge) return { kind: 'badge-not-found' };
  const held = await tx
    .select(windowColumns)
    .from(redeems)
    .innerJoin(badges, eq(badges.id, redeems.badgeId))
    .where(eq(redeems.attendeeId, input.attendeeId));
  const refusal = decideRedeem({ badge, held, at: input.at, mode: input.mode });
  if (refusal) return { kind: 'refused', refusal };
  const sponsor = await spotlightSponsor(tx, badge.id, input.at);
  const tokens = tokensFor(badge.tokens, sponsor);
  await tx.insert(redeems).values({
    attendeeId: input.attendeeId,
    badgeId: badge.id,
    staffId: input.staffId,
    spotlighted: sponsor !== null,
    occurredAt: input.at,
  });
  const balance = await credit(tx, input.attendeeId, tokens, 1);
  await snapshotDaily(tx, input.attendeeId, balance, input.at);
  await onAwarded?.(tx);
  return { kind: 'awarded', tokens, balance };
}

/** `onAwarded` runs inside the transaction, e.g. to keep the idempotent answer with the effect. */
export async function awardBadge(
  db: Db,
  input: AwardInput,
  onAwarded?: (tx: Tx) => Promise<void>,
): Promise<AwardResult> {
  return db.transaction((tx) => awardBadgeInTx(tx, input, onAwarded));
}

// Using a referral code (provider-api.md §3 "Awarding badges"): the code row is locked first, so
// of two attendees using one code at once exactly one gets the badge; the award, the code's
// new owner and the caller's extra writes (the idempotent answer) commit together. An id that is
// no referral may be one of the console's badge codes (badge-code-uses.ts, issue 23).
import { eq, sql } from 'drizzle-orm';
import type { Db, Tx } from '../db/client.ts';
import { referrals } from '../db/schema/contest.ts';
import { decideReferral } from '../badges/rules.ts';
import { useBadgeCode } from '../badges/code-use-repo.ts';
import { awardBadgeInTx, type AwardResult } from '../awards/repo.ts';

export type ReferralResult =
  | Exclude<AwardResult, { kind: 'awarded' }>
  | { kind: 'awarded'; badgeId: number; tokens: number; balance: number }
  | { kind: 'referral-not-found' }
  | { kind: 'referral-not-available' };

export function redeemReferral(
  db: Db,
  input: { referralId: string; attendeeId: string; at: Date },
  onRedeemed?: (tx: Tx) => Promise<void>,
): Promise<ReferralResult> {
  return db.transaction(async (tx): Promise<ReferralResult> => {
    const [referral] = await tx
      .select({ available: referrals.available, badgeId: referrals.badgeId })
      .from(referrals)
      .where(eq(referrals.id, input.referralId))
      .for('update');
    if (!referral) {
      const used = await useBadgeCode(tx, { codeId: input.referralId, ...input }, onRedeemed);
      if (used.kind === 'code-not-found') return { kind: 'referral-not-found' };
      return used.kind === 'code-refused' ? { kind: 'referral-not-available' } : used;
    }
    if (decideReferral(referral) === 'not-available') return { kind: 'referral-not-available' };
    const award = {
      attendeeId: input.attendeeId,
      badgeId: referral.badgeId,
      staffId: null,
      mode: 'normal' as const,
      at: input.at,
    };
    const result = await awardBadgeInTx(tx, award, async (inner) => {
      await inner
        .update(referrals)
        .set({ available: false, attendeeId: input.attendeeId, updatedAt: sql`(now() at time zone 'utc')` })
        .where(eq(referrals.id, input.referralId));
      await onRedeemed?.(inner);
    });
    return result.kind === 'awarded' ? { ...result, badgeId: referral.badgeId } : result;
  });
}

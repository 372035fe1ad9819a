// Using a console badge code (issue 23) through the provider's POST /api/referrals: the code row is
// locked first, so of many attendees using a code at its limit exactly `use_limit` get the badge;
// the award, the use and the caller's extra writes (the idempotent answer) commit together.
import { eq, sql } from 'drizzle-orm';
import type { Tx } from '../db/client.ts';
import { badgeCodes, badgeCodeUses } from '../db/schema/contest.ts';
import { decideCodeUse, type CodeUseRefusal } from './code-rules.ts';
import { awardBadgeInTx, type AwardResult } from '../awards/repo.ts';

export type CodeUseResult =
  | Exclude<AwardResult, { kind: 'awarded' }>
  | { kind: 'awarded'; badgeId: number; tokens: number; balance: number }
  | { kind: 'code-not-found' }
  | { kind: 'code-refused'; refusal: CodeUseRefusal };

export async function useBadgeCode(
  tx: Tx,
  input: { codeId: string; attendeeId: string; at: Date },
  onRedeemed?: (tx: Tx) => Promise<void>,
): Promise<CodeUseResult> {
  const [code] = await tx.select().from(badgeCodes).where(eq(badgeCodes.id, input.codeId)).for('update');
  if (!code) return { kind: 'code-not-found' };
  const [count] = await tx
    .select({ n: sql<number>`count(*)`.mapWith(Number) })
    .from(badgeCodeUses)
    .where(eq(badgeCodeUses.codeId, code.id));
  const refusal = decideCodeUse(code, count?.n ?? 0, input.at);
  if (refusal !== null) return { kind: 'code-refused', refusal };
  const award = {
    attendeeId: input.attendeeId,
    badgeId: code.badgeId,
    staffId: null,
    mode: 'normal' as const,
    at: input.at,
  };
  const result = await awardBadgeInTx(tx, award, async (inner) => {
    await inner.insert(badgeCodeUses).values({ codeId: code.id, attendeeId: input.attendeeId });
    await onRedeemed?.(inner);
  });
  return result.kind === 'awarded' ? { ...result, badgeId: code.badgeId } : result;
}

// Handing wheel prizes over (provider-api.md §3 "Roulette"): what an attendee is still owed, and
// the staff handover, which never delivers more than was won even when two staff scan at once.
import { and, asc, eq, sql } from 'drizzle-orm';
import type { Db, Tx } from '../db/client.ts';
import { attendeesPrizes, prizes } from '../db/schema/games.ts';
import { prizeHoldingColumns } from '../db/holdings.ts';

export type OwedPrizeRow = { id: number; name: string; avatar: string | null; notRedeemed: number };

/** Physical prizes won and not yet handed over (quantity > redeemed AND is_redeemable). */
export async function owedPrizes(db: Db, attendeeId: string): Promise<OwedPrizeRow[]> {
  return db
    .select(prizeHoldingColumns)
    .from(attendeesPrizes)
    .innerJoin(prizes, eq(prizes.id, attendeesPrizes.prizeId))
    .where(
      and(
        eq(attendeesPrizes.attendeeId, attendeeId),
        eq(prizes.isRedeemable, true),
        sql`${attendeesPrizes.quantity} > ${attendeesPrizes.redeemed}`,
      ),
    )
    .orderBy(asc(prizes.id));
}

export async function holdingOf(db: Db, attendeeId: string, prizeId: number) {
  const [row] = await db
    .select({ quantity: attendeesPrizes.quantity, redeemed: attendeesPrizes.redeemed })
    .from(attendeesPrizes)
    .where(and(eq(attendeesPrizes.attendeeId, attendeeId), eq(attendeesPrizes.prizeId, prizeId)));
  return row ?? null;
}

/**
 * Marks `quantity` units as handed over. The UPDATE only applies while they are still owed (and
 * CHECK redeemed <= quantity backs it), so two concurrent deliveries never over-deliver.
 * `onDelivered` runs in the same transaction, to keep the idempotent answer with the effect.
 */
export async function deliverPrize(
  db: Db,
  input: { attendeeId: string; prizeId: number; quantity: number },
  onDelivered: (tx: Tx) => Promise<void>,
): Promise<boolean> {
  return db.transaction(async (tx) => {
    const rows = await tx
      .update(attendeesPrizes)
      // NOTE: updated_at is left alone: it dates the last win, which latestwins shows.
      .set({ redeemed: sql`${attendeesPrizes.redeemed} + ${input.quantity}` })
      .where(
        and(
          eq(attendeesPrizes.attendeeId, input.attendeeId),
          eq(attendeesPrizes.prizeId, input.prizeId),
          sql`${attendeesPrizes.redeemed} + ${input.quantity} <= ${attendeesPrizes.quantity}`,
        ),
      )
      .returning({ id: attendeesPrizes.id });
    if (rows.length === 0) return false;
    await onDelivered(tx);
    return true;
  });
}

// The games' settings (issue 23; schema/games.ts game_settings and payouts): the wheel's spin price
// read by every spin and by GET /api/roulette/price, and the console's writes of it and of the
// slots' pay table, each with its audit entry in the same transaction.
// NOTE: nothing reads these at server start; with no settings row the provider's 20 holds.
import { asc, eq, notInArray, sql } from 'drizzle-orm';
import type { Db, Tx } from '../db/client.ts';
import { gameSettings, payouts } from '../db/schema/games.ts';
import { ROULETTE_COST } from './wheel-rules.ts';
import type { PaytableRow } from './settings-rules.ts';
import { recordChange, type AuditStamp } from '../audit/repo.ts';

export async function readSpinPrice(db: Db | Tx): Promise<number> {
  const [row] = await db
    .select({ price: gameSettings.spinPrice })
    .from(gameSettings)
    .where(eq(gameSettings.id, 1));
  return row?.price ?? ROULETTE_COST;
}

export function setSpinPrice(db: Db, price: number, stamp: AuditStamp): Promise<void> {
  return db.transaction(async (tx) => {
    const before = await readSpinPrice(tx);
    await tx
      .insert(gameSettings)
      .values({ id: 1, spinPrice: price, updatedAt: stamp.at })
      .onConflictDoUpdate({ target: gameSettings.id, set: { spinPrice: price, updatedAt: stamp.at } });
    await recordChange(tx, stamp, {
      action: 'games.spin-price',
      entity: 'games',
      entityId: null,
      before: { spinPrice: before },
      after: { spinPrice: price },
    });
  });
}

const paytableOf = (db: Db | Tx) =>
  db
    .select({ multiplier: payouts.multiplier, probability: payouts.probability })
    .from(payouts)
    .orderBy(asc(payouts.multiplier));

export const readConsolePaytable = (db: Db): Promise<PaytableRow[]> => paytableOf(db);

/**
 * Replaces the pay table: lines kept by multiplier are updated in place (so past spins still name
 * their line), new ones inserted, the others deleted (their past spins keep bet and tokens).
 * NOTE: one transaction, so a spin draws from the old table or the new, never a mix; the lock
 * orders two admins saving at once.
 */
export function setPaytable(db: Db, rows: readonly PaytableRow[], stamp: AuditStamp): Promise<void> {
  return db.transaction(async (tx) => {
    await tx.execute(sql`lock table ${payouts} in share row exclusive mode`);
    const before = await paytableOf(tx);
    const multipliers = rows.map((r) => r.multiplier);
    await tx.delete(payouts).where(notInArray(payouts.multiplier, multipliers));
    for (const row of rows) {
      await tx
        .insert(payouts)
        .values({ ...row, updatedAt: stamp.at })
        .onConflictDoUpdate({
          target: payouts.multiplier,
          set: { probability: row.probability, updatedAt: stamp.at },
        });
    }
    const after = await paytableOf(tx);
    await recordChange(tx, stamp, {
      action: 'games.paytable',
      entity: 'games',
      entityId: null,
      before,
      after,
    });
  });
}

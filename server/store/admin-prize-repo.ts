// The console's wheel prizes (issue 13): every prize, archived ones too, with the units won, its
// create (with probability 0), edit, image and removal through the shape every catalogue table
// shares (admin/catalogue-rows.ts), and the table-wide odds change.
// NOTE: the odds change locks every prize row in id order, the order a spin locks them in
// (games/wheel-repo.ts), so the two never deadlock and a spin never draws from half-changed odds.
import { asc, eq, isNull, sql } from 'drizzle-orm';
import type { Db, Tx } from '../db/client.ts';
import { attendeesPrizes, prizes } from '../db/schema/games.ts';
import { decideOdds, prizeLeaveRefusal, type PrizeValues, type WheelOdds } from '../admin/rules.ts';
import { recordChange, type AuditStamp } from '../audit/repo.ts';
import { catalogueRows } from '../admin/catalogue-rows.ts';
import { catalogueTable } from '../admin/catalogue-table.ts';
import type { EditResult } from '../admin/rows.ts';

type PrizeTableRow = typeof prizes.$inferSelect;
export type ConsolePrizeRow = PrizeTableRow & { won: number };

const won = sql<number>`(select coalesce(sum(ap.quantity), 0) from attendees_prizes ap
  where ap.prize_id = "prizes"."id")`.mapWith(Number);
const table = catalogueTable(prizes, { won });

export const listConsolePrizes: (db: Db) => Promise<ConsolePrizeRow[]> = table.list;
export const findConsolePrize: (db: Db, id: number) => Promise<ConsolePrizeRow | null> = table.find;

const columnsOf = (v: PrizeValues) => ({
  name: v.name,
  stock: v.stock,
  maxAmountPerAttendee: v.maxAmountPerAttendee,
  isRedeemable: v.isRedeemable,
  isNothing: v.isNothing,
});

async function hasHistory(tx: Tx, id: number): Promise<boolean> {
  const [row] = await tx
    .select({ id: attendeesPrizes.id })
    .from(attendeesPrizes)
    .where(eq(attendeesPrizes.prizeId, id))
    .limit(1);
  return row !== undefined;
}

/** A new prize starts at 0 %; archiving or removing one takes it off the wheel, refused while it
 * still has odds (the total would drop). */
const rows = catalogueRows<PrizeTableRow, PrizeValues>({
  entity: 'prize',
  lock: table.lock,
  insert: (tx, values) => table.insert(tx, { ...columnsOf(values), probability: 0 }),
  update: (tx, id, set, stamp) => table.update(tx, id, { ...set, ...stamp }),
  columnsOf,
  pictureOf: (path) => ({ avatar: path }),
  hasHistory,
  remove: table.remove,
  leaveRefusal: (current) => prizeLeaveRefusal(current.probability),
});

export const {
  insert: insertPrize,
  create: createPrize,
  edit: editPrize,
  setPicture: setPrizeImage,
  remove: removePrize,
} = rows;

/** New odds for some prizes; the wheel (prizes not archived) must add up to exactly 1 after. */
export async function setOdds(
  db: Db,
  changes: readonly WheelOdds[],
  stamp: AuditStamp,
): Promise<Exclude<EditResult<never>, { kind: 'ok' }> | { kind: 'ok' }> {
  return db.transaction(async (tx) => {
    const table = await tx.select().from(prizes).orderBy(asc(prizes.id)).for('update');
    const onWheel = table
      .filter((p) => p.archivedAt === null)
      .map((p) => ({ id: p.id, probability: p.probability }));
    const decided = decideOdds(onWheel, changes);
    if (decided.kind === 'refused') return decided;
    for (const { id, probability } of decided.value) {
      await tx.update(prizes).set({ probability, updatedAt: stamp.at }).where(eq(prizes.id, id));
    }
    const after = await tx
      .select({ id: prizes.id, probability: prizes.probability })
      .from(prizes)
      .where(isNull(prizes.archivedAt))
      .orderBy(asc(prizes.id));
    await recordChange(tx, stamp, {
      action: 'prize.odds',
      entity: 'prize',
      entityId: null,
      before: onWheel,
      after,
    });
    return { kind: 'ok' };
  });
}

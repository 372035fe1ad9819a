// The console's wheel prizes (issue 13): every prize, archived ones too, with the units won, its
// create (with probability 0), edit, image and removal, and the table-wide odds change.
// NOTE: the odds change locks every prize row in id order, the order a spin locks them in
// (repo/wheel.ts), so the two never deadlock and a spin never draws from half-changed odds.
import { asc, eq, getTableColumns, isNull, sql } from 'drizzle-orm';
import type { Db, Tx } from '../db/client.ts';
import { attendeesPrizes, prizes } from '../db/schema/games.ts';
import { decideOdds, prizeLeaveRefusal, type Decision, type WheelOdds } from '../admin/rules.ts';
import { recordChange, type AuditStamp } from '../db/repo/audit.ts';
import { createRow, editRow, removeRow, type EditResult } from '../admin/rows.ts';

type PrizeTableRow = typeof prizes.$inferSelect;
export type ConsolePrizeRow = PrizeTableRow & { won: number };

export type PrizeValues = {
  name: string;
  stock: number;
  maxAmountPerAttendee: number;
  isRedeemable: boolean;
  isNothing: boolean;
};

// NOTE: plain SQL with the outer table named (see badges/admin-repo.ts).
const won = sql<number>`(select coalesce(sum(ap.quantity), 0) from attendees_prizes ap
  where ap.prize_id = "prizes"."id")`.mapWith(Number);
const consoleColumns = { ...getTableColumns(prizes), won };

export const listConsolePrizes = (db: Db): Promise<ConsolePrizeRow[]> =>
  db.select(consoleColumns).from(prizes).orderBy(asc(prizes.id));

export async function findConsolePrize(db: Db, id: number): Promise<ConsolePrizeRow | null> {
  const [row] = await db.select(consoleColumns).from(prizes).where(eq(prizes.id, id));
  return row ?? null;
}

const lock = (id: number) => async (tx: Tx) =>
  (await tx.select().from(prizes).where(eq(prizes.id, id)).for('update'))[0];

const columnsOf = (v: PrizeValues) => ({
  name: v.name,
  stock: v.stock,
  maxAmountPerAttendee: v.maxAmountPerAttendee,
  isRedeemable: v.isRedeemable,
  isNothing: v.isNothing,
});

async function update(tx: Tx, id: number, set: Partial<PrizeTableRow>): Promise<PrizeTableRow> {
  const [row] = await tx.update(prizes).set(set).where(eq(prizes.id, id)).returning();
  return row!;
}

/** One new prize at 0 %, inside the caller's transaction (a create, or a line of a CSV import). */
export const insertPrize = async (tx: Tx, values: PrizeValues): Promise<PrizeTableRow> =>
  (
    await tx
      .insert(prizes)
      .values({ ...columnsOf(values), probability: 0 })
      .returning()
  )[0]!;

export function createPrize(db: Db, values: PrizeValues, stamp: AuditStamp): Promise<PrizeTableRow> {
  return createRow(db, { entity: 'prize', stamp, insert: (tx) => insertPrize(tx, values) });
}

/** Archiving takes a prize off the wheel: refused while it still has odds (the total would drop). */
export function editPrize(
  db: Db,
  id: number,
  edit: { decide: (current: PrizeValues) => Decision<PrizeValues>; archived?: boolean },
  stamp: AuditStamp,
) {
  return editRow(db, {
    entity: 'prize',
    id,
    stamp,
    archived: edit.archived,
    lock: lock(id),
    decide: edit.decide,
    check: (current, archivedAt) => (archivedAt === null ? null : prizeLeaveRefusal(current.probability)),
    write: (tx, values, archivedAt) =>
      update(tx, id, { ...columnsOf(values), archivedAt, updatedAt: stamp.at }),
  });
}

/** Points the row at a new picture, or at none (null). */
export function setPrizeImage(db: Db, id: number, path: string | null, stamp: AuditStamp) {
  return editRow(db, {
    entity: 'prize',
    id,
    stamp,
    action: 'prize.image',
    lock: lock(id),
    decide: (current) => ({ kind: 'ok', value: current }),
    write: (tx) => update(tx, id, { avatar: path, updatedAt: stamp.at }),
  });
}

const hasHistory = (id: number) => async (tx: Tx) => {
  const [row] = await tx
    .select({ id: attendeesPrizes.id })
    .from(attendeesPrizes)
    .where(eq(attendeesPrizes.prizeId, id))
    .limit(1);
  return row !== undefined;
};

export function removePrize(db: Db, id: number, stamp: AuditStamp) {
  return removeRow(db, {
    entity: 'prize',
    id,
    stamp,
    lock: lock(id),
    check: (current) => prizeLeaveRefusal(current.probability),
    hasHistory: hasHistory(id),
    archive: (tx, archivedAt) => update(tx, id, { archivedAt, updatedAt: stamp.at }),
    remove: async (tx) => {
      await tx.delete(prizes).where(eq(prizes.id, id));
    },
  });
}

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

// The console's store items (issue 13): every item, archived ones too, with the units sold, and
// its create, edit, image and removal through the shared frames of admin/rows.ts.
import { asc, eq, getTableColumns, sql } from 'drizzle-orm';
import type { Db, Tx } from '../db/client.ts';
import { buys, redeemables } from '../db/schema/store.ts';
import type { Decision } from '../admin/rules.ts';
import type { AuditStamp } from '../db/repo/audit.ts';
import { createRow, editRow, removeRow } from '../admin/rows.ts';

type ItemTableRow = typeof redeemables.$inferSelect;
export type ConsoleItemRow = ItemTableRow & { sold: number };

export type ItemValues = {
  name: string;
  description: string;
  price: number;
  stock: number;
  maxPerUser: number;
  isRedeemable: boolean;
};

// NOTE: plain SQL with the outer table named (see badges/admin-repo.ts).
const sold = sql<number>`(select coalesce(sum(b.quantity), 0) from buys b
  where b.redeemable_id = "redeemables"."id")`.mapWith(Number);
const consoleColumns = { ...getTableColumns(redeemables), sold };

export const listConsoleItems = (db: Db): Promise<ConsoleItemRow[]> =>
  db.select(consoleColumns).from(redeemables).orderBy(asc(redeemables.id));

export async function findConsoleItem(db: Db, id: number): Promise<ConsoleItemRow | null> {
  const [row] = await db.select(consoleColumns).from(redeemables).where(eq(redeemables.id, id));
  return row ?? null;
}

const lock = (id: number) => async (tx: Tx) =>
  (await tx.select().from(redeemables).where(eq(redeemables.id, id)).for('update'))[0];

const columnsOf = (v: ItemValues) => ({
  name: v.name,
  description: v.description,
  price: v.price,
  stock: v.stock,
  maxPerUser: v.maxPerUser,
  isRedeemable: v.isRedeemable,
});

async function update(tx: Tx, id: number, set: Partial<ItemTableRow>): Promise<ItemTableRow> {
  const [row] = await tx.update(redeemables).set(set).where(eq(redeemables.id, id)).returning();
  return row!;
}

/** One new store item row, inside the caller's transaction (a create, or a line of a CSV import). */
export const insertItem = async (tx: Tx, values: ItemValues): Promise<ItemTableRow> =>
  (await tx.insert(redeemables).values(columnsOf(values)).returning())[0]!;

export function createItem(db: Db, values: ItemValues, stamp: AuditStamp): Promise<ItemTableRow> {
  return createRow(db, { entity: 'product', stamp, insert: (tx) => insertItem(tx, values) });
}

export function editItem(
  db: Db,
  id: number,
  edit: { decide: (current: ItemValues) => Decision<ItemValues>; archived?: boolean },
  stamp: AuditStamp,
) {
  return editRow(db, {
    entity: 'product',
    id,
    stamp,
    archived: edit.archived,
    lock: lock(id),
    decide: edit.decide,
    write: (tx, values, archivedAt) =>
      update(tx, id, { ...columnsOf(values), archivedAt, updatedAt: stamp.at }),
  });
}

/** Points the row at a new picture, or at none (null). */
export function setItemImage(db: Db, id: number, path: string | null, stamp: AuditStamp) {
  return editRow(db, {
    entity: 'product',
    id,
    stamp,
    action: 'product.image',
    lock: lock(id),
    decide: (current) => ({ kind: 'ok', value: current }),
    write: (tx) => update(tx, id, { img: path, updatedAt: stamp.at }),
  });
}

const hasHistory = (id: number) => async (tx: Tx) => {
  const [row] = await tx.select({ id: buys.id }).from(buys).where(eq(buys.redeemableId, id)).limit(1);
  return row !== undefined;
};

export function removeItem(db: Db, id: number, stamp: AuditStamp) {
  return removeRow(db, {
    entity: 'product',
    id,
    stamp,
    lock: lock(id),
    hasHistory: hasHistory(id),
    archive: (tx, archivedAt) => update(tx, id, { archivedAt, updatedAt: stamp.at }),
    remove: async (tx) => {
      await tx.delete(redeemables).where(eq(redeemables.id, id));
    },
  });
}

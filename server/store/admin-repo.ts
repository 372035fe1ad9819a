// The console's store items (issue 13): every item, archived ones too, with the units sold, and
// its create, edit, image and removal through the shape every catalogue table shares (admin/catalogue-rows.ts).
import { asc, eq, getTableColumns, sql } from 'drizzle-orm';
import type { Db, Tx } from '../db/client.ts';
import { buys, redeemables } from '../db/schema/store.ts';
import { catalogueRows } from '../admin/catalogue-rows.ts';

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

const columnsOf = (v: ItemValues) => ({
  name: v.name,
  description: v.description,
  price: v.price,
  stock: v.stock,
  maxPerUser: v.maxPerUser,
  isRedeemable: v.isRedeemable,
});

async function hasHistory(tx: Tx, id: number): Promise<boolean> {
  const [row] = await tx.select({ id: buys.id }).from(buys).where(eq(buys.redeemableId, id)).limit(1);
  return row !== undefined;
}

const rows = catalogueRows<ItemTableRow, ItemValues>({
  entity: 'product',
  lock: async (tx, id) =>
    (await tx.select().from(redeemables).where(eq(redeemables.id, id)).for('update'))[0],
  insert: async (tx, values) => (await tx.insert(redeemables).values(columnsOf(values)).returning())[0]!,
  update: async (tx, id, set, stamp) =>
    (
      await tx
        .update(redeemables)
        .set({ ...set, ...stamp })
        .where(eq(redeemables.id, id))
        .returning()
    )[0]!,
  columnsOf,
  pictureOf: (path) => ({ img: path }),
  hasHistory,
  remove: async (tx, id) => {
    await tx.delete(redeemables).where(eq(redeemables.id, id));
  },
});

export const {
  insert: insertItem,
  create: createItem,
  edit: editItem,
  setPicture: setItemImage,
  remove: removeItem,
} = rows;

// The console's store items (issue 13): every item, archived ones too, with the units sold, and
// its create, edit, image and removal through the shape every catalogue table shares (admin/catalogue-rows.ts).
import { eq, sql } from 'drizzle-orm';
import type { Db, Tx } from '../db/client.ts';
import { buys, redeemables } from '../db/schema/store.ts';
import { catalogueRows } from '../admin/catalogue-rows.ts';
import { catalogueTable } from '../admin/catalogue-table.ts';
import type { ItemValues } from '../admin/rules.ts';

type ItemTableRow = typeof redeemables.$inferSelect;
export type ConsoleItemRow = ItemTableRow & { sold: number };

const sold = sql<number>`(select coalesce(sum(b.quantity), 0) from buys b
  where b.redeemable_id = "redeemables"."id")`.mapWith(Number);
const table = catalogueTable(redeemables, { sold });

export const listConsoleItems: (db: Db) => Promise<ConsoleItemRow[]> = table.list;
export const findConsoleItem: (db: Db, id: number) => Promise<ConsoleItemRow | null> = table.find;

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
  lock: table.lock,
  insert: (tx, values) => table.insert(tx, columnsOf(values)),
  update: (tx, id, set, stamp) => table.update(tx, id, { ...set, ...stamp }),
  columnsOf,
  pictureOf: (path) => ({ img: path }),
  hasHistory,
  remove: table.remove,
});

export const {
  insert: insertItem,
  create: createItem,
  edit: editItem,
  setPicture: setItemImage,
  remove: removeItem,
} = rows;

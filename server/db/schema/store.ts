// Store items and purchases (provider-api.md §1: redeemables, buys). Bounds are CHECK
// constraints so no concurrent write can ever pass them (DESIGN.md §8).
import { sql } from 'drizzle-orm';
import { boolean, check, integer, pgTable, serial, text, unique } from 'drizzle-orm/pg-core';
import { timestamps, utcDatetime, bigId } from './columns.ts';
import { attendeeIdColumn } from './accounts.ts';

export const redeemables = pgTable(
  'redeemables',
  {
    id: serial('id').primaryKey(),
    img: text('img'),
    name: text('name').notNull(),
    description: text('description').notNull(),
    price: integer('price').notNull(),
    stock: integer('stock').notNull(),
    maxPerUser: integer('max_per_user').notNull(),
    isRedeemable: boolean('is_redeemable').notNull().default(true),
    /** Set when the console archives an item that was bought (issue 13); null while on sale. */
    archivedAt: utcDatetime('archived_at'),
    ...timestamps,
  },
  (t) => [
    check('redeemables_price_non_negative', sql`${t.price} >= 0`),
    check('redeemables_stock_non_negative', sql`${t.stock} >= 0`),
    check('redeemables_max_per_user_positive', sql`${t.maxPerUser} > 0`),
  ],
);

export const buys = pgTable(
  'buys',
  {
    id: bigId(),
    attendeeId: attendeeIdColumn(),
    redeemableId: integer('redeemable_id')
      .notNull()
      .references(() => redeemables.id, { onDelete: 'cascade' }),
    quantity: integer('quantity').notNull().default(0),
    redeemed: integer('redeemed').notNull().default(0),
    ...timestamps,
  },
  (t) => [
    unique('buys_attendee_redeemable').on(t.attendeeId, t.redeemableId),
    check('buys_quantity_non_negative', sql`${t.quantity} >= 0`),
    check('buys_redeemed_bounds', sql`${t.redeemed} >= 0 and ${t.redeemed} <= ${t.quantity}`),
  ],
);

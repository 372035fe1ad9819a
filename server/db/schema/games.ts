// The prize wheel and the slot machine (provider-api.md §1: prizes, attendees_prizes, payouts,
// attendees_payouts).
import { sql } from 'drizzle-orm';
import { boolean, check, doublePrecision, integer, pgTable, serial, text, unique } from 'drizzle-orm/pg-core';
import { timestamps, utcDatetime, bigId } from './columns.ts';
import { attendeeIdColumn } from './accounts.ts';

export const prizes = pgTable(
  'prizes',
  {
    id: serial('id').primaryKey(),
    name: text('name').notNull(),
    stock: integer('stock').notNull(),
    maxAmountPerAttendee: integer('max_amount_per_attendee').notNull(),
    probability: doublePrecision('probability').notNull(),
    avatar: text('avatar'),
    isRedeemable: boolean('is_redeemable').notNull().default(false),
    /**
     * A "nothing / try again" slice (issue 23; the provider's "Nada", matched there by name): no
     * stock, never handed over, no holding row. The migration marks the seed's "Nothing" prize.
     */
    isNothing: boolean('is_nothing').notNull().default(false),
    /** Set when the console archives a prize that was won (issue 13); its probability is then 0. */
    archivedAt: utcDatetime('archived_at'),
    ...timestamps,
  },
  (t) => [
    check('prizes_stock_non_negative', sql`${t.stock} >= 0`),
    check('prizes_max_positive', sql`${t.maxAmountPerAttendee} > 0`),
    check('prizes_probability_range', sql`${t.probability} >= 0 and ${t.probability} <= 1`),
    check('prizes_archived_never_drawn', sql`${t.archivedAt} is null or ${t.probability} = 0`),
    check('prizes_nothing_not_handed_over', sql`not (${t.isNothing} and ${t.isRedeemable})`),
  ],
);

export const attendeesPrizes = pgTable(
  'attendees_prizes',
  {
    id: bigId(),
    attendeeId: attendeeIdColumn(),
    prizeId: integer('prize_id')
      .notNull()
      .references(() => prizes.id, { onDelete: 'cascade' }),
    quantity: integer('quantity').notNull().default(0),
    redeemed: integer('redeemed').notNull().default(0),
    ...timestamps,
  },
  (t) => [
    unique('attendees_prizes_attendee_prize').on(t.attendeeId, t.prizeId),
    check('attendees_prizes_redeemed_bounds', sql`${t.redeemed} >= 0 and ${t.redeemed} <= ${t.quantity}`),
  ],
);

export const payouts = pgTable(
  'payouts',
  {
    id: serial('id').primaryKey(),
    probability: doublePrecision('probability').notNull(),
    multiplier: doublePrecision('multiplier').notNull().unique(),
    ...timestamps,
  },
  (t) => [
    check('payouts_probability_range', sql`${t.probability} > 0 and ${t.probability} <= 1`),
    check('payouts_multiplier_positive', sql`${t.multiplier} > 0`),
  ],
);

export const attendeesPayouts = pgTable(
  'attendees_payouts',
  {
    id: bigId(),
    attendeeId: attendeeIdColumn(),
    payoutId: integer('payout_id').references(() => payouts.id, { onDelete: 'set null' }),
    bet: integer('bet').notNull(),
    tokens: integer('tokens').notNull(),
    ...timestamps,
  },
  (t) => [
    check('attendees_payouts_bet_positive', sql`${t.bet} > 0`),
    check('attendees_payouts_tokens_non_negative', sql`${t.tokens} >= 0`),
  ],
);

/**
 * The games' settings the console edits (issue 23), one row (id 1): the wheel's spin price. With
 * no row the provider's price holds (ROULETTE_COST, 20).
 */
export const gameSettings = pgTable(
  'game_settings',
  {
    id: integer('id').primaryKey().default(1),
    spinPrice: integer('spin_price').notNull().default(20),
    ...timestamps,
  },
  (t) => [
    check('game_settings_one_row', sql`${t.id} = 1`),
    check('game_settings_spin_price_positive', sql`${t.spinPrice} > 0`),
  ],
);

// The badges (provider-api.md §1 badges): a table of its own, so the accounts (a company's badge)
// and the contest (redeems, referrals, spotlights) both reference it without importing each other.
import { sql } from 'drizzle-orm';
import { boolean, check, index, integer, pgTable, serial, text } from 'drizzle-orm/pg-core';
import { timestamps, utcDatetime } from './columns.ts';

export const badges = pgTable(
  'badges',
  {
    id: serial('id').primaryKey(),
    name: text('name').notNull(),
    description: text('description').notNull(),
    begin: utcDatetime('begin').notNull(),
    end: utcDatetime('end').notNull(),
    beginBadge: utcDatetime('begin_badge').notNull(),
    endBadge: utcDatetime('end_badge').notNull(),
    avatar: text('avatar'),
    type: integer('type').notNull(),
    tokens: integer('tokens').notNull().default(0),
    countsForDay: boolean('counts_for_day').notNull().default(true),
    /** Set when the console archives a badge that has history (issue 13); null while in use. */
    archivedAt: utcDatetime('archived_at'),
    ...timestamps,
  },
  (t) => [
    check('badges_activity_time', sql`${t.begin} < ${t.end}`),
    check('badges_gifting_time', sql`${t.beginBadge} < ${t.endBadge}`),
    index('badges_name_idx').on(t.name),
  ],
);

/** A row that belongs to a badge and goes with it. */
export const badgeIdColumn = () =>
  integer('badge_id')
    .notNull()
    .references(() => badges.id, { onDelete: 'cascade' });

// Badges and what attendees do with them (provider-api.md §1: badges, redeems, referrals,
// daily_tokens). `occurred_at` on redeems is ours: the time the staff or sponsor acted
// (DESIGN.md §5, Occurred-At), which may precede the insert when a scan was queued offline.
import { sql } from 'drizzle-orm';
import {
  bigint,
  boolean,
  check,
  index,
  integer,
  pgTable,
  serial,
  text,
  unique,
  uuid,
} from 'drizzle-orm/pg-core';
import { timestamps, utcDatetime, bigId } from './columns.ts';
import { attendees, staffs, attendeeIdColumn } from './accounts.ts';
import { badgeIdColumn } from './badges.ts';

export const redeems = pgTable(
  'redeems',
  {
    id: bigId(),
    badgeId: badgeIdColumn(),
    attendeeId: attendeeIdColumn(),
    staffId: bigint('staff_id', { mode: 'number' }).references(() => staffs.id, { onDelete: 'set null' }),
    spotlighted: boolean('spotlighted').notNull().default(false),
    occurredAt: utcDatetime('occurred_at'),
    ...timestamps,
  },
  (t) => [
    unique('unique_attendee_badge').on(t.attendeeId, t.badgeId),
    index('redeems_badge_idx').on(t.badgeId),
  ],
);

export const referrals = pgTable(
  'referrals',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    available: boolean('available').notNull().default(true),
    badgeId: badgeIdColumn(),
    attendeeId: uuid('attendee_id').references(() => attendees.id, { onDelete: 'cascade' }),
    ...timestamps,
  },
  (t) => [
    check(
      'referrals_available_has_no_attendee',
      sql`(${t.available} and ${t.attendeeId} is null) or (not ${t.available} and ${t.attendeeId} is not null)`,
    ),
  ],
);

export const dailyTokens = pgTable(
  'daily_tokens',
  {
    id: bigId(),
    attendeeId: attendeeIdColumn(),
    day: utcDatetime('day').notNull(),
    quantity: integer('quantity').notNull(),
    ...timestamps,
  },
  // NOTE: the provider has no unique constraint here; we add one so the snapshot is a true upsert.
  (t) => [unique('daily_tokens_attendee_day').on(t.attendeeId, t.day)],
);

export const spotlights = pgTable('spotlights', {
  id: serial('id').primaryKey(),
  badgeId: badgeIdColumn(),
  end: utcDatetime('end').notNull(),
  lockVersion: integer('lock_version').notNull().default(1),
  ...timestamps,
});

export const bonuses = pgTable(
  'bonuses',
  {
    id: bigId(),
    attendeeId: attendeeIdColumn(),
    companyId: bigint('company_id', { mode: 'number' }).notNull(),
    count: integer('count').notNull(),
    ...timestamps,
  },
  (t) => [
    unique('bonuses_attendee_company').on(t.attendeeId, t.companyId),
    check('bonuses_count_range', sql`${t.count} between 1 and 3`),
  ],
);

/**
 * A code the console hands out (issue 23): typed in the attendee's "Got a code?" box, it gives its
 * badge once to each attendee, to at most `use_limit` attendees (null: no limit), until
 * `expires_at` (null: while the badge may be given), unless it was disabled. Its uses are
 * badge_code_uses. The provider's one-use referrals stay as they are.
 */
export const badgeCodes = pgTable(
  'badge_codes',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    badgeId: badgeIdColumn(),
    label: text('label').notNull().default(''),
    useLimit: integer('use_limit'),
    expiresAt: utcDatetime('expires_at'),
    disabledAt: utcDatetime('disabled_at'),
    ...timestamps,
  },
  (t) => [check('badge_codes_use_limit_positive', sql`${t.useLimit} is null or ${t.useLimit} > 0`)],
);

export const badgeCodeUses = pgTable(
  'badge_code_uses',
  {
    id: bigId(),
    codeId: uuid('code_id')
      .notNull()
      .references(() => badgeCodes.id, { onDelete: 'cascade' }),
    attendeeId: attendeeIdColumn(),
    ...timestamps,
  },
  (t) => [unique('badge_code_uses_code_attendee').on(t.codeId, t.attendeeId)],
);

// Users and the three roles that point at them (provider-api.md §1: users, attendees, staffs,
// companies, courses). A user's type is whichever role row references it.
import { sql } from 'drizzle-orm';
import { bigint, boolean, check, index, integer, pgTable, serial, text, uuid } from 'drizzle-orm/pg-core';
import { SPONSORSHIPS, type Sponsorship } from '#contract/constants';
import { timestamps, utcDatetime, bigId } from './columns.ts';
import { badgeIdColumn } from './badges.ts';

export const users = pgTable('users', {
  id: bigId(),
  email: text('email').notNull().unique(),
  passwordHash: text('password_hash').notNull(),
  ban: boolean('ban').notNull().default(false),
  /** SHA-256 (hex) of the mailed reset token, never the token itself. */
  resetPasswordToken: text('reset_password_token').unique(),
  resetTokenSentAt: utcDatetime('reset_token_sent_at'),
  /** Raised by a password reset; a token signed with an older version is refused. */
  sessionVersion: integer('session_version').notNull().default(0),
  /** The language chosen on the account (issue 24): its mails are in it. Null until one is chosen. */
  locale: text('locale'),
  ...timestamps,
});

export const courses = pgTable('courses', {
  id: serial('id').primaryKey(),
  name: text('name').notNull(),
  ...timestamps,
});

export const attendees = pgTable(
  'attendees',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    nickname: text('nickname').unique(),
    name: text('name'),
    avatar: text('avatar'),
    cv: text('cv'),
    tokenBalance: integer('token_balance').notNull().default(0),
    entries: integer('entries').notNull().default(0),
    discordAssociationCode: uuid('discord_association_code').notNull().unique().defaultRandom(),
    discordId: text('discord_id').unique(),
    userId: bigint('user_id', { mode: 'number' })
      .unique()
      .references(() => users.id, { onDelete: 'cascade' }),
    courseId: integer('course_id').references(() => courses.id, { onDelete: 'set null' }),
    /** When the attendee accepted the event's terms at sign-up (issue 23); null: not asked. */
    termsAcceptedAt: utcDatetime('terms_accepted_at'),
    /**
     * Ours (issue 28): how many of the attendee's redeems are of badges that rank (type ≠ 0), kept
     * by the triggers of migration 0011 in the writing transaction; the all-time board reads it.
     */
    rankedBadges: integer('ranked_badges').notNull().default(0),
    ...timestamps,
  },
  (t) => [
    check('attendees_token_balance_non_negative', sql`${t.tokenBalance} >= 0`),
    check('attendees_entries_non_negative', sql`${t.entries} >= 0`),
    // The all-time board's order (leaderboard/rules.ts: badges, balance, nickname, id), for its
    // top N and a caller's place; byte order ("C") for the nickname, as the domain compares.
    index('attendees_ranking_idx')
      .on(t.rankedBadges.desc(), t.tokenBalance.desc(), sql`(coalesce("nickname", '') collate "C")`, t.id)
      .where(sql`"user_id" is not null and "ranked_badges" > 0`),
  ],
);

/** A row that belongs to an attendee and goes with them. */
export const attendeeIdColumn = () =>
  uuid('attendee_id')
    .notNull()
    .references(() => attendees.id, { onDelete: 'cascade' });

export const staffs = pgTable('staffs', {
  id: bigId(),
  active: boolean('active').notNull().default(true),
  isAdmin: boolean('is_admin').notNull().default(false),
  nickname: text('nickname'),
  cv: text('cv'),
  userId: bigint('user_id', { mode: 'number' })
    .notNull()
    .unique()
    .references(() => users.id, { onDelete: 'cascade' }),
  ...timestamps,
});

export { SPONSORSHIPS, type Sponsorship };

export const companies = pgTable(
  'companies',
  {
    id: bigId(),
    name: text('name').notNull(),
    sponsorship: text('sponsorship').$type<Sponsorship>().notNull(),
    channelId: text('channel_id').notNull().unique(),
    remainingSpotlights: integer('remaining_spotlights').notNull().default(0),
    hasCvAccess: boolean('has_cv_access').notNull().default(false),
    badgeId: badgeIdColumn(),
    userId: bigint('user_id', { mode: 'number' })
      .unique()
      .references(() => users.id, { onDelete: 'cascade' }),
    ...timestamps,
  },
  (t) => [
    check('companies_remaining_spotlights_non_negative', sql`${t.remainingSpotlights} >= 0`),
    check('companies_sponsorship_known', sql`${t.sponsorship} in ('Exclusive','Gold','Silver','Bronze')`),
  ],
);

/** A row that belongs to a company and goes with it. */
export const companyIdColumn = () =>
  bigint('company_id', { mode: 'number' })
    .notNull()
    .references(() => companies.id, { onDelete: 'cascade' });

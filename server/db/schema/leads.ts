// A sponsor's leads (issue 29, ours): what the company's booth staff noted about a visitor (a
// rating, tags from the company's own list, a note, a follow-up flag). Each field carries the time
// it was edited on the device (`*_at`, ms precision): the last edit per field wins, whatever order
// the phones' outboxes replay in (companies/lead-rules.ts). The company's tag list is its own row.
// NOTE: leads are the company's own: never joined into anything an attendee or another company reads.
// Also here: each lead's timeline (who at the booth scanned or edited, when), the company's consent
// to the organiser's leads export, and the CVs an attendee withdrew from a company they visited.
import { sql } from 'drizzle-orm';
import {
  bigint,
  boolean,
  check,
  index,
  pgTable,
  primaryKey,
  text,
  timestamp,
  unique,
} from 'drizzle-orm/pg-core';
import type { LeadEventKind, LeadRating } from '#contract/constants';
import { companies, attendeeIdColumn, companyIdColumn } from './accounts.ts';
import { timestamps, bigId } from './columns.ts';

/** When a field was edited on the device: millisecond precision, so two phones' edits in one second differ. */
const editedAt = (name: string) => timestamp(name, { precision: 3, withTimezone: true, mode: 'date' });

export const companyLeadTags = pgTable('company_lead_tags', {
  companyId: bigint('company_id', { mode: 'number' })
    .primaryKey()
    .references(() => companies.id, { onDelete: 'cascade' }),
  tags: text('tags')
    .array()
    .notNull()
    .default(sql`'{}'::text[]`),
  ...timestamps,
});

export const leads = pgTable(
  'leads',
  {
    id: bigId(),
    companyId: companyIdColumn(),
    attendeeId: attendeeIdColumn(),
    rating: text('rating').$type<LeadRating>(),
    ratingAt: editedAt('rating_at'),
    tags: text('tags')
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    tagsAt: editedAt('tags_at'),
    note: text('note').notNull().default(''),
    noteAt: editedAt('note_at'),
    followUp: boolean('follow_up').notNull().default(false),
    followUpAt: editedAt('follow_up_at'),
    ...timestamps,
  },
  (t) => [
    unique('leads_company_attendee').on(t.companyId, t.attendeeId),
    check('leads_rating_known', sql`${t.rating} in ('hot','warm','cold')`),
  ],
);

/** Whether the organiser's console may export this company's leads (the sponsor's own choice; none: no). */
export const companyLeadConsent = pgTable('company_lead_consent', {
  companyId: bigint('company_id', { mode: 'number' })
    .primaryKey()
    .references(() => companies.id, { onDelete: 'cascade' }),
  sharesWithOrganiser: boolean('shares_with_organiser').notNull().default(false),
  ...timestamps,
});

/**
 * One step of a lead's timeline: the booth's scan or one edit, by the booth member the phone names
 * (a company has one account, so `member` is the name set on the phone; null: not named), at the
 * time it happened on the device. Appended in the write's transaction, so once per write.
 */
export const leadEvents = pgTable(
  'lead_events',
  {
    id: bigId(),
    companyId: companyIdColumn(),
    attendeeId: attendeeIdColumn(),
    kind: text('kind').$type<LeadEventKind>().notNull(),
    member: text('member'),
    value: text('value'),
    occurredAt: editedAt('occurred_at').notNull(),
    ...timestamps,
  },
  (t) => [
    index('lead_events_company_attendee').on(t.companyId, t.attendeeId, t.occurredAt),
    check('lead_events_kind_known', sql`${t.kind} in ('scan','rating','tags','note','follow_up')`),
  ],
);

/** An attendee took their CV back from a company they visited: the visit stays, the CV is not shared. */
export const cvWithdrawals = pgTable(
  'cv_withdrawals',
  {
    companyId: companyIdColumn(),
    attendeeId: attendeeIdColumn(),
    withdrawnAt: editedAt('withdrawn_at').notNull(),
    ...timestamps,
  },
  (t) => [primaryKey({ columns: [t.companyId, t.attendeeId] })],
);

// A sponsor's leads (issue 29, ours): what the company's booth staff noted about a visitor (a
// rating, tags from the company's own list, a note, a follow-up flag). Each field carries the time
// it was edited on the device (`*_at`, ms precision): the last edit per field wins, whatever order
// the phones' outboxes replay in (domain/leads.ts). The company's tag list is its own row.
// NOTE: leads are the company's own: never joined into anything an attendee or another company reads.
import { sql } from 'drizzle-orm';
import {
  bigint,
  bigserial,
  boolean,
  check,
  pgTable,
  text,
  timestamp,
  unique,
  uuid,
} from 'drizzle-orm/pg-core';
import type { LeadRating } from '#contract/constants';
import { attendees, companies } from './accounts.ts';
import { timestamps } from './columns.ts';

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
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    companyId: bigint('company_id', { mode: 'number' })
      .notNull()
      .references(() => companies.id, { onDelete: 'cascade' }),
    attendeeId: uuid('attendee_id')
      .notNull()
      .references(() => attendees.id, { onDelete: 'cascade' }),
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

// The venue map of ours (not in the provider's model): where each sponsor's booth stands on the
// floor plan. Positions are in the plan SVG's own user units (what a drawing tool shows for a
// point of the drawing); the plan itself is a file (DATA_DIR/venue/plan.svg, else the shipped
// demo plan), not a row.
import { bigint, doublePrecision, pgTable, serial, text } from 'drizzle-orm/pg-core';
import { timestamps } from './columns.ts';
import { companies } from './accounts.ts';

export const venueBooths = pgTable('venue_booths', {
  id: serial('id').primaryKey(),
  companyId: bigint('company_id', { mode: 'number' })
    .notNull()
    .unique()
    .references(() => companies.id, { onDelete: 'cascade' }),
  /** Centre of the booth, in the plan's SVG user units (the viewBox's coordinate system). */
  x: doublePrecision('x').notNull(),
  y: doublePrecision('y').notNull(),
  /** A stand number or short note shown beside the company name ("A4"); optional. */
  label: text('label'),
  ...timestamps,
});

// The event's identity set in the console (issue 23): its name, short name, logo, colours and
// installed-app icons, one row (id 1). A null column keeps the default: EVENT_NAME for the name,
// Confetti's own logo, colours and icons for the rest.
import { sql } from 'drizzle-orm';
import { check, integer, pgTable, text } from 'drizzle-orm/pg-core';
import { timestamps } from './columns.ts';

export const eventIdentity = pgTable(
  'event_identity',
  {
    id: integer('id').primaryKey().default(1),
    name: text('name'),
    shortName: text('short_name'),
    /** `#rrggbb`: buttons, links and the installed app's title bar. */
    themeColor: text('theme_color'),
    /** `#rrggbb`: every screen's background and the installed app's splash screen. */
    backgroundColor: text('background_color'),
    /** Served paths with a `?v=` of the upload's time, as the catalogue pictures' (uploads/storage.ts). */
    logo: text('logo'),
    icon192: text('icon_192'),
    icon512: text('icon_512'),
    iconMaskable: text('icon_maskable'),
    ...timestamps,
  },
  (t) => [check('event_identity_one_row', sql`${t.id} = 1`)],
);

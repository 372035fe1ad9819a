// The programme (issue 22, ours): sessions, speakers, rooms and tracks as imported from a frab
// XML or pretalx JSON export or made by hand in the console, and the attendees' stars and
// calendar feed tokens. A session's `guid` is the key of re-imports; its `id` is ours and is what
// stars and URLs hold, so a re-import that updates a session keeps its stars and badge link.
// Speaker pictures are links to the export's host, kept as text and never fetched.
import { sql } from 'drizzle-orm';
import {
  check,
  date,
  doublePrecision,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  serial,
  text,
  uuid,
} from 'drizzle-orm/pg-core';
import { attendees, attendeeIdColumn } from './accounts.ts';
import { timestamps, utcDatetime } from './columns.ts';
import { badges } from './badges.ts';

/** A link as exports give them: a URL and an optional label. */
export type ProgrammeLink = { url: string; title?: string };

/** `import`: from a file, removed by a later import that lacks it; `console`: made by hand, kept. */
export type ProgrammeOrigin = 'import' | 'console';

export const programmeRooms = pgTable('programme_rooms', {
  id: serial('id').primaryKey(),
  /** Imports match rooms by name (frab XML names them only). */
  name: text('name').notNull().unique(),
  /** Its place on the venue plan, in the plan's user units (as venue_booths); both or neither. */
  mapX: doublePrecision('map_x'),
  mapY: doublePrecision('map_y'),
  ...timestamps,
});

export const programmeTracks = pgTable('programme_tracks', {
  name: text('name').primaryKey(),
  color: text('color'),
});

export const programmeSpeakers = pgTable('programme_speakers', {
  id: serial('id').primaryKey(),
  /** The export's person key (pretalx code, frab person id, else the name); null when hand-made. */
  externalKey: text('external_key').unique(),
  origin: text('origin').$type<ProgrammeOrigin>().notNull().default('import'),
  name: text('name').notNull(),
  biography: text('biography').notNull().default(''),
  picture: text('picture').notNull().default(''),
  organisation: text('organisation').notNull().default(''),
  links: jsonb('links').$type<ProgrammeLink[]>().notNull().default([]),
  ...timestamps,
});

export const programmeSessions = pgTable(
  'programme_sessions',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    guid: text('guid').notNull().unique(),
    origin: text('origin').$type<ProgrammeOrigin>().notNull().default('import'),
    slug: text('slug').notNull().default(''),
    title: text('title').notNull(),
    subtitle: text('subtitle').notNull().default(''),
    type: text('type').notNull(),
    track: text('track').notNull().default(''),
    language: text('language').notNull().default(''),
    abstract: text('abstract').notNull().default(''),
    description: text('description').notNull().default(''),
    /** The programme day it belongs to (a session after midnight belongs to the day before). */
    day: date('day', { mode: 'string' }).notNull(),
    startsAt: utcDatetime('starts_at').notNull(),
    endsAt: utcDatetime('ends_at').notNull(),
    roomId: integer('room_id').references(() => programmeRooms.id, { onDelete: 'set null' }),
    links: jsonb('links').$type<ProgrammeLink[]>().notNull().default([]),
    /** Its attendance badge, linked in the console; an import never changes it. */
    badgeId: integer('badge_id')
      .unique()
      .references(() => badges.id, { onDelete: 'set null' }),
    /** RFC 5545 SEQUENCE: bumped whenever its time or room changes, so calendars update it. */
    sequence: integer('sequence').notNull().default(0),
    ...timestamps,
  },
  (t) => [
    check('programme_sessions_time', sql`${t.startsAt} <= ${t.endsAt}`),
    index('programme_sessions_start_idx').on(t.startsAt),
  ],
);

export const programmeSessionSpeakers = pgTable(
  'programme_session_speakers',
  {
    sessionId: uuid('session_id')
      .notNull()
      .references(() => programmeSessions.id, { onDelete: 'cascade' }),
    speakerId: integer('speaker_id')
      .notNull()
      .references(() => programmeSpeakers.id, { onDelete: 'cascade' }),
    /** The speakers' order as the export lists them. */
    position: integer('position').notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.sessionId, t.speakerId] }),
    index('programme_session_speakers_speaker_idx').on(t.speakerId),
  ],
);

/** One row per (attendee, session) starred. */
export const programmeStars = pgTable(
  'programme_stars',
  {
    attendeeId: attendeeIdColumn(),
    sessionId: uuid('session_id')
      .notNull()
      .references(() => programmeSessions.id, { onDelete: 'cascade' }),
    ...timestamps,
  },
  (t) => [
    primaryKey({ columns: [t.attendeeId, t.sessionId] }),
    index('programme_stars_session_idx').on(t.sessionId),
  ],
);

/** The secret of an attendee's ICS feed URL; replaced when the attendee resets it. */
export const programmeCalendars = pgTable('programme_calendars', {
  attendeeId: uuid('attendee_id')
    .primaryKey()
    .references(() => attendees.id, { onDelete: 'cascade' }),
  token: text('token').notNull().unique(),
  ...timestamps,
});

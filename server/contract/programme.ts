// Wire shapes of the programme (issue 22, ours): sessions, speakers, rooms and tracks, the
// attendee's stars and calendar feed, and the console's import and hand editing.
//
// Public (no sign-in):
//   GET  /api/programme                      → ProgrammeReply; ETag `"<version>"`, If-None-Match → 304
//                                              (with the sponsors: the version covers them too)
//   GET  /api/programme/sessions/:id.ics     → text/calendar, one VEVENT (UID = guid)
//   GET  /api/programme/calendar/:token.ics  → text/calendar, the attendee's starred sessions
// Attendee (bearer; writes take Idempotency-Key, so they may go through the outbox):
//   GET    /api/programme/stars              → StarsReply
//   PUT    /api/programme/stars/:sessionId   → StarReply (starred: true); unknown session 404
//   DELETE /api/programme/stars/:sessionId   → StarReply (starred: false); both idempotent
//   POST   /api/programme/calendar/reset     → CalendarReply (a new secret URL; the old one is 404)
// Console (admin staff, under /api/admin/console; every write audited):
//   POST /api/admin/console/programme/import/preview  ImportBody → ImportReply (changes nothing)
//   POST /api/admin/console/programme/import/apply    ImportBody → ImportReply, all or nothing
//   POST|PATCH|DELETE /api/admin/console/programme/sessions[/:id]  SessionBody → SessionReply
//   POST|PATCH|DELETE /api/admin/console/programme/speakers[/:id]  SpeakerBody → SpeakerReply
//   POST|PATCH|DELETE /api/admin/console/programme/rooms[/:id]     RoomBody → RoomReply
//   PATCH takes the Patch shapes (any subset of the Body's fields). Reads: the public GET.
//   (DELETE answers RemovalReply of contract/catalogue-admin.ts.) A bad file or field is 422
//   `{"errors":{"file":["line 12: <event guid=…>: <duration> \"1h\" is not HH:MM"]}}`.
//
// NOTE: keys are the house's snake_case; empty text, lists and links are left out, not sent
// as "" or [] (a 150-session programme must stay ≤ 40 kB brotli). Times are RFC 3339 with the
// event's offset (`2026-03-14T11:00:00+00:00`); `day` is the programme day a session belongs
// to, which for a session after midnight is the day before its calendar date.
import { Type, type Static, type TProperties } from 'typebox';
import { Nullable } from './common.ts';

const strict = { additionalProperties: false } as const;
const Text = (maxLength: number) => Type.String({ maxLength });
/** RFC 3339 with an offset or Z; checked as a real instant on the server too. */
const DATE_TIME = '^\\d{4}-\\d{2}-\\d{2}T\\d{2}:\\d{2}(:\\d{2}(\\.\\d+)?)?(Z|[+-]\\d{2}:\\d{2})$';
const DATE = '^\\d{4}-\\d{2}-\\d{2}$';

export const LinkJson = Type.Object({ url: Type.String(), title: Type.Optional(Type.String()) });
export type LinkJson = Static<typeof LinkJson>;

export const SessionJson = Type.Object({
  /** Ours (a UUID): stars, badge links and URLs use it. */
  id: Type.String(),
  /** The export's guid: the key of re-imports and the ICS UID. */
  guid: Type.String(),
  slug: Type.Optional(Type.String()),
  title: Type.String(),
  subtitle: Type.Optional(Type.String()),
  /** As the organiser types them: "Talk", "Workshop", "Break", … */
  type: Type.String(),
  track: Type.Optional(Type.String()),
  language: Type.Optional(Type.String()),
  /** Plain text or Markdown source, as exported; the client renders it safely. */
  abstract: Type.Optional(Type.String()),
  description: Type.Optional(Type.String()),
  /** `YYYY-MM-DD` of the programme day. */
  day: Type.String(),
  start: Type.String(),
  end: Type.String(),
  room_id: Type.Optional(Type.Integer()),
  speaker_ids: Type.Optional(Type.Array(Type.Integer())),
  links: Type.Optional(Type.Array(LinkJson)),
  badge_id: Type.Optional(Type.Integer()),
  badge_name: Type.Optional(Type.String()),
});
export type SessionJson = Static<typeof SessionJson>;

export const SpeakerJson = Type.Object({
  id: Type.Integer(),
  name: Type.String(),
  biography: Type.Optional(Type.String()),
  /** Absolute URL as the export gave it (another host); never fetched by the server. */
  picture: Type.Optional(Type.String()),
  organisation: Type.Optional(Type.String()),
  links: Type.Optional(Type.Array(LinkJson)),
});
export type SpeakerJson = Static<typeof SpeakerJson>;

export const RoomJson = Type.Object({
  id: Type.Integer(),
  name: Type.String(),
  /** Its place on the venue map, in GET /api/venue's units (from the plan's top-left corner). */
  place: Type.Optional(Type.Object({ x: Type.Number(), y: Type.Number() })),
});
export type RoomJson = Static<typeof RoomJson>;

export const TrackJson = Type.Object({ name: Type.String(), color: Type.Optional(Type.String()) });
export type TrackJson = Static<typeof TrackJson>;

/** A sponsor, public: its name, tier and booth on the venue map if it has one; nothing else. */
export const SponsorJson = Type.Object({
  id: Type.Integer(),
  name: Type.String(),
  /** "Exclusive", "Gold", "Silver" or "Bronze" (SPONSORSHIPS). */
  sponsorship: Type.String(),
  /** In GET /api/venue's units; `label` is the stand's ("A4") when the organiser gave one. */
  booth: Type.Optional(
    Type.Object({ x: Type.Number(), y: Type.Number(), label: Type.Optional(Type.String()) }),
  ),
});
export type SponsorJson = Static<typeof SponsorJson>;

export const ProgrammeReply = Type.Object({
  /** Changes whenever anything below does; also the ETag. */
  version: Type.String(),
  /** IANA name of the event's time zone (EVENT_TIME_ZONE). */
  time_zone: Type.String(),
  /** The programme days, `YYYY-MM-DD`, in order. */
  days: Type.Array(Type.String()),
  rooms: Type.Array(RoomJson),
  tracks: Type.Array(TrackJson),
  /** The session types in use, for filters. */
  types: Type.Array(Type.String()),
  /** By start, then room. */
  sessions: Type.Array(SessionJson),
  speakers: Type.Array(SpeakerJson),
  /** The event's sponsors, by id: public, so the landing page shows them signed out too. */
  sponsors: Type.Array(SponsorJson),
});
export type ProgrammeReply = Static<typeof ProgrammeReply>;

export const StarParams = Type.Object({ sessionId: Type.String() });
export const StarsReply = Type.Object({
  /** Session ids the attendee starred. */
  data: Type.Array(Type.String()),
  /** The secret ICS feed of these sessions (absolute). */
  calendar_url: Type.String(),
});
export type StarsReply = Static<typeof StarsReply>;
export const StarReply = Type.Object({ session_id: Type.String(), starred: Type.Boolean() });
export type StarReply = Static<typeof StarReply>;
export const CalendarReply = Type.Object({ calendar_url: Type.String() });
export type CalendarReply = Static<typeof CalendarReply>;

/** A file's text. The format is told by its content: `<` is frab XML, `{` pretalx JSON. */
export const IMPORT_MAX_BYTES = 8 * 1024 * 1024;
export const ImportBody = Type.Object({ file: Text(IMPORT_MAX_BYTES) }, strict);
export type ImportBody = Static<typeof ImportBody>;

const DiffSession = Type.Object({
  guid: Type.String(),
  title: Type.String(),
  start: Type.String(),
  room: Type.Optional(Type.String()),
});
export const ImportReply = Type.Object({
  format: Type.Union([Type.Literal('frab-xml'), Type.Literal('pretalx-json')]),
  conference: Type.String(),
  /** False for a preview. */
  applied: Type.Boolean(),
  added: Type.Array(DiffSession),
  /** `fields` names what changed: "title", "start", "room", "speakers", … */
  changed: Type.Array(Type.Object({ ...DiffSession.properties, fields: Type.Array(Type.String()) })),
  /** Imported sessions absent from the file: their stars go; their badge stays, unlinked. */
  removed: Type.Array(
    Type.Object({
      ...DiffSession.properties,
      stars: Type.Integer(),
      badge_id: Type.Optional(Type.Integer()),
    }),
  ),
  unchanged: Type.Integer(),
  /** Sessions made by hand in the console: an import never removes them. */
  kept_hand_made: Type.Integer(),
  speakers: Type.Integer(),
  rooms: Type.Integer(),
});
export type ImportReply = Static<typeof ImportReply>;

const LinkBody = Type.Object({ url: Text(2000), title: Type.Optional(Text(200)) }, strict);
const sessionFields = {
  title: Type.String({ minLength: 1, maxLength: 300 }),
  slug: Type.Optional(Text(200)),
  subtitle: Type.Optional(Text(300)),
  type: Type.String({ minLength: 1, maxLength: 60 }),
  track: Type.Optional(Text(100)),
  language: Type.Optional(Text(20)),
  abstract: Type.Optional(Text(5000)),
  description: Type.Optional(Text(20000)),
  /** `YYYY-MM-DD`; left out, the date of `start` in the event's time zone. */
  day: Type.Optional(Type.String({ pattern: DATE })),
  start: Type.String({ pattern: DATE_TIME }),
  end: Type.String({ pattern: DATE_TIME }),
  room_id: Type.Optional(Nullable(Type.Integer())),
  speaker_ids: Type.Optional(Type.Array(Type.Integer(), { maxItems: 50 })),
  links: Type.Optional(Type.Array(LinkBody, { maxItems: 20 })),
  /** A talk, workshop or pitch badge; null unlinks. Kept across imports. */
  badge_id: Type.Optional(Nullable(Type.Integer())),
};
/** A resource's two write bodies from its fields: the create body and a patch of any of them. */
function bodyAndPatchOf<F extends TProperties>(fields: F) {
  const body = Type.Object(fields, strict);
  return { body, patch: Type.Partial(body, strict) };
}

export const { body: SessionBody, patch: SessionPatch } = bodyAndPatchOf(sessionFields);
export type SessionBody = Static<typeof SessionBody>;
export type SessionPatch = Static<typeof SessionPatch>;
export const SessionReply = Type.Object({ data: SessionJson });

export const { body: SpeakerBody, patch: SpeakerPatch } = bodyAndPatchOf({
  name: Type.String({ minLength: 1, maxLength: 200 }),
  biography: Type.Optional(Text(10000)),
  picture: Type.Optional(Text(2000)),
  organisation: Type.Optional(Text(200)),
  links: Type.Optional(Type.Array(LinkBody, { maxItems: 20 })),
});
export type SpeakerBody = Static<typeof SpeakerBody>;
export type SpeakerPatch = Static<typeof SpeakerPatch>;
export const SpeakerReply = Type.Object({ data: SpeakerJson });

export const { body: RoomBody, patch: RoomPatch } = bodyAndPatchOf({
  name: Type.String({ minLength: 1, maxLength: 100 }),
  /** In the plan's own user units, as the console's booths; null clears it. */
  place: Type.Optional(Nullable(Type.Object({ x: Type.Number(), y: Type.Number() }, strict))),
});
export type RoomBody = Static<typeof RoomBody>;
export type RoomPatch = Static<typeof RoomPatch>;
/** The console's room: its place in the plan's own user units (as RoomBody), or null. */
export const ConsoleRoomJson = Type.Object({
  id: Type.Integer(),
  name: Type.String(),
  place: Nullable(Type.Object({ x: Type.Number(), y: Type.Number() })),
});
export type ConsoleRoomJson = Static<typeof ConsoleRoomJson>;
export const RoomReply = Type.Object({ data: ConsoleRoomJson });

// Wire shapes of the paged reads our own client uses (issue 28), opt-in query parameters on the
// provider's paths; without them every answer is the provider's, whole.
//   GET /api/badges/:id?limit=N[&after=C]          → BadgePageReply: the badge, `limit` owners in
//                                                   the order they got it, `total`, `next`, `held`
//   GET /api/company/attendees/:id?limit=N[&after=C][&q=text]
//                                                 → VisitorsPageReply: newest scan first, then (Gold
//                                                   and Exclusive) those who never visited, by
//                                                   nickname; `q` searches names, nicknames, emails
// `next` is the opaque cursor of the following page (`after`), null on the last one. A malformed
// cursor or limit answers 400.
import { Type, type Static } from 'typebox';
import { Nullable } from './common.ts';
import { AttendeeSimple, BadgeJson } from './shapes.ts';

export const PAGE_LIMIT_MAX = 100;

/** NOTE: a digit string (the app's AJV does not coerce); the route checks 1 ≤ limit ≤ PAGE_LIMIT_MAX. */
const Limit = Type.String({ pattern: '^[0-9]{1,6}$' });
const Cursor = Type.String({ minLength: 1, maxLength: 200 });

export const BadgePageQuery = Type.Object({ limit: Type.Optional(Limit), after: Type.Optional(Cursor) });
export type BadgePageQuery = Static<typeof BadgePageQuery>;

export const BadgePageReply = Type.Object({
  data: Type.Object({ ...BadgeJson.properties, attendees: Type.Array(AttendeeSimple) }),
  /** Registered owners in all. */
  total: Type.Integer(),
  next: Nullable(Type.String()),
  /** The signed-in attendee holds this badge. */
  held: Type.Boolean(),
});
export type BadgePageReply = Static<typeof BadgePageReply>;

export const VisitorsPageQuery = Type.Object({
  limit: Type.Optional(Limit),
  after: Type.Optional(Cursor),
  q: Type.Optional(Type.String({ maxLength: 100 })),
});
export type VisitorsPageQuery = Static<typeof VisitorsPageQuery>;

export const VisitorsPageReply = Type.Object({
  data: Type.Array(AttendeeSimple),
  /** The company's attendees matching `q` (all of them without one). */
  total: Type.Integer(),
  /** Of all its attendees, how many have a CV the company may read (the zip's attendee part). */
  with_cv: Type.Integer(),
  next: Nullable(Type.String()),
});
export type VisitorsPageReply = Static<typeof VisitorsPageReply>;

// Wire shapes of a sponsor's leads (issue 29, ours; the company's own, never an attendee's):
//   GET /api/company/leads                  → LeadsReply: the company's tag list and one lead per
//                                             visitor (a visitor never rated has the empty lead)
//       ?attendees=<id>,<id>,…              (issue 28) only those visitors' leads, at most
//                                             LEADS_ATTENDEES_MAX ids (none: the tag list and
//                                             consent alone): what the visitors screen reads for
//                                             the visitors it shows. A malformed list is 400.
//   PUT /api/company/leads/:attendee_id     LeadEditBody → LeadReply; takes Idempotency-Key and
//                                             Occurred-At (the time of the edit on the device), so
//                                             it may go through the outbox. Not a visitor: 404.
//   PUT /api/company/lead-tags              LeadTagsBody → LeadTagsReply (the whole list)
//   GET /api/company/leads/:attendee_id/timeline → LeadTimelineReply: the scan and every edit, by
//                                             booth member (the `member` an edit or scan named)
//   PUT /api/company/lead-consent           LeadConsent → LeadConsent: may the organiser's console
//                                             export this company's leads (default false)
// Only the company's own sponsor account; anyone else 403 "Cannot access resource". A bad field is
// 422 `{"errors":{"tags":["not in your tag list: vip"]}}`. Times are RFC 3339 UTC with ms.
import { Type, type Static } from 'typebox';
import { Nullable } from './common.ts';

const strict = { additionalProperties: false } as const;
const Rating = Type.Union([Type.Literal('hot'), Type.Literal('warm'), Type.Literal('cold')]);
const Time = Nullable(Type.String());

export const LeadParams = Type.Object({ attendee_id: Type.String() });

/** How many visitors' leads one `?attendees=` read may ask for (a visitors page is at most 100). */
export const LEADS_ATTENDEES_MAX = 100;
export const LeadsQuery = Type.Object({
  attendees: Type.Optional(Type.String({ maxLength: LEADS_ATTENDEES_MAX * 37 })),
});
export type LeadsQuery = Static<typeof LeadsQuery>;

export const LeadEditBody = Type.Object({
  lead: Type.Object(
    {
      rating: Type.Optional(Nullable(Type.String({ maxLength: 20 }))),
      tags: Type.Optional(Type.Array(Type.String({ maxLength: 200 }), { maxItems: 100 })),
      note: Type.Optional(Type.String({ maxLength: 20_000 })),
      follow_up: Type.Optional(Type.Boolean()),
    },
    strict,
  ),
  /** The booth member editing on this phone (a company has one account); cut to 60 characters. */
  member: Type.Optional(Nullable(Type.String({ maxLength: 200 }))),
});
export type LeadEditBody = Static<typeof LeadEditBody>;

const leadFields = {
  attendee_id: Type.String(),
  rating: Nullable(Rating),
  tags: Type.Array(Type.String()),
  note: Type.String(),
  follow_up: Type.Boolean(),
  /** When each field was last edited on a device; null: never. */
  edited_at: Type.Object({ rating: Time, tags: Time, note: Time, follow_up: Time }),
};
export const LeadReply = Type.Object(leadFields);
export type LeadReply = Static<typeof LeadReply>;

export const LeadJson = Type.Object({
  ...leadFields,
  name: Nullable(Type.String()),
  nickname: Nullable(Type.String()),
  email: Nullable(Type.String()),
  /** When the booth scanned this visitor (the scan's action time). */
  visited_at: Type.String(),
});
export type LeadJson = Static<typeof LeadJson>;

export const LeadsReply = Type.Object({
  tags: Type.Array(Type.String()),
  /** The company lets the organiser's console export its leads (PUT /api/company/lead-consent). */
  shares_with_organiser: Type.Boolean(),
  data: Type.Array(LeadJson),
});
export type LeadsReply = Static<typeof LeadsReply>;

export const LeadTagsBody = Type.Object(
  { tags: Type.Array(Type.String({ maxLength: 200 }), { maxItems: 200 }) },
  strict,
);
export type LeadTagsBody = Static<typeof LeadTagsBody>;
export const LeadTagsReply = Type.Object({ tags: Type.Array(Type.String()) });
export type LeadTagsReply = Static<typeof LeadTagsReply>;

export const LeadTimelineReply = Type.Object({
  data: Type.Array(
    Type.Object({
      kind: Type.Union([
        Type.Literal('scan'),
        Type.Literal('rating'),
        Type.Literal('tags'),
        Type.Literal('note'),
        Type.Literal('follow_up'),
      ]),
      member: Nullable(Type.String()),
      /** What the step set (a rating, the tags joined, the note's start, yes/no); null for a scan. */
      value: Nullable(Type.String()),
      at: Type.String(),
    }),
  ),
});
export type LeadTimelineReply = Static<typeof LeadTimelineReply>;

export const LeadConsent = Type.Object({ shares_with_organiser: Type.Boolean() }, strict);
export type LeadConsent = Static<typeof LeadConsent>;

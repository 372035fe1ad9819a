// Wire shapes of the console's venue (issue 13): the floor plan in use with its box, every sponsor
// with its booth or none, and the bodies that place a booth. Booth positions here are the plan's
// own user units (its viewBox coordinates, what the row stores), unlike GET /api/venue's, which
// count from the plan's top-left corner. A position off the plan is a 422 field error.
import { Type, type Static } from 'typebox';
import { Nullable } from './common.ts';

const strict = { additionalProperties: false } as const;

/** A stand number or short note printed beside the company's name ("B4"). */
export const BOOTH_LABEL_MAX = 12;
/** Far outside any drawing's coordinates; the plan's own box is checked on the server. */
const COORDINATE = Type.Number({ minimum: -1e9, maximum: 1e9 });

export const VenueBoothBody = Type.Object(
  {
    x: COORDINATE,
    y: COORDINATE,
    /** Left out: a moved booth keeps its label. Null or "" clears it. */
    label: Type.Optional(Nullable(Type.String({ maxLength: BOOTH_LABEL_MAX }))),
  },
  strict,
);
export type VenueBoothBody = Static<typeof VenueBoothBody>;

export const ConsoleBoothJson = Type.Object({
  x: Type.Number(),
  y: Type.Number(),
  label: Nullable(Type.String()),
});
export type ConsoleBoothJson = Static<typeof ConsoleBoothJson>;

export const VenueSponsorJson = Type.Object({
  id: Type.Integer(),
  name: Type.String(),
  sponsorship: Type.String(),
  /** Its booth badge is archived: its scans are refused, its booth still shows on the map. */
  is_archived: Type.Boolean(),
  booth: Nullable(ConsoleBoothJson),
});
export type VenueSponsorJson = Static<typeof VenueSponsorJson>;

export const ConsolePlanJson = Type.Object({
  /** Same-origin URL of the drawing, versioned by its content. */
  url: Type.String(),
  min_x: Type.Number(),
  min_y: Type.Number(),
  width: Type.Number(),
  height: Type.Number(),
  /** True while the shipped demo plan is in use (no organiser plan uploaded yet). */
  is_demo: Type.Boolean(),
});
export type ConsolePlanJson = Static<typeof ConsolePlanJson>;

export const ConsoleVenueReply = Type.Object({
  plan: ConsolePlanJson,
  sponsors: Type.Array(VenueSponsorJson),
});
export type ConsoleVenueReply = Static<typeof ConsoleVenueReply>;

export const VenueBoothReply = Type.Object({ data: VenueSponsorJson });
export type VenueBoothReply = Static<typeof VenueBoothReply>;

/** The new plan, and how many placed booths now lie off it (to be moved). */
export const VenuePlanReply = Type.Object({ plan: ConsolePlanJson, booths_off_plan: Type.Integer() });
export type VenuePlanReply = Static<typeof VenuePlanReply>;

// Wire shapes of the venue map (ours, not the provider's): GET /api/venue answers the floor plan's
// URL and size, and every booth placed on it. Booth positions are plan units from the plan's
// top-left corner, so a client places a booth at x / width, y / height of the drawn plan.
import { Type, type Static } from 'typebox';

export const VenuePlanJson = Type.Object({
  /** Same-origin URL of the plan SVG; its `v` query changes whenever the file does. */
  url: Type.String(),
  width: Type.Number(),
  height: Type.Number(),
});

export const VenueBoothJson = Type.Object({
  company_id: Type.Integer(),
  name: Type.String(),
  sponsorship: Type.String(),
  /** The company's booth badge: the booth counts as visited once the attendee holds it. */
  badge_id: Type.Integer(),
  x: Type.Number(),
  y: Type.Number(),
  label: Type.Union([Type.String(), Type.Null()]),
});

export const VenueReply = Type.Object({ plan: VenuePlanJson, booths: Type.Array(VenueBoothJson) });

export type VenuePlanJson = Static<typeof VenuePlanJson>;
export type VenueBoothJson = Static<typeof VenueBoothJson>;
export type VenueReply = Static<typeof VenueReply>;

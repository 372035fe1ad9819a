// GET /api/event (ours, public): the event's name, year and days (DESIGN.md §3.3), and the CV size
// limit.
import { Type, type Static } from 'typebox';

export const EventReply = Type.Object({
  name: Type.String(),
  year: Type.Integer(),
  /** First day, `YYYY-MM-DD`. */
  start: Type.String(),
  days: Type.Integer(),
  /** The CV size limit this server enforces (MAX_CV_SIZE), so the CV form checks the same one. */
  max_cv_bytes: Type.Integer(),
  /** Where the app is served, for links printed on cards and in mails. */
  public_origin: Type.String(),
  /** The event's terms (EVENT_TERMS_URL) sign-up asks consent to, or null: none set (issue 23). */
  terms_url: Type.Union([Type.String(), Type.Null()]),
  /** The identity set in the console (issue 23); `name` above is its name, EVENT_NAME by default. */
  short_name: Type.String(),
  /** An absolute link, or null for Confetti's own logo. */
  logo: Type.Union([Type.String(), Type.Null()]),
  /** `#rrggbb`, or null for the theme's own. */
  theme_color: Type.Union([Type.String(), Type.Null()]),
  background_color: Type.Union([Type.String(), Type.Null()]),
  /** The theme's custom properties (`--color-bg`, …) these colours set, or null: none. */
  palette: Type.Union([Type.Record(Type.String(), Type.String()), Type.Null()]),
});
export type EventReply = Static<typeof EventReply>;

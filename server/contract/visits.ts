// Wire shapes of an attendee's own booth visits (issue 29, ours): which sponsors hold their contact
// (every company that scanned them reads their name and email) and which hold their CV.
//   GET /api/attendee/visits                   → VisitsReply, newest visit first
//   PUT /api/attendee/visits/:company_id/cv    VisitCvBody → VisitReply; takes Idempotency-Key and
//                                              Occurred-At, so it may go through the outbox. No
//                                              visit of that company: 404. `shared: false` takes
//                                              the CV back from that company; the visit stays.
// The attendee only (anyone else 403 "Cannot access resource"); a lead's rating and note are the
// company's own and never appear here.
import { Type, type Static } from 'typebox';

export const VisitJson = Type.Object({
  company_id: Type.Integer(),
  company: Type.String(),
  /** When the booth scanned the attendee. */
  visited_at: Type.String(),
  /** The company's tier lets it read CVs at all. */
  has_cv_access: Type.Boolean(),
  /** The attendee took their CV back from this company. */
  cv_withdrawn: Type.Boolean(),
  /** The company reads the CV now: CV access, a CV uploaded, not taken back. */
  cv_shared: Type.Boolean(),
});
export type VisitJson = Static<typeof VisitJson>;

export const VisitsReply = Type.Object({ data: Type.Array(VisitJson) });
export type VisitsReply = Static<typeof VisitsReply>;

export const VisitReply = Type.Object({ data: VisitJson });
export type VisitReply = Static<typeof VisitReply>;

export const VisitParams = Type.Object({ company_id: Type.String() });
export const VisitCvBody = Type.Object({ shared: Type.Boolean() }, { additionalProperties: false });
export type VisitCvBody = Static<typeof VisitCvBody>;

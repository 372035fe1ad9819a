// An attendee's booth visits as they see them (issue 29): whether a company reads their CV. Pure.
// NOTE: the same rule guards the company's side (company-attendees repo, the CV route), so what
// the profile says is what the company gets.

export type VisitFacts = { hasCvAccess: boolean; isCvWithdrawn: boolean };

/** The company reads the attendee's CV: its tier has CV access, there is one, not taken back. */
export const isCvShared = (visit: VisitFacts, hasCv: boolean): boolean =>
  visit.hasCvAccess && hasCv && !visit.isCvWithdrawn;

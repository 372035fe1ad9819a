// Who may read another attendee's email and owed items. Stricter than the provider (issue 7,
// ARCHITECTURE.md "Stricter than the provider"): it shows every owner's email to any signed-in
// caller and lets anyone read anyone's owed items. Pure: callers are passed in.

export type Viewer = { type: 'attendee' | 'company' | 'staff' | null; attendeeId?: string };

const isSelf = (viewer: Viewer, attendeeId: string) =>
  viewer.type === 'attendee' && viewer.attendeeId?.toLowerCase() === attendeeId.toLowerCase();

/** An attendee's email is shown to staff (admins are staff) and to that attendee only. */
export const canSeeEmail = (viewer: Viewer, attendeeId: string): boolean =>
  viewer.type === 'staff' || isSelf(viewer, attendeeId);

/** What an attendee is still owed (store and wheel) is read by that attendee and by staff. */
export const canSeeOwedItems = (viewer: Viewer, attendeeId: string): boolean =>
  viewer.type === 'staff' || isSelf(viewer, attendeeId);

/** The same keys with `email: null` for a viewer who may not see it (wire shape kept). */
export function withVisibleEmail<T extends { id: string; email: string | null }>(viewer: Viewer, row: T): T {
  return canSeeEmail(viewer, row.id) ? row : { ...row, email: null };
}

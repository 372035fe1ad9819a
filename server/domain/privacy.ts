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

/**
 * Owed counts as a viewer may read them: kept for the attendee and staff, 0 for everyone else.
 * NOTE: 0, not null, because provider-api.md §3 types `not_redeemed` as an integer (AttendeeFull),
 * and 0 is a value the provider itself answers (everything handed over): a client of the provider
 * keeps working. Its pages read the counts only from the caller's own GET /api/user (inventory)
 * and from GET /api/store|roulette/redeem/:id (staff delivery), never from another's page.
 */
export function withOwedVisible<T extends { notRedeemed: number }>(
  viewer: Viewer,
  attendeeId: string,
  items: readonly T[],
): T[] {
  return canSeeOwedItems(viewer, attendeeId) ? [...items] : items.map((i) => ({ ...i, notRedeemed: 0 }));
}

/** The same keys with `email: null` for a viewer who may not see it (wire shape kept). */
export function withVisibleEmail<T extends { id: string; email: string | null }>(viewer: Viewer, row: T): T {
  return canSeeEmail(viewer, row.id) ? row : { ...row, email: null };
}

// Who may read another attendee's email and owed items. Stricter than the provider (issue 7,
// docs/decisions/0014): it shows every owner's email to any signed-in
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

/**
 * An attendee's real name is read by staff, by companies (whose visitor lists carry it, provider-
 * api.md §3) and by that attendee; every other caller reads the nickname (issue 23).
 */
export const canSeeRealName = (viewer: Viewer, attendeeId: string): boolean =>
  viewer.type === 'staff' || viewer.type === 'company' || isSelf(viewer, attendeeId);

/**
 * The name of an attendee in what everyone may read (leaderboards, the wheel's latest wins): the
 * nickname. NOTE: the contract's `name` fields (provider-api.md §3) stay and carry the nickname,
 * not null: the provider's own client prints `name` in its leaderboard and attendee page, so it
 * keeps rendering, and no real name reaches another attendee (issue 23).
 */
export const publicNameOf = (row: { nickname: string | null }): string | null => row.nickname;

/** The same keys with the nickname in `name` for a viewer who may not read the real name. */
export function withVisibleName<T extends { id: string; name: string | null; nickname: string | null }>(
  viewer: Viewer,
  row: T,
): T {
  return canSeeRealName(viewer, row.id) ? row : { ...row, name: publicNameOf(row) };
}

// The venue map's view of the booths for one attendee: which ones they visited (they hold that
// company's booth badge), the count, and the orders the map and the list show them in. Pure.
import { SPONSORSHIPS } from '#contract/constants';
import type { Booth } from '../../api/venue.ts';

export type BoothView = Booth & { isVisited: boolean };

export function markVisited(booths: readonly Booth[], heldBadgeIds: ReadonlySet<number>): BoothView[] {
  return booths.map((b) => ({ ...b, isVisited: heldBadgeIds.has(b.badgeId) }));
}

export const countVisited = (booths: readonly BoothView[]): number =>
  booths.filter((b) => b.isVisited).length;

/** Reading order on the plan (rows top to bottom, then left to right): the markers' tab order. */
export function inPlanOrder<T extends Booth>(booths: readonly T[]): T[] {
  return [...booths].sort((a, b) => a.top - b.top || a.left - b.left);
}

const tierRank = (b: Booth) => SPONSORSHIPS.indexOf(b.sponsorship);

/** The list view: grouped by tier (Exclusive first), by name within a tier. */
export function byTier<T extends Booth>(booths: readonly T[]): { tier: Booth['sponsorship']; booths: T[] }[] {
  const sorted = [...booths].sort((a, b) => tierRank(a) - tierRank(b) || a.name.localeCompare(b.name));
  return SPONSORSHIPS.map((tier) => ({ tier, booths: sorted.filter((b) => b.sponsorship === tier) })).filter(
    (group) => group.booths.length > 0,
  );
}

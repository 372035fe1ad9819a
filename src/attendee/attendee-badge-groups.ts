// Badges grouped by type for the attendee page (provider-api.md §1 badge type codes), in a fixed
// order with type 0 (checkpoints and other hidden extras, left out of badge_count) last, each group in the order the badges were given. Pure.
import type { Badge } from '../api/me.ts';

export const BADGE_TYPE_LABELS: Readonly<Record<number, string>> = {
  1: 'Secret',
  2: 'Challenges',
  3: 'General',
  4: 'Sponsors',
  5: 'Speakers',
  6: 'Talks',
  7: 'Workshops',
  8: 'Community',
  9: 'Pitches',
  0: 'Extras',
};

export type BadgeGroup = { type: number; label: string; badges: Badge[] };

/** Known types by code with checkpoints last, then any unknown code (labelled "Other"). */
function rankOf(type: number): number {
  if (type === 0) return 100;
  return type in BADGE_TYPE_LABELS ? type : 200 + type;
}

export function groupBadges(badges: readonly Badge[]): BadgeGroup[] {
  const groups = new Map<number, Badge[]>();
  for (const badge of badges) groups.set(badge.type, [...(groups.get(badge.type) ?? []), badge]);
  return [...groups.entries()]
    .sort(([a], [b]) => rankOf(a) - rankOf(b))
    .map(([type, list]) => ({ type, label: BADGE_TYPE_LABELS[type] ?? 'Other', badges: list }));
}

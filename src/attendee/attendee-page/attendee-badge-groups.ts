// Badges grouped by type for the attendee page (provider-api.md §1 badge type codes), in a fixed
// order with type 0 (checkpoints and other hidden extras, left out of badge_count) last, each group in the order the badges were given. Pure.
import { BADGE_TYPE } from '#contract/constants';
import { BADGE_TYPE_NAMES, badgeTypeName } from '../../api/badges.ts';
import type { Badge } from '../../api/me.ts';

export type BadgeGroup = { type: number; label: string; badges: Badge[] };

/** Known types by code with checkpoints last, then any unknown code (labelled "Other"). Names are the badgedex's. */
function rankOf(type: number): number {
  if (type === BADGE_TYPE.checkpoint) return 100;
  return BADGE_TYPE_NAMES.has(type) ? type : 200 + type;
}

export function groupBadges(badges: readonly Badge[]): BadgeGroup[] {
  const groups = new Map<number, Badge[]>();
  for (const badge of badges) groups.set(badge.type, [...(groups.get(badge.type) ?? []), badge]);
  return [...groups.entries()]
    .sort(([a], [b]) => rankOf(a) - rankOf(b))
    .map(([type, list]) => ({ type, label: badgeTypeName(type), badges: list }));
}

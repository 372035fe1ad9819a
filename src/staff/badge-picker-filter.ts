// Which badges the award grid shows for a type and a name search, and the types to offer. Pure.
import type { Badge } from '../api/badges.ts';
import { matchesQuery } from '../lib/fold-text.ts';

export type PickerFilter = { type: number | null; query: string };

export function pickBadges(badges: readonly Badge[], { type, query }: PickerFilter): Badge[] {
  return badges.filter(
    (badge) => (type === null || badge.type === type) && matchesQuery(query, [badge.name]),
  );
}

/** The types present, in `order` first, then any others by code; each with its count. */
export function typesOf(
  badges: readonly Badge[],
  order: readonly number[],
): { type: number; count: number }[] {
  const counts = new Map<number, number>();
  for (const badge of badges) counts.set(badge.type, (counts.get(badge.type) ?? 0) + 1);
  const known = order.filter((type) => counts.has(type));
  const others = [...counts.keys()].filter((type) => !order.includes(type)).sort((a, b) => a - b);
  return [...known, ...others].map((type) => ({ type, count: counts.get(type) ?? 0 }));
}

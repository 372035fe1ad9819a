// What the badgedex shows for a filter (type, mine/all, name search) and the "23 of 96 collected"
// count. Pure, so the screen only wires state to it.
import { BADGE_TYPE } from '#contract/constants';
import type { Badge } from '../../api/badges.ts';

export type BadgeScope = 'all' | 'mine';

export type BadgedexFilter = {
  /** A type code, or null for every type. */
  type: number | null;
  scope: BadgeScope;
  query: string;
};

export const NO_FILTER: BadgedexFilter = { type: null, scope: 'all', query: '' };

/** Lower case without accents, so "cafe" finds "Café". */
export function foldText(text: string): string {
  return text.normalize('NFD').replace(/\p{M}/gu, '').toLowerCase().trim();
}

export function filterBadges(
  badges: readonly Badge[],
  ownedIds: ReadonlySet<number>,
  filter: BadgedexFilter,
): Badge[] {
  const words = foldText(filter.query).split(/\s+/).filter(Boolean);
  return badges.filter(
    (badge) =>
      (filter.type === null || badge.type === filter.type) &&
      (filter.scope === 'all' || ownedIds.has(badge.id)) &&
      words.every((word) => foldText(badge.name).includes(word)),
  );
}

export function isFiltered(filter: BadgedexFilter): boolean {
  return filter.type !== null || filter.scope !== 'all' || filter.query.trim() !== '';
}

/**
 * The badgedex's badges: the event's list, plus the badges the attendee holds that it no longer
 * lists (deleted by the organiser while held: archived, and kept by their holders, issue 13),
 * checkpoints aside. So "N of M" counts exactly what the profile's badge count counts (issue 23:
 * the profile said 4 badges while the badgedex said "3 of 7").
 */
export function badgedexBadges(listed: readonly Badge[], held: readonly Badge[]): Badge[] {
  const listedIds = new Set(listed.map((badge) => badge.id));
  const kept = held.filter((badge) => badge.type !== BADGE_TYPE.checkpoint && !listedIds.has(badge.id));
  return [...listed, ...kept];
}

/** How many of the listed badges the attendee holds (held badges the list hides do not count). */
export function collectedCount(
  badges: readonly Badge[],
  ownedIds: ReadonlySet<number>,
): { owned: number; total: number } {
  return { owned: badges.filter((b) => ownedIds.has(b.id)).length, total: badges.length };
}

export type TypeOption = { type: number; count: number };

/** The types present in the list, in `order` (the filter's order), each with its badge count. */
export function typeOptions(badges: readonly Badge[], order: readonly number[]): TypeOption[] {
  const counts = new Map<number, number>();
  for (const badge of badges) counts.set(badge.type, (counts.get(badge.type) ?? 0) + 1);
  const known = order.filter((type) => counts.has(type));
  const others = [...counts.keys()].filter((type) => !order.includes(type)).sort((a, b) => a - b);
  return [...known, ...others].map((type) => ({ type, count: counts.get(type) ?? 0 }));
}

/** The filter kept in the badgedex URL (?type=4&show=mine&q=duck), so Back restores it. */
export function filterFromSearch(params: URLSearchParams): BadgedexFilter {
  const type = params.get('type');
  return {
    type: type !== null && /^\d{1,3}$/.test(type) ? Number(type) : null,
    scope: params.get('show') === 'mine' ? 'mine' : 'all',
    query: params.get('q') ?? '',
  };
}

export function filterToSearch(filter: BadgedexFilter): URLSearchParams {
  const params = new URLSearchParams();
  if (filter.type !== null) params.set('type', String(filter.type));
  if (filter.scope === 'mine') params.set('show', 'mine');
  if (filter.query !== '') params.set('q', filter.query);
  return params;
}

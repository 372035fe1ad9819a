import { describe, expect, it } from 'vitest';
import type { Badge } from '../../../../../src/api/badges.ts';
import {
  badgedexBadges,
  collectedCount,
  filterBadges,
  filterFromSearch,
  filterToSearch,
  foldText,
  isFiltered,
  NO_FILTER,
  typeOptions,
} from '../../../../../src/attendee/badges/badgedex-filter.ts';

const badge = (id: number, name: string, type: number): Badge => ({
  id,
  name,
  type,
  description: '',
  avatar: null,
  begin: new Date('2026-11-22T10:00:00Z'),
  end: new Date('2026-11-22T11:00:00Z'),
  tokens: 10,
});

const BADGES = [
  badge(85, 'Hidden Rubber Duck', 1),
  badge(1, 'Visit Northwind Labs', 4),
  badge(2, 'Visit Bluefin Systems', 4),
  badge(51, 'Workshop: Git Like a Pro', 7),
  badge(60, 'Meet Rui Calder', 5),
  badge(70, 'Café com Código', 6),
];
const OWNED = new Set([2, 51, 88]);
const ids = (list: Badge[]) => list.map((b) => b.id);

describe('filterBadges', () => {
  it('shows everything, in the server order, without a filter', () => {
    expect(ids(filterBadges(BADGES, OWNED, NO_FILTER))).toEqual([85, 1, 2, 51, 60, 70]);
  });

  it('filters by type', () => {
    expect(ids(filterBadges(BADGES, OWNED, { ...NO_FILTER, type: 4 }))).toEqual([1, 2]);
  });

  it('shows only held badges for Mine', () => {
    expect(ids(filterBadges(BADGES, OWNED, { ...NO_FILTER, scope: 'mine' }))).toEqual([2, 51]);
  });

  it('searches names by every word, ignoring case and accents', () => {
    expect(ids(filterBadges(BADGES, OWNED, { ...NO_FILTER, query: '  VISIT  labs ' }))).toEqual([1]);
    expect(ids(filterBadges(BADGES, OWNED, { ...NO_FILTER, query: 'cafe codigo' }))).toEqual([70]);
    expect(ids(filterBadges(BADGES, OWNED, { ...NO_FILTER, query: 'zzz' }))).toEqual([]);
  });

  it('combines type, scope and search', () => {
    const filter = { type: 4, scope: 'mine', query: 'visit' } as const;
    expect(ids(filterBadges(BADGES, OWNED, filter))).toEqual([2]);
  });
});

describe('collectedCount', () => {
  it('counts held badges among those listed only (a hidden checkpoint does not count)', () => {
    expect(collectedCount(BADGES, OWNED)).toEqual({ owned: 2, total: 6 });
    expect(collectedCount([], OWNED)).toEqual({ owned: 0, total: 0 });
  });
});

describe('typeOptions', () => {
  it('lists present types in the filter order with counts, unknown codes last', () => {
    const list = [...BADGES, badge(99, 'Odd', 12)];
    expect(typeOptions(list, [1, 2, 3, 4, 5, 6, 7, 8, 9])).toEqual([
      { type: 1, count: 1 },
      { type: 4, count: 2 },
      { type: 5, count: 1 },
      { type: 6, count: 1 },
      { type: 7, count: 1 },
      { type: 12, count: 1 },
    ]);
  });
});

describe('the filter in the URL', () => {
  it('round-trips', () => {
    const filter = { type: 4, scope: 'mine', query: 'rubber duck' } as const;
    expect(filterFromSearch(filterToSearch(filter))).toEqual(filter);
    expect(filterToSearch(NO_FILTER).toString()).toBe('');
  });

  it('ignores nonsense in a hand-edited URL', () => {
    expect(filterFromSearch(new URLSearchParams('type=abc&show=everything'))).toEqual(NO_FILTER);
  });

  it('knows when a filter narrows the list', () => {
    expect(isFiltered(NO_FILTER)).toBe(false);
    expect(isFiltered({ ...NO_FILTER, query: '  ' })).toBe(false);
    expect(isFiltered({ ...NO_FILTER, scope: 'mine' })).toBe(true);
  });

  it('folds text for comparison', () => {
    expect(foldText(' Ação ')).toBe('acao');
  });
});

describe('badgedexBadges (issue 23: one count of badges)', () => {
  it('adds the held badges the list no longer has, not checkpoints, so "N of M" is the profile count', () => {
    const listed = [badge(1, 'A', 3), badge(2, 'B', 3), badge(3, 'C', 3)];
    const deleted = badge(9, 'Deleted while held', 3);
    const held = [badge(1, 'A', 3), badge(2, 'B', 3), deleted, badge(7, 'Checkpoint', 0)];
    const all = badgedexBadges(listed, held);
    expect(all.map((b) => b.id)).toEqual([1, 2, 3, 9]);
    const profileCount = held.filter((b) => b.type !== 0).length;
    expect(collectedCount(all, new Set(held.map((b) => b.id)))).toEqual({ owned: profileCount, total: 4 });
  });

  it('is the list itself when nothing held is missing from it', () => {
    const listed = [badge(1, 'A', 3)];
    expect(badgedexBadges(listed, [badge(1, 'A', 3)])).toEqual(listed);
  });
});

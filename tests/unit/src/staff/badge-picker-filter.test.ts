import { describe, expect, it } from 'vitest';
import type { Badge } from '../../../../src/api/badges.ts';
import { pickBadges, typesOf } from '../../../../src/staff/badge-picker-filter.ts';

function badge(id: number, name: string, type: number): Badge {
  return { id, name, type, avatar: null, description: '', tokens: 10, begin: new Date(0), end: new Date(0) };
}

const BADGES = [
  badge(1, 'Talk: Rust in prod', 6),
  badge(2, 'Workshop: Café & Go', 7),
  badge(3, 'Talk: Elixir', 6),
];

describe('pickBadges', () => {
  it('filters by type and by every word of the name, ignoring case and accents', () => {
    expect(pickBadges(BADGES, { type: 6, query: '' }).map((b) => b.id)).toEqual([1, 3]);
    expect(pickBadges(BADGES, { type: null, query: 'cafe go' }).map((b) => b.id)).toEqual([2]);
    expect(pickBadges(BADGES, { type: 7, query: 'rust' })).toEqual([]);
  });
});

describe('typesOf', () => {
  it('lists present types in the given order with their counts', () => {
    expect(typesOf(BADGES, [7, 6])).toEqual([
      { type: 7, count: 1 },
      { type: 6, count: 2 },
    ]);
  });
});

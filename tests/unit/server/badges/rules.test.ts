// Which badges each kind of caller may list, and the referral decision (provider-api.md §3).
import { describe, expect, it } from 'vitest';
import {
  decideReferral,
  selectShownBadges,
  selectVisibleBadges,
  viewerOf,
  type ListableBadge,
} from '../../../../server/badges/rules.ts';

const NOW = new Date('2026-11-22T12:00:00Z');
const H = 3600_000;
const badge = (id: number, type: number, from = -H, to = H): ListableBadge => ({
  id,
  type,
  beginBadge: new Date(NOW.getTime() + from),
  endBadge: new Date(NOW.getTime() + to),
});

// Deliberately out of id order: every view answers in id order within its groups.
const ALL = [
  badge(7, 1),
  badge(3, 3),
  badge(1, 0),
  badge(5, 4),
  badge(2, 1),
  badge(9, 6, -3 * H, -2 * H),
  badge(4, 2, 0, H),
  badge(8, 2, -H, 0),
  badge(6, 7, H, 2 * H),
];
const ids = (list: ListableBadge[]) => list.map((b) => b.id);

describe('viewerOf', () => {
  it('maps admin, other staff and everyone else', () => {
    expect(viewerOf({ type: 'staff', isAdmin: true })).toBe('admin');
    expect(viewerOf({ type: 'staff', isAdmin: false })).toBe('staff');
    expect(viewerOf({ type: 'attendee' })).toBe('public');
    expect(viewerOf({ type: 'company' })).toBe('public');
    expect(viewerOf({ type: null })).toBe('public');
  });
});

describe('selectVisibleBadges', () => {
  it('gives an admin every badge by id', () => {
    expect(ids(selectVisibleBadges('admin', ALL, new Set(), NOW))).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9]);
  });

  it('gives staff the badges whose gifting window holds now (ends inclusive), no company badge', () => {
    expect(ids(selectVisibleBadges('staff', ALL, new Set(), NOW))).toEqual([1, 2, 3, 4, 7, 8]);
  });

  it('gives the public owned secrets first, then all but checkpoints and secrets', () => {
    expect(ids(selectVisibleBadges('public', ALL, new Set([7, 2]), NOW))).toEqual([2, 7, 3, 4, 5, 6, 8, 9]);
    expect(ids(selectVisibleBadges('public', ALL, new Set([7, 3]), NOW))).toEqual([7, 3, 4, 5, 6, 8, 9]);
    expect(ids(selectVisibleBadges('public', ALL, new Set(), NOW))).toEqual([3, 4, 5, 6, 8, 9]);
  });

  it('does not reorder its input', () => {
    const input = [...ALL];
    selectVisibleBadges('admin', input, new Set(), NOW);
    expect(input).toEqual(ALL);
  });
});

describe('selectShownBadges (a list of held badges, by the rule of GET /api/badges/:id)', () => {
  it('hides a checkpoint from the public unless the viewer owns it; staff see every one', () => {
    const held = [badge(1, 0), badge(3, 3), badge(2, 0), badge(7, 1)];
    expect(ids(selectShownBadges('public', held, new Set()))).toEqual([3, 7]);
    expect(ids(selectShownBadges('public', held, new Set([2, 3])))).toEqual([3, 2, 7]);
    expect(ids(selectShownBadges('staff', held, new Set()))).toEqual([1, 3, 2, 7]);
    expect(ids(selectShownBadges('admin', held, new Set()))).toEqual([1, 3, 2, 7]);
  });
});

describe('decideReferral', () => {
  it('refuses a used code', () => {
    expect(decideReferral({ available: true })).toBeNull();
    expect(decideReferral({ available: false })).toBe('not-available');
  });
});

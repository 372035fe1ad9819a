import { describe, expect, it } from 'vitest';
import type { Booth } from '../../../../../src/api/venue.ts';
import {
  byTier,
  countVisited,
  inPlanOrder,
  markVisited,
} from '../../../../../src/attendee/venue/venue-booths.ts';

const booth = (companyId: number, over: Partial<Booth> = {}): Booth => ({
  companyId,
  name: `Company ${companyId}`,
  sponsorship: 'Bronze',
  badgeId: 100 + companyId,
  label: null,
  left: 50,
  top: 50,
  ...over,
});

describe('markVisited and countVisited', () => {
  it('marks a booth visited when the attendee holds its badge', () => {
    const marked = markVisited([booth(1), booth(2), booth(3)], new Set([101, 103, 999]));
    expect(marked.map((b) => b.isVisited)).toEqual([true, false, true]);
    expect(countVisited(marked)).toBe(2);
    expect(countVisited(markVisited([booth(1)], new Set()))).toBe(0);
  });
});

describe('inPlanOrder', () => {
  it('reads rows top to bottom, then left to right', () => {
    const order = inPlanOrder([
      booth(1, { top: 80, left: 10 }),
      booth(2, { top: 20, left: 90 }),
      booth(3, { top: 20, left: 10 }),
    ]);
    expect(order.map((b) => b.companyId)).toEqual([3, 2, 1]);
  });
});

describe('byTier', () => {
  it('groups Exclusive first, names in order, and leaves out empty tiers', () => {
    const groups = byTier([
      booth(1, { name: 'Zeta', sponsorship: 'Bronze' }),
      booth(2, { name: 'Alpha', sponsorship: 'Bronze' }),
      booth(3, { name: 'Mid', sponsorship: 'Exclusive' }),
    ]);
    expect(groups.map((g) => [g.tier, g.booths.map((b) => b.name)])).toEqual([
      ['Exclusive', ['Mid']],
      ['Bronze', ['Alpha', 'Zeta']],
    ]);
  });
});

import { describe, expect, it } from 'vitest';
import {
  CHECKPOINT_LEVELS,
  CHECKPOINT_MAX_VISITS,
  checkpointProgress,
  countCompanyVisits,
} from '../../../../../src/attendee/profile/profile-checkpoints.ts';

describe('company-visit checkpoints (provider-api.md §4)', () => {
  it('has the six levels at 5/10/15/20/25/28 visits with +10/30/60/100/120/150 entries', () => {
    expect(CHECKPOINT_LEVELS.map((l) => [l.visits, l.entries])).toEqual([
      [5, 10],
      [10, 30],
      [15, 60],
      [20, 100],
      [25, 120],
      [28, 150],
    ]);
    expect(CHECKPOINT_MAX_VISITS).toBe(28);
  });

  it('counts only company badges (type 4) as visits', () => {
    expect(countCompanyVisits([{ type: 4 }, { type: 0 }, { type: 4 }, { type: 3 }])).toBe(2);
    expect(countCompanyVisits([])).toBe(0);
  });

  it('starts at level 0 with 5 visits to go', () => {
    const progress = checkpointProgress(0);
    expect(progress).toMatchObject({ visits: 0, level: 0, visitsToNext: 5, next: { level: 1, entries: 10 } });
    expect(progress.segments.map((s) => s.fill)).toEqual([0, 0, 0, 0, 0, 0]);
  });

  it('fills the current stretch in part and counts levels reached at the threshold', () => {
    const progress = checkpointProgress(12);
    expect(progress.level).toBe(2);
    expect(progress.next).toMatchObject({ level: 3, visits: 15, entries: 60 });
    expect(progress.visitsToNext).toBe(3);
    expect(progress.segments.map((s) => s.fill)).toEqual([1, 1, 0.4, 0, 0, 0]);
    expect(progress.segments.map((s) => s.isReached)).toEqual([true, true, false, false, false, false]);
    expect(checkpointProgress(5)).toMatchObject({ level: 1, visitsToNext: 5 });
    expect(checkpointProgress(4)).toMatchObject({ level: 0, visitsToNext: 1 });
  });

  it('uses the short last stretch (25 → 28)', () => {
    const progress = checkpointProgress(26);
    expect(progress).toMatchObject({ level: 5, visitsToNext: 2, next: { level: 6, entries: 150 } });
    expect(progress.segments[5]?.fill).toBeCloseTo(1 / 3);
  });

  it('ends with every level reached and nothing next, however many visits', () => {
    for (const visits of [28, 40]) {
      const progress = checkpointProgress(visits);
      expect(progress).toMatchObject({ level: 6, next: null, visitsToNext: 0 });
      expect(progress.segments.every((s) => s.fill === 1 && s.isReached)).toBe(true);
    }
  });

  it('treats nonsense counts as 0', () => {
    expect(checkpointProgress(-3)).toMatchObject({ visits: 0, level: 0, visitsToNext: 5 });
  });
});

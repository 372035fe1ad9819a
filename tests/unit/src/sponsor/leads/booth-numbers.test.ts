// The booth's own numbers (issue 29): visits per hour in the phone's zone, the ratings split and
// the top tags.
import { describe, expect, it } from 'vitest';
import type { Lead } from '../../../../../src/api/leads.ts';
import { boothNumbers } from '../../../../../src/sponsor/leads/booth-numbers.ts';
import { emptyLead } from '../../../../../src/sponsor/leads/visitor-rows.ts';

const at = (iso: string, over: Partial<Lead> = {}): Lead => ({
  ...emptyLead(iso, null, new Date(iso)),
  ...over,
});

const LEADS = [
  at('2026-11-22T09:05:00Z', { rating: 'hot', tags: ['backend', 'hiring'] }),
  at('2026-11-22T09:55:00Z', { rating: 'hot', tags: ['backend'] }),
  at('2026-11-22T11:30:00Z', { rating: 'cold', tags: ['workshop'] }),
  at('2026-11-22T11:45:00Z'),
];

describe('boothNumbers', () => {
  it('counts visits per hour, ratings and the top tags', () => {
    expect(boothNumbers(LEADS, () => 0)).toEqual({
      visits: 4,
      perHour: [
        { hourStart: new Date('2026-11-22T09:00:00Z'), visits: 2 },
        { hourStart: new Date('2026-11-22T11:00:00Z'), visits: 2 },
      ],
      ratings: { hot: 2, warm: 0, cold: 1, unrated: 1 },
      topTags: [
        { tag: 'backend', count: 2 },
        { tag: 'hiring', count: 1 },
        { tag: 'workshop', count: 1 },
      ],
    });
  });

  it('cuts hours in the phone’s zone (a half-hour offset moves the boundaries)', () => {
    const perHour = boothNumbers(LEADS, () => 330).perHour; // India, UTC+5:30
    expect(perHour).toEqual([
      { hourStart: new Date('2026-11-22T08:30:00Z'), visits: 1 },
      { hourStart: new Date('2026-11-22T09:30:00Z'), visits: 1 },
      { hourStart: new Date('2026-11-22T11:30:00Z'), visits: 2 },
    ]);
  });
});

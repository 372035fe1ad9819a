// Spotlight rules (provider-api.md §3–4): the start's duration, its end in whole seconds, and the
// order of the refusals.
import { describe, expect, it } from 'vitest';
import {
  decideSpotlightStart,
  MAX_SPOTLIGHT_MINUTES,
  readDuration,
  spotlightEnd,
} from '../../../../server/spotlights/rules.ts';

const NOW = new Date('2026-11-22T12:00:00.600Z');

describe('readDuration', () => {
  it('is the default with no body or no duration', () => {
    for (const body of [undefined, null, {}, { duration: null }, { other: 5 }])
      expect(readDuration(body, 20)).toBe(20);
  });

  it('takes an integer or a string of one, negatives included, within a week', () => {
    expect([readDuration({ duration: 5 }, 20), readDuration({ duration: '45' }, 20)]).toEqual([5, 45]);
    expect(readDuration({ duration: -1 }, 20)).toBe(-1);
    expect(readDuration({ duration: MAX_SPOTLIGHT_MINUTES }, 20)).toBe(MAX_SPOTLIGHT_MINUTES);
  });

  it('is null for anything else', () => {
    for (const body of [
      [1],
      'x',
      7,
      { duration: 1.5 },
      { duration: 'soon' },
      { duration: MAX_SPOTLIGHT_MINUTES + 1 },
    ]) {
      expect(readDuration(body, 20)).toBeNull();
    }
  });
});

describe('spotlightEnd', () => {
  it('adds the minutes and drops the milliseconds, as the column keeps whole seconds', () => {
    expect(spotlightEnd(NOW, 20).toISOString()).toBe('2026-11-22T12:20:00.000Z');
    expect(spotlightEnd(NOW, -1).toISOString()).toBe('2026-11-22T11:59:00.000Z');
  });
});

describe('decideSpotlightStart', () => {
  const later = new Date(NOW.getTime() + 1000);
  it('refuses while another runs, before looking at the count', () => {
    expect(decideSpotlightStart({ current: { end: later }, remaining: 0, now: NOW })).toBe('still-active');
    expect(decideSpotlightStart({ current: { end: later }, remaining: 3, now: NOW })).toBe('still-active');
  });

  it('starts once the last one has ended (at its end exactly too), when a start is left', () => {
    expect(decideSpotlightStart({ current: { end: NOW }, remaining: 1, now: NOW })).toBeNull();
    expect(decideSpotlightStart({ current: null, remaining: 1, now: NOW })).toBeNull();
    expect(decideSpotlightStart({ current: null, remaining: 0, now: NOW })).toBe('none-left');
  });
});

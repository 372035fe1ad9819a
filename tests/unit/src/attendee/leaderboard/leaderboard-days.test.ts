import { describe, expect, it } from 'vitest';
import {
  clampDay,
  dayName,
  dayParts,
  eventDays,
  localDay,
} from '../../../../../src/attendee/leaderboard/leaderboard-days.ts';

describe('eventDays (GET /api/event start + days)', () => {
  it('lists every day of the event', () => {
    expect(eventDays('2026-11-22', 4)).toEqual(['2026-11-22', '2026-11-23', '2026-11-24', '2026-11-25']);
  });

  it('crosses month and year ends', () => {
    expect(eventDays('2026-12-31', 2)).toEqual(['2026-12-31', '2027-01-01']);
    expect(eventDays('2028-02-28', 2)).toEqual(['2028-02-28', '2028-02-29']);
  });

  it('gives nothing for a start that is not a day, and at least one day', () => {
    expect(eventDays('22 Nov 2026', 4)).toEqual([]);
    expect(eventDays('2026-11-22', 0)).toEqual(['2026-11-22']);
  });
});

describe('clampDay (the default day of the picker)', () => {
  const DAYS = eventDays('2026-11-22', 4);

  it('is today during the event', () => {
    expect(clampDay(DAYS, '2026-11-24')).toBe('2026-11-24');
  });

  it('is the first day before the event and the last one after it', () => {
    expect(clampDay(DAYS, '2026-10-01')).toBe('2026-11-22');
    expect(clampDay(DAYS, '2026-11-26')).toBe('2026-11-25');
    expect(clampDay(DAYS, '2027-03-01')).toBe('2026-11-25');
  });

  it('is null without event days', () => {
    expect(clampDay([], '2026-11-24')).toBeNull();
  });
});

describe('day labels', () => {
  it('reads the device calendar day', () => {
    expect(localDay(new Date(2026, 10, 5, 23, 59))).toBe('2026-11-05');
  });

  it('names a day for chips and screen readers', () => {
    expect(dayParts('2026-11-22')).toEqual({ weekday: 'Sun', date: '22' });
    expect(dayName('2026-11-22')).toBe('Sunday 22 November');
  });
});

import { describe, expect, it } from 'vitest';
import { DAY_MS, dayFormat, parseDay } from '../../../../src/lib/calendar-day.ts';

describe('parseDay', () => {
  it('reads a YYYY-MM-DD day as its UTC midnight', () => {
    expect(parseDay('2026-11-22')).toBe(Date.UTC(2026, 10, 22));
    expect(parseDay('2026-11-23')! - parseDay('2026-11-22')!).toBe(DAY_MS);
  });

  it('refuses what is not a day', () => {
    expect(parseDay('22/11/2026')).toBeNull();
    expect(parseDay('2026-11-22T10:00')).toBeNull();
    expect(parseDay('')).toBeNull();
  });
});

describe('dayFormat', () => {
  it('prints the calendar day in UTC, whatever the device zone', () => {
    const long = dayFormat({ weekday: 'long', day: 'numeric', month: 'long' });
    expect(long.format(parseDay('2026-11-22')!)).toBe('Sunday 22 November');
    expect(long.resolvedOptions().timeZone).toBe('UTC');
  });
});

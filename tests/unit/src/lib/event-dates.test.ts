import { describe, expect, it } from 'vitest';
import { formatEventDates } from '../../../../src/lib/event-dates.ts';

describe('formatEventDates', () => {
  it('prints a range within one month', () => {
    expect(formatEventDates('2026-11-22', 4)).toBe('22–25 Nov 2026');
  });

  it('prints a range across months and years', () => {
    expect(formatEventDates('2026-11-29', 4)).toBe('29 Nov – 2 Dec 2026');
    expect(formatEventDates('2026-12-30', 3)).toBe('30 Dec 2026 – 1 Jan 2027');
  });

  it('prints a single day, and refuses a malformed start', () => {
    expect(formatEventDates('2026-02-06', 1)).toBe('6 Feb 2026');
    expect(formatEventDates('06/02/2026', 2)).toBeNull();
  });
});

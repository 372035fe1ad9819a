import { describe, expect, it } from 'vitest';
import { formatActivity } from '../../../../../src/attendee/badges/badge-activity.ts';

const at = (iso: string) => new Date(iso);

describe('formatActivity', () => {
  it('gives a session its day and clock times', () => {
    expect(formatActivity(at('2026-11-22T16:00:00Z'), at('2026-11-22T18:00:00Z'), 'UTC')).toBe(
      'Sun 22 Nov, 16:00–18:00',
    );
    expect(formatActivity(at('2026-11-22T16:00:00Z'), at('2026-11-22T18:00:00Z'), 'Europe/Lisbon')).toBe(
      'Sun 22 Nov, 16:00–18:00',
    );
    expect(formatActivity(at('2026-11-22T16:00:00Z'), at('2026-11-22T18:00:00Z'), 'America/New_York')).toBe(
      'Sun 22 Nov, 11:00–13:00',
    );
  });

  it('gives an activity of whole days its calendar days (end exclusive)', () => {
    expect(formatActivity(at('2026-11-22T00:00:00Z'), at('2026-11-26T00:00:00Z'))).toBe('22–25 Nov');
    expect(formatActivity(at('2026-11-22T00:00:00Z'), at('2026-11-23T00:00:00Z'))).toBe('Sun 22 Nov');
    expect(formatActivity(at('2026-11-29T00:00:00Z'), at('2026-12-02T00:00:00Z'))).toBe('29 Nov – 1 Dec');
  });

  it('says nothing for impossible times', () => {
    expect(formatActivity(at('nope'), at('2026-11-22T00:00:00Z'))).toBeNull();
    expect(formatActivity(at('2026-11-23T00:00:00Z'), at('2026-11-22T00:00:00Z'))).toBeNull();
  });
});

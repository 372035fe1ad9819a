import { describe, expect, it } from 'vitest';
import { timeAgo } from '../../../../src/lib/time-ago.ts';

const now = new Date('2026-11-22T12:00:00Z');
const ago = (ms: number) => timeAgo(new Date(now.getTime() - ms), now);
const MIN = 60_000;

describe('timeAgo', () => {
  it('says "just now" under 45 s, and for a moment slightly in the future (clock skew)', () => {
    expect(ago(0)).toBe('just now');
    expect(ago(44_000)).toBe('just now');
    expect(ago(-90_000)).toBe('just now');
  });

  it('counts whole minutes, never "0 min"', () => {
    expect(ago(45_000)).toBe('1 min ago');
    expect(ago(2 * MIN + 59_000)).toBe('2 min ago');
    expect(ago(59 * MIN + 59_000)).toBe('59 min ago');
  });

  it('then hours, yesterday and days', () => {
    expect(ago(60 * MIN)).toBe('1 h ago');
    expect(ago(23 * 60 * MIN + 59 * MIN)).toBe('23 h ago');
    expect(ago(24 * 60 * MIN)).toBe('yesterday');
    expect(ago(3 * 24 * 60 * MIN)).toBe('3 days ago');
  });

  it('gives a date from a week on', () => {
    expect(timeAgo(new Date('2026-11-01T12:00:00Z'), now)).toMatch(/^\d{1,2} (Oct|Nov)$/);
  });

  it('is empty for an invalid date rather than "NaN min ago"', () => {
    expect(timeAgo(new Date('nope'), now)).toBe('');
  });
});

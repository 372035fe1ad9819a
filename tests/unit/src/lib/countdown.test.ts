import { describe, expect, it } from 'vitest';
import { formatCountdown, secondsLeft } from '../../../../src/lib/countdown.ts';

describe('countdown', () => {
  it('counts whole seconds up to the end, never below 0', () => {
    const end = new Date('2027-03-15T10:20:00Z');
    expect(secondsLeft(end, new Date('2027-03-15T10:00:00Z'))).toBe(1200);
    expect(secondsLeft(end, new Date('2027-03-15T10:19:59.400Z'))).toBe(1);
    expect(secondsLeft(end, new Date('2027-03-15T10:20:01Z'))).toBe(0);
  });

  it('reads as a clock: m:ss, and h:mm:ss past an hour', () => {
    expect(formatCountdown(1200)).toBe('20:00');
    expect(formatCountdown(65)).toBe('1:05');
    expect(formatCountdown(0)).toBe('0:00');
    expect(formatCountdown(3725)).toBe('1:02:05');
  });
});

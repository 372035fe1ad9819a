import { describe, expect, it } from 'vitest';
import { formatChance, paytableLine, SLOTS_PAYTABLE } from '../../../../src/attendee/slots-paytable.ts';

describe('slots pay table (mirror of provider-api.md §4)', () => {
  it('holds the seeded lines, best first, with a 0.55 loss left over', () => {
    expect(SLOTS_PAYTABLE.map((l) => [l.probability, l.multiplier])).toEqual([
      [0.00001, 100],
      [0.00499, 10],
      [0.025, 5],
      [0.04, 3],
      [0.08, 2],
      [0.3, 1],
    ]);
    const paid = SLOTS_PAYTABLE.reduce((sum, l) => sum + l.probability, 0);
    expect(1 - paid).toBeCloseTo(0.55, 10);
    expect(new Set(SLOTS_PAYTABLE.map((l) => l.symbol)).size).toBe(SLOTS_PAYTABLE.length);
  });

  it('finds the line of a multiplier, none for a loss or an unknown one', () => {
    expect(paytableLine(5)?.symbol).toBe('diamond');
    expect(paytableLine(0)).toBeNull();
    expect(paytableLine(1.5)).toBeNull();
  });

  it('writes chances readably', () => {
    expect(formatChance(0.3)).toBe('30%');
    expect(formatChance(0.025)).toBe('2.5%');
    expect(formatChance(0.00499)).toBe('1 in 200');
    expect(formatChance(0.00001)).toBe('1 in 100,000');
  });
});

import { describe, expect, it } from 'vitest';
import {
  bestMultiplier,
  formatChance,
  paytableLines,
} from '../../../../../src/attendee/games/slots-paytable.ts';
import { SEEDED_PAYOUTS } from '../../../../fixtures/slots-payouts.ts';

describe('slots pay table, from the server', () => {
  it('gives each line a symbol by rank: the seeded table keeps its look', () => {
    expect(paytableLines(SEEDED_PAYOUTS).map((l) => [l.multiplier, l.probability, l.symbol])).toEqual([
      [100, 0.00001, 'star'],
      [10, 0.00499, 'seven'],
      [5, 0.025, 'diamond'],
      [3, 0.04, 'heart'],
      [2, 0.08, 'triangle'],
      [1, 0.3, 'circle'],
    ]);
    expect(bestMultiplier(paytableLines(SEEDED_PAYOUTS))).toBe(100);
  });

  it('ranks by multiplier whatever order the rows come in, without touching them', () => {
    const rows = [
      { multiplier: 1.5, probability: 0.2 },
      { multiplier: 12, probability: 0.01 },
      { multiplier: 3, probability: 0.05 },
    ];
    const copy = structuredClone(rows);
    expect(paytableLines(rows).map((l) => [l.multiplier, l.symbol])).toEqual([
      [12, 'star'],
      [3, 'seven'],
      [1.5, 'diamond'],
    ]);
    expect(rows).toEqual(copy);
  });

  it('lists no line for a multiplier that pays nothing, and no symbol past the eighth line', () => {
    expect(paytableLines([{ multiplier: 0, probability: 0.5 }])).toEqual([]);
    const many = Array.from({ length: 9 }, (_, i) => ({ multiplier: 9 - i, probability: 0.01 }));
    const lines = paytableLines(many);
    expect(lines.map((l) => l.symbol)).toEqual([
      'star',
      'seven',
      'diamond',
      'heart',
      'triangle',
      'circle',
      'square',
      'ring',
      null,
    ]);
    expect(bestMultiplier([])).toBeNull();
  });

  it('writes chances readably', () => {
    expect(formatChance(0.3)).toBe('30%');
    expect(formatChance(0.025)).toBe('2.5%');
    expect(formatChance(0.00499)).toBe('1 in 200');
    expect(formatChance(0.00001)).toBe('1 in 100,000');
  });
});

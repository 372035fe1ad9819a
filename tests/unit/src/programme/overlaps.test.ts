import { describe, expect, it } from 'vitest';
import { clashesOf, findOverlaps } from '../../../../src/programme/overlaps.ts';
import { aSession } from './session-factory.ts';

const a = aSession({ title: 'A', start: '2026-03-13T09:00:00Z', end: '2026-03-13T10:00:00Z' });
const b = aSession({ title: 'B', start: '2026-03-13T09:30:00Z', end: '2026-03-13T10:30:00Z' });
const c = aSession({ title: 'C', start: '2026-03-13T10:00:00Z', end: '2026-03-13T11:00:00Z' });
const long = aSession({ title: 'Long', start: '2026-03-13T08:00:00Z', end: '2026-03-13T12:00:00Z' });
const pairsOf = (sessions: Parameters<typeof findOverlaps>[0]) =>
  findOverlaps(sessions).map(([x, y]) => `${x.title}+${y.title}`);

describe('findOverlaps', () => {
  it('finds the pairs that overlap; one ending as the other starts is no clash', () => {
    expect(pairsOf([c, a, b])).toEqual(['A+B', 'B+C']);
  });

  it('finds a long session clashing with everything inside it', () => {
    expect(pairsOf([a, long, c])).toEqual(['Long+A', 'Long+C']);
  });

  it('finds nothing for one or no session', () => {
    expect(pairsOf([a])).toEqual([]);
    expect(pairsOf([])).toEqual([]);
  });
});

describe('clashesOf', () => {
  it('names the other starred sessions one session clashes with', () => {
    expect(clashesOf(b, [a, b, c]).map((s) => s.title)).toEqual(['A', 'C']);
    expect(clashesOf(a, [a, c]).map((s) => s.title)).toEqual([]);
  });
});

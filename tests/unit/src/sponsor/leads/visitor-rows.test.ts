// The visitors list with leads (issue 29): joined, searched (notes and tags too), filtered by
// rating and tag, sorted by latest scan or by rating.
import { describe, expect, it } from 'vitest';
import type { Lead } from '../../../../../src/api/leads.ts';
import type { Visitor } from '../../../../../src/api/visitors.ts';
import { emptyLead, filterRows, joinRows, sortRows } from '../../../../../src/sponsor/leads/visitor-rows.ts';

const visitor = (id: string, name: string): Visitor => ({
  id,
  name,
  nickname: null,
  email: `${id}@x.pt`,
  avatar: null,
  cv: null,
});
const lead = (id: string, minute: number, over: Partial<Lead>): Lead => ({
  ...emptyLead(id, null, new Date(Date.UTC(2026, 10, 22, 10, minute))),
  ...over,
});

const VISITORS = [visitor('a', 'Ana Simões'), visitor('r', 'Rui'), visitor('g', 'Gold-only guest')];
const LEADS = [
  lead('a', 10, { rating: 'warm', tags: ['backend'], note: 'Wants the Go role' }),
  lead('r', 20, { rating: 'hot', tags: ['hiring'] }),
  lead('n', 30, { name: 'Scanned offline' }),
];
const rows = joinRows(VISITORS, LEADS);
const names = (list: { name: string | null }[]) => list.map((r) => r.name);

describe('joinRows', () => {
  it('gives each visitor their lead, and lists leads the visitors list lacks yet', () => {
    expect(rows.map((r) => [r.id, r.lead?.attendeeId ?? null])).toEqual([
      ['a', 'a'],
      ['r', 'r'],
      ['g', null],
      ['n', 'n'],
    ]);
  });
});

describe('filterRows', () => {
  const all = { query: '', rating: 'all', tag: null } as const;
  it('searches names without accents, emails, notes and tags', () => {
    expect(names(filterRows(rows, { ...all, query: 'simoes' }))).toEqual(['Ana Simões']);
    expect(names(filterRows(rows, { ...all, query: 'go role' }))).toEqual(['Ana Simões']);
    expect(names(filterRows(rows, { ...all, query: 'hiring' }))).toEqual(['Rui']);
  });

  it('filters by rating, by no rating and by tag', () => {
    expect(names(filterRows(rows, { ...all, rating: 'hot' }))).toEqual(['Rui']);
    expect(names(filterRows(rows, { ...all, rating: 'unrated' }))).toEqual([
      'Gold-only guest',
      'Scanned offline',
    ]);
    expect(names(filterRows(rows, { ...all, tag: 'backend' }))).toEqual(['Ana Simões']);
  });
});

describe('sortRows', () => {
  it('puts the latest scan first and never-scanned visitors last', () => {
    expect(names(sortRows(rows, 'time'))).toEqual([
      'Scanned offline',
      'Rui',
      'Ana Simões',
      'Gold-only guest',
    ]);
  });

  it('puts hot, warm, cold, then unrated first, the latest scan first within each', () => {
    expect(names(sortRows(rows, 'rating'))).toEqual([
      'Rui',
      'Ana Simões',
      'Scanned offline',
      'Gold-only guest',
    ]);
  });
});

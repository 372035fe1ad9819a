// The organiser console's pure rules (admin/rules.ts): instants that exist, a badge's
// two windows, the wheel's odds in the draw's integer weights, and delete-or-archive.
import { describe, expect, it } from 'vitest';
import {
  decideBadge,
  decideOdds,
  prizeLeaveRefusal,
  readInstant,
  removalOf,
  totalProbability,
  type BadgeValues,
} from '../../../../server/admin/rules.ts';

const at = (iso: string) => new Date(iso);

describe('readInstant', () => {
  it('reads RFC 3339 instants with any offset, and refuses dates and times that do not exist', () => {
    expect(readInstant('2026-11-22T09:00:00+01:00')).toEqual(at('2026-11-22T08:00:00Z'));
    expect(readInstant('2028-02-29T00:00Z')).toEqual(at('2028-02-29T00:00:00Z'));
    for (const text of [
      '2026-02-29T00:00Z',
      '2026-13-01T00:00Z',
      '2026-04-31T00:00Z',
      '2026-01-01T24:00Z',
      '2026-01-01T10:60Z',
    ]) {
      expect(readInstant(text)).toBeNull();
    }
  });
});

const BADGE: BadgeValues = {
  name: 'Talk',
  description: '',
  type: 6,
  tokens: 25,
  begin: at('2026-11-22T09:00:00Z'),
  end: at('2026-11-22T10:00:00Z'),
  beginBadge: at('2026-11-22T09:00:00Z'),
  endBadge: at('2026-11-22T18:00:00Z'),
  countsForDay: true,
};

describe('decideBadge', () => {
  it('merges an edit over the stored badge and checks both windows on the result', () => {
    expect(decideBadge(BADGE, { name: ' Keynote ', end: '2026-11-22T11:00:00Z' })).toEqual({
      kind: 'ok',
      value: { ...BADGE, name: 'Keynote', end: at('2026-11-22T11:00:00Z') },
    });
    expect(decideBadge(BADGE, { begin_badge: '2026-11-22T18:00:00Z' })).toEqual({
      kind: 'refused',
      errors: { end_badge: ['must be after gifting opens'] },
    });
    expect(decideBadge(BADGE, { name: '', begin: '2026-02-30T00:00Z' })).toEqual({
      kind: 'refused',
      errors: { name: ["can't be blank"], begin: ['is invalid'] },
    });
  });
});

describe('decideOdds', () => {
  const wheel = [
    { id: 1, probability: 0.5 },
    { id: 2, probability: 0.5 },
    { id: 3, probability: 0 },
  ];

  it('accepts changes after which the wheel adds up to exactly one million millionths', () => {
    const changes = [
      { id: 2, probability: 0.3 },
      { id: 3, probability: 0.2000001 },
    ];
    expect(decideOdds(wheel, changes)).toEqual({
      kind: 'ok',
      value: [
        { id: 2, probability: 0.3 },
        { id: 3, probability: 0.2 },
      ],
    });
    expect(
      totalProbability([
        { id: 1, probability: 0.1 },
        { id: 2, probability: 0.2 },
      ]),
    ).toBe(0.3);
  });

  it('refuses a total other than 1, and prizes not on the wheel or repeated', () => {
    expect(decideOdds(wheel, [{ id: 3, probability: 0.1 }])).toEqual({
      kind: 'refused',
      errors: { probability: ['must add up to 1 (would be 1.1)'] },
    });
    expect(decideOdds(wheel, [{ id: 9, probability: 0 }])).toMatchObject({ kind: 'refused' });
    expect(
      decideOdds(wheel, [
        { id: 1, probability: 0.5 },
        { id: 1, probability: 0.5 },
      ]),
    ).toMatchObject({ kind: 'refused' });
  });
});

describe('leaving the wheel and removals', () => {
  it('lets only a prize at 0 leave, and archives what has history', () => {
    expect(prizeLeaveRefusal(0)).toBeNull();
    expect(prizeLeaveRefusal(0.0000001)).not.toBeNull();
    expect([removalOf(true), removalOf(false)]).toEqual(['archived', 'deleted']);
  });
});

import { describe, expect, it } from 'vitest';
import {
  DEFAULT_THRESHOLDS,
  earnedAchievements,
  factsOf,
  parseThresholds,
  type AchievementFacts,
} from '../../../../server/achievements/rules.ts';

const start = new Date('2026-11-22T00:00:00Z');
const onDay = (d: number) => new Date(start.getTime() + d * 24 * 3600 * 1000 + 10 * 3600 * 1000);

function facts(over: Partial<AchievementFacts> = {}): AchievementFacts {
  return {
    held: [],
    collectableHeld: [],
    catalogue: { talks: 2, workshops: 4, pitches: 1, collectable: 50 },
    eventStart: start,
    eventDays: 2,
    isRegistered: true,
    hasCv: false,
    hasWheelResult: false,
    hasSlotsResult: false,
    hasSpotlightedVisit: false,
    goldBoothBadges: ['Visit Gold A', 'Visit Gold B'],
    ...over,
  };
}

const names = (f: AchievementFacts, t = DEFAULT_THRESHOLDS) => earnedAchievements(f, t).map((a) => a.name);

describe('earnedAchievements', () => {
  it('earns nothing with nothing held', () => {
    expect(names(facts())).toEqual([]);
  });

  it('gives the day badge of each event day with an award, and Determined with all of them', () => {
    const held = [{ name: 'Talk A', type: 6, day: onDay(0), isArchived: false }];
    expect(names(facts({ held }))).toEqual(['Day 1']);
    const both = [...held, { name: 'Talk B', type: 6, day: onDay(1), isArchived: false }];
    expect(names(facts({ held: both }))).toEqual([
      'Day 1',
      'Day 2',
      'Determined',
      'Attention Span',
      'Talk Aficionado',
    ]);
    expect(names(facts({ held, isRegistered: false }))).toEqual([]);
  });

  it('ignores awards outside the event days', () => {
    expect(names(facts({ held: [{ name: 'x', type: 3, day: onDay(5), isArchived: false }] }))).toEqual([]);
  });

  it('counts company visits for the checkpoints with their entries', () => {
    const visits = Array.from({ length: 10 }, (_, i) => ({
      name: `Visit ${i}`,
      type: 4,
      day: onDay(7),
      isArchived: false,
    }));
    const awards = earnedAchievements(facts({ held: visits }), DEFAULT_THRESHOLDS);
    expect(awards).toEqual([
      { name: '5 companies', kind: 'checkpoint', entries: 10 },
      { name: '10 companies', kind: 'checkpoint', entries: 30 },
    ]);
  });

  it('needs every Gold booth for Gold Mine, and never grants a badge already held', () => {
    const one = [{ name: 'Visit Gold A', type: 4, day: onDay(9), isArchived: false }];
    expect(names(facts({ held: one }))).not.toContain('Gold Mine');
    const both = [...one, { name: 'Visit Gold B', type: 4, day: onDay(9), isArchived: false }];
    expect(names(facts({ held: both }))).toContain('Gold Mine');
    expect(
      names(facts({ held: [...both, { name: 'Gold Mine', type: 3, day: onDay(9), isArchived: false }] })),
    ).not.toContain('Gold Mine');
  });

  it('counts an archived badge someone holds toward a number, never as one of "all" in use', () => {
    const talk = (name: string, isArchived: boolean) => ({ name, type: 6, day: onDay(0), isArchived });
    // Two talks in use; the attendee holds one of them and one archived since.
    const held = [talk('Talk A', false), talk('Old talk', true)];
    expect(names(facts({ held }))).not.toContain('Talk Aficionado');
    expect(names(facts({ held }), parseThresholds('{"talks":2}'))).toContain('Talk Aficionado');
    expect(names(facts({ held: [...held, talk('Talk B', false)] }))).toContain('Talk Aficionado');
    const collectable = [talk('Talk A', false), talk('Old talk', true)];
    const all = { collectable: 2, talks: 9, workshops: 9, pitches: 9 };
    const caught = (c: typeof collectable) =>
      names(facts({ held: c, collectableHeld: c, catalogue: all })).includes('Gotta Catch Them All');
    expect(caught(collectable)).toBe(false);
    expect(caught([...collectable, talk('Talk B', false)])).toBe(true);
  });

  it('reads thresholds as configuration', () => {
    const three = Array.from({ length: 3 }, (_, i) => ({
      name: `W${i}`,
      type: 7,
      day: onDay(9),
      isArchived: false,
    }));
    expect(names(facts({ held: three }))).toContain('Workshop Enthusiast');
    expect(names(facts({ held: three }), parseThresholds('{"workshops":4}'))).not.toContain(
      'Workshop Enthusiast',
    );
    expect(names(facts({ held: three }), parseThresholds('{"workshops":"all"}'))).not.toContain(
      'Workshop Enthusiast',
    );
    expect(() => parseThresholds('{"talks":0}')).toThrow(/talks/);
  });

  it('grants the games, CV and spotlight achievements from their facts', () => {
    const f = facts({ hasWheelResult: true, hasSlotsResult: true, hasCv: true, hasSpotlightedVisit: true });
    expect(names(f)).toEqual(['Gambling Addiction', 'Curriculum Vitae', 'Spotlight']);
  });
});

describe('factsOf', () => {
  it('counts collectable badges without checkpoints and achievements, and finds a spotlighted visit', () => {
    const held = [
      { name: 'Talk A', type: 6, day: onDay(0), spotlighted: false, isArchived: false },
      { name: 'Visit Gold A', type: 4, day: onDay(0), spotlighted: true, isArchived: false },
      { name: '5 companies', type: 0, day: onDay(0), spotlighted: false, isArchived: false },
      { name: 'Determined', type: 3, day: onDay(0), spotlighted: false, isArchived: false },
    ];
    const activity = { held, isRegistered: true, hasCv: false, hasWheelResult: true, hasSlotsResult: false };
    const catalogue = {
      counts: { talks: 2, workshops: 4, pitches: 1, collectable: 50 },
      goldBoothBadges: ['G'],
    };
    expect(factsOf(activity, catalogue, { start, days: 2 })).toEqual(
      facts({
        held,
        collectableHeld: [held[0]!, held[1]!],
        hasWheelResult: true,
        hasSpotlightedVisit: true,
        goldBoothBadges: ['G'],
      }),
    );
  });
});

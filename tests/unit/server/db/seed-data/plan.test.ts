import { describe, expect, it } from 'vitest';
import { ACHIEVEMENTS, dayBadgeName } from '../../../../../server/achievements/names.ts';
import { BADGE_TYPE } from '#contract/constants';
import { buildBadges, type EventClock } from '../../../../../server/db/seed-data/badges.ts';
import { buildDemoPlan, daysSoFar } from '../../../../../server/db/seed-data/plan.ts';
import { assertPrizeWeights, PRIZES } from '../../../../../server/db/seed-data/prizes.ts';

const HOUR = 3_600_000;
const clock = (days: number): EventClock => ({ start: new Date('2026-11-22T00:00:00Z'), days });
const at = (c: EventClock, hours: number) => new Date(c.start.getTime() + hours * HOUR);

describe('demo badges', () => {
  for (const days of [1, 4, 7]) {
    it(`fit inside a ${days}-day event with valid, unique windows`, () => {
      const c = clock(days);
      const badges = buildBadges(c, [{ name: 'Acme', boothTokens: 60 }]);
      const end = at(c, days * 24);
      expect(new Set(badges.map((b) => b.name)).size).toBe(badges.length);
      for (const b of badges) {
        expect(b.begin < b.end && b.beginBadge < b.endBadge, b.name).toBe(true);
        expect(b.beginBadge >= c.start && b.endBadge <= end, b.name).toBe(true);
      }
      expect(badges.filter((b) => b.kind === 'day').map((b) => b.name)).toEqual(
        Array.from({ length: days }, (_, i) => dayBadgeName(i + 1)),
      );
    });

    it(`let staff award a dozen badges of several types at 10:00 on day 1 of ${days}`, () => {
      const c = clock(days);
      const now = at(c, 10);
      const open = buildBadges(c, []).filter(
        (b) => b.kind === 'program' && b.beginBadge <= now && now < b.endBadge,
      );
      expect(open.length).toBeGreaterThanOrEqual(12);
      const types = new Set(open.map((b) => b.type));
      expect(types.size).toBeGreaterThanOrEqual(3);
      expect(types).toContain(BADGE_TYPE.talk);
    });
  }

  it('never schedules two sessions of one kind at once', () => {
    const sessions = buildBadges(clock(2), []).filter((b) =>
      [BADGE_TYPE.talk, BADGE_TYPE.workshop, BADGE_TYPE.pitch].includes(b.type as 6 | 7 | 9),
    );
    for (const a of sessions) {
      for (const b of sessions) {
        if (a !== b && a.type === b.type)
          expect(a.begin < b.end && b.begin < a.end, `${a.name} × ${b.name}`).toBe(false);
      }
    }
  });
});

describe('demo plan', () => {
  it('is the same on every run', () => {
    expect(buildDemoPlan(clock(4), at(clock(4), 10))).toEqual(buildDemoPlan(clock(4), at(clock(4), 10)));
  });

  it('places activity only on the event days begun so far', () => {
    const c = clock(4);
    expect(daysSoFar(c, at(c, -48))).toBe(1);
    expect(daysSoFar(c, at(c, 50))).toBe(3);
    expect(daysSoFar(c, at(c, 500))).toBe(4);
    const { activity } = buildDemoPlan(c, at(c, 50));
    const days = new Set(
      activity.redeems.map((r) => Math.floor((r.at.getTime() - c.start.getTime()) / (24 * HOUR))),
    );
    expect([...days].sort()).toEqual([0, 1, 2]);
  });

  it('keeps balances, entries and stock within bounds, with snapshots equal to the final balance', () => {
    const c = clock(4);
    const plan = buildDemoPlan(c, at(c, 80));
    const { activity } = plan;
    expect(activity.redeems.length).toBeGreaterThanOrEqual(650);
    expect(Math.min(...activity.balances, ...activity.entries)).toBeGreaterThanOrEqual(0);
    expect(Math.min(...activity.prizeStock, ...activity.itemStock)).toBeGreaterThanOrEqual(1);
    for (const h of [...activity.prizeWins, ...activity.buys])
      expect(h.redeemed).toBeLessThanOrEqual(h.quantity);
    for (const b of activity.buys) expect(b.quantity).toBeLessThanOrEqual(plan.items[b.index]!.maxPerUser);
    const pairs = activity.redeems.map((r) => `${r.attendee}:${r.badge}`);
    expect(new Set(pairs).size).toBe(pairs.length);
    const last = new Map<number, { day: number; quantity: number }>();
    for (const d of activity.dailyTokens)
      if ((last.get(d.attendee)?.day ?? -1) < d.day) last.set(d.attendee, d);
    for (const [attendee, snapshot] of last) expect(snapshot.quantity).toBe(activity.balances[attendee]);
    const lucky = plan.badges.findIndex((b) => b.name === ACHIEVEMENTS.luckyStreak);
    const luckyPrize = plan.prizes.findIndex((p) => p.name === ACHIEVEMENTS.luckyStreak);
    const winners = activity.prizeWins
      .filter((w) => w.index === luckyPrize)
      .map((w) => w.attendee)
      .sort();
    expect(
      activity.redeems
        .filter((r) => r.badge === lucky)
        .map((r) => r.attendee)
        .sort(),
    ).toEqual(winners);
  });
});

describe('prize weights', () => {
  it('sum to exactly 1 and the check refuses anything else', () => {
    expect(() => assertPrizeWeights(PRIZES)).not.toThrow();
    expect(() => assertPrizeWeights([...PRIZES.slice(1)])).toThrow(/sum/);
  });
});

// The wheel's rules: the draw's distribution (chi-square, α = 1e-6, DESIGN.md §8), the fallback to
// the nothing prize, each prize's effect, the renormalisation when a prize runs out, deliveries.
import { describe, expect, it } from 'vitest';
import { PRIZE_NOTHING, PRIZES, prizeProbability } from '../../../../server/db/seed-data/prizes.ts';
import { cryptoRandom, type RandomSource } from '../../../../server/games/draw-rules.ts';
import {
  decideDelivery,
  decideSpin,
  drawPrize,
  effectOf,
  renormalise,
  ROULETTE_COST,
  ROULETTE_TOKENS_MAX,
  ROULETTE_TOKENS_MIN,
  type WheelPrize,
} from '../../../../server/games/wheel-rules.ts';
import { chiSquarePValue, chiSquareTest } from '../../../helpers/chi-square.ts';
import { scriptedRandom, seededRandom } from '../../../helpers/seeded-random.ts';

const ALPHA = 1e-6;
const DRAWS = 200_000;

const SEEDED: WheelPrize[] = PRIZES.map((p, i) => ({
  id: i + 1,
  name: p.name,
  stock: p.stock,
  maxAmountPerAttendee: p.maxPerAttendee,
  probability: prizeProbability(p),
  isNothing: p.name === PRIZE_NOTHING,
}));

const prize = (
  id: number,
  name: string,
  probability: number,
  over: Partial<WheelPrize> = {},
): WheelPrize => ({
  id,
  name,
  probability,
  stock: 100,
  maxAmountPerAttendee: 100,
  isNothing: false,
  ...over,
});

function drawCounts(prizes: WheelPrize[], random: RandomSource, draws: number): number[] {
  const counts = new Map(prizes.map((p) => [p.id, 0]));
  for (let i = 0; i < draws; i++) {
    const drawn = drawPrize(prizes, random)!;
    counts.set(drawn.id, counts.get(drawn.id)! + 1);
  }
  return prizes.map((p) => counts.get(p.id)!);
}

describe('the draw over the seeded wheel', () => {
  it('the chi-square p-value helper is right where it matters', () => {
    // For 2 degrees of freedom P(χ² ≥ x) = exp(−x/2) exactly.
    expect(chiSquarePValue(2 * Math.log(1e6), 2)).toBeCloseTo(1e-6, 12);
    // Reference values from scipy.stats.chi2.sf; the critical value of χ²(19) at α = 1e-6 is 63.677.
    expect(chiSquarePValue(63.677052285678, 19)).toBeCloseTo(1e-6, 12);
    expect(chiSquarePValue(60.3, 19) / 3.4689362279072406e-6).toBeCloseTo(1, 9);
    expect(chiSquarePValue(30, 10) / 8.56641210775301e-4).toBeCloseTo(1, 9);
    expect(chiSquarePValue(5, 7) / 0.6599632296942824).toBeCloseTo(1, 9);
  });

  it(`matches the probabilities on ${DRAWS} draws of a fixed-seed source (chi-square, α = ${ALPHA})`, () => {
    const counts = drawCounts(SEEDED, seededRandom(20_260_122), DRAWS);
    const { pValue, df } = chiSquareTest(
      counts,
      SEEDED.map((p) => p.probability),
    );
    expect(df).toBe(19);
    expect(pValue).toBeGreaterThan(ALPHA);
  }, 30_000);

  it(`matches them with the production crypto source too (chi-square, α = ${ALPHA})`, () => {
    const counts = drawCounts(SEEDED, cryptoRandom, DRAWS);
    expect(
      chiSquareTest(
        counts,
        SEEDED.map((p) => p.probability),
      ).pValue,
    ).toBeGreaterThan(ALPHA);
  }, 30_000);

  it('the same check catches a draw that is off by a little', () => {
    const counts = drawCounts(SEEDED, seededRandom(7), DRAWS);
    const skewed = SEEDED.map((p, i) =>
      i === SEEDED.length - 1 ? p.probability - 0.01 : p.probability + 0.01 / 19,
    );
    expect(chiSquareTest(counts, skewed).pValue).toBeLessThan(ALPHA);
  }, 30_000);

  it('the seeded table sums to exactly 10^6 integer weight, so each draw is an exact ratio', () => {
    const random = scriptedRandom(999_999);
    expect(drawPrize(SEEDED, random)?.name).toBe(PRIZE_NOTHING);
    expect(random.asked).toEqual([1_000_000]);
  });

  it('never draws a prize with probability 0 or no stock', () => {
    const table = [prize(1, 'Zero', 0), prize(2, 'Empty', 0.5, { stock: 0 }), prize(3, 'Only', 0.1)];
    const random = seededRandom(1);
    for (let i = 0; i < 1_000; i++) expect(drawPrize(table, random)?.id).toBe(3);
  });
});

describe('decideSpin', () => {
  const nothing = prize(9, PRIZE_NOTHING, 0.5, {
    stock: 999_999,
    maxAmountPerAttendee: 999_999,
    isNothing: true,
  });

  it('costs 20 tokens a spin', () => {
    expect(ROULETTE_COST).toBe(20);
  });

  it('gives the nothing prize when the attendee already holds the maximum of the drawn one', () => {
    const mug = prize(1, 'Mug', 0.5, { maxAmountPerAttendee: 1 });
    const held = new Map([[1, 1]]);
    const decision = decideSpin({ prizes: [mug, nothing], held, random: scriptedRandom(0) });
    expect(decision).toMatchObject({
      prize: { id: 9 },
      effect: { kind: 'none' },
      stockAfter: 999_999,
      probabilities: [],
    });
    const below = decideSpin({
      prizes: [{ ...mug, maxAmountPerAttendee: 2 }, nothing],
      held,
      random: scriptedRandom(0),
    });
    expect(below).toMatchObject({ prize: { id: 1 }, stockAfter: 99 });
  });

  it('renormalises when the spin takes the last unit', () => {
    const last = prize(1, 'Air Fryer', 0.2, { stock: 1 });
    const other = prize(2, 'Sticker', 0.3);
    const decision = decideSpin({
      prizes: [last, other, nothing],
      held: new Map(),
      random: scriptedRandom(0),
    });
    expect(decision).toMatchObject({ prize: { id: 1 }, stockAfter: 0 });
    const probabilities = decision === 'wheel-not-set-up' ? [] : decision.probabilities;
    expect(probabilities).toEqual([
      { id: 1, probability: 0 },
      { id: 2, probability: 0.3 / 0.8 },
      { id: 9, probability: 0.5 / 0.8 },
    ]);
  });

  it('draws a nothing slice of any name without stock, never counts it down, and gives no effect (issue 23)', () => {
    const tryAgain = prize(5, 'Tokens', 1, { stock: 0, maxAmountPerAttendee: 1, isNothing: true });
    const decision = decideSpin({ prizes: [tryAgain], held: new Map([[5, 3]]), random: scriptedRandom(0) });
    expect(decision).toEqual({ prize: tryAgain, effect: { kind: 'none' }, stockAfter: 0, probabilities: [] });
    const named = prize(9, PRIZE_NOTHING, 0.5); // the name alone no longer makes a nothing slice
    expect(decideSpin({ prizes: [named], held: new Map([[9, 100]]), random: scriptedRandom(0) })).toBe(
      'wheel-not-set-up',
    );
  });

  it('falls back to the nothing prize when nothing can be drawn, and refuses without one', () => {
    const none = decideSpin({
      prizes: [prize(1, 'Zero', 0), { ...nothing, probability: 0 }],
      held: new Map(),
      random: scriptedRandom(),
    });
    expect(none).toMatchObject({ prize: { id: 9 } });
    expect(decideSpin({ prizes: [prize(1, 'Zero', 0)], held: new Map(), random: scriptedRandom() })).toBe(
      'wheel-not-set-up',
    );
    const maxed = decideSpin({
      prizes: [prize(1, 'Mug', 1, { maxAmountPerAttendee: 1 })],
      held: new Map([[1, 1]]),
      random: scriptedRandom(0),
    });
    expect(maxed).toBe('wheel-not-set-up');
  });
});

const named = (name: string) => ({ name, isNothing: false });

describe('effects by prize name', () => {
  it(`"Tokens" pays every integer from ${ROULETTE_TOKENS_MIN} to ${ROULETTE_TOKENS_MAX} and nothing else`, () => {
    const span = ROULETTE_TOKENS_MAX - ROULETTE_TOKENS_MIN + 1;
    const paid = Array.from({ length: span }, (_, r) => {
      const random = scriptedRandom(r);
      const effect = effectOf(named('Tokens'), random);
      expect(random.asked).toEqual([span]);
      return effect.kind === 'tokens' ? effect.tokens : null;
    });
    expect(paid).toEqual(Array.from({ length: 16 }, (_, i) => 5 + i));
  });

  it('entries, the lucky badge, and nothing for the rest', () => {
    expect(effectOf(named('Entries for the Final Draw'), scriptedRandom())).toEqual({ kind: 'entry' });
    expect(effectOf(named('Lucky Streak'), scriptedRandom())).toEqual({
      kind: 'badge',
      badgeName: 'Lucky Streak',
    });
    expect(effectOf(named(PRIZE_NOTHING), scriptedRandom())).toEqual({ kind: 'none' });
    expect(effectOf(named("Seat at the Sponsors' Dinner"), scriptedRandom())).toEqual({ kind: 'none' });
    expect(effectOf({ name: 'Tokens', isNothing: true }, scriptedRandom())).toEqual({ kind: 'none' });
  });
});

describe('renormalise', () => {
  it('zeroes the emptied prize and divides every other live prize by 1 − p_old', () => {
    const table = [prize(1, 'A', 0.1), prize(2, 'B', 0.3), prize(3, 'C', 0.6), prize(4, 'D', 0)];
    const changed = renormalise(table, 1);
    expect(changed).toEqual([
      { id: 1, probability: 0 },
      { id: 2, probability: 0.3 / 0.9 },
      { id: 3, probability: 0.6 / 0.9 },
    ]);
    expect(changed.reduce((s, c) => s + c.probability, 0)).toBeCloseTo(1, 12);
  });

  it('leaves the table alone when the emptied prize had no chance, and never divides by zero', () => {
    expect(renormalise([prize(1, 'A', 0), prize(2, 'B', 1)], 1)).toEqual([]);
    expect(renormalise([prize(1, 'A', 1), prize(2, 'B', 0)], 1)).toEqual([{ id: 1, probability: 0 }]);
  });

  it('keeps the seeded wheel summing to 1 as its physical prizes run out one by one', () => {
    let table = SEEDED;
    for (const emptied of SEEDED.filter((p) => p.stock < 10)) {
      const changes = new Map(renormalise(table, emptied.id).map((c) => [c.id, c.probability]));
      table = table.map((p) => ({ ...p, probability: changes.get(p.id) ?? p.probability }));
      expect(table.reduce((s, p) => s + p.probability, 0)).toBeCloseTo(1, 12);
      expect(table.every((p) => p.probability >= 0 && p.probability <= 1)).toBe(true);
    }
    expect(table.filter((p) => p.probability > 0).map((p) => p.name)).toEqual(
      SEEDED.filter((p) => p.stock >= 10).map((p) => p.name),
    );
  });
});

describe('decideDelivery', () => {
  const holding = { quantity: 3, redeemed: 1 };
  it.each([
    [undefined, holding, 'missing-quantity'],
    [2, holding, 2],
    ['2', holding, 2],
    [3, holding, 'wrong-quantity'],
    [0, holding, 'wrong-quantity'],
    [-1, holding, 'wrong-quantity'],
    [1.5, holding, 'wrong-quantity'],
    ['abc', holding, 'wrong-quantity'],
    [1, null, 'wrong-quantity'],
  ])('quantity %j owed %j → %j', (raw, held, expected) => {
    expect(decideDelivery(raw, held)).toBe(expected);
  });
});

// The slot machine's rules: the exact expected return of the seeded pay table by enumerating every
// outcome of the draw, the draw's distribution (chi-square, α = 1e-6), exact payout rounding, bets.
import { describe, expect, it } from 'vitest';
import { PAYOUTS } from '../../../../server/db/seed-data/prizes.ts';
import type { RandomSource } from '../../../../server/games/draw-rules.ts';
import {
  decideSlots,
  drawPayout,
  MAX_TOKENS,
  parseBet,
  payoutTable,
  payoutTokens,
  type Payout,
  type SlotsOutcome,
} from '../../../../server/games/slot-rules.ts';
import { chiSquareTest } from '../../../helpers/chi-square.ts';
import { scriptedRandom, seededRandom } from '../../../helpers/seeded-random.ts';

const SEEDED: Payout[] = PAYOUTS.map((p, i) => ({ id: i + 1, ...p }));
const RICH = 1_000_000;

const play = (bet: number, random: RandomSource, payouts = SEEDED) =>
  decideSlots({ balance: RICH, bet, payouts, random }) as SlotsOutcome;

/**
 * Every value the draw can take, each once, through the same drawPayout the spin uses: Σ over
 * outcomes of the tokens paid. (decideSlots adds only the balance checks around that draw.)
 */
function enumerate(bet: number) {
  const table = payoutTable(SEEDED);
  const tokensOf = new Map(table.rows.map((r) => [r, Number(payoutTokens(bet, r.multiplier))]));
  let paid = 0;
  let losses = 0;
  const fixed = { r: 0, randomInt: (max: number) => (max === table.total ? fixed.r : Number.NaN) };
  for (fixed.r = 0; fixed.r < table.total; fixed.r++) {
    const row = drawPayout(table, fixed);
    paid += tokensOf.get(row)!;
    if (row.payoutId === null) losses++;
  }
  return { total: table.total, paid, losses };
}

describe('expected return of the seeded pay table', () => {
  it('is exactly 755 900 / 1 000 000 = 0.7559 of the bet, enumerating all 10^6 outcomes', () => {
    const { total, paid, losses } = enumerate(1);
    expect(total).toBe(1_000_000);
    expect(paid).toBe(755_900);
    expect(losses).toBe(550_000);
  });

  it('scales exactly with the bet for the integer multipliers', () => {
    expect(enumerate(30).paid).toBe(30 * 755_900);
  });

  it('agrees with Σ weight × multiplier over the table', () => {
    const { rows, total } = payoutTable(SEEDED);
    const sum = rows.reduce((s, r) => s + r.weight * r.multiplier, 0);
    expect(sum / total).toBe(0.7559);
  });
});

describe('payoutTable', () => {
  it('sorts by probability ascending and ends with the implicit loss', () => {
    const { rows } = payoutTable(SEEDED);
    expect(rows.map((r) => [r.multiplier, r.weight])).toEqual([
      [100, 10],
      [10, 4_990],
      [5, 25_000],
      [3, 40_000],
      [2, 80_000],
      [1, 300_000],
      [0, 550_000],
    ]);
    expect(rows.at(-1)?.payoutId).toBeNull();
  });

  it('has no loss weight when the table sums to more than 1, and draws over its own total', () => {
    const table = payoutTable([
      { id: 1, probability: 0.7, multiplier: 1 },
      { id: 2, probability: 0.6, multiplier: 2 },
    ]);
    expect(table.total).toBe(1_300_000);
    expect(table.rows.at(-1)).toEqual({ payoutId: null, multiplier: 0, weight: 0 });
  });
});

describe('the draw', () => {
  it('matches the table on 200 000 draws of a fixed-seed source (chi-square, α = 1e-6)', () => {
    const { rows, total } = payoutTable(SEEDED);
    const index = new Map(rows.map((r, i) => [r.payoutId, i]));
    const counts = rows.map(() => 0);
    const random = seededRandom(42);
    for (let i = 0; i < 200_000; i++) counts[index.get(play(10, random).payoutId)!]!++;
    const { pValue } = chiSquareTest(
      counts,
      rows.map((r) => r.weight / total),
    );
    expect(pValue).toBeGreaterThan(1e-6);
  }, 30_000);

  it('pays the 100× jackpot on the first draw value and loses on the last', () => {
    expect(play(3, scriptedRandom(0))).toEqual({ payoutId: 6, multiplier: 100, tokens: 300 });
    expect(play(3, scriptedRandom(999_999))).toEqual({ payoutId: null, multiplier: 0, tokens: 0 });
  });
});

describe('payoutTokens', () => {
  it.each([
    [10, 1.15, 12n],
    [5, 1.5, 8n],
    [3, 0.5, 2n],
    [1, 0.4, 0n],
    [7, 100, 700n],
    [MAX_TOKENS, 1, BigInt(MAX_TOKENS)],
    [2, 1e-7, 0n],
    [1, 1e21, 10n ** 21n],
  ])('round(%d × %d) = %d, half away from zero on the decimal value', (bet, multiplier, tokens) => {
    expect(payoutTokens(bet, multiplier)).toBe(tokens);
  });
});

describe('bets', () => {
  it.each([
    [10, 10],
    ['10', 10],
    ['+3', 3],
    [undefined, 'bet-missing'],
    ['1.2', 'bet-not-integer'],
    ['abc', 'bet-not-integer'],
    [1.5, 'bet-not-integer'],
    [null, 'bet-not-integer'],
    [true, 'bet-not-integer'],
    [0, 'bet-not-positive'],
    ['-5', 'bet-not-positive'],
    [2 ** 31, 'bet-too-large'],
    ['9'.repeat(40), 'bet-too-large'],
  ])('%j → %j', (raw, expected) => {
    expect(parseBet(raw)).toBe(expected);
  });

  it('refuses a bet above the balance, and one whose best payout would overflow the balance column', () => {
    expect(decideSlots({ balance: 9, bet: 10, payouts: SEEDED, random: scriptedRandom() })).toBe(
      'insufficient-balance',
    );
    const big = Math.floor(MAX_TOKENS / 100) + 1;
    expect(decideSlots({ balance: big, bet: big, payouts: SEEDED, random: scriptedRandom() })).toBe(
      'bet-too-large',
    );
    expect(
      decideSlots({ balance: big - 1, bet: big - 1, payouts: SEEDED, random: scriptedRandom(0) }),
    ).toMatchObject({
      multiplier: 100,
    });
  });
});

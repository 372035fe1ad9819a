import { describe, expect, it } from 'vitest';
import { paytableLines } from '../../../../../src/attendee/games/slots-paytable.ts';
import {
  isPayingLine,
  lossSymbols,
  REEL_GAP_STEPS,
  REEL_MIN_STEPS,
  REEL_STRIPS,
  reelCoasts,
  reelLandings,
  SLOT_SYMBOLS,
  symbolAt,
  symbolsFor,
} from '../../../../../src/attendee/games/slots-reels.ts';
import { positionAt } from '../../../../../src/attendee/games/spin-motion.ts';
import { SEEDED_PAYOUTS } from '../../../../fixtures/slots-payouts.ts';

const LINES = paytableLines(SEEDED_PAYOUTS);

/** A pinned sequence of "random" numbers. */
const sequence = (...values: number[]) => {
  let i = 0;
  return () => values[i++ % values.length] ?? 0;
};

describe('final symbols come from the returned multiplier', () => {
  it("shows each line of the server's pay table as three of its symbol", () => {
    for (const line of LINES) {
      expect(symbolsFor(line.multiplier, LINES, Math.random)).toEqual([
        line.symbol,
        line.symbol,
        line.symbol,
      ]);
    }
    expect(symbolsFor(5, LINES, Math.random)).toEqual(['diamond', 'diamond', 'diamond']);
  });

  it('follows the table it is given: the same multiplier on another table, another symbol', () => {
    const other = paytableLines([
      { multiplier: 5, probability: 0.1 },
      { multiplier: 2, probability: 0.2 },
    ]);
    expect(symbolsFor(5, other, Math.random)).toEqual(['star', 'star', 'star']);
    expect(symbolsFor(2, other, Math.random)).toEqual(['seven', 'seven', 'seven']);
  });

  it('shows a loss as a combination on no line, even when the dice say three of a kind', () => {
    expect(symbolsFor(0, LINES, sequence(0, 0, 0))).toEqual(['star', 'star', 'seven']);
    expect(symbolsFor(0, [], sequence(0, 0, 0))).toEqual(['star', 'star', 'seven']);
    for (let i = 0; i < 500; i += 1) expect(isPayingLine(lossSymbols(Math.random))).toBe(false);
    expect(lossSymbols(sequence(0.99, 0.5, 0))).toEqual(['ring', 'triangle', 'star']);
  });

  it('claims no line for a multiplier not on the table as read, or before it is read', () => {
    expect(symbolsFor(1.5, LINES, Math.random)).toBeNull();
    expect(symbolsFor(5, [], Math.random)).toBeNull();
    const nine = paytableLines(
      Array.from({ length: 9 }, (_, i) => ({ multiplier: 9 - i, probability: 0.01 })),
    );
    expect(symbolsFor(1, nine, Math.random)).toBeNull();
  });
});

describe('reels', () => {
  it('carry every symbol once each', () => {
    for (const strip of REEL_STRIPS) expect([...strip].sort()).toEqual([...SLOT_SYMBOLS].sort());
    expect(symbolAt(0, 0)).toBe('star');
    expect(symbolAt(0, -1)).toBe('heart');
    expect(symbolAt(0, 8.2)).toBe('star');
  });

  it('land on the final symbols, left to right, from any positions', () => {
    const finals = ['heart', 'heart', 'heart'] as const;
    for (const positions of [
      [0, 0, 0],
      [13.4, 2.9, 7.7],
      [100, 3, 55.5],
    ]) {
      const plans = reelLandings(positions, finals, 16);
      plans.forEach((plan, reel) =>
        expect(symbolAt(reel, positionAt(plan, plan.durationMs))).toBe(finals[reel]),
      );
      expect(plans[0]!.to - plans[0]!.from).toBeGreaterThanOrEqual(REEL_MIN_STEPS);
      for (let i = 1; i < plans.length; i += 1) {
        const travel = (k: number) => plans[k]!.to - plans[k]!.from;
        expect(travel(i)).toBeGreaterThanOrEqual(travel(i - 1) + REEL_GAP_STEPS);
        expect(plans[i]!.durationMs).toBeGreaterThan(plans[i - 1]!.durationMs);
      }
    }
  });

  it('coast after a failure onto whole symbols, never on a line', () => {
    // Every reel at the index of its star: a free coast would show three stars.
    const stars = REEL_STRIPS.map((strip) => strip.indexOf('star') - 0.5);
    const plans = reelCoasts(stars, 16);
    const stops = plans.map((plan, reel) => symbolAt(reel, plan.to));
    plans.forEach((plan) => expect(Number.isInteger(plan.to)).toBe(true));
    expect(isPayingLine(stops)).toBe(false);
  });
});

import { describe, expect, it } from 'vitest';
import { SLOTS_PAYTABLE } from '../../../../src/attendee/slots-paytable.ts';
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
} from '../../../../src/attendee/slots-reels.ts';
import { positionAt } from '../../../../src/attendee/spin-motion.ts';

/** A pinned sequence of "random" numbers. */
const sequence = (...values: number[]) => {
  let i = 0;
  return () => values[i++ % values.length] ?? 0;
};

describe('final symbols come from the returned multiplier', () => {
  it('shows each pay-table line as three of its symbol', () => {
    for (const line of SLOTS_PAYTABLE) {
      expect(symbolsFor(line.multiplier, Math.random)).toEqual([line.symbol, line.symbol, line.symbol]);
    }
  });

  it('shows a loss as a combination on no line, even when the dice say three of a kind', () => {
    expect(symbolsFor(0, sequence(0, 0, 0))).toEqual(['star', 'star', 'seven']);
    for (let i = 0; i < 500; i += 1) expect(isPayingLine(lossSymbols(Math.random))).toBe(false);
    expect(lossSymbols(sequence(0.99, 0.5, 0))).toEqual(['ring', 'triangle', 'star']);
  });

  it('claims no line for a multiplier the client does not know', () => {
    expect(symbolsFor(1.5, Math.random)).toBeNull();
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

// Weighted draws for the wheel and the slots (DESIGN.md §8): stored probabilities become integer
// weights and one uniform integer picks among them, so every outcome's chance is an exact ratio that
// tests can enumerate. Pure: the random source is injected; `cryptoRandom` is the one the server uses.
import { randomInt } from 'node:crypto';

/** A uniform integer in [0, max). `max` is a positive safe integer below 2^48 (crypto.randomInt). */
export type RandomSource = { randomInt: (max: number) => number };

export const cryptoRandom: RandomSource = { randomInt: (max) => randomInt(max) };

/**
 * NOTE: probabilities are floats in the database (provider-api.md §1). Scaled by 10^6 every seeded
 * probability (down to 0.00001) is an exact integer; finer ones round to the nearest millionth.
 */
export const WEIGHT_SCALE = 1_000_000;

export const weightOf = (probability: number): number =>
  Number.isFinite(probability) && probability > 0 ? Math.round(probability * WEIGHT_SCALE) : 0;

/** Index of the outcome that owns draw `r` in [0, Σ weights), walking the weights in order. */
export function indexAt(weights: readonly number[], r: number): number {
  let rest = r;
  for (const [i, weight] of weights.entries()) {
    if (rest < weight) return i;
    rest -= weight;
  }
  throw new RangeError(`draw ${r} is outside the total weight`);
}

/** Draws one index with chance weight / Σ weights; null when every weight is 0. */
export function drawIndex(weights: readonly number[], random: RandomSource): number | null {
  const total = weights.reduce((sum, w) => sum + w, 0);
  if (total <= 0) return null;
  return indexAt(weights, random.randomInt(total));
}

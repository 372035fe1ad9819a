// Integer-weight draws: probabilities to weights, and which outcome owns each possible draw.
import { describe, expect, it } from 'vitest';
import {
  cryptoRandom,
  drawIndex,
  indexAt,
  weightOf,
  WEIGHT_SCALE,
} from '../../../../server/games/draw-rules.ts';
import { scriptedRandom } from '../../../helpers/seeded-random.ts';

describe('weightOf', () => {
  it('turns every seeded probability into an exact integer weight out of 10^6', () => {
    expect(WEIGHT_SCALE).toBe(1_000_000);
    expect([0.3, 0.00499, 0.00001, 0.59796, 0.00085, 1].map(weightOf)).toEqual([
      300_000, 4_990, 10, 597_960, 850, 1_000_000,
    ]);
  });

  it('gives no weight to zero, negative or non-finite probabilities', () => {
    expect([0, -0.1, Number.NaN, Number.POSITIVE_INFINITY].map(weightOf)).toEqual([0, 0, 0, 0]);
  });
});

describe('indexAt and drawIndex', () => {
  it('gives each outcome exactly its weight in draws, in order', () => {
    const weights = [3, 0, 5, 2];
    const owners = Array.from({ length: 10 }, (_, r) => indexAt(weights, r));
    expect(owners).toEqual([0, 0, 0, 2, 2, 2, 2, 2, 3, 3]);
    expect(() => indexAt(weights, 10)).toThrow(RangeError);
  });

  it('asks the source for one integer below the total weight', () => {
    const random = scriptedRandom(7);
    expect(drawIndex([3, 0, 5, 2], random)).toBe(2);
    expect(random.asked).toEqual([10]);
  });

  it('draws nothing when every weight is 0', () => {
    expect(drawIndex([0, 0], scriptedRandom())).toBeNull();
    expect(drawIndex([], scriptedRandom())).toBeNull();
  });

  it('uses crypto.randomInt in [0, max) in production', () => {
    const seen = new Set(Array.from({ length: 2_000 }, () => cryptoRandom.randomInt(4)));
    expect([...seen].sort()).toEqual([0, 1, 2, 3]);
  });
});

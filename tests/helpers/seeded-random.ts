// A deterministic RandomSource for distribution tests: xoshiro128** seeded through splitmix32,
// with unbiased bounded integers by rejection. Same interface as the server's crypto source, so a
// fixed seed makes a statistical test reproducible (never flaky) while testing the real draw code.
import type { RandomSource } from '../../server/games/draw-rules.ts';

function splitmix32(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x9e3779b9) >>> 0;
    let z = state;
    z = Math.imul(z ^ (z >>> 16), 0x85ebca6b) >>> 0;
    z = Math.imul(z ^ (z >>> 13), 0xc2b2ae35) >>> 0;
    return (z ^ (z >>> 16)) >>> 0;
  };
}

export function seededRandom(seed: number): RandomSource {
  const init = splitmix32(seed);
  const s = [init(), init(), init(), init()] as [number, number, number, number];
  const next = (): number => {
    const result = Math.imul(((Math.imul(s[1], 5) << 7) | (Math.imul(s[1], 5) >>> 25)) >>> 0, 9) >>> 0;
    const t = (s[1] << 9) >>> 0;
    s[2] ^= s[0];
    s[3] ^= s[1];
    s[1] ^= s[2];
    s[0] ^= s[3];
    s[2] = (s[2] ^ t) >>> 0;
    s[3] = ((s[3] << 11) | (s[3] >>> 21)) >>> 0;
    return result;
  };
  return {
    randomInt(max: number): number {
      if (!Number.isInteger(max) || max <= 0 || max > 2 ** 32) throw new RangeError(`bad max ${max}`);
      const limit = 2 ** 32 - (2 ** 32 % max);
      for (;;) {
        const r = next();
        if (r < limit) return r % max;
      }
    },
  };
}

/** A source that answers each draw from a list, for tests that pick exact outcomes. */
export function scriptedRandom(...draws: number[]): RandomSource & { asked: number[] } {
  const asked: number[] = [];
  return {
    asked,
    randomInt(max: number): number {
      asked.push(max);
      const r = draws.shift();
      if (r === undefined || r < 0 || r >= max)
        throw new RangeError(`scripted draw ${r} outside [0, ${max})`);
      return r;
    },
  };
}

import { describe, expect, it } from 'vitest';
import { precacheFetches } from '../../../sw/precache-plan.ts';

const origin = 'https://confetti.test';
// As PrecacheController.getURLsToCacheKeys has them: a hashed file keyed by its URL, a
// revisioned one by its URL plus __WB_REVISION__.
const list = new Map([
  [`${origin}/assets/index-B1a2c3.js`, `${origin}/assets/index-B1a2c3.js`],
  [`${origin}/index.html`, `${origin}/index.html?__WB_REVISION__=abc`],
]);

describe('precacheFetches', () => {
  it('fetches a hashed file through the HTTP cache and a revisioned one past it', () => {
    expect(precacheFetches(list, new Set())).toEqual([
      {
        url: `${origin}/assets/index-B1a2c3.js`,
        cacheKey: `${origin}/assets/index-B1a2c3.js`,
        cacheMode: 'default',
      },
      {
        url: `${origin}/index.html`,
        cacheKey: `${origin}/index.html?__WB_REVISION__=abc`,
        cacheMode: 'reload',
      },
    ]);
  });

  it('skips what the cache holds under the same key, and only that', () => {
    const cached = new Set([`${origin}/index.html?__WB_REVISION__=old`, `${origin}/assets/index-B1a2c3.js`]);
    expect(precacheFetches(list, cached).map((f) => f.cacheKey)).toEqual([
      `${origin}/index.html?__WB_REVISION__=abc`,
    ]);
  });
});

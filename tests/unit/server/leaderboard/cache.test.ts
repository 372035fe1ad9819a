// The leaderboard cache: hits, TTL, invalidation (a fill started before it is not kept),
// shared concurrent misses, bounded keys, and failures not cached.
import { describe, expect, it } from 'vitest';
import { createLeaderboardCache } from '../../../../server/leaderboard/cache.ts';

function setup(opts: { ttlMs?: number; maxKeys?: number } = {}) {
  const clock = { ms: 0 };
  const cache = createLeaderboardCache({ ...opts, clockMs: () => clock.ms });
  let loads = 0;
  const load = (value: string) => async () => {
    loads += 1;
    return value;
  };
  return { cache, clock, load, loads: () => loads };
}

function deferred() {
  let resolve: (v: string) => void = () => {};
  const promise = new Promise<string>((r) => (resolve = r));
  return { promise, resolve };
}

describe('createLeaderboardCache', () => {
  it('loads once and then answers from memory until the TTL passes', async () => {
    const { cache, clock, load, loads } = setup({ ttlMs: 1000 });
    expect(await cache.get('all', load('a'))).toBe('a');
    expect(await cache.get('all', load('b'))).toBe('a');
    clock.ms = 999;
    expect(await cache.get('all', load('b'))).toBe('a');
    clock.ms = 1000;
    expect(await cache.get('all', load('c'))).toBe('c');
    expect(loads()).toBe(2);
  });

  it('keeps one value per key and drops them all on invalidate', async () => {
    const { cache, load } = setup();
    await cache.get('all', load('all-1'));
    await cache.get('2026-11-22', load('day-1'));
    expect(await cache.get('2026-11-22', load('x'))).toBe('day-1');
    cache.invalidate();
    expect(await cache.get('all', load('all-2'))).toBe('all-2');
    expect(await cache.get('2026-11-22', load('day-2'))).toBe('day-2');
  });

  it('shares one load between concurrent misses', async () => {
    const { cache } = setup();
    const gate = deferred();
    let loads = 0;
    const slow = () => {
      loads += 1;
      return gate.promise;
    };
    const both = Promise.all([cache.get('all', slow), cache.get('all', slow)]);
    gate.resolve('v');
    expect(await both).toEqual(['v', 'v']);
    expect(loads).toBe(1);
  });

  it('does not keep a fill that started before an invalidation', async () => {
    const { cache, load } = setup();
    const gate = deferred();
    const stale = cache.get('all', () => gate.promise);
    cache.invalidate();
    const fresh = cache.get('all', load('after'));
    gate.resolve('before');
    expect([await stale, await fresh]).toEqual(['before', 'after']);
    expect(await cache.get('all', load('again'))).toBe('after');
  });

  it('does not cache a failed load', async () => {
    const { cache, load } = setup();
    await expect(cache.get('all', () => Promise.reject(new Error('db down')))).rejects.toThrow('db down');
    expect(await cache.get('all', load('ok'))).toBe('ok');
  });

  it('evicts the oldest key beyond its bound', async () => {
    const { cache, load, loads } = setup({ maxKeys: 2 });
    await cache.get('a', load('a'));
    await cache.get('b', load('b'));
    await cache.get('c', load('c'));
    expect(await cache.get('b', load('b2'))).toBe('b');
    expect(await cache.get('a', load('a2'))).toBe('a2');
    expect(loads()).toBe(4);
  });
});

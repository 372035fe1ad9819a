import 'fake-indexeddb/auto';
import { describe, expect, it } from 'vitest';
import { clearCache, readThrough } from '../../../../src/offline/read-through.ts';
import type { BodyReading as Reading } from '../../../../src/offline/read-through.ts';

async function collect(readings: AsyncGenerator<Reading>): Promise<{ got: Reading[]; error: unknown }> {
  const got: Reading[] = [];
  try {
    for await (const reading of readings) got.push(reading);
  } catch (error) {
    return { got, error };
  }
  return { got, error: null };
}

const offline = () => Promise.reject(new TypeError('Failed to fetch'));

describe('readThrough', () => {
  it('on a first visit yields only the network body, and records when it was stored', async () => {
    const before = Date.now();
    const { got, error } = await collect(readThrough('api/user', () => Promise.resolve({ v: 1 }), 'u1'));
    expect(error).toBeNull();
    expect(got).toHaveLength(1);
    expect(got[0]).toMatchObject({ body: { v: 1 }, source: 'network' });
    expect(got[0]?.storedAt.getTime()).toBeGreaterThanOrEqual(before);
  });

  it('then yields the cached body first and the fresh one second, and keeps the fresh one', async () => {
    const first = await collect(readThrough('api/store', () => Promise.resolve({ v: 1 }), 'u1'));
    const second = await collect(readThrough('api/store', () => Promise.resolve({ v: 2 }), 'u1'));
    expect(second.got.map(({ body, source }) => ({ body, source }))).toEqual([
      { body: { v: 1 }, source: 'cache' },
      { body: { v: 2 }, source: 'network' },
    ]);
    expect(second.got[0]?.storedAt).toEqual(first.got[0]?.storedAt);
    const third = await collect(readThrough('api/store', offline, 'u1'));
    expect(third.got[0]?.body).toEqual({ v: 2 });
  });

  it('offline: yields the cached body with its time, then throws the network error', async () => {
    const online = await collect(readThrough('api/badges', () => Promise.resolve(['b1']), 'u1'));
    const { got, error } = await collect(readThrough('api/badges', offline, 'u1'));
    expect(got).toEqual([{ body: ['b1'], storedAt: online.got[0]?.storedAt, source: 'cache' }]);
    expect(error).toBeInstanceOf(TypeError);
  });

  it('offline with nothing cached: throws without yielding', async () => {
    const { got, error } = await collect(readThrough('api/never-seen', offline, 'u1'));
    expect(got).toEqual([]);
    expect(error).toBeInstanceOf(TypeError);
  });

  it("keeps users apart and clears only one user's rows", async () => {
    await collect(readThrough('api/inventory', () => Promise.resolve('mine'), 'alice'));
    await collect(readThrough('api/inventory', () => Promise.resolve('theirs'), 'bob'));

    const bob = await collect(readThrough('api/inventory', offline, 'bob'));
    expect(bob.got.map((reading) => reading.body)).toEqual(['theirs']);

    await clearCache('alice');
    expect((await collect(readThrough('api/inventory', offline, 'alice'))).got).toEqual([]);
    expect((await collect(readThrough('api/inventory', offline, 'bob'))).got).toHaveLength(1);
  });
});

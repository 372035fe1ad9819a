// The leaderboards' per-app cache: a warm read runs no query at all, a committed write through the
// API (award, referral) refills both boards, a write behind the app's back is not seen.
import { describe, expect, it, vi } from 'vitest';
import {
  createAttendee,
  createBadge,
  createReferral,
  createStaff,
  giveBadge,
  giveBadgeAt,
  snapshotTokens,
} from '../helpers/factories.ts';
import { entry, setupLeaderboardApp } from '../helpers/leaderboard.ts';

const h = setupLeaderboardApp();
const board = h.board;

/**
 * Counts every statement the app sends to the database, at the driver: PGlite's `query`, `exec`
 * and `transaction`, or the pg Pool's `query` and `connect` (a transaction takes a client).
 */
function countQueries() {
  const client = (h.t().database.db as unknown as { $client: Record<string, unknown> }).$client;
  const spies = ['query', 'exec', 'transaction', 'connect']
    .filter((name) => typeof client[name] === 'function')
    .map((name) => vi.spyOn(client as Record<string, (...args: unknown[]) => unknown>, name));
  return {
    count: () => spies.reduce((sum, spy) => sum + spy.mock.calls.length, 0),
    restore: () => spies.forEach((spy) => spy.mockRestore()),
  };
}

/** A gifting window around the test clock, wherever a case has moved it. */
const giftableNow = () => ({
  beginBadge: new Date(h.t().clock.now.getTime() - 3600_000),
  endBadge: new Date(h.t().clock.now.getTime() + 3600_000),
});

describe('cache', () => {
  it('answers a warm read, all-time or daily, without any query', async () => {
    const badge = await createBadge(h.t().database.db);
    const { attendee } = await createAttendee(h.t().database.db, { nickname: 'ana' });
    await giveBadgeAt(h.t().database.db, attendee.id, badge.id, {
      occurredAt: new Date('2026-11-22T09:00:00Z'),
    });
    await snapshotTokens(h.t().database.db, attendee.id, new Date('2026-11-22T00:00:00Z'), 10);
    const cold = [await board(), await board('/2026-11-22')];
    const queries = countQueries();
    try {
      expect([await board(), await board('/2026-11-22')]).toEqual(cold);
      expect(queries.count()).toBe(0);
      await board('/2026-11-21');
      expect(queries.count()).toBeGreaterThan(0);
    } finally {
      queries.restore();
    }
    expect(cold.map(([, body]) => body.data.length)).toEqual([1, 1]);
  });

  it('serves the cached board until a committed write invalidates it', async () => {
    const db = h.t().database.db;
    const [first, second] = [
      await createBadge(db, { tokens: 10, ...giftableNow() }),
      await createBadge(db, { tokens: 5 }),
    ];
    const { attendee } = await createAttendee(db, { nickname: 'ana' });
    await createStaff(db, { email: 'staff@test.dev' });
    const staff = await h.bearerOf('staff@test.dev');
    const award = (badgeId: number) =>
      h.app().inject({
        method: 'POST',
        url: '/api/redeems',
        headers: staff,
        payload: { redeem: { attendee_id: attendee.id, badge_id: badgeId } },
      });
    expect(await board()).toEqual([200, { data: [] }]);
    expect(await board('/2026-11-22')).toEqual([200, { data: [] }]);
    // A write behind the app's back (no event) is not seen: the answer comes from the cache.
    await giveBadge(db, attendee.id, second.id);
    expect(await board()).toEqual([200, { data: [] }]);
    // An award through the API commits, publishes, and both boards are refilled.
    expect((await award(first.id)).statusCode).toBe(201);
    expect(await board()).toEqual([200, { data: [entry(attendee, 2, 10)] }]);
    expect(await board('/2026-11-22')).toEqual([200, { data: [entry(attendee, 2, 10)] }]);
  });

  it('is refilled after a referral is used', async () => {
    const badge = await createBadge(h.t().database.db, { tokens: 20, ...giftableNow() });
    const referral = await createReferral(h.t().database.db, badge.id);
    const [, before] = await board();
    const res = await h.app().inject({
      method: 'POST',
      url: '/api/referrals',
      headers: await h.bearerOf('reader@test.dev'),
      payload: { id: referral.id },
    });
    expect(res.statusCode).toBe(201);
    const [, after] = await board();
    expect([before.data.length, after.data.map((e) => [e.nickname, e.badges, e.token_balance])]).toEqual([
      0,
      [['reader', 1, 20]],
    ]);
  });
});

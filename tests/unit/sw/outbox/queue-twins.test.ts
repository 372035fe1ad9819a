// enqueue's local check (issue 9): the same award of one user still waiting is not kept twice.
import { beforeEach, describe, expect, it } from 'vitest';
import type { ConfettiDb } from '../../../../src/offline/idb-schema.ts';
import { enqueue, takeNext, rowsOf, settle } from '../../../../sw/outbox/queue.ts';
import { freshDb, newRow } from './outbox-fixtures.ts';

const T0 = Date.parse('2027-03-15T12:00:00Z');
let db: ConfettiDb;

beforeEach(async () => {
  db = await freshDb();
});

/** The same award as newRow(user, 1) (attendee-1, badge 7), under a key and label of its own. */
const again = (user: string, n: number) =>
  newRow(user, n, { body: { redeem: { attendee_id: 'attendee-1', badge_id: 7 } } });

describe('enqueue: an award already waiting', () => {
  it('answers the waiting row and adds nothing, whether that row is pending, sending or parked', async () => {
    const { row: first } = await enqueue(db, newRow('alice', 1), T0);
    for (const status of ['pending', 'sending', 'parked'] as const) {
      await db.put('outbox', { ...first, status });
      const second = await enqueue(db, again('alice', 2), T0 + 1);
      expect(second).toEqual({ row: { ...first, status }, isDuplicate: true });
    }
    expect((await rowsOf(db, 'alice')).map((r) => r.label)).toEqual(['scan 1']);
  });

  it('keeps it once more after the first one ended (done, failed or expired)', async () => {
    for (const [n, status] of [
      [10, 'done'],
      [20, 'failed'],
      [30, 'expired'],
    ] as const) {
      const { row } = await enqueue(db, newRow('alice', n), T0);
      await db.put('outbox', { ...row, status });
      const later = await enqueue(db, newRow('alice', n + 1, { body: row.body }), T0 + 1);
      expect(later.isDuplicate).toBe(false);
    }
    expect(await rowsOf(db, 'alice')).toHaveLength(6);
  });

  it('pairs awards per user: another user’s same award, another badge or another attendee is kept', async () => {
    await enqueue(db, newRow('alice', 1), T0);
    const others = [
      again('bob', 2),
      newRow('alice', 3, { body: { redeem: { attendee_id: 'attendee-1', badge_id: 8 } } }),
      newRow('alice', 4, { body: { redeem: { attendee_id: 'attendee-2', badge_id: 7 } } }),
      newRow('alice', 5, { body: { redeem: { attendee_id: 'attendee-1' } } }),
    ];
    for (const row of others) expect((await enqueue(db, row, T0)).isDuplicate).toBe(false);
    expect(await rowsOf(db, 'alice')).toHaveLength(4);
  });

  it('never pairs writes that are not awards, even with the same body', async () => {
    const buy = { path: 'http://app.test/api/store/buy', body: { redeemable: { redeemable_id: 3 } } };
    await enqueue(db, newRow('alice', 1, buy), T0);
    expect((await enqueue(db, newRow('alice', 2, buy), T0)).isDuplicate).toBe(false);
  });

  it('lets two pages racing with the same award keep exactly one row', async () => {
    const results = await Promise.all([1, 2, 3, 4].map((n) => enqueue(db, again('alice', n), T0)));
    expect(results.filter((r) => !r.isDuplicate)).toHaveLength(1);
    const [kept] = await rowsOf(db, 'alice');
    expect(results.every((r) => r.row.id === kept?.id)).toBe(true);
  });

  it('leaves the FIFO order of the rows it kept alone', async () => {
    await enqueue(db, newRow('alice', 1), T0);
    await enqueue(db, again('alice', 2), T0);
    await enqueue(db, newRow('alice', 3), T0);
    const sent: (string | null)[] = [];
    for (
      let next = await takeNext(db, 'alice', T0, false);
      next.row;
      next = await takeNext(db, 'alice', T0, false)
    ) {
      sent.push(next.row.label);
      await settle(db, next.row.id, 'done', { kind: 'answer', status: 201, body: {} }, T0, 0.5);
    }
    expect(sent).toEqual(['scan 1', 'scan 3']);
  });
});

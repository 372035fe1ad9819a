import { beforeEach, describe, expect, it } from 'vitest';
import type { ConfettiDb } from '../../../../src/offline/idb-schema.ts';
import { OUTBOX_EXPIRY_MS } from '../../../../src/outbox/shared/constants.ts';
import {
  discard,
  enqueue,
  nextWakeAt,
  recover,
  retry,
  rowsOf,
  settle,
  takeBehind,
  takeNext,
} from '../../../../sw/outbox/queue.ts';
import { freshDb, newRow } from './outbox-fixtures.ts';

const T0 = Date.parse('2027-03-15T12:00:00Z');
let db: ConfettiDb;

beforeEach(async () => {
  db = await freshDb();
});

describe('enqueue and takeNext: FIFO per user', () => {
  it('hands out a user’s rows in the order they were made, even within one millisecond', async () => {
    for (const n of [1, 2, 3]) await enqueue(db, newRow('alice', n), T0);
    await enqueue(db, newRow('bob', 9), T0);
    const sent: string[] = [];
    for (;;) {
      const { row } = await takeNext(db, 'alice', T0, false);
      if (!row) break;
      sent.push(row.label ?? '');
      await settle(db, row.id, 'done', { kind: 'answer', status: 201, body: {} }, T0, 0.5);
    }
    expect(sent).toEqual(['scan 1', 'scan 2', 'scan 3']);
    expect((await rowsOf(db, 'bob')).map((r) => r.status)).toEqual(['pending']);
  });

  it('marks the picked row sending (attempts + 1) in the same transaction, so a second pick gets nothing', async () => {
    await enqueue(db, newRow('alice', 1), T0);
    await enqueue(db, newRow('alice', 2), T0);
    const [first, second] = await Promise.all([
      takeNext(db, 'alice', T0, false),
      takeNext(db, 'alice', T0, false),
    ]);
    expect(first.row?.status).toBe('sending');
    expect(first.row?.attempts).toBe(1);
    expect(second.row).toBeNull();
  });

  it('never lets a later row overtake a head that waits out its backoff, unless forced', async () => {
    const { row: head } = await enqueue(db, newRow('alice', 1), T0);
    await enqueue(db, newRow('alice', 2), T0);
    await takeNext(db, 'alice', T0, false);
    const stored = await settle(db, head.id, 'retry', { kind: 'network' }, T0, 0);
    expect(stored?.nextAttemptAt).toBeGreaterThan(T0);
    expect((await takeNext(db, 'alice', T0 + 1, false)).row).toBeNull();
    expect(await nextWakeAt(db, 'alice')).toBe(stored?.nextAttemptAt);
    expect((await takeNext(db, 'alice', T0 + 1, true)).row?.id).toBe(head.id);
  });

  it('skips rows that are done or failed', async () => {
    const { row: a } = await enqueue(db, newRow('alice', 1), T0);
    await enqueue(db, newRow('alice', 2), T0);
    await takeNext(db, 'alice', T0, false);
    await settle(db, a.id, 'conflict', { kind: 'answer', status: 422, body: { error: 'no' } }, T0, 0);
    expect((await takeNext(db, 'alice', T0, false)).row?.label).toBe('scan 2');
  });
});

describe('settle', () => {
  it('keeps the server’s status and body on each verdict', async () => {
    const { row } = await enqueue(db, newRow('alice', 1), T0);
    await takeNext(db, 'alice', T0, false);
    const body = { errors: { stock: ['Item is sold out!'] } };
    const stored = await settle(db, row.id, 'conflict', { kind: 'answer', status: 422, body }, T0, 0);
    expect(stored).toMatchObject({ status: 'failed', lastStatus: 422, lastBody: body, attempts: 1 });
  });

  it('parks the row and every pending row of its user on a 401 of the session', async () => {
    const { row } = await enqueue(db, newRow('alice', 1), T0);
    await enqueue(db, newRow('alice', 2), T0);
    await enqueue(db, newRow('bob', 3), T0);
    await takeNext(db, 'alice', T0, false);
    await settle(
      db,
      row.id,
      'park',
      { kind: 'answer', status: 401, body: { error: 'invalid_token' } },
      T0,
      0,
    );
    expect((await rowsOf(db, 'alice')).map((r) => r.status)).toEqual(['parked', 'parked']);
    expect((await rowsOf(db, 'bob')).map((r) => r.status)).toEqual(['pending']);
    expect((await takeNext(db, 'alice', T0, true)).row).toBeNull();
  });

  it('answers null for a row discarded while it was being sent', async () => {
    expect(await settle(db, 'gone', 'done', { kind: 'network' }, T0, 0)).toBeNull();
  });
});

describe('takeBehind and settle: the next row ready while the head is in flight', () => {
  const ok = { kind: 'answer', status: 201, body: {} } as const;

  /** The head of alice's queue as takeNext marks it for sending. */
  async function sending(now = T0, isForced = true) {
    const { row } = await takeNext(db, 'alice', now, isForced);
    if (!row) throw new Error('nothing to send');
    return row;
  }
  const statuses = async () => (await rowsOf(db, 'alice')).map((r) => [r.label, r.status, r.attempts]);

  it('reserves the row behind the one in flight, which then neither retries nor discards', async () => {
    await enqueue(db, newRow('alice', 1), T0);
    const { row: second } = await enqueue(db, newRow('alice', 2), T0);
    await enqueue(db, newRow('alice', 3), T0);
    await enqueue(db, newRow('bob', 4), T0);
    const head = await sending();
    const reserved = await takeBehind(db, head, T0);
    expect(reserved).toMatchObject({ id: second.id, status: 'sending', attempts: 1 });
    expect(await discard(db, second.id)).toBeNull();
    expect(await retry(db, second.id, T0)).toBe(false);
    expect(await statuses()).toEqual([
      ['scan 1', 'sending', 1],
      ['scan 2', 'sending', 1],
      ['scan 3', 'pending', 0],
    ]);
  });

  it('after a final answer settles the head and keeps the reserved row for sending', async () => {
    await enqueue(db, newRow('alice', 1), T0);
    await enqueue(db, newRow('alice', 2), T0);
    const head = await sending();
    await takeBehind(db, head, T0);
    const stored = await settle(db, head.id, 'done', ok, T0, 0.5, null);
    expect(stored).toMatchObject({ status: 'done', lastStatus: 201, attempts: 1 });
    expect(await statuses()).toEqual([
      ['scan 1', 'done', 1],
      ['scan 2', 'sending', 1],
    ]);
  });

  it('after a retry or a park puts the reserved row back as it was: FIFO waits for the head', async () => {
    await enqueue(db, newRow('alice', 1), T0);
    await enqueue(db, newRow('alice', 2), T0);
    let head = await sending();
    let reserved = await takeBehind(db, head, T0);
    await settle(db, head.id, 'retry', { kind: 'timeout' }, T0, 0, reserved);
    expect(await statuses()).toEqual([
      ['scan 1', 'pending', 1],
      ['scan 2', 'pending', 0],
    ]);
    head = await sending();
    reserved = await takeBehind(db, head, T0);
    await settle(db, head.id, 'park', { kind: 'answer', status: 401, body: {} }, T0, 0, reserved);
    expect(await statuses()).toEqual([
      ['scan 1', 'parked', 2],
      ['scan 2', 'parked', 0],
    ]);
  });

  it('reserves nothing behind a parked or expired row, nor at the end of the queue', async () => {
    const { row: only } = await enqueue(db, newRow('alice', 1), T0);
    expect(await takeBehind(db, await sending(), T0)).toBeNull();
    await settle(db, only.id, 'done', ok, T0, 0, null);
    await enqueue(db, newRow('alice', 2), T0);
    await enqueue(db, newRow('alice', 3), T0);
    const later = T0 + OUTBOX_EXPIRY_MS + 10;
    expect(await takeBehind(db, await sending(T0), later)).toBeNull();
    expect((await statuses()).map(([label, status]) => [label, status])).toEqual([
      ['scan 1', 'done'],
      ['scan 2', 'sending'],
      ['scan 3', 'pending'],
    ]);
  });
});

describe('start, expiry, retry and discard', () => {
  it('puts rows left sending back to pending at start', async () => {
    await enqueue(db, newRow('alice', 1), T0);
    await takeNext(db, 'alice', T0, false);
    expect(await recover(db)).toBe(1);
    expect((await rowsOf(db, 'alice'))[0]?.status).toBe('pending');
  });

  it('expires a row that waited too long, visibly, and sends the next one', async () => {
    await enqueue(db, newRow('alice', 1), T0);
    await enqueue(db, newRow('alice', 2), T0 + OUTBOX_EXPIRY_MS);
    const { row, expired } = await takeNext(db, 'alice', T0 + OUTBOX_EXPIRY_MS + 10, false);
    expect(expired.map((r) => [r.label, r.status])).toEqual([['scan 1', 'expired']]);
    expect(row?.label).toBe('scan 2');
    expect((await rowsOf(db, 'alice')).map((r) => r.status)).toEqual(['expired', 'sending']);
  });

  it('retries a refused row under a new key at the end of the queue; an expired one keeps its key', async () => {
    const { row: refused } = await enqueue(db, newRow('alice', 1), T0);
    const { row: expired } = await enqueue(db, newRow('alice', 2), T0);
    await enqueue(db, newRow('alice', 3), T0);
    await takeNext(db, 'alice', T0, false);
    await settle(db, refused.id, 'conflict', { kind: 'answer', status: 422, body: {} }, T0, 0);
    await takeNext(db, 'alice', T0 + OUTBOX_EXPIRY_MS + 5, false);
    expect(await retry(db, refused.id, T0 + 1)).toBe(true);
    expect(await retry(db, expired.id, T0 + 2)).toBe(true);
    const rows = await rowsOf(db, 'alice');
    expect(rows.map((r) => r.label)).toEqual(['scan 3', 'scan 1', 'scan 2']);
    expect(rows[1]?.idempotencyKey).not.toBe(refused.idempotencyKey);
    expect(rows[2]?.idempotencyKey).toBe(expired.idempotencyKey);
    expect(rows.slice(1).map((r) => [r.status, r.attempts])).toEqual([
      ['pending', 0],
      ['pending', 0],
    ]);
  });

  it('neither retries nor discards a row being sent', async () => {
    const { row } = await enqueue(db, newRow('alice', 1), T0);
    await takeNext(db, 'alice', T0, false);
    expect(await retry(db, row.id, T0)).toBe(false);
    expect(await discard(db, row.id)).toBeNull();
    await settle(db, row.id, 'retry', { kind: 'network' }, T0, 0);
    expect(await discard(db, row.id)).toBe('alice');
    expect(await rowsOf(db, 'alice')).toEqual([]);
  });
});

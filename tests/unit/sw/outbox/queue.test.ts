import { beforeEach, describe, expect, it } from 'vitest';
import type { ConfettiDb } from '../../../../src/offline/idb-schema.ts';
import { OUTBOX_EXPIRY_MS } from '../../../../src/offline/outbox-constants.ts';
import {
  discardRow,
  enqueue,
  nextWakeAt,
  pickNext,
  resetSending,
  retryRow,
  rowsOf,
  settle,
  settleAndPickNext,
} from '../../../../sw/outbox/queue.ts';
import { freshDb, newRow } from './outbox-fixtures.ts';

const T0 = Date.parse('2027-03-15T12:00:00Z');
let db: ConfettiDb;

beforeEach(async () => {
  db = await freshDb();
});

describe('enqueue and pickNext: FIFO per user', () => {
  it('hands out a user’s rows in the order they were made, even within one millisecond', async () => {
    for (const n of [1, 2, 3]) await enqueue(db, newRow('alice', n), T0);
    await enqueue(db, newRow('bob', 9), T0);
    const sent: string[] = [];
    for (;;) {
      const { row } = await pickNext(db, 'alice', T0, false);
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
      pickNext(db, 'alice', T0, false),
      pickNext(db, 'alice', T0, false),
    ]);
    expect(first.row?.status).toBe('sending');
    expect(first.row?.attempts).toBe(1);
    expect(second.row).toBeNull();
  });

  it('never lets a later row overtake a head that waits out its backoff, unless forced', async () => {
    const { row: head } = await enqueue(db, newRow('alice', 1), T0);
    await enqueue(db, newRow('alice', 2), T0);
    await pickNext(db, 'alice', T0, false);
    const stored = await settle(db, head.id, 'retry', { kind: 'network' }, T0, 0);
    expect(stored?.nextAttemptAt).toBeGreaterThan(T0);
    expect((await pickNext(db, 'alice', T0 + 1, false)).row).toBeNull();
    expect(await nextWakeAt(db, 'alice')).toBe(stored?.nextAttemptAt);
    expect((await pickNext(db, 'alice', T0 + 1, true)).row?.id).toBe(head.id);
  });

  it('skips rows that are done or failed', async () => {
    const { row: a } = await enqueue(db, newRow('alice', 1), T0);
    await enqueue(db, newRow('alice', 2), T0);
    await pickNext(db, 'alice', T0, false);
    await settle(db, a.id, 'conflict', { kind: 'answer', status: 422, body: { error: 'no' } }, T0, 0);
    expect((await pickNext(db, 'alice', T0, false)).row?.label).toBe('scan 2');
  });
});

describe('settle', () => {
  it('keeps the server’s status and body on each verdict', async () => {
    const { row } = await enqueue(db, newRow('alice', 1), T0);
    await pickNext(db, 'alice', T0, false);
    const body = { errors: { stock: ['Item is sold out!'] } };
    const stored = await settle(db, row.id, 'conflict', { kind: 'answer', status: 422, body }, T0, 0);
    expect(stored).toMatchObject({ status: 'failed', lastStatus: 422, lastBody: body, attempts: 1 });
  });

  it('parks the row and every pending row of its user on a 401 of the session', async () => {
    const { row } = await enqueue(db, newRow('alice', 1), T0);
    await enqueue(db, newRow('alice', 2), T0);
    await enqueue(db, newRow('bob', 3), T0);
    await pickNext(db, 'alice', T0, false);
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
    expect((await pickNext(db, 'alice', T0, true)).row).toBeNull();
  });

  it('answers null for a row discarded while it was being sent', async () => {
    expect(await settle(db, 'gone', 'done', { kind: 'network' }, T0, 0)).toBeNull();
  });
});

describe('settleAndPickNext: one transaction per replayed row', () => {
  const ok = { kind: 'answer', status: 201, body: {} } as const;

  it('settles the row and marks the next one sending, past its backoff, once the server answered', async () => {
    const { row: first } = await enqueue(db, newRow('alice', 1), T0);
    const { row: second } = await enqueue(db, newRow('alice', 2), T0);
    await pickNext(db, 'alice', T0, false);
    await settle(db, first.id, 'retry', { kind: 'network' }, T0, 0.5); // both wait out a backoff now
    await pickNext(db, 'alice', T0, true);
    const step = await settleAndPickNext(db, 'alice', first.id, 'done', ok, T0, 0.5);
    await step.committed;
    expect(step.stored?.status).toBe('done');
    expect(step.row).toMatchObject({ id: second.id, status: 'sending', attempts: 1 });
    expect((await rowsOf(db, 'alice')).map((r) => r.status)).toEqual(['done', 'sending']);
  });

  it('picks nothing after a retry or a park: the head waits, FIFO', async () => {
    const { row: first } = await enqueue(db, newRow('alice', 1), T0);
    await enqueue(db, newRow('alice', 2), T0);
    await pickNext(db, 'alice', T0, false);
    const retried = await settleAndPickNext(db, 'alice', first.id, 'retry', { kind: 'timeout' }, T0, 0);
    await retried.committed;
    expect(retried.row).toBeNull();
    expect((await rowsOf(db, 'alice')).map((r) => r.status)).toEqual(['pending', 'pending']);
    await pickNext(db, 'alice', T0, true);
    const parked = await settleAndPickNext(
      db,
      'alice',
      first.id,
      'park',
      { kind: 'answer', status: 401, body: {} },
      T0,
      0,
    );
    await parked.committed;
    expect(parked.row).toBeNull();
    expect((await rowsOf(db, 'alice')).map((r) => r.status)).toEqual(['parked', 'parked']);
  });

  it('reports rows that expired behind the settled one, and picks the next live row', async () => {
    const { row: first } = await enqueue(db, newRow('alice', 1), T0);
    await enqueue(db, newRow('alice', 2), T0);
    await enqueue(db, newRow('alice', 3), T0 + OUTBOX_EXPIRY_MS);
    await pickNext(db, 'alice', T0, false);
    const step = await settleAndPickNext(
      db,
      'alice',
      first.id,
      'conflict',
      ok,
      T0 + OUTBOX_EXPIRY_MS + 10,
      0,
    );
    await step.committed;
    expect(step.stored?.status).toBe('failed');
    expect(step.expired.map((r) => r.label)).toEqual(['scan 2']);
    expect(step.row?.label).toBe('scan 3');
  });
});

describe('start, expiry, retry and discard', () => {
  it('puts rows left sending back to pending at start', async () => {
    await enqueue(db, newRow('alice', 1), T0);
    await pickNext(db, 'alice', T0, false);
    expect(await resetSending(db)).toBe(1);
    expect((await rowsOf(db, 'alice'))[0]?.status).toBe('pending');
  });

  it('expires a row that waited too long, visibly, and sends the next one', async () => {
    await enqueue(db, newRow('alice', 1), T0);
    await enqueue(db, newRow('alice', 2), T0 + OUTBOX_EXPIRY_MS);
    const { row, expired } = await pickNext(db, 'alice', T0 + OUTBOX_EXPIRY_MS + 10, false);
    expect(expired.map((r) => [r.label, r.status])).toEqual([['scan 1', 'expired']]);
    expect(row?.label).toBe('scan 2');
    expect((await rowsOf(db, 'alice')).map((r) => r.status)).toEqual(['expired', 'sending']);
  });

  it('retries a refused row under a new key at the end of the queue; an expired one keeps its key', async () => {
    const { row: refused } = await enqueue(db, newRow('alice', 1), T0);
    const { row: expired } = await enqueue(db, newRow('alice', 2), T0);
    await enqueue(db, newRow('alice', 3), T0);
    await pickNext(db, 'alice', T0, false);
    await settle(db, refused.id, 'conflict', { kind: 'answer', status: 422, body: {} }, T0, 0);
    await pickNext(db, 'alice', T0 + OUTBOX_EXPIRY_MS + 5, false);
    expect(await retryRow(db, refused.id, T0 + 1)).toBe(true);
    expect(await retryRow(db, expired.id, T0 + 2)).toBe(true);
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
    await pickNext(db, 'alice', T0, false);
    expect(await retryRow(db, row.id, T0)).toBe(false);
    expect(await discardRow(db, row.id)).toBeNull();
    await settle(db, row.id, 'retry', { kind: 'network' }, T0, 0);
    expect(await discardRow(db, row.id)).toBe('alice');
    expect(await rowsOf(db, 'alice')).toEqual([]);
  });
});

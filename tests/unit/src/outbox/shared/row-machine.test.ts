import { describe, expect, it } from 'vitest';
import { OUTBOX_BACKOFF_BASE_MS } from '../../../../../src/outbox/shared/constants.ts';
import * as machine from '../../../../../src/outbox/shared/row-machine.ts';
import type { OutboxRow, OutboxStatus } from '../../../../../src/outbox/shared/row.ts';

const T0 = Date.parse('2027-03-15T12:00:00Z');
const STATUSES: OutboxStatus[] = ['pending', 'sending', 'done', 'failed', 'parked', 'expired'];

function row(status: OutboxStatus, extra: Partial<OutboxRow> = {}): OutboxRow {
  const input = {
    user: 'alice',
    method: 'POST' as const,
    path: 'http://app.test/api/redeems',
    body: { redeem: { attendee_id: 'attendee-1', badge_id: 7 } },
    idempotencyKey: 'key-1',
    occurredAt: '2027-03-15T12:00:00.000Z',
    label: 'scan 1',
    cost: 0,
  };
  return { ...machine.queued(input, 'row-1', T0), status, ...extra };
}

const ok = { kind: 'answer', status: 201, body: { redeem: true } } as const;

describe('the row machine', () => {
  it('lets each transition leave only its own states', () => {
    const leaves = (apply: (r: OutboxRow) => OutboxRow | null) =>
      STATUSES.filter((s) => apply(row(s)) !== null);
    expect({
      take: leaves(machine.take),
      putBack: leaves(machine.putBack),
      recover: leaves(machine.recover),
      settle: leaves((r) => machine.settle(r, 'done', ok, T0, 0.5)),
      park: leaves(machine.park),
      release: leaves(machine.release),
      expire: leaves(machine.expire),
      retry: leaves((r) => machine.retry(r, T0 + 1, 'key-2')),
      discard: leaves(machine.discard),
    }).toEqual({
      take: ['pending'],
      putBack: ['sending'],
      recover: ['sending'],
      settle: ['sending'],
      park: ['pending'],
      release: ['parked'],
      expire: ['pending', 'parked'],
      retry: ['pending', 'failed', 'parked', 'expired'],
      discard: ['pending', 'done', 'failed', 'parked', 'expired'],
    });
  });

  it('counts an attempt when a row is taken, and gives it back when the row was not sent', () => {
    const taken = machine.take(row('pending'));
    expect(taken).toMatchObject({ status: 'sending', attempts: 1 });
    expect(taken && machine.putBack(taken)).toMatchObject({ status: 'pending', attempts: 0 });
    expect(taken && machine.recover(taken)).toMatchObject({ status: 'pending', attempts: 1 });
  });

  it('settles each verdict into its state, keeping the answer, with a backoff only on retry', () => {
    const sending = row('sending', { attempts: 1 });
    expect(machine.settle(sending, 'done', ok, T0, 0)).toMatchObject({
      status: 'done',
      lastStatus: 201,
      nextAttemptAt: 0,
    });
    const refusal = { kind: 'answer', status: 422, body: { error: 'no' } } as const;
    expect(machine.settle(sending, 'conflict', refusal, T0, 0)).toMatchObject({
      status: 'failed',
      lastBody: { error: 'no' },
    });
    expect(machine.settle(sending, 'retry', { kind: 'network' }, T0, 0)).toMatchObject({
      status: 'pending',
      lastStatus: null,
      nextAttemptAt: T0 + OUTBOX_BACKOFF_BASE_MS / 2,
    });
    const session = { kind: 'answer', status: 401, body: {} } as const;
    expect(machine.settle(sending, 'park', session, T0, 0)).toMatchObject({ status: 'parked' });
  });

  it('retries a refused row under a new key and an expired one under its own, at the end of the queue', () => {
    expect(machine.retry(row('failed', { attempts: 3 }), T0 + 5, 'key-2')).toMatchObject({
      status: 'pending',
      idempotencyKey: 'key-2',
      attempts: 0,
      createdAt: T0 + 5,
    });
    expect(machine.retry(row('expired'), T0 + 5, 'key-2')?.idempotencyKey).toBe('key-1');
  });

  it('releases a parked row to be sent at once', () => {
    expect(machine.release(row('parked', { nextAttemptAt: T0 + 9 }))).toMatchObject({
      status: 'pending',
      nextAttemptAt: 0,
    });
  });
});

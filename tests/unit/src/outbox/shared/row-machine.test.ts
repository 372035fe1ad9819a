import { describe, expect, it } from 'vitest';
import type { SendResult, Verdict } from '../../../../../src/outbox/shared/classify.ts';
import { OUTBOX_BACKOFF_BASE_MS } from '../../../../../src/outbox/shared/constants.ts';
import { can, queued, step, type Transition } from '../../../../../src/outbox/shared/row-machine.ts';
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
  return { ...queued(input, 'row-1', T0), status, ...extra };
}

const ok = { kind: 'answer', status: 201, body: { redeem: true } } as const;
const TRANSITIONS: Transition[] = [
  { name: 'take' },
  { name: 'putBack' },
  { name: 'recover' },
  { name: 'settle', verdict: 'done', result: ok, now: T0, random: 0.5 },
  { name: 'park' },
  { name: 'release' },
  { name: 'expire' },
  { name: 'retry', createdAt: T0 + 1, newKey: 'key-2' },
];

describe('the row machine', () => {
  it('lets each transition leave only its own states', () => {
    const allowed = Object.fromEntries(
      TRANSITIONS.map((t) => [t.name, STATUSES.filter((s) => step(row(s), t) !== null)]),
    );
    expect(allowed).toEqual({
      take: ['pending'],
      putBack: ['sending'],
      recover: ['sending'],
      settle: ['sending'],
      park: ['pending'],
      release: ['parked'],
      expire: ['pending', 'parked'],
      retry: ['pending', 'failed', 'parked', 'expired'],
    });
    expect(STATUSES.filter((s) => can(row(s), 'discard'))).toEqual([
      'pending',
      'done',
      'failed',
      'parked',
      'expired',
    ]);
  });

  it('counts an attempt when a row is taken, and gives it back when the row was not sent', () => {
    const taken = step(row('pending'), { name: 'take' });
    expect(taken).toMatchObject({ status: 'sending', attempts: 1 });
    expect(taken && step(taken, { name: 'putBack' })).toMatchObject({ status: 'pending', attempts: 0 });
    expect(taken && step(taken, { name: 'recover' })).toMatchObject({ status: 'pending', attempts: 1 });
  });

  it('settles each verdict into its state, keeping the answer, with a backoff only on retry', () => {
    const sending = row('sending', { attempts: 1 });
    const settle = (verdict: Verdict, result: SendResult) =>
      step(sending, { name: 'settle', verdict, result, now: T0, random: 0 });
    expect(settle('done', ok)).toMatchObject({ status: 'done', lastStatus: 201, nextAttemptAt: 0 });
    expect(settle('conflict', { kind: 'answer', status: 422, body: { error: 'no' } })).toMatchObject({
      status: 'failed',
      lastBody: { error: 'no' },
    });
    expect(settle('retry', { kind: 'network' })).toMatchObject({
      status: 'pending',
      lastStatus: null,
      nextAttemptAt: T0 + OUTBOX_BACKOFF_BASE_MS / 2,
    });
    expect(settle('park', { kind: 'answer', status: 401, body: {} })).toMatchObject({ status: 'parked' });
  });

  it('retries a refused row under a new key and an expired one under its own, at the end of the queue', () => {
    const again: Transition = { name: 'retry', createdAt: T0 + 5, newKey: 'key-2' };
    expect(step(row('failed', { attempts: 3 }), again)).toMatchObject({
      status: 'pending',
      idempotencyKey: 'key-2',
      attempts: 0,
      createdAt: T0 + 5,
    });
    expect(step(row('expired'), again)?.idempotencyKey).toBe('key-1');
  });

  it('releases a parked row to be sent at once', () => {
    expect(step(row('parked', { nextAttemptAt: T0 + 9 }), { name: 'release' })).toMatchObject({
      status: 'pending',
      nextAttemptAt: 0,
    });
  });
});

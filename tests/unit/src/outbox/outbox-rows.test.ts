import { describe, expect, it } from 'vitest';
import type { OutboxRow } from '../../../../src/outbox/shared/row.ts';
import { sectionOf, serverReason, statusText, titleOf } from '../../../../src/outbox/outbox-rows.ts';

const ROW: OutboxRow = {
  id: 'r1',
  user: '7',
  method: 'POST',
  path: 'http://app.test/api/store/buy',
  body: {},
  idempotencyKey: 'k',
  occurredAt: '2027-03-15T12:00:00.000Z',
  createdAt: 1,
  attempts: 0,
  nextAttemptAt: 0,
  status: 'pending',
  lastStatus: null,
  lastBody: null,
  label: null,
  cost: 0,
};

describe('outbox rows', () => {
  it('sorts states into waiting, failed and done', () => {
    const of = (status: OutboxRow['status']) => sectionOf({ ...ROW, status });
    expect(['pending', 'sending', 'parked'].map((s) => of(s as OutboxRow['status']))).toEqual([
      'waiting',
      'waiting',
      'waiting',
    ]);
    expect([of('failed'), of('expired'), of('done')]).toEqual(['failed', 'failed', 'done']);
  });

  it('names a row by its label, else by what it writes', () => {
    expect(titleOf({ ...ROW, label: 'Buy Mug' })).toBe('Buy Mug');
    expect(titleOf(ROW)).toBe('Store buy');
    expect(titleOf({ ...ROW, path: 'http://app.test/api/redeems' })).toBe('Badge award');
    expect(titleOf({ ...ROW, method: 'PUT', path: 'http://app.test/api/company/leads/5b0c3a52' })).toBe(
      'Lead edit',
    );
  });

  it('reads the server’s reason from each of the provider’s error shapes', () => {
    expect(serverReason({ errors: { stock: ['Item is sold out!'] } })).toBe('Item is sold out!');
    expect(serverReason({ error: 'Cannot access resource' })).toBe('Cannot access resource');
    expect(serverReason({ errors: { unique_attendee_badge: ['Attendee already has this badge'] } })).toBe(
      'Attendee already has this badge',
    );
    expect(serverReason({ Redeemable: 'There is no such redeemable' })).toBe('There is no such redeemable');
    expect(serverReason(null)).toBeNull();
  });

  it('says where each row stands, with the reason of a refusal', () => {
    expect(statusText(ROW)).toBe('Saved, will sync');
    expect(statusText({ ...ROW, attempts: 3 })).toBe('Saved, will sync · tried 3×');
    expect(statusText({ ...ROW, status: 'parked' })).toBe('Waiting: sign in again to sync');
    expect(
      statusText({
        ...ROW,
        status: 'failed',
        lastStatus: 422,
        lastBody: { errors: { stock: ['Item is sold out!'] } },
      }),
    ).toBe('Failed: Item is sold out!');
    expect(statusText({ ...ROW, status: 'failed', lastStatus: 404, lastBody: null })).toBe('Failed (404)');
    expect(statusText({ ...ROW, status: 'expired' })).toBe('Expired: not sent for 7 days');
  });
});

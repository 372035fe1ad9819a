import { describe, expect, it } from 'vitest';
import { toAwardOutcome } from '../../../../src/api/redeems.ts';

const http = (status: number, body: unknown) => ({ kind: 'http' as const, status, body });

describe('toAwardOutcome', () => {
  it('names the 422 refusals of provider-api.md §3 "Awarding badges"', () => {
    expect(
      toAwardOutcome(
        http(422, { errors: { unique_attendee_badge: ["An attendee can't have the same badge twice"] } }),
      ),
    ).toEqual({ kind: 'already', reason: "An attendee can't have the same badge twice" });
    expect(
      toAwardOutcome(http(422, { errors: { end_badge: ["Can't redeem Badge after badge-gifting period"] } })),
    ).toEqual({ kind: 'out-of-period', reason: "Can't redeem Badge after badge-gifting period" });
    expect(
      toAwardOutcome(
        http(422, { errors: { begin_badge: ["Can't redeem Badge before badge-gifting period"] } }),
      ),
    ).toEqual({ kind: 'out-of-period', reason: "Can't redeem Badge before badge-gifting period" });
    expect(
      toAwardOutcome(
        http(422, { errors: { badge: ['Attendee already has badge for an activity within that period'] } }),
      ),
    ).toEqual({ kind: 'refused', reason: 'Attendee already has badge for an activity within that period' });
  });

  it('keeps the reason of a card code two cards share (issue 21)', () => {
    const reason = 'Two cards share code 07FE-0767. Scan the QR or use the nickname.';
    expect(toAwardOutcome(http(422, { error: reason }))).toEqual({ kind: 'refused', reason });
  });

  it('tells an unknown card, a refused caller, no connection and a server failure apart', () => {
    expect(toAwardOutcome(http(404, { errors: { detail: 'Endpoint Not Found' } }))).toEqual({
      kind: 'unknown-attendee',
    });
    expect(toAwardOutcome(http(401, { error: 'Cannot access resource' }))).toEqual({ kind: 'not-allowed' });
    expect(toAwardOutcome({ kind: 'network' })).toEqual({ kind: 'network' });
    expect(toAwardOutcome(http(500, null))).toEqual({ kind: 'failed', status: 500 });
    expect(toAwardOutcome({ kind: 'unknown', error: new Error('x') })).toEqual({
      kind: 'failed',
      status: null,
    });
  });
});

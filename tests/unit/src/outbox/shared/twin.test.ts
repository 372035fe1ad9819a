import { describe, expect, it } from 'vitest';
import { twinKeyOf } from '../../../../../src/outbox/shared/twin.ts';

const AWARDS = 'http://app.test/api/redeems';
const award = (redeem: unknown) => ({ redeem });

describe('twinKeyOf', () => {
  it('names an award by attendee and badge, whatever the case of the attendee id', () => {
    const key = twinKeyOf('POST', AWARDS, award({ attendee_id: 'ABC-1', badge_id: 7 }));
    expect(key).toBe(twinKeyOf('POST', AWARDS, award({ attendee_id: 'abc-1', badge_id: 7 })));
    expect(key).not.toBe(twinKeyOf('POST', AWARDS, award({ attendee_id: 'abc-1', badge_id: 8 })));
    expect(key).not.toBe(twinKeyOf('POST', AWARDS, award({ attendee_id: 'abc-2', badge_id: 7 })));
  });

  it('names a booth scan (no badge: the company’s own) apart from an award of a named badge', () => {
    const booth = twinKeyOf('POST', AWARDS, award({ attendee_id: 'abc-1' }));
    expect(booth).not.toBeNull();
    expect(booth).toBe(twinKeyOf('POST', `${AWARDS}/`, award({ attendee_id: 'abc-1', badge_id: null })));
    expect(booth).not.toBe(twinKeyOf('POST', AWARDS, award({ attendee_id: 'abc-1', badge_id: 7 })));
  });

  it('names an award typed offline by its card code apart from one by id (issue 21)', () => {
    const byCode = twinKeyOf('POST', AWARDS, award({ attendee_code: '07fe0767', badge_id: 7 }));
    expect(byCode).not.toBeNull();
    expect(byCode).toBe(twinKeyOf('POST', AWARDS, award({ attendee_code: '07fe0767', badge_id: 7 })));
    expect(byCode).not.toBe(twinKeyOf('POST', AWARDS, award({ attendee_code: '07fe0768', badge_id: 7 })));
    expect(byCode).not.toBe(twinKeyOf('POST', AWARDS, award({ attendee_id: '07fe0767', badge_id: 7 })));
  });

  it('never pairs other writes, nor award bodies the server will refuse anyway', () => {
    const buy = { redeemable: { redeemable_id: 3 } };
    expect(twinKeyOf('POST', 'http://app.test/api/store/buy', buy)).toBeNull();
    expect(twinKeyOf('PUT', AWARDS, award({ attendee_id: 'abc-1', badge_id: 7 }))).toBeNull();
    expect(twinKeyOf('POST', AWARDS, award({ attendee_id: '', badge_id: 7 }))).toBeNull();
    expect(twinKeyOf('POST', AWARDS, award({ attendee_id: 'abc-1', badge_id: { id: 7 } }))).toBeNull();
    expect(twinKeyOf('POST', AWARDS, null)).toBeNull();
    expect(twinKeyOf('POST', 'not a url', award({ attendee_id: 'abc-1' }))).toBeNull();
  });
});

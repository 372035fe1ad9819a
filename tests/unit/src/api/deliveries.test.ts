import { describe, expect, it } from 'vitest';
import { toDeliveryOutcome, toOwedItems, toOwedPrizes } from '../../../../src/api/deliveries.ts';

describe('owed lists', () => {
  it('maps {"data":[{id,name,image,not_redeemed}]} of both kinds', () => {
    const body = { data: [{ id: 3, name: 'Mug', image: null, not_redeemed: 2 }] };
    expect(toOwedItems(body)).toEqual([{ kind: 'item', id: 3, name: 'Mug', image: null, owed: 2 }]);
    expect(toOwedPrizes(body)[0]?.kind).toBe('prize');
  });
});

describe('toDeliveryOutcome', () => {
  it("keeps the server's words for a refusal", () => {
    expect(toDeliveryOutcome({ kind: 'http', status: 400, body: { Error: 'Wrong quantity' } })).toEqual({
      kind: 'refused',
      reason: 'Wrong quantity',
    });
    expect(
      toDeliveryOutcome({
        kind: 'http',
        status: 401,
        body: { error: 'Only staffs can deliver redeemables' },
      }),
    ).toEqual({ kind: 'refused', reason: 'Only staffs can deliver redeemables' });
  });

  it('tells no connection and a server failure apart', () => {
    expect(toDeliveryOutcome({ kind: 'network' })).toEqual({ kind: 'network' });
    expect(toDeliveryOutcome({ kind: 'http', status: 503, body: null })).toEqual({
      kind: 'failed',
      status: 503,
    });
  });
});

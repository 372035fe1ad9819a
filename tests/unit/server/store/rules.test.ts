// Store rules of provider-api.md §3–4: can_buy, the order of the buy checks, delivery quantities
// (DESIGN.md §3.1: a wrong one is a 400 refusal) and ids sent inside JSON bodies.
import { describe, expect, it } from 'vitest';
import {
  canBuyOf,
  countBuyable,
  decideBuy,
  decideDelivery,
  readBodyId,
} from '../../../../server/store/rules.ts';

describe('countBuyable', () => {
  it('is min(max_per_user − bought, stock)', () => {
    expect(countBuyable({ stock: 5, maxPerUser: 3 }, 1)).toBe(2);
    expect(countBuyable({ stock: 1, maxPerUser: 3 }, 0)).toBe(1);
    expect(countBuyable({ stock: 9999, maxPerUser: 9999 }, 9998)).toBe(1);
  });

  it('is never negative', () => {
    expect(countBuyable({ stock: 0, maxPerUser: 3 }, 0)).toBe(0);
    expect(countBuyable({ stock: 5, maxPerUser: 1 }, 1)).toBe(0);
    expect(countBuyable({ stock: 5, maxPerUser: 1 }, 4)).toBe(0);
  });
});

describe('canBuyOf', () => {
  const item = { stock: 5, maxPerUser: 3, isArchived: false };

  it('is countBuyable for an attendee, 0 for every other caller', () => {
    expect(canBuyOf(item, 1, true)).toBe(2);
    expect(canBuyOf(item, 1, false)).toBe(0);
  });

  it('is 0 for an archived item (issue 13), whoever asks', () => {
    expect(canBuyOf({ ...item, isArchived: true }, 0, true)).toBe(0);
  });
});

describe('decideBuy', () => {
  const item = { price: 75, stock: 5, maxPerUser: 2 };

  it('allows one more unit when stock, balance and limit allow it', () => {
    expect(decideBuy({ item, balance: 75, bought: 1 })).toBeNull();
    expect(decideBuy({ item: { ...item, price: 0 }, balance: 0, bought: 0 })).toBeNull();
  });

  it('checks stock first, then the balance, then the per-attendee limit', () => {
    expect(decideBuy({ item: { ...item, stock: 0 }, balance: 0, bought: 2 })).toBe('sold-out');
    expect(decideBuy({ item, balance: 74, bought: 2 })).toBe('insufficient-balance');
    expect(decideBuy({ item, balance: 1000, bought: 2 })).toBe('over-limit');
  });
});

describe('decideDelivery', () => {
  it('delivers any whole number of units up to what is owed', () => {
    expect(decideDelivery({ quantity: 1, owed: 3 })).toEqual({ units: 1 });
    expect(decideDelivery({ quantity: 3, owed: 3 })).toEqual({ units: 3 });
  });

  it('reports a missing quantity before anything else', () => {
    expect(decideDelivery({ quantity: undefined, owed: null })).toBe('missing-quantity');
    expect(decideDelivery({ quantity: null, owed: 3 })).toBe('missing-quantity');
  });

  it('refuses no purchase, nothing owed, too many, zero, negative and non-integer quantities', () => {
    for (const [quantity, owed] of [
      [1, null],
      [1, 0],
      [4, 3],
      [0, 3],
      [-1, 3],
      [1.5, 3],
      ['1', 3],
      [true, 3],
      [Number.NaN, 3],
      [Number.POSITIVE_INFINITY, 3],
      [2 ** 60, 3],
    ] as const) {
      expect(decideDelivery({ quantity, owed }), `${String(quantity)} of ${owed}`).toBe('wrong-quantity');
    }
  });
});

describe('readBodyId', () => {
  it('takes integers and numeric strings', () => {
    expect(readBodyId(7)).toEqual({ kind: 'id', id: 7 });
    expect(readBodyId('7')).toEqual({ kind: 'id', id: 7 });
    expect(readBodyId(' 12 ')).toEqual({ kind: 'id', id: 12 });
    expect(readBodyId(2 ** 31 - 1)).toEqual({ kind: 'id', id: 2 ** 31 - 1 });
  });

  it('tells a missing id from a malformed one', () => {
    expect(readBodyId(undefined)).toEqual({ kind: 'missing' });
    expect(readBodyId(null)).toEqual({ kind: 'missing' });
    for (const value of ['', 'abc', '1.5', '1e3', 1.5, true, {}, [1], Number.NaN, Number.POSITIVE_INFINITY]) {
      expect(readBodyId(value), String(value)).toEqual({ kind: 'malformed' });
    }
  });

  it('maps well-formed ids no row can have to null', () => {
    for (const value of [0, -1, '-1', 2 ** 31, 2 ** 60, '99999999999999999999']) {
      expect(readBodyId(value), String(value)).toEqual({ kind: 'id', id: null });
    }
  });
});

import { describe, expect, it } from 'vitest';
import type { Product } from '../../../../../src/api/store.ts';
import {
  availabilityOf,
  buyBlocker,
  describeBuyFailure,
  formatCount,
  limitText,
  parseProductId,
  sortShelf,
  stockText,
} from '../../../../../src/attendee/store/store-shelf.ts';

const product = (over: Partial<Product> = {}): Product => ({
  id: 1,
  name: 'Mug',
  description: '',
  image: null,
  price: 300,
  stock: 20,
  maxPerUser: 1,
  canBuy: 1,
  ...over,
});

describe('formatCount', () => {
  it('groups digits and shows ∞ above 1000', () => {
    expect(formatCount(7)).toBe('7');
    expect(formatCount(1000)).toBe('1,000');
    expect(formatCount(1001)).toBe('∞');
    expect(formatCount(999_999)).toBe('∞');
  });
});

describe('availability and shelf order', () => {
  it('tells buyable, sold out and limit reached apart', () => {
    expect(availabilityOf(product())).toBe('buyable');
    expect(availabilityOf(product({ stock: 0, canBuy: 0 }))).toBe('sold-out');
    expect(availabilityOf(product({ canBuy: 0 }))).toBe('limit-reached');
  });

  it('puts buyable products first and keeps the server order inside each group', () => {
    const shelf = [
      product({ id: 1, stock: 0, canBuy: 0 }),
      product({ id: 2 }),
      product({ id: 3, canBuy: 0 }),
      product({ id: 4 }),
    ];
    expect(sortShelf(shelf).map((p) => p.id)).toEqual([2, 4, 1, 3]);
    expect(shelf.map((p) => p.id)).toEqual([1, 2, 3, 4]);
  });
});

describe('stock and limit wording', () => {
  it('says how many are left, ∞ for big stocks, or sold out', () => {
    expect(stockText(product({ stock: 3 }))).toBe('3 left');
    expect(stockText(product({ stock: 9999 }))).toBe('∞ in stock');
    expect(stockText(product({ stock: 0 }))).toBe('Sold out');
  });

  it('says what remains of the per-person limit', () => {
    expect(limitText(product({ maxPerUser: 3, canBuy: 2 }))).toBe('You can buy 2 more');
    expect(limitText(product({ maxPerUser: 1, canBuy: 0 }))).toBe('You already have yours (1 per person)');
    expect(limitText(product({ maxPerUser: 3, canBuy: 0 }))).toBe('You reached the limit of 3 per person');
    expect(limitText(product({ maxPerUser: 9999, stock: 9999, canBuy: 9998 }))).toBe('No limit per person');
    expect(limitText(product({ maxPerUser: 9999, stock: 4, canBuy: 4 }))).toBe('You can buy 4 more');
    expect(limitText(product({ stock: 0, canBuy: 0 }))).toBe('1 per person');
    expect(limitText(product({ stock: 0, canBuy: 0, maxPerUser: 9999 }))).toBe('No limit per person');
  });
});

describe('buyBlocker', () => {
  it('lets an attendee with enough tokens buy online', () => {
    expect(buyBlocker(product(), 300, true)).toBeNull();
  });

  it('names the first reason that blocks a buy', () => {
    expect(buyBlocker(product({ stock: 0, canBuy: 0 }), 1000, true)?.reason).toBe('sold-out');
    expect(buyBlocker(product({ canBuy: 0 }), 1000, true)?.reason).toBe('limit-reached');
    expect(buyBlocker(product(), 250, true)).toEqual({
      reason: 'short',
      text: 'You need 50 more tokens. Collect badges to earn them.',
    });
    expect(buyBlocker(product(), 1000, false)).toEqual({
      reason: 'offline',
      text: 'You are offline. Buying needs a connection for now.',
    });
  });

  it('puts being offline before a shortfall, since the balance shown may be old', () => {
    expect(buyBlocker(product(), 10, false)?.reason).toBe('offline');
    expect(buyBlocker(product({ stock: 0, canBuy: 0 }), 10, false)?.reason).toBe('sold-out');
  });

  it('does not guess a shortfall while the balance is unknown', () => {
    expect(buyBlocker(product(), null, true)).toBeNull();
  });
});

describe('parseProductId', () => {
  it('accepts positive integers only', () => {
    expect(parseProductId('12')).toBe(12);
    for (const bad of [undefined, '', '0', '-1', '1.5', '1e3', 'abc', '012', '12345678901']) {
      expect(parseProductId(bad)).toBeNull();
    }
  });
});

describe('describeBuyFailure', () => {
  it('titles each refusal and keeps the server reason', () => {
    expect(describeBuyFailure({ refusal: 'sold-out', reason: 'Item is sold out!' })).toEqual({
      title: 'Sold out',
      detail: 'Item is sold out!',
    });
    expect(describeBuyFailure({ refusal: 'insufficient-balance', reason: null }).title).toBe(
      'Not enough tokens',
    );
    expect(describeBuyFailure({ refusal: 'over-limit', reason: null }).title).toBe('Limit reached');
    expect(describeBuyFailure({ refusal: 'other', reason: null }).detail).toMatch(/Try again/);
  });

  it('promises no double charge when the answer was lost', () => {
    expect(describeBuyFailure({ refusal: 'network', reason: null }).detail).toMatch(/never charged twice/);
  });
});

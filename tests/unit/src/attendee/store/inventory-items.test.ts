import { describe, expect, it } from 'vitest';
import type { PrizeHolding, Purchase } from '../../../../../src/api/me.ts';
import type { Prize } from '../../../../../src/api/prizes.ts';
import {
  collectText,
  prizeHighlights,
  sourceText,
  toInventory,
} from '../../../../../src/attendee/store/inventory-items.ts';

const purchase = (over: Partial<Purchase> = {}): Purchase => ({
  id: 1,
  name: 'Mug',
  image: null,
  price: 300,
  quantity: 1,
  notRedeemed: 1,
  ...over,
});
const holding = (over: Partial<PrizeHolding> = {}): PrizeHolding => ({
  id: 7,
  name: 'Power Bank',
  avatar: null,
  notRedeemed: 1,
  isDeliverable: true,
  ...over,
});

describe('toInventory', () => {
  it('splits purchases and deliverable prizes into to-collect and delivered', () => {
    const inventory = toInventory({
      purchases: [purchase({ id: 1, notRedeemed: 0 }), purchase({ id: 2, quantity: 3, notRedeemed: 2 })],
      prizes: [
        holding({ id: 7 }),
        holding({ id: 8, notRedeemed: 0 }),
        holding({ id: 9, isDeliverable: false }),
      ],
    });
    expect(inventory.toCollect.map((i) => i.key)).toEqual(['purchase-2', 'prize-7']);
    expect(inventory.delivered.map((i) => i.key)).toEqual(['purchase-1', 'prize-8']);
    expect(inventory.unitsToCollect).toBe(3);
    expect(inventory.toCollect[0]).toMatchObject({ href: '/product/2', quantity: 3, toCollect: 2 });
    expect(inventory.toCollect[1]).toMatchObject({ kind: 'prize', href: null, quantity: null });
  });

  it('is empty with nothing held, and skips zero-quantity purchases', () => {
    const inventory = toInventory({ purchases: [purchase({ quantity: 0, notRedeemed: 0 })], prizes: [] });
    expect(inventory).toEqual({ toCollect: [], delivered: [], unitsToCollect: 0 });
  });
});

describe('wording', () => {
  const [mug, partial, prize] = toInventory({
    purchases: [purchase({ quantity: 1, notRedeemed: 1 }), purchase({ id: 2, quantity: 3, notRedeemed: 1 })],
    prizes: [holding({ notRedeemed: 2 })],
  }).toCollect;

  it('says how much is still to collect', () => {
    expect(mug && collectText(mug)).toBe('To collect');
    expect(partial && collectText(partial)).toBe('1 of 3 to collect');
    expect(prize && collectText(prize)).toBe('2 to collect');
  });

  it('says when everything was handed over', () => {
    const { delivered } = toInventory({
      purchases: [purchase({ notRedeemed: 0 }), purchase({ id: 2, quantity: 2, notRedeemed: 0 })],
      prizes: [holding({ notRedeemed: 0 })],
    });
    expect(delivered.map(collectText)).toEqual(['Delivered', 'All 2 delivered', 'Delivered']);
  });

  it('says where an item came from', () => {
    expect(mug && sourceText(mug)).toBe('Bought in the store');
    expect(partial && sourceText(partial)).toBe('Bought in the store · ×3');
    expect(prize && sourceText(prize)).toBe('Won on the wheel');
  });
});

describe('prizeHighlights', () => {
  const prize = (id: number, stock: number, maxPerAttendee = 1): Prize => ({
    id,
    name: `P${id}`,
    avatar: null,
    stock,
    isNothing: false,
    maxPerAttendee,
  });

  it('shows limited prizes still in stock, at most the count asked', () => {
    const prizes = [
      prize(1, 0),
      prize(2, 999_999, 999_999),
      prize(3, 4),
      prize(4, 9),
      prize(5, 1),
      prize(6, 3),
    ];
    expect(prizeHighlights(prizes).map((p) => p.id)).toEqual([3, 4, 5]);
    expect(prizeHighlights(prizes, 1).map((p) => p.id)).toEqual([3]);
  });
});

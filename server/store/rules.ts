// Store rules (provider-api.md §3 "Store", §4 "Store"): what an attendee may still buy, whether one
// more unit may be bought (stock first, then balance, then the per-attendee limit), and whether a
// delivery of n units is owed. Pure: the caller loads rows under lock and writes the decision.
import { readIntId, rowIdOf } from '../domain/ids.ts';

export type StoreItem = { price: number; stock: number; maxPerUser: number };

export type BuyRefusal = 'sold-out' | 'insufficient-balance' | 'over-limit';
export type DeliveryRefusal = 'missing-quantity' | 'wrong-quantity';

/** can_buy = min(max_per_user − bought, stock), never negative. */
export function countBuyable(item: Pick<StoreItem, 'stock' | 'maxPerUser'>, bought: number): number {
  return Math.max(0, Math.min(item.maxPerUser - bought, item.stock));
}

/** RedeemableJSON's can_buy: 0 for any caller but an attendee, and for an archived item (issue 13). */
export function canBuyOf(
  item: Pick<StoreItem, 'stock' | 'maxPerUser'> & { isArchived: boolean },
  bought: number,
  isAttendee: boolean,
): number {
  return isAttendee && !item.isArchived ? countBuyable(item, bought) : 0;
}

/** One unit per buy; the provider reports the first failing check in this order. */
export function decideBuy(input: { item: StoreItem; balance: number; bought: number }): BuyRefusal | null {
  const { item, balance, bought } = input;
  if (item.stock < 1) return 'sold-out';
  if (balance < item.price) return 'insufficient-balance';
  if (bought + 1 > item.maxPerUser) return 'over-limit';
  return null;
}

/**
 * `owed` is quantity − redeemed of the purchase, or null when there is none. DESIGN.md §3.1: every
 * wrong quantity is the intended 400, never the provider's 500.
 */
export function decideDelivery(input: {
  quantity: unknown;
  owed: number | null;
}): DeliveryRefusal | { units: number } {
  const { quantity, owed } = input;
  if (quantity === undefined || quantity === null) return 'missing-quantity';
  if (typeof quantity !== 'number' || !Number.isSafeInteger(quantity) || quantity < 1)
    return 'wrong-quantity';
  if (owed === null || quantity > owed) return 'wrong-quantity';
  return { units: quantity };
}

/**
 * An id sent inside a JSON body: an integer or a numeric string (Ecto casts both). `id: null` is a
 * well-formed id no row can have (out of the int4 range, or not positive): the provider's 404.
 */
export type BodyId = { kind: 'missing' } | { kind: 'malformed' } | { kind: 'id'; id: number | null };

/** The store also takes an id padded with spaces. */
export function readBodyId(value: unknown): BodyId {
  const reading = readIntId(typeof value === 'string' ? value.trim() : value);
  if (reading === 'missing' || reading === 'malformed') return { kind: reading };
  return { kind: 'id', id: rowIdOf(reading) };
}

// Pure rules of the store screens: shelf order, stock and limit wording, and why a buy is not
// possible right now. No React, no I/O, so each rule is tested on its own.
import type { BuyFailure, BuyRefusal, Product } from '../../api/store.ts';

/** Stock and limits above this are shown as "∞" (reference-client.md §1.2). */
export const UNLIMITED_ABOVE = 1000;

const countFormat = new Intl.NumberFormat('en');

export function formatCount(count: number): string {
  return count > UNLIMITED_ABOVE ? '∞' : countFormat.format(count);
}

export type Availability = 'buyable' | 'sold-out' | 'limit-reached';

export function availabilityOf(product: Product): Availability {
  if (product.stock <= 0) return 'sold-out';
  return product.canBuy > 0 ? 'buyable' : 'limit-reached';
}

/** Buyable products first, each group in the server's order. */
export function sortShelf(products: readonly Product[]): Product[] {
  const buyable = products.filter((p) => availabilityOf(p) === 'buyable');
  return [...buyable, ...products.filter((p) => availabilityOf(p) !== 'buyable')];
}

export function stockText(product: Product): string {
  if (product.stock <= 0) return 'Sold out';
  return product.stock > UNLIMITED_ABOVE ? '∞ in stock' : `${formatCount(product.stock)} left`;
}

export function limitText(product: Product): string {
  const isUnlimited = product.maxPerUser > UNLIMITED_ABOVE;
  if (product.stock <= 0)
    return isUnlimited ? 'No limit per person' : `${formatCount(product.maxPerUser)} per person`;
  if (product.canBuy <= 0) {
    return product.maxPerUser === 1
      ? 'You already have yours (1 per person)'
      : `You reached the limit of ${formatCount(product.maxPerUser)} per person`;
  }
  if (isUnlimited && product.canBuy > UNLIMITED_ABOVE) return 'No limit per person';
  return `You can buy ${formatCount(product.canBuy)} more`;
}

export type BuyBlocker = { reason: 'sold-out' | 'limit-reached' | 'short' | 'offline'; text: string };

/**
 * Why the buy button is disabled, or null when the attendee may buy now. Offline, a buy is possible
 * when the SW's outbox can keep it (`canQueue`); `balance` already counts the buys waiting there.
 */
export function buyBlocker(
  product: Product,
  balance: number | null,
  isOnline: boolean,
  canQueue = false,
): BuyBlocker | null {
  const availability = availabilityOf(product);
  if (availability === 'sold-out')
    return { reason: 'sold-out', text: 'Every unit is gone. Have a look at the rest of the store.' };
  if (availability === 'limit-reached') return { reason: 'limit-reached', text: `${limitText(product)}.` };
  if (!isOnline && !canQueue) {
    return { reason: 'offline', text: 'You are offline. Buying needs a connection for now.' };
  }
  if (balance !== null && balance < product.price) {
    const missing = countFormat.format(product.price - balance);
    return { reason: 'short', text: `You need ${missing} more tokens. Collect badges to earn them.` };
  }
  return null;
}

/** The id of /product/:id, or null when it cannot be a product's id. */
export function parseProductId(raw: string | undefined): number | null {
  if (raw === undefined || !/^[1-9]\d{0,8}$/.test(raw)) return null;
  return Number(raw);
}

const FAILURE_TITLES: Record<BuyRefusal, string> = {
  'sold-out': 'Sold out',
  'insufficient-balance': 'Not enough tokens',
  'over-limit': 'Limit reached',
  network: 'No connection',
  other: 'Could not buy this',
};

/** Title and explanation of a failed buy; the server's reason is preferred when it gave one. */
export function describeBuyFailure({ refusal, reason }: BuyFailure): { title: string; detail: string } {
  if (refusal === 'network') {
    return {
      title: FAILURE_TITLES.network,
      detail:
        'The server could not be reached, so the purchase is not confirmed. Try again: a repeated tap is never charged twice.',
    };
  }
  return { title: FAILURE_TITLES[refusal], detail: reason ?? 'Something went wrong. Try again in a moment.' };
}

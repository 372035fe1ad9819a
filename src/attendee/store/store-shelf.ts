// Pure rules of the store screens: shelf order, stock and limit wording, and why a buy is not
// possible right now. No React, no I/O, so each rule is tested on its own.
import { msg, plural, t } from '@lingui/core/macro';
import { i18n, type MessageDescriptor } from '#i18n/runtime';
import type { BuyFailure, BuyRefusal, Product } from '../../api/store.ts';

/** Stock and limits above this are shown as "∞" (reference-client.md §1.2). */
export const UNLIMITED_ABOVE = 1000;

export function formatCount(count: number): string {
  return count > UNLIMITED_ABOVE ? '∞' : new Intl.NumberFormat(i18n.locale).format(count);
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
  if (product.stock <= 0) return t`Sold out`;
  const stock = formatCount(product.stock);
  return product.stock > UNLIMITED_ABOVE ? t`∞ in stock` : t`${stock} left`;
}

export function limitText(product: Product): string {
  const isUnlimited = product.maxPerUser > UNLIMITED_ABOVE;
  const limit = formatCount(product.maxPerUser);
  if (product.stock <= 0) return isUnlimited ? t`No limit per person` : t`${limit} per person`;
  if (product.canBuy <= 0) {
    return product.maxPerUser === 1
      ? t`You already have yours (1 per person)`
      : t`You reached the limit of ${limit} per person`;
  }
  if (isUnlimited && product.canBuy > UNLIMITED_ABOVE) return t`No limit per person`;
  const more = formatCount(product.canBuy);
  return t`You can buy ${more} more`;
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
    return { reason: 'sold-out', text: t`Every unit is gone. Have a look at the rest of the store.` };
  if (availability === 'limit-reached') {
    const limit = limitText(product);
    return { reason: 'limit-reached', text: t`${limit}.` };
  }
  if (!isOnline && !canQueue) {
    return { reason: 'offline', text: t`You are offline. Buying needs a connection for now.` };
  }
  if (balance !== null && balance < product.price) {
    const missing = product.price - balance;
    return {
      reason: 'short',
      text: t`You need ${plural(missing, { one: '# more token', other: '# more tokens' })}. Collect badges to earn them.`,
    };
  }
  return null;
}

/** The id of /product/:id, or null when it cannot be a product's id. */
export function parseProductId(raw: string | undefined): number | null {
  if (raw === undefined || !/^[1-9]\d{0,8}$/.test(raw)) return null;
  return Number(raw);
}

const FAILURE_TITLES: Record<BuyRefusal, MessageDescriptor> = {
  'sold-out': msg`Sold out`,
  'insufficient-balance': msg`Not enough tokens`,
  'over-limit': msg`Limit reached`,
  network: msg`No connection`,
  other: msg`Could not buy this`,
};

/** Title and explanation of a failed buy; the server's reason is preferred when it gave one. */
export function describeBuyFailure({ refusal, reason }: BuyFailure): { title: string; detail: string } {
  if (refusal === 'network') {
    return {
      title: i18n._(FAILURE_TITLES.network),
      detail: t`The server could not be reached, so the purchase is not confirmed. Try again: a repeated tap is never charged twice.`,
    };
  }
  return {
    title: i18n._(FAILURE_TITLES[refusal]),
    detail: reason ?? t`Something went wrong. Try again in a moment.`,
  };
}

// The store (provider-api.md §3 "Store"): the shelf (GET /api/store), one product
// (GET /api/store/:id) and buying one unit (POST /api/store/buy). Wire → view mapping and the
// buy refusals (422 {"errors":{"stock"|"token_balance"|"quantity":[msg]}}) stop here, so screens
// see plain outcomes and the server's own words. No navigation or toasts here (STYLE.md).
import { t } from '@lingui/core/macro';
import { BALANCE_FIELD, STOCK_FIELD } from '#contract/refusals';
import { PRODUCT_PATH, STORE_BUY_PATH, STORE_PATH } from '#contract/paths';
import { apiPath } from './client.ts';
import type { ErrorBody } from '#contract/common';
import type {
  BuyBody,
  RedeemableJson,
  RedeemableReply,
  StoreItemReply,
  StoreListReply,
} from '#contract/store';
import { submitWrite } from './write.ts';
import { isHttpError, type ApiFailure } from './errors.ts';
import { get } from './get.ts';
import type { Reading } from '../offline/read-through.ts';
import { asArray, asObject, fieldsOf, optionalString, readObject } from './wire.ts';

export type Product = {
  id: number;
  name: string;
  description: string;
  image: string | null;
  price: number;
  stock: number;
  maxPerUser: number;
  /** Units this attendee may still buy: min(max_per_user − bought, stock). */
  canBuy: number;
};

export function toProduct(value: unknown): Product {
  const w = fieldsOf<RedeemableJson>(value, 'redeemable');
  return {
    id: w.number('id'),
    name: w.string('name'),
    description: w.optionalString('description') ?? '',
    image: w.optionalPicture('image'),
    price: w.number('price'),
    stock: w.number('stock'),
    maxPerUser: w.number('max_per_user'),
    canBuy: w.number('can_buy'),
  };
}

export function toProducts(body: unknown): Product[] {
  return asArray(asObject<StoreListReply>(body, 'store').data, 'store.data').map(toProduct);
}

export function toProductReply(body: unknown): Product {
  return toProduct(asObject<StoreItemReply>(body, 'product').data);
}

export function readStore(userKey: string): AsyncGenerator<Reading<Product[]>, void, void> {
  return get(apiPath(STORE_PATH), toProducts, { userKey });
}

export function readProduct(userKey: string, id: number): AsyncGenerator<Reading<Product>, void, void> {
  return get(apiPath(PRODUCT_PATH, { id }), toProductReply, { userKey });
}

/** True when a read failed because the product does not exist (404). */
export function isMissing(error: unknown): boolean {
  return isHttpError(error) && error.response.status === 404;
}

/** A buy the server confirmed ("Mug bought successfully!"), or one the SW's outbox kept for later. */
export type BuyOutcome = { kind: 'bought'; message: string } | { kind: 'queued' };

/**
 * Buys one unit of product `id`. Pass the same key again to retry an attempt whose answer was lost:
 * it is applied once. The name and price travel to the outbox, should the buy wait there.
 */
export async function buyProduct(
  id: number,
  idempotencyKey: string,
  product: Partial<Pick<Product, 'name' | 'price'>> = {},
): Promise<BuyOutcome> {
  const { name } = product;
  const outcome = await submitWrite({
    method: 'POST',
    path: apiPath(STORE_BUY_PATH),
    body: { redeemable: { redeemable_id: id } } satisfies BuyBody,
    idempotencyKey,
    label: name === undefined ? undefined : t`Buy ${name}`,
    cost: product.price,
  });
  if (outcome.kind === 'queued') return { kind: 'queued' };
  const message = optionalString(readObject<RedeemableReply>(outcome.body).Redeemable);
  return { kind: 'bought', message: message ?? t`Bought successfully!` };
}

export type BuyRefusal = 'sold-out' | 'insufficient-balance' | 'over-limit' | 'network' | 'other';

export type BuyFailure = { refusal: BuyRefusal; reason: string | null };

/** The changeset fields of the buy refusals (server/plugins/errors.ts REFUSALS). */
const REFUSAL_FIELDS: ReadonlyArray<[string, BuyRefusal]> = [
  [STOCK_FIELD, 'sold-out'],
  [BALANCE_FIELD, 'insufficient-balance'],
  ['quantity', 'over-limit'],
];

/** The first string of a `{"errors":{field:[msg]}}`-style value, or of `{"Key":"msg"}`. */
function firstText(value: unknown): string | null {
  if (typeof value === 'string') return value === '' ? null : value;
  if (Array.isArray(value)) return firstText(value[0]);
  return null;
}

/** Names why a buy failed, with the server's reason when it gave one. */
export function toBuyFailure(failure: ApiFailure): BuyFailure {
  if (failure.kind === 'network') return { refusal: 'network', reason: null };
  if (failure.kind !== 'http') return { refusal: 'other', reason: null };
  const body = readObject<ErrorBody>(failure.body);
  const errors = readObject<Record<string, unknown>>(body.errors);
  for (const [field, refusal] of REFUSAL_FIELDS) {
    if (field in errors) return { refusal, reason: firstText(errors[field]) };
  }
  const reason = firstText(body.error) ?? firstText(body.Redeemable) ?? firstText(Object.values(errors)[0]);
  return { refusal: 'other', reason };
}

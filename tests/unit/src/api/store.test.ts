// @vitest-environment happy-dom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { HEADER_IDEMPOTENCY_KEY } from '#contract/constants';

vi.stubEnv('VITE_API_URL', 'http://api.test/');
const { buyProduct, isMissing, toBuyFailure, toProduct, toProductReply, toProducts } =
  await import('../../../../src/api/store.ts');
const { toApiFailure } = await import('../../../../src/api/errors.ts');

const WIRE = {
  id: 4,
  name: 'Mug',
  description: "This year's mug, dishwasher safe.",
  image: null,
  price: 300,
  stock: 20,
  max_per_user: 1,
  can_buy: 1,
};

afterEach(() => vi.unstubAllGlobals());

function answer(status: number, body: unknown, seen: Request[] = []) {
  vi.stubGlobal('fetch', async (input: RequestInfo | URL, init?: RequestInit) => {
    seen.push(new Request(input, init));
    return Response.json(body, { status });
  });
  return seen;
}

async function buyFailure(status: number, body: unknown) {
  answer(status, body);
  const error = await buyProduct(4, 'key-1').then(
    () => null,
    (e: unknown) => e,
  );
  return toBuyFailure(await toApiFailure(error));
}

describe('store wire → view (provider-api.md §3 RedeemableJSON)', () => {
  it('maps a product', () => {
    expect(toProduct(WIRE)).toEqual({
      id: 4,
      name: 'Mug',
      description: "This year's mug, dishwasher safe.",
      image: null,
      price: 300,
      stock: 20,
      maxPerUser: 1,
      canBuy: 1,
    });
  });

  it('keeps an image URL, reads an empty one as none, and a missing description as empty', () => {
    expect(toProduct({ ...WIRE, image: '/uploads/mug.png' }).image).toBe('/uploads/mug.png');
    expect(toProduct({ ...WIRE, image: '' }).image).toBeNull();
    expect(toProduct({ ...WIRE, description: null }).description).toBe('');
  });

  it('unwraps the list and the single product from "data"', () => {
    expect(toProducts({ data: [WIRE, { ...WIRE, id: 5 }] }).map((p) => p.id)).toEqual([4, 5]);
    expect(toProductReply({ data: WIRE }).id).toBe(4);
  });

  it('refuses answers of another shape', () => {
    expect(() => toProducts({ data: null })).toThrow(/Unexpected answer/);
    expect(() => toProductReply({ data: { ...WIRE, price: '300' } })).toThrow(/price/);
    expect(() => toProduct({ ...WIRE, can_buy: undefined })).toThrow(/can_buy/);
  });
});

describe('buyProduct', () => {
  it('posts one unit with the given Idempotency-Key and returns the server words', async () => {
    const seen = answer(200, { Redeemable: 'Mug bought successfully!' });
    await expect(buyProduct(4, 'key-1')).resolves.toEqual({
      kind: 'bought',
      message: 'Mug bought successfully!',
    });
    expect(seen[0]?.url).toBe('http://api.test/api/store/buy');
    expect(seen[0]?.headers.get(HEADER_IDEMPOTENCY_KEY)).toBe('key-1');
    expect(await seen[0]?.json()).toEqual({ redeemable: { redeemable_id: 4 } });
  });

  it('names each 422 refusal with the server reason', async () => {
    expect(await buyFailure(422, { errors: { stock: ['Item is sold out!'] } })).toEqual({
      refusal: 'sold-out',
      reason: 'Item is sold out!',
    });
    expect(await buyFailure(422, { errors: { token_balance: ['Token balance is insufficient.'] } })).toEqual({
      refusal: 'insufficient-balance',
      reason: 'Token balance is insufficient.',
    });
    const limit = 'Quantity is greater than the maximum amount permitted per attendee';
    expect(await buyFailure(422, { errors: { quantity: [limit] } })).toEqual({
      refusal: 'over-limit',
      reason: limit,
    });
  });

  it('keeps the reason of other refusals', async () => {
    expect(await buyFailure(404, { Redeemable: 'There is no such redeemable' })).toEqual({
      refusal: 'other',
      reason: 'There is no such redeemable',
    });
    expect(await buyFailure(401, { error: 'Only attendees can buy products!' })).toEqual({
      refusal: 'other',
      reason: 'Only attendees can buy products!',
    });
    expect(await buyFailure(500, 'oops')).toEqual({ refusal: 'other', reason: null });
  });

  it('tells a lost answer apart from a refusal', async () => {
    vi.stubGlobal('fetch', async () => {
      throw new TypeError('Failed to fetch');
    });
    const error = await buyProduct(4, 'key-1').catch((e: unknown) => e);
    expect(toBuyFailure(await toApiFailure(error))).toEqual({ refusal: 'network', reason: null });
  });
});

describe('isMissing', () => {
  it('is true only for a 404 answer', async () => {
    answer(404, { errors: { detail: 'Not Found' } });
    const missing = await buyProduct(99, 'k').catch((e: unknown) => e);
    answer(500, {});
    const broken = await buyProduct(4, 'k').catch((e: unknown) => e);
    expect(isMissing(missing)).toBe(true);
    expect(isMissing(broken)).toBe(false);
    expect(isMissing(new Error('x'))).toBe(false);
  });
});

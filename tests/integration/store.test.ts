// The shop window and buying (provider-api.md §3 "Store"): can_buy, one unit per buy with the checks
// in the provider's order, every refusal body, each caller type and exactly-once replays. Staff
// deliveries are in store-delivery.test.ts, races in store-concurrency.test.ts.
import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { dailyTokens } from '../../server/db/schema/contest.ts';
import { buys, redeemables } from '../../server/db/schema/store.ts';
import { createTestApp, type TestApp } from '../helpers/app.ts';
import { createAttendee, createRedeemable } from '../helpers/factories.ts';
import {
  answer,
  BAD_REQUEST,
  callers,
  moneyState,
  NO_SUCH_ITEM,
  NOT_FOUND,
  storeClient,
  type Headers,
} from '../helpers/store.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());
beforeEach(() => t.reset());

const { get, post, buy, deliver } = storeClient(() => t);
const state = (attendeeId: string, itemId: number) => moneyState(t, attendeeId, itemId);

const SOLD_OUT = { errors: { stock: ['Item is sold out!'] } };
const POOR = { errors: { token_balance: ['Token balance is insufficient.'] } };
const OVER_LIMIT = {
  errors: { quantity: ['Quantity is greater than the maximum amount permitted per attendee'] },
};

describe('GET /api/store and /api/store/:id', () => {
  it('shows an attendee the items on sale with can_buy = min(max − bought, stock), never negative', async () => {
    const { attendee, a } = await callers(t);
    const db = t.database.db;
    const socks = await createRedeemable(db, {
      name: 'Socks',
      description: 'Warm',
      img: 'https://x/s.png',
      price: 75,
      stock: 5,
      maxPerUser: 3,
    });
    const hidden = await createRedeemable(db, { isRedeemable: false, stock: 9 });
    const gone = await createRedeemable(db, { name: 'Gone', stock: 0, maxPerUser: 2 });
    const maxed = await createRedeemable(db, { name: 'Maxed', stock: 10, maxPerUser: 1 });
    await db.insert(buys).values([
      { attendeeId: attendee.id, redeemableId: socks.id, quantity: 1 },
      { attendeeId: attendee.id, redeemableId: maxed.id, quantity: 1 },
    ]);
    const res = await get('/api/store', a);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({
      data: [
        {
          id: socks.id,
          name: 'Socks',
          description: 'Warm',
          image: 'https://x/s.png',
          price: 75,
          stock: 5,
          max_per_user: 3,
          can_buy: 2,
        },
        {
          id: gone.id,
          name: 'Gone',
          description: 'An item',
          image: null,
          price: 10,
          stock: 0,
          max_per_user: 2,
          can_buy: 0,
        },
        {
          id: maxed.id,
          name: 'Maxed',
          description: 'An item',
          image: null,
          price: 10,
          stock: 10,
          max_per_user: 1,
          can_buy: 0,
        },
      ],
    });
    expect((await get(`/api/store/${hidden.id}`, a)).json()).toEqual({
      data: {
        id: hidden.id,
        name: hidden.name,
        description: 'An item',
        image: null,
        price: 10,
        stock: 9,
        max_per_user: 1,
        can_buy: 1,
      },
    });
    expect((await get(`/api/store/${socks.id}`, a)).json()).toMatchObject({ data: { can_buy: 2 } });
  });

  it('shows every other role all items with can_buy 0', async () => {
    const { sponsor, staff, admin } = await callers(t);
    const shown = await createRedeemable(t.database.db, { stock: 3 });
    const hidden = await createRedeemable(t.database.db, { isRedeemable: false });
    for (const headers of [sponsor, staff, admin]) {
      const list = (await get('/api/store', headers)).json() as { data: { id: number; can_buy: number }[] };
      expect(list.data.map((i) => [i.id, i.can_buy])).toEqual([
        [shown.id, 0],
        [hidden.id, 0],
      ]);
      expect((await get(`/api/store/${shown.id}`, headers)).json()).toMatchObject({
        data: { id: shown.id, can_buy: 0 },
      });
    }
  });

  it('answers an unknown id 404 and a malformed one 400', async () => {
    const { a } = await callers(t);
    expect(await answer(get('/api/store/424242', a))).toEqual([404, NOT_FOUND]);
    for (const id of ['abc', '1.5', '-1', '99999999999', '1e3'])
      expect(await answer(get(`/api/store/${id}`, a))).toEqual([400, BAD_REQUEST]);
  });
});

describe('every endpoint wants a signed-in caller', () => {
  it('answers 401 unauthenticated, or invalid_token for a bad token', async () => {
    const { attendee } = await createAttendee(t.database.db);
    const calls = (h: Headers) => [
      get('/api/store', h),
      get('/api/store/1', h),
      buy(h, 1),
      buy(h, 1, '/api/store/buy/'),
      get(`/api/store/redeem/${attendee.id}`, h),
      deliver(h, { attendee_id: attendee.id, redeemable: 1, quantity: 1 }),
    ];
    for (const res of await Promise.all(calls({})))
      expect([res.statusCode, res.json()]).toEqual([401, { error: 'unauthenticated' }]);
    for (const res of await Promise.all(calls({ authorization: 'Bearer nope' }))) {
      expect([res.statusCode, res.json()]).toEqual([401, { error: 'invalid_token' }]);
    }
  });
});

describe('POST /api/store/buy', () => {
  it('buys one unit: stock −1, balance −price, purchase +1 and the daily snapshot', async () => {
    const { attendee, a } = await callers(t, 500);
    const item = await createRedeemable(t.database.db, { name: 'Meias', price: 75, stock: 5, maxPerUser: 2 });
    expect(await answer(buy(a, item.id))).toEqual([200, { Redeemable: 'Meias bought successfully!' }]);
    expect(await answer(buy(a, String(item.id), '/api/store/buy/'))).toEqual([
      200,
      { Redeemable: 'Meias bought successfully!' },
    ]);
    expect(await state(attendee.id, item.id)).toEqual({ balance: 350, stock: 3, quantity: 2, redeemed: 0 });
    const snapshots = await t.database.db
      .select()
      .from(dailyTokens)
      .where(eq(dailyTokens.attendeeId, attendee.id));
    expect(snapshots.map((s) => s.quantity)).toEqual([350]);
    expect((await get(`/api/store/${item.id}`, a)).json()).toMatchObject({ data: { stock: 3, can_buy: 0 } });
  });

  it('checks stock first, then the balance, then the per-attendee limit', async () => {
    const { attendee, a } = await callers(t, 10);
    const db = t.database.db;
    const soldOut = await createRedeemable(db, { stock: 0, price: 100 });
    const dear = await createRedeemable(db, { price: 11, maxPerUser: 1 });
    const limited = await createRedeemable(db, { price: 10, maxPerUser: 1 });
    await db.insert(buys).values([
      { attendeeId: attendee.id, redeemableId: soldOut.id, quantity: 1 },
      { attendeeId: attendee.id, redeemableId: dear.id, quantity: 1 },
      { attendeeId: attendee.id, redeemableId: limited.id, quantity: 1 },
    ]);
    expect(await answer(buy(a, soldOut.id))).toEqual([422, SOLD_OUT]);
    expect(await answer(buy(a, dear.id))).toEqual([422, POOR]);
    expect(await answer(buy(a, limited.id))).toEqual([422, OVER_LIMIT]);
    expect(await state(attendee.id, limited.id)).toEqual({ balance: 10, stock: 5, quantity: 1, redeemed: 0 });
  });

  it('refuses other roles, a missing id, a malformed id and an unknown item with the provider bodies', async () => {
    const { a, sponsor, staff, admin } = await callers(t);
    const item = await createRedeemable(t.database.db);
    for (const h of [sponsor, staff, admin])
      expect(await answer(buy(h, item.id))).toEqual([401, { error: 'Only attendees can buy products!' }]);
    expect(await answer(post('/api/store/buy', a, { redeemable: {} }))).toEqual([
      400,
      { Redeemable: "No 'redeemable_id' param" },
    ]);
    expect(await answer(buy(a, null))).toEqual([400, { Redeemable: "No 'redeemable_id' param" }]);
    for (const id of ['abc', 1.5, '1.5', true, {}, [item.id], ''])
      expect(await answer(buy(a, id)), JSON.stringify(id)).toEqual([400, BAD_REQUEST]);
    for (const id of [424242, '424242', -1, 0, 2 ** 40, '99999999999999999999'])
      expect(await answer(buy(a, id))).toEqual([404, NO_SUCH_ITEM]);
    for (const body of [{}, { redeemable: null }, { redeemable: 'x' }, { redeemable_id: item.id }]) {
      expect(await answer(post('/api/store/buy', a, body))).toEqual([400, BAD_REQUEST]);
    }
  });

  it('replays an Idempotency-Key with the first answer and takes one unit only', async () => {
    const { attendee, a } = await callers(t, 100);
    const item = await createRedeemable(t.database.db, {
      name: 'Caneca',
      price: 30,
      stock: 2,
      maxPerUser: 5,
    });
    const headers = { ...a, 'idempotency-key': randomUUID() };
    const first = await buy(headers, item.id);
    const again = await buy(headers, item.id);
    expect([first.statusCode, first.json()]).toEqual([200, { Redeemable: 'Caneca bought successfully!' }]);
    expect([again.statusCode, again.json(), again.headers['idempotent-replayed']]).toEqual([
      200,
      first.json(),
      'true',
    ]);
    expect(await state(attendee.id, item.id)).toEqual({ balance: 70, stock: 1, quantity: 1, redeemed: 0 });
    expect((await buy(headers, item.id + 1)).statusCode).toBe(422);
    const soldKey = { ...a, 'idempotency-key': randomUUID() };
    await t.database.db.update(redeemables).set({ stock: 0 }).where(eq(redeemables.id, item.id));
    expect(await answer(buy(soldKey, item.id))).toEqual([422, SOLD_OUT]);
    await t.database.db.update(redeemables).set({ stock: 5 }).where(eq(redeemables.id, item.id));
    expect(await answer(buy(soldKey, item.id))).toEqual([422, SOLD_OUT]);
  });
});

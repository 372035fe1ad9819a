// The console's store items (issue 13): create, list with units sold, edit, on sale or not,
// archive by delete once bought (then out of every window and not for sale), bad input 4xx.
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { buys, redeemables } from '../../server/db/schema/store.ts';
import { createTestApp, type TestApp } from '../helpers/app.ts';
import {
  answer,
  auditRows,
  BAD_REQUEST,
  consoleCallers,
  consoleClient,
  NOT_FOUND,
} from '../helpers/console.ts';
import { createAttendee, createRedeemable } from '../helpers/factories.ts';
import { bearer } from '../helpers/session.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());
beforeEach(() => t.reset());

const { get, post, patch, del } = consoleClient(() => t);

const BODY = { name: 'Hoodie', description: 'Warm', price: 120, stock: 30, max_per_user: 1 };

async function shopper() {
  const { attendee, user } = await createAttendee(t.database.db, { tokenBalance: 1000 });
  return { attendee, headers: await bearer(t, user.email) };
}

describe('the console store', () => {
  it('creates an item on sale that attendees see and can buy, and lists it with units sold', async () => {
    const { asAdmin } = await consoleCallers(t);
    const created = await post('/products', asAdmin, BODY);
    const id = (created.json() as { data: { id: number } }).data.id;
    const json = { id, ...BODY, is_redeemable: true, image: null, archived_at: null, sold: 0 };
    expect(answer(created)).toEqual([201, { data: json }]);
    const me = await shopper();
    const window = await t.app.inject({ url: '/api/store', headers: me.headers });
    expect(window.json()).toMatchObject({ data: [{ id, name: 'Hoodie', can_buy: 1 }] });
    const buy = await t.app.inject({
      method: 'POST',
      url: '/api/store/buy',
      headers: me.headers,
      payload: { redeemable: { redeemable_id: id } },
    });
    expect(buy.statusCode).toBe(200);
    expect(answer(await get('/products', asAdmin))).toEqual([
      200,
      { data: [{ ...json, stock: 29, sold: 1 }] },
    ]);
    expect((await auditRows(t)).map((e) => e.action)).toEqual(['product.create']);
  });

  it('takes an item off sale and back, then archives it by delete once bought', async () => {
    const { asAdmin } = await consoleCallers(t);
    const item = await createRedeemable(t.database.db, { name: 'Mug', stock: 5, maxPerUser: 2 });
    const me = await shopper();
    const windowIds = async () =>
      (
        (await t.app.inject({ url: '/api/store', headers: me.headers })).json() as { data: { id: number }[] }
      ).data.map((i) => i.id);
    expect((await patch(`/products/${item.id}`, asAdmin, { is_redeemable: false })).statusCode).toBe(200);
    expect(await windowIds()).toEqual([]);
    expect(
      (await patch(`/products/${item.id}`, asAdmin, { is_redeemable: true, price: 7 })).json(),
    ).toMatchObject({
      data: { is_redeemable: true, price: 7 },
    });
    await t.database.db
      .insert(buys)
      .values({ attendeeId: me.attendee.id, redeemableId: item.id, quantity: 1 });
    expect(answer(await del(`/products/${item.id}`, asAdmin))).toEqual([200, { outcome: 'archived' }]);
    expect(await windowIds()).toEqual([]);
    const buy = await t.app.inject({
      method: 'POST',
      url: '/api/store/buy',
      headers: me.headers,
      payload: { redeemable: { redeemable_id: item.id } },
    });
    expect(answer(buy)).toEqual([404, { Redeemable: 'There is no such redeemable' }]);
    const owed = await t.app.inject({ url: `/api/store/redeem/${me.attendee.id}`, headers: me.headers });
    expect(owed.json()).toMatchObject({ data: [{ id: item.id, name: 'Mug' }] });
    expect((await auditRows(t)).map((e) => e.action)).toEqual([
      'product.update',
      'product.update',
      'product.archive',
    ]);
  });

  it('deletes an item nobody bought', async () => {
    const { asAdmin } = await consoleCallers(t);
    const item = await createRedeemable(t.database.db);
    expect(answer(await del(`/products/${item.id}`, asAdmin))).toEqual([200, { outcome: 'deleted' }]);
    expect(await t.database.db.select().from(redeemables)).toEqual([]);
    expect(answer(await del(`/products/${item.id}`, asAdmin))).toEqual([404, NOT_FOUND]);
  });

  it('refuses bad input with 4xx JSON and changes nothing', async () => {
    const { asAdmin } = await consoleCallers(t);
    const item = await createRedeemable(t.database.db, { name: 'Pen', price: 3 });
    const creates: [unknown, number, unknown][] = [
      [{ ...BODY, price: -1 }, 422, { errors: { price: ['must be greater than or equal to 0'] } }],
      [{ ...BODY, price: 1.5 }, 422, { errors: { price: ['is invalid'] } }],
      [{ ...BODY, stock: 2 ** 31 }, 422, { errors: { stock: ['must be less than or equal to 1000000000'] } }],
      [
        { ...BODY, max_per_user: 0 },
        422,
        { errors: { max_per_user: ['must be greater than or equal to 1'] } },
      ],
      [{ ...BODY, is_redeemable: 'yes' }, 422, { errors: { is_redeemable: ['is invalid'] } }],
      [{ ...BODY, img: 'https://x/y.png' }, 422, { errors: { img: ['is not a field here'] } }],
      [{ ...BODY, name: ' ' }, 422, { errors: { name: ["can't be blank"] } }],
      [{ ...BODY, description: 'a\u0000b' }, 400, BAD_REQUEST],
    ];
    for (const [body, status, reply] of creates) {
      expect(answer(await post('/products', asAdmin, body))).toEqual([status, reply]);
    }
    // Issue 23: a schema failure names its field (it was {"detail":"Bad Request"}).
    expect(answer(await patch(`/products/${item.id}`, asAdmin, { stock: -5 }))).toEqual([
      422,
      { errors: { stock: ['must be greater than or equal to 0'] } },
    ]);
    expect(answer(await patch(`/products/${item.id}`, asAdmin, [1]))).toEqual([400, BAD_REQUEST]);
    expect(answer(await patch('/products/0', asAdmin, { price: 1 }))).toEqual([404, NOT_FOUND]);
    expect(
      await t.database.db.select({ name: redeemables.name, price: redeemables.price }).from(redeemables),
    ).toEqual([{ name: 'Pen', price: 3 }]);
    expect(await auditRows(t)).toEqual([]);
  });
});

// Staff handing purchases over (provider-api.md §3 "Store"): the owed list by caller type, partial
// and full deliveries, every refusal body (DESIGN.md §3.1: a wrong quantity is 400, never 500),
// exactly-once replays, and hostile bodies on both store writes (DESIGN.md §8).
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { buys } from '../../server/db/schema/store.ts';
import { createTestApp, type TestApp } from '../helpers/app.ts';
import { createRedeemable } from '../helpers/factories.ts';
import {
  answer,
  BAD_REQUEST,
  callers,
  moneyState,
  NO_SUCH_ITEM,
  NOT_FOUND,
  storeClient,
} from '../helpers/store.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());
beforeEach(() => t.reset());

const { get, post, deliver } = storeClient(() => t);
const state = (attendeeId: string, itemId: number) => moneyState(t, attendeeId, itemId);

const WRONG_QUANTITY = { Error: 'Wrong quantity' };

describe('GET /api/store/redeem/:attendee_id', () => {
  it('lists owed units to staff and every purchase to the attendee, and refuses a sponsor', async () => {
    const { attendee, a, sponsor, staff, admin } = await callers(t);
    const db = t.database.db;
    const owed = await createRedeemable(db, { name: 'Owed', img: 'https://x/o.png', maxPerUser: 3 });
    const done = await createRedeemable(db, { name: 'Done' });
    await db.insert(buys).values([
      { attendeeId: attendee.id, redeemableId: owed.id, quantity: 3, redeemed: 1 },
      { attendeeId: attendee.id, redeemableId: done.id, quantity: 1, redeemed: 1 },
    ]);
    const url = `/api/store/redeem/${attendee.id}`;
    const all = [
      { id: owed.id, name: 'Owed', image: 'https://x/o.png', not_redeemed: 2 },
      { id: done.id, name: 'Done', image: null, not_redeemed: 0 },
    ];
    for (const h of [staff, admin]) expect(await answer(get(url, h))).toEqual([200, { data: [all[0]] }]);
    expect(await answer(get(url, a))).toEqual([200, { data: all }]);
    // Stricter than the provider (issue 7): owed items are the attendee's, staff's and admins'.
    expect(await answer(get(url, sponsor))).toEqual([401, { error: 'You have no permission to do this' }]);
    expect(await answer(get(`/api/store/redeem/${randomUUID()}`, staff))).toEqual([404, NOT_FOUND]);
    expect(await answer(get('/api/store/redeem/nope', staff))).toEqual([400, BAD_REQUEST]);
  });
});

describe('POST /api/store/redeem', () => {
  async function owing(quantity: number, redeemed = 0) {
    const c = await callers(t);
    const item = await createRedeemable(t.database.db, { name: 'Hoodie', maxPerUser: 9 });
    await t.database.db
      .insert(buys)
      .values({ attendeeId: c.attendee.id, redeemableId: item.id, quantity, redeemed });
    return { ...c, item };
  }

  it('hands over units, partially and then the rest, staff and admin alike', async () => {
    const { attendee, staff, admin, item } = await owing(3);
    const ok = [200, { Redeemable: 'Hoodie redeemed successfully!' }];
    expect(
      await answer(deliver(staff, { attendee_id: attendee.id, redeemable: item.id, quantity: 1 })),
    ).toEqual(ok);
    expect(
      await answer(
        deliver(admin, { attendee_id: attendee.id.toUpperCase(), redeemable: String(item.id), quantity: 2 }),
      ),
    ).toEqual(ok);
    expect(await state(attendee.id, item.id)).toMatchObject({ quantity: 3, redeemed: 3 });
    expect(
      await answer(deliver(staff, { attendee_id: attendee.id, redeemable: item.id, quantity: 1 })),
    ).toEqual([400, WRONG_QUANTITY]);
  });

  it('refuses non-staff, unknown ids, a missing quantity and every wrong quantity', async () => {
    const { attendee, a, sponsor, staff, item } = await owing(2);
    const other = await createRedeemable(t.database.db);
    const redeem = { attendee_id: attendee.id, redeemable: item.id, quantity: 1 };
    for (const h of [a, sponsor])
      expect(await answer(deliver(h, redeem))).toEqual([
        401,
        { error: 'Only staffs can deliver redeemables' },
      ]);
    expect(await answer(deliver(staff, { ...redeem, attendee_id: randomUUID() }))).toEqual([
      404,
      { User: 'Attendee does not exist' },
    ]);
    expect(await answer(deliver(staff, { ...redeem, redeemable: 424242 }))).toEqual([404, NO_SUCH_ITEM]);
    expect(await answer(deliver(staff, { attendee_id: attendee.id, redeemable: item.id }))).toEqual([
      400,
      { Redeemable: 'Json does not have `quantity` param' },
    ]);
    for (const quantity of [0, -1, 1.5, '1', 3, true, 2 ** 60]) {
      expect(await answer(deliver(staff, { ...redeem, quantity })), JSON.stringify(quantity)).toEqual([
        400,
        WRONG_QUANTITY,
      ]);
    }
    expect(await answer(deliver(staff, { ...redeem, redeemable: other.id }))).toEqual([400, WRONG_QUANTITY]);
    for (const bad of [
      { ...redeem, attendee_id: 'nope' },
      { ...redeem, attendee_id: undefined },
      { ...redeem, redeemable: 'x' },
    ]) {
      expect(await answer(deliver(staff, bad))).toEqual([400, BAD_REQUEST]);
    }
    for (const body of [{}, { redeem: null }, { redeem: [] }])
      expect(await answer(post('/api/store/redeem', staff, body))).toEqual([400, BAD_REQUEST]);
    expect(await state(attendee.id, item.id)).toMatchObject({ quantity: 2, redeemed: 0 });
  });

  it('replays an Idempotency-Key with no second handover', async () => {
    const { attendee, staff, item } = await owing(3);
    const headers = { ...staff, 'idempotency-key': randomUUID() };
    const redeem = { attendee_id: attendee.id, redeemable: item.id, quantity: 1 };
    const first = await deliver(headers, redeem);
    const again = await deliver(headers, redeem);
    expect([again.statusCode, again.json(), again.headers['idempotent-replayed']]).toEqual([
      200,
      first.json(),
      'true',
    ]);
    expect(await state(attendee.id, item.id)).toMatchObject({ redeemed: 1 });
  });
});

describe('hostile bodies', () => {
  it('answers each with a JSON 4xx, never a 5xx', async () => {
    const { a, staff } = await callers(t);
    const raws = [
      '{"redeemable": ',
      '',
      '[]',
      'null',
      '42',
      '"x"',
      '{"redeemable":{"redeemable_id":1e400}}',
      '{"redeem":{"quantity":1e400}}',
    ];
    for (const [url, headers] of [
      ['/api/store/buy', a],
      ['/api/store/redeem', staff],
    ] as const) {
      for (const body of raws) {
        const res = await t.app.inject({
          method: 'POST',
          url,
          headers: { ...headers, 'content-type': 'application/json' },
          payload: body,
        });
        expect(res.statusCode, `${url} ${body}`).toBeGreaterThanOrEqual(400);
        expect(res.statusCode, `${url} ${body}`).toBeLessThan(500);
        expect(res.headers['content-type']).toMatch(/^application\/json/);
      }
    }
    expect((await get('/api/store', a)).statusCode).toBe(200);
  });
});

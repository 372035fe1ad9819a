// Handing wheel prizes over (provider-api.md §3 "Roulette"): what is still owed, and the staff
// handover with every refusal body, each caller type, and exactly-once replays.
import { randomUUID } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { attendeesPrizes } from '../../server/db/schema/games.ts';
import { createTestApp, type TestApp } from '../helpers/app.ts';
import { createAttendee, createCompany, createPrize, createStaff, givePrize } from '../helpers/factories.ts';
import { bearer } from '../helpers/session.ts';
import { absolute } from '../helpers/cvs.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());
beforeEach(() => t.reset());

const db = () => t.database.db;
const owed = (id: string, headers: Record<string, string>) =>
  t.app.inject({ url: `/api/roulette/redeem/${id}`, headers });
const deliver = (headers: Record<string, string>, redeem: Record<string, unknown>) =>
  t.app.inject({ method: 'POST', url: '/api/roulette/redeem', headers, payload: { redeem } });

async function redeemedOf(attendeeId: string, prizeId: number) {
  const [row] = await db()
    .select()
    .from(attendeesPrizes)
    .where(and(eq(attendeesPrizes.attendeeId, attendeeId), eq(attendeesPrizes.prizeId, prizeId)));
  return row?.redeemed;
}

describe('GET /api/roulette/redeem/:attendee_id', () => {
  it('lists redeemable prizes still owed, to the attendee and staff only', async () => {
    const { attendee, user } = await createAttendee(db());
    const mug = await givePrize(db(), attendee.id, {
      name: 'Mug',
      avatar: '/mug.png',
      quantity: 2,
      redeemed: 1,
    });
    await givePrize(db(), attendee.id, { name: 'Tokens', isRedeemable: false, quantity: 3 });
    await givePrize(db(), attendee.id, { name: 'Hoodie', quantity: 1, redeemed: 1 });
    const other = await createAttendee(db());
    await createCompany(db(), { email: 'sponsor@test.dev' });
    await createStaff(db(), { email: 'staff@test.dev' });
    const expected = { data: [{ id: mug.id, name: 'Mug', image: absolute(t, '/mug.png'), not_redeemed: 1 }] };
    for (const email of [user.email, 'staff@test.dev']) {
      const res = await owed(attendee.id, await bearer(t, email));
      expect([email, res.statusCode, res.json()]).toEqual([email, 200, expected]);
    }
    // Stricter than the provider (issue 7): another attendee or a sponsor is refused.
    for (const email of [other.user.email, 'sponsor@test.dev']) {
      const res = await owed(attendee.id, await bearer(t, email));
      expect([email, res.statusCode, res.json()]).toEqual([
        email,
        401,
        { error: 'You have no permission to do this' },
      ]);
    }
    expect((await owed(attendee.id, {})).statusCode).toBe(401);
  });

  it('is 404 for an unknown attendee and 400 for a malformed id', async () => {
    await createStaff(db(), { email: 'staff@test.dev' });
    const headers = await bearer(t, 'staff@test.dev');
    expect((await owed(randomUUID(), headers)).json()).toEqual({ errors: { detail: 'Endpoint Not Found' } });
    const bad = await owed('not-a-uuid', headers);
    expect([bad.statusCode, bad.json()]).toEqual([400, { errors: { detail: 'Bad Request' } }]);
  });
});

describe('POST /api/roulette/redeem', () => {
  async function world() {
    const { attendee, user } = await createAttendee(db());
    const mug = await givePrize(db(), attendee.id, { name: 'Mug', quantity: 3 });
    await createStaff(db(), { email: 'staff@test.dev' });
    return { attendee, user, mug, staff: await bearer(t, 'staff@test.dev') };
  }

  it('marks units as handed over, for staff and admins', async () => {
    const { attendee, mug, staff } = await world();
    const res = await deliver(staff, { attendee_id: attendee.id, prize: mug.id, quantity: 2 });
    expect([res.statusCode, res.json()]).toEqual([200, { Prize: 'Mug redeemed successfully!' }]);
    await createStaff(db(), { email: 'admin@test.dev', isAdmin: true });
    const admin = await deliver(await bearer(t, 'admin@test.dev'), {
      attendee_id: attendee.id,
      prize: String(mug.id),
      quantity: '1',
    });
    expect(admin.statusCode).toBe(200);
    expect(await redeemedOf(attendee.id, mug.id)).toBe(3);
  });

  it('refuses callers that are not staff', async () => {
    const { attendee, user, mug } = await world();
    await createCompany(db(), { email: 'sponsor@test.dev' });
    for (const email of [user.email, 'sponsor@test.dev']) {
      const res = await deliver(await bearer(t, email), {
        attendee_id: attendee.id,
        prize: mug.id,
        quantity: 1,
      });
      expect([email, res.statusCode, res.json()]).toEqual([
        email,
        401,
        { error: 'Only staffs can give prizes' },
      ]);
    }
    expect((await deliver({}, { attendee_id: attendee.id, prize: mug.id, quantity: 1 })).json()).toEqual({
      error: 'unauthenticated',
    });
    expect(await redeemedOf(attendee.id, mug.id)).toBe(0);
  });

  it('answers each refusal with the provider body', async () => {
    const { attendee, mug, staff } = await world();
    const never = await createPrize(db(), { name: 'Never won' });
    const cases: [Record<string, unknown>, number, unknown][] = [
      [{ attendee_id: randomUUID(), prize: mug.id, quantity: 1 }, 404, { User: 'Attendee does not exist' }],
      [
        { attendee_id: attendee.id, prize: 99_999, quantity: 1 },
        404,
        { Redeemable: 'There is no such Prize' },
      ],
      [{ attendee_id: attendee.id, prize: -1, quantity: 1 }, 404, { Redeemable: 'There is no such Prize' }],
      [
        { attendee_id: attendee.id, prize: mug.id },
        400,
        { Redeemable: 'Json does not have `quantity` param' },
      ],
      [{ attendee_id: attendee.id, prize: never.id, quantity: 1 }, 400, { Error: 'Wrong quantity' }],
      [{ attendee_id: attendee.id, prize: mug.id, quantity: 0 }, 400, { Error: 'Wrong quantity' }],
      [{ attendee_id: attendee.id, prize: mug.id, quantity: -2 }, 400, { Error: 'Wrong quantity' }],
      [{ attendee_id: attendee.id, prize: mug.id, quantity: 4 }, 400, { Error: 'Wrong quantity' }],
      [{ attendee_id: attendee.id, prize: mug.id, quantity: 'two' }, 400, { Error: 'Wrong quantity' }],
      [{ attendee_id: 'nope', prize: mug.id, quantity: 1 }, 400, { errors: { detail: 'Bad Request' } }],
      [{ attendee_id: attendee.id, prize: 'x', quantity: 1 }, 400, { errors: { detail: 'Bad Request' } }],
      [{ prize: mug.id, quantity: 1 }, 400, { errors: { detail: 'Bad Request' } }],
    ];
    for (const [redeem, status, body] of cases) {
      const res = await deliver(staff, redeem);
      expect([redeem, res.statusCode, res.json()]).toEqual([redeem, status, body]);
    }
    const noRedeem = await t.app.inject({
      method: 'POST',
      url: '/api/roulette/redeem',
      headers: staff,
      payload: {},
    });
    expect([noRedeem.statusCode, noRedeem.json()]).toEqual([400, { errors: { detail: 'Bad Request' } }]);
    expect(await redeemedOf(attendee.id, mug.id)).toBe(0);
  });

  it('never delivers more than was won, one unit at a time', async () => {
    const { attendee, mug, staff } = await world();
    for (const expected of [200, 200, 200, 400]) {
      expect(
        (await deliver(staff, { attendee_id: attendee.id, prize: mug.id, quantity: 1 })).statusCode,
      ).toBe(expected);
    }
    expect(await redeemedOf(attendee.id, mug.id)).toBe(3);
  });

  it('replays the first answer under the same Idempotency-Key with no second effect', async () => {
    const { attendee, mug, staff } = await world();
    const headers = { ...staff, 'idempotency-key': randomUUID() };
    const redeem = { attendee_id: attendee.id, prize: mug.id, quantity: 2 };
    const first = await deliver(headers, redeem);
    const replay = await deliver(headers, redeem);
    expect([first.statusCode, first.json()]).toEqual([200, { Prize: 'Mug redeemed successfully!' }]);
    expect([replay.statusCode, replay.json(), replay.headers['idempotent-replayed']]).toEqual([
      200,
      { Prize: 'Mug redeemed successfully!' },
      'true',
    ]);
    expect(await redeemedOf(attendee.id, mug.id)).toBe(2);
    const changed = await deliver(headers, { ...redeem, quantity: 1 });
    expect(changed.statusCode).toBe(422);
  });
});

// The console's game settings (issue 23): the wheel's spin price (20 until changed) and the slots'
// pay table, edited by admin staff, refused per field in words when wrong, used by the very next
// spin and by the players' reads, each change in the audit log.
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { attendees } from '../../server/db/schema/accounts.ts';
import { attendeesPayouts } from '../../server/db/schema/games.ts';
import { createTestApp, type TestApp } from '../helpers/app.ts';
import { answer, auditRows, consoleCallers, consoleClient, FORBIDDEN } from '../helpers/console.ts';
import { createAttendee, createPayout, createPrize } from '../helpers/factories.ts';
import { bearer } from '../helpers/session.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());
beforeEach(() => t.reset());

const { get, put } = consoleClient(() => t);

async function player(tokenBalance: number) {
  const { attendee, user } = await createAttendee(t.database.db, { tokenBalance });
  return { attendee, headers: await bearer(t, user.email) };
}
const balanceOf = async (id: string) =>
  (await t.database.db.select().from(attendees).where(eq(attendees.id, id)))[0]!.tokenBalance;

describe('the spin price', () => {
  it('is 20 until the console sets it, then every read and the next spin use the new price', async () => {
    const { asAdmin } = await consoleCallers(t);
    await createPrize(t.database.db, {
      name: 'Nada',
      probability: 1,
      stock: 1000,
      maxAmountPerAttendee: 1000,
    });
    const me = await player(100);
    const price = () => t.app.inject({ url: '/api/roulette/price', headers: me.headers });
    expect((await price()).json()).toEqual({ price: 20 });
    expect(answer(await get('/games', asAdmin))).toEqual([
      200,
      { spin_price: 20, paytable: [], return_to_player: 0 },
    ]);
    const set = await put('/games/spin-price', asAdmin, { spin_price: 35 });
    expect(answer(set)).toEqual([200, { spin_price: 35, paytable: [], return_to_player: 0 }]);
    expect((await price()).json()).toEqual({ price: 35 });
    const spin = await t.app.inject({ method: 'POST', url: '/api/roulette', headers: me.headers });
    expect(spin.statusCode).toBe(200);
    expect(await balanceOf(me.attendee.id)).toBe(65);
    await put('/games/spin-price', asAdmin, { spin_price: 70 });
    const refused = await t.app.inject({ method: 'POST', url: '/api/roulette', headers: me.headers });
    expect(answer(refused)).toEqual([401, { error: 'Insufficient token balance' }]);
    expect(await balanceOf(me.attendee.id)).toBe(65);
    const audit = await auditRows(t);
    expect(audit.map((e) => [e.action, e.before, e.after])).toEqual([
      ['games.spin-price', { spinPrice: 20 }, { spinPrice: 35 }],
      ['games.spin-price', { spinPrice: 35 }, { spinPrice: 70 }],
    ]);
  });

  it('refuses a price that is not a whole number from 1 to 100,000, in words, per field', async () => {
    const { asAdmin } = await consoleCallers(t);
    const words = { errors: { spin_price: ['Use a whole number of tokens from 1 to 100,000'] } };
    for (const spin_price of [0, -5, 2.5, '20', null, 100_001, true]) {
      expect(answer(await put('/games/spin-price', asAdmin, { spin_price }))).toEqual([422, words]);
    }
    expect((await put('/games/spin-price', asAdmin, { price: 20 })).statusCode).toBe(400);
    expect((await get('/games', asAdmin)).json()).toMatchObject({ spin_price: 20 });
    expect(await auditRows(t)).toEqual([]);
  });
});

describe('the slots pay table', () => {
  it('replaces the table, keeping lines by multiplier, and the next spin and the players read it', async () => {
    const { asAdmin } = await consoleCallers(t);
    await createPayout(t.database.db, 0.3, 1);
    await createPayout(t.database.db, 0.1, 2);
    const paytable = [
      { multiplier: 2, probability: 0.25 },
      { multiplier: 0.5, probability: 0.75 },
    ];
    const res = await put('/games/paytable', asAdmin, { paytable });
    expect(answer(res)).toEqual([
      200,
      {
        spin_price: 20,
        paytable: [
          { multiplier: 0.5, probability: 0.75 },
          { multiplier: 2, probability: 0.25 },
        ],
        return_to_player: 0.875,
      },
    ]);
    const me = await player(100);
    const read = await t.app.inject({ url: '/api/slots/paytable', headers: me.headers });
    expect(read.json()).toEqual({ data: paytable });
    // With every chance a win, no spin loses: each pays 5 or 20 for a bet of 10.
    for (let i = 0; i < 5; i += 1) {
      const spin = await t.app.inject({
        method: 'POST',
        url: '/api/slots',
        headers: me.headers,
        payload: { bet: 10 },
      });
      expect(spin.statusCode).toBe(200);
    }
    const spins = await t.database.db.select().from(attendeesPayouts);
    expect(spins.map((s) => s.tokens).every((tokens) => tokens === 5 || tokens === 20)).toBe(true);
    expect((await auditRows(t)).map((e) => [e.action, e.before, e.after])).toEqual([
      [
        'games.paytable',
        [
          { multiplier: 1, probability: 0.3 },
          { multiplier: 2, probability: 0.1 },
        ],
        [
          { multiplier: 0.5, probability: 0.75 },
          { multiplier: 2, probability: 0.25 },
        ],
      ],
    ]);
  });

  it('refuses a wrong table per line and field, in words, and changes nothing', async () => {
    const { asAdmin } = await consoleCallers(t);
    await createPayout(t.database.db, 0.3, 1);
    const refused = (paytable: unknown) => put('/games/paytable', asAdmin, { paytable }).then(answer);
    expect(await refused([])).toEqual([422, { errors: { paytable: ['Give 1 to 20 lines'] } }]);
    expect(await refused('many')).toEqual([422, { errors: { paytable: ['Give 1 to 20 lines'] } }]);
    expect(
      await refused([
        { multiplier: 0, probability: 0.1 },
        { multiplier: 3, probability: 1.5 },
        { multiplier: 3, probability: 0.1 },
        { multiplier: 'x', probability: -1 },
      ]),
    ).toEqual([
      422,
      {
        errors: {
          'paytable.0.multiplier': ['Use a number above 0, at most 1,000'],
          'paytable.1.probability': ['Use a chance above 0 %, at most 100 %'],
          'paytable.2.multiplier': ['This multiplier is on another line already'],
          'paytable.3.multiplier': ['Use a number above 0, at most 1,000'],
          'paytable.3.probability': ['Use a chance above 0 %, at most 100 %'],
        },
      },
    ]);
    expect(
      await refused([
        { multiplier: 1, probability: 0.6 },
        { multiplier: 2, probability: 0.5 },
      ]),
    ).toEqual([422, { errors: { paytable: ['The chances add up to more than 100 %'] } }]);
    expect((await get('/games', asAdmin)).json()).toMatchObject({
      paytable: [{ multiplier: 1, probability: 0.3 }],
    });
    expect(await auditRows(t)).toEqual([]);
  });

  it('is for admin staff only', async () => {
    const { asStaff } = await consoleCallers(t);
    const me = await player(0);
    expect(answer(await get('/games', asStaff))).toEqual([403, FORBIDDEN]);
    expect(answer(await put('/games/spin-price', me.headers, { spin_price: 1 }))).toEqual([403, FORBIDDEN]);
    expect(answer(await put('/games/paytable', asStaff, { paytable: [] }))).toEqual([403, FORBIDDEN]);
    expect((await put('/games/spin-price', {}, { spin_price: 1 })).statusCode).toBe(401);
  });
});

// A real "nothing / try again" wheel slice (issue 23): the console marks a prize of any name as
// nothing, without stock; a spin landing on it answers the provider's reply with `is_nothing`
// added, takes only the spin price, and leaves nothing for staff to hand over, nothing in the
// latest wins and no stock counted down.
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { attendees } from '../../server/db/schema/accounts.ts';
import { attendeesPrizes, prizes } from '../../server/db/schema/games.ts';
import { createTestApp, type TestApp } from '../helpers/app.ts';
import { answer, auditRows, consoleCallers, consoleClient } from '../helpers/console.ts';
import { createAttendee } from '../helpers/factories.ts';
import { bearer } from '../helpers/session.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());
beforeEach(() => t.reset());

const { post, patch, put } = consoleClient(() => t);

describe('a nothing slice made in the console', () => {
  it('is drawn, says so, takes only the price and gives staff nothing to hand over', async () => {
    const { asAdmin, asStaff } = await consoleCallers(t);
    const created = await post('/prizes', asAdmin, { name: 'Try again', is_nothing: true });
    const id = (created.json() as { data: { id: number } }).data.id;
    expect(answer(created)).toEqual([
      201,
      {
        data: {
          id,
          name: 'Try again',
          stock: 999_999,
          max_amount_per_attendee: 999_999,
          is_redeemable: false,
          is_nothing: true,
          probability: 0,
          avatar: null,
          archived_at: null,
          won: 0,
        },
      },
    ]);
    expect((await put('/prizes/odds', asAdmin, { odds: [{ id, probability: 1 }] })).statusCode).toBe(200);

    const { attendee, user } = await createAttendee(t.database.db, { tokenBalance: 50, nickname: 'ines' });
    const me = await bearer(t, user.email);
    for (const left of [30, 10]) {
      const spin = await t.app.inject({ method: 'POST', url: '/api/roulette', headers: me });
      expect(answer(spin)).toEqual([
        200,
        { prize: { id, name: 'Try again', avatar: null, is_nothing: true } },
      ]);
      const [mine] = await t.database.db.select().from(attendees).where(eq(attendees.id, attendee.id));
      expect(mine!.tokenBalance).toBe(left);
    }

    const owed = await t.app.inject({ url: `/api/roulette/redeem/${attendee.id}`, headers: asStaff });
    expect(answer(owed)).toEqual([200, { data: [] }]);
    const latest = await t.app.inject({ url: '/api/roulette/latestwins', headers: me });
    expect(answer(latest)).toEqual([200, { data: [] }]);
    expect(await t.database.db.select().from(attendeesPrizes)).toEqual([]);
    const [row] = await t.database.db.select().from(prizes).where(eq(prizes.id, id));
    expect([row!.stock, row!.probability]).toEqual([999_999, 1]);
    const listed = await t.app.inject({ url: '/api/roulette/prizes', headers: me });
    expect((listed.json() as { data: unknown[] }).data).toEqual([
      {
        id,
        name: 'Try again',
        avatar: null,
        max_amount_per_attendee: 999_999,
        stock: 999_999,
        is_nothing: true,
      },
    ]);
  });

  it('turns an existing prize into a nothing slice, and refuses one staff would hand over', async () => {
    const { asAdmin } = await consoleCallers(t);
    const both = await post('/prizes', asAdmin, { name: 'Oops', is_nothing: true, is_redeemable: true });
    expect(answer(both)).toEqual([
      422,
      { errors: { is_redeemable: ['cannot be set on a nothing slice: there is nothing to hand over'] } },
    ]);
    const bare = await post('/prizes', asAdmin, { name: 'Cap' });
    expect(answer(bare)).toEqual([
      422,
      { errors: { stock: ["can't be blank"], max_amount_per_attendee: ["can't be blank"] } },
    ]);
    const cap = await post('/prizes', asAdmin, {
      name: 'Cap',
      stock: 5,
      max_amount_per_attendee: 1,
      is_redeemable: true,
    });
    const id = (cap.json() as { data: { id: number } }).data.id;
    const kept = await patch(`/prizes/${id}`, asAdmin, { is_nothing: true });
    expect(answer(kept)[0]).toBe(422);
    const turned = await patch(`/prizes/${id}`, asAdmin, {
      name: 'No luck',
      is_nothing: true,
      is_redeemable: false,
    });
    expect(answer(turned)).toEqual([
      200,
      {
        data: expect.objectContaining({
          name: 'No luck',
          is_nothing: true,
          is_redeemable: false,
          stock: 999_999,
          max_amount_per_attendee: 999_999,
        }) as unknown,
      },
    ]);
    expect((await auditRows(t)).map((e) => e.action)).toEqual(['prize.create', 'prize.update']);
  });
});

// The console's wheel prizes (issue 13): create at probability 0, the odds changed table-wide
// and refused unless the wheel adds up to exactly 1, the wheel drawing what was saved, and a
// prize leaving the wheel (archive or delete) only at probability 0.
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { prizes } from '../../server/db/schema/games.ts';
import { createTestApp, type TestApp } from '../helpers/app.ts';
import { answer, auditRows, consoleCallers, consoleClient } from '../helpers/console.ts';
import { createAttendee, createPrize, givePrize } from '../helpers/factories.ts';
import { bearer } from '../helpers/session.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());
beforeEach(() => t.reset());

const { get, post, patch, put, del } = consoleClient(() => t);

type PrizeList = {
  data: { id: number; probability: number; archived_at: string | null }[];
  total_probability: number;
};

describe('the console wheel', () => {
  it('creates a prize at probability 0 and shows the wheel total', async () => {
    const { asAdmin } = await consoleCallers(t);
    await createPrize(t.database.db, { name: 'Nothing', isNothing: true, probability: 1 });
    const created = await post('/prizes', asAdmin, { name: 'Cap', stock: 10, max_amount_per_attendee: 2 });
    const id = (created.json() as { data: { id: number } }).data.id;
    expect(answer(created)).toEqual([
      201,
      {
        data: {
          id,
          name: 'Cap',
          stock: 10,
          max_amount_per_attendee: 2,
          is_redeemable: false,
          is_nothing: false,
          probability: 0,
          avatar: null,
          archived_at: null,
          won: 0,
        },
      },
    ]);
    const list = (await get('/prizes', asAdmin)).json() as PrizeList;
    expect([list.data.length, list.total_probability]).toEqual([2, 1]);
  });

  it('saves odds that add up to 1, and the wheel then draws them', async () => {
    const { asAdmin } = await consoleCallers(t);
    const nothing = await createPrize(t.database.db, { name: 'Nothing', isNothing: true, probability: 1 });
    const cap = await createPrize(t.database.db, { name: 'Cap', probability: 0 });
    const odds = {
      odds: [
        { id: nothing.id, probability: 0 },
        { id: cap.id, probability: 1 },
      ],
    };
    const saved = await put('/prizes/odds', asAdmin, odds);
    expect(saved.statusCode).toBe(200);
    expect((saved.json() as PrizeList).total_probability).toBe(1);
    const { user } = await createAttendee(t.database.db, { tokenBalance: 100 });
    const spin = await t.app.inject({
      method: 'POST',
      url: '/api/roulette',
      headers: await bearer(t, user.email),
    });
    expect(spin.json()).toMatchObject({ prize: { id: cap.id, name: 'Cap' } });
    const [entry] = await auditRows(t);
    expect(entry).toMatchObject({
      action: 'prize.odds',
      entityId: null,
      before: [
        { id: nothing.id, probability: 1 },
        { id: cap.id, probability: 0 },
      ],
      after: [
        { id: nothing.id, probability: 0 },
        { id: cap.id, probability: 1 },
      ],
    });
  });

  it('refuses odds that would not add up to 1, unknown or repeated prizes, and bad shapes', async () => {
    const { asAdmin } = await consoleCallers(t);
    const nothing = await createPrize(t.database.db, { name: 'Nothing', isNothing: true, probability: 0.75 });
    const cap = await createPrize(t.database.db, { name: 'Cap', probability: 0.25 });
    const gone = await createPrize(t.database.db, { name: 'Gone', archivedAt: t.clock.now });
    const cases: [unknown, number, unknown][] = [
      [
        { odds: [{ id: cap.id, probability: 0.2 }] },
        422,
        { errors: { probability: ['must add up to 1 (would be 0.95)'] } },
      ],
      [
        { odds: [{ id: 999, probability: 0 }] },
        422,
        { errors: { odds: ['prize 999 is not on the wheel or repeated'] } },
      ],
      [
        { odds: [{ id: gone.id, probability: 0 }] },
        422,
        { errors: { odds: [`prize ${gone.id} is not on the wheel or repeated`] } },
      ],
      [
        {
          odds: [
            { id: cap.id, probability: 0.25 },
            { id: cap.id, probability: 0.25 },
          ],
        },
        422,
        { errors: { odds: [`prize ${cap.id} is not on the wheel or repeated`] } },
      ],
      [
        { odds: [{ id: cap.id, probability: 1.5 }] },
        422,
        { errors: { 'odds.0.probability': ['must be less than or equal to 1'] } },
      ],
      [
        { odds: [{ id: cap.id, probability: -0.1 }] },
        422,
        { errors: { 'odds.0.probability': ['must be greater than or equal to 0'] } },
      ],
      [
        { odds: [{ id: cap.id, probability: '0.25' }] },
        422,
        { errors: { 'odds.0.probability': ['is invalid'] } },
      ],
      [{ odds: [] }, 422, { errors: { odds: ['should have at least 1 item(s)'] } }],
      [{ odds: [{ id: cap.id }] }, 422, { errors: { 'odds.0.probability': ["can't be blank"] } }],
      [{}, 422, { errors: { odds: ["can't be blank"] } }],
    ];
    for (const [body, status, reply] of cases) {
      expect(answer(await put('/prizes/odds', asAdmin, body))).toEqual([status, reply]);
    }
    const rows = await t.database.db.select({ id: prizes.id, p: prizes.probability }).from(prizes);
    expect(rows.sort((a, b) => a.id - b.id)).toEqual([
      { id: nothing.id, p: 0.75 },
      { id: cap.id, p: 0.25 },
      { id: gone.id, p: 0 },
    ]);
    expect(await auditRows(t)).toEqual([]);
  });

  it('lets a prize leave the wheel only at probability 0; one already won is archived and hidden', async () => {
    const { asAdmin } = await consoleCallers(t);
    const { attendee, user } = await createAttendee(t.database.db);
    const nothing = await createPrize(t.database.db, { name: 'Nothing', isNothing: true, probability: 0.9 });
    const mug = await givePrize(t.database.db, attendee.id, { name: 'Mug' });
    const ODDS_LEFT = { errors: { probability: ['must be 0 before the prize leaves the wheel'] } };
    expect(answer(await patch(`/prizes/${mug.id}`, asAdmin, { archived: true }))).toEqual([422, ODDS_LEFT]);
    expect(answer(await del(`/prizes/${mug.id}`, asAdmin))).toEqual([422, ODDS_LEFT]);
    const odds = {
      odds: [
        { id: nothing.id, probability: 1 },
        { id: mug.id, probability: 0 },
      ],
    };
    expect((await put('/prizes/odds', asAdmin, odds)).statusCode).toBe(200);
    expect(answer(await del(`/prizes/${mug.id}`, asAdmin))).toEqual([200, { outcome: 'archived' }]);
    const headers = await bearer(t, user.email);
    const wheel = await t.app.inject({ url: '/api/roulette/prizes', headers });
    expect((wheel.json() as { data: { id: number }[] }).data.map((p) => p.id)).toEqual([nothing.id]);
    const owed = await t.app.inject({ url: `/api/roulette/redeem/${attendee.id}`, headers });
    expect(owed.json()).toMatchObject({ data: [{ id: mug.id, name: 'Mug' }] });
    const list = (await get('/prizes', asAdmin)).json() as PrizeList;
    expect([list.total_probability, list.data.find((p) => p.id === mug.id)?.archived_at]).toEqual([
      1,
      '2026-11-22T12:00:00Z',
    ]);
    expect((await auditRows(t)).map((e) => e.action)).toEqual(['prize.odds', 'prize.archive']);
  });

  it('edits a prize and refuses a stock below one attendee’s maximum on create', async () => {
    const { asAdmin } = await consoleCallers(t);
    const cap = await createPrize(t.database.db, { name: 'Cap' });
    expect(
      (await patch(`/prizes/${cap.id}`, asAdmin, { name: 'Red cap', is_redeemable: true })).json(),
    ).toMatchObject({
      data: { name: 'Red cap', is_redeemable: true, probability: 0 },
    });
    expect(
      answer(await post('/prizes', asAdmin, { name: 'Pin', stock: 1, max_amount_per_attendee: 2 })),
    ).toEqual([422, { errors: { stock: ['must be at least the most per attendee'] } }]);
    expect(answer(await patch(`/prizes/${cap.id}`, asAdmin, { probability: 1 }))).toEqual([
      422,
      { errors: { probability: ['is not a field here'] } },
    ]);
    expect(answer(await patch(`/prizes/${cap.id}`, asAdmin, { stock: -1 }))).toEqual([
      422,
      { errors: { stock: ['must be greater than or equal to 0'] } },
    ]);
  });
});

// Issue 23: two badges, products, prizes or sponsors of one name were taken silently. A create or
// rename to a name another row of its kind holds (trimmed, case-blind, archived rows too) is a
// 422 on `name`, in words, and writes nothing; a row keeps its own name on an edit.
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../helpers/app.ts';
import { answer, auditRows, consoleCallers, consoleClient } from '../helpers/console.ts';
import { createBadge } from '../helpers/factories.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());
beforeEach(() => t.reset());

const { get, post, patch } = consoleClient(() => t);

const BADGE = {
  name: 'Aurora',
  description: '',
  type: 6,
  tokens: 10,
  begin: '2026-11-27T10:00:00Z',
  end: '2026-11-27T11:00:00Z',
  begin_badge: '2026-11-27T10:00:00Z',
  end_badge: '2026-11-27T18:00:00Z',
};
const TAKEN = { errors: { name: ['is already the name of another badge'] } };

type Row = { id: number; name: string };
const idOf = (res: { json: () => unknown }) => (res.json() as { data: Row }).data.id;

describe('duplicate names in the console', () => {
  it('refuses a second badge of the same name, trimmed and in any case, and writes nothing', async () => {
    const { asAdmin } = await consoleCallers(t);
    const first = idOf(await post('/badges', asAdmin, BADGE));
    const audited = (await auditRows(t)).length;
    for (const name of ['Aurora', ' aurora ', 'AURORA']) {
      expect(answer(await post('/badges', asAdmin, { ...BADGE, name }))).toEqual([422, TAKEN]);
    }
    const other = idOf(await post('/badges', asAdmin, { ...BADGE, name: 'Borealis' }));
    expect(answer(await patch(`/badges/${other}`, asAdmin, { name: 'aurora' }))).toEqual([422, TAKEN]);
    // Its own name, or a new case of it, is no clash.
    expect((await patch(`/badges/${first}`, asAdmin, { name: 'AURORA', tokens: 5 })).statusCode).toBe(200);
    const names = ((await get('/badges', asAdmin)).json() as { data: Row[] }).data.map((b) => b.name);
    expect(names).toEqual(['AURORA', 'Borealis']);
    expect((await auditRows(t)).length).toBe(audited + 2);
  });

  it('names an archived twin and how to get past it', async () => {
    const { asAdmin } = await consoleCallers(t);
    const id = idOf(await post('/badges', asAdmin, BADGE));
    await patch(`/badges/${id}`, asAdmin, { archived: true });
    expect(answer(await post('/badges', asAdmin, BADGE))).toEqual([
      422,
      { errors: { name: ['is already the name of an archived badge: restore it or pick another name'] } },
    ]);
  });

  it('refuses twin products, prizes and sponsors the same way', async () => {
    const { asAdmin } = await consoleCallers(t);
    const product = { name: 'Mug', description: '', price: 5, stock: 3, max_per_user: 1 };
    expect((await post('/products', asAdmin, product)).statusCode).toBe(201);
    expect(answer(await post('/products', asAdmin, { ...product, name: 'mug' }))).toEqual([
      422,
      { errors: { name: ['is already the name of another product'] } },
    ]);
    const prize = { name: 'Hoodie', stock: 3, max_amount_per_attendee: 1 };
    expect((await post('/prizes', asAdmin, prize)).statusCode).toBe(201);
    expect(answer(await post('/prizes', asAdmin, prize))).toEqual([
      422,
      { errors: { name: ['is already the name of another prize'] } },
    ]);
    const db = t.database.db;
    const [one, two] = [await createBadge(db, { type: 4 }), await createBadge(db, { type: 4 })];
    const sponsor = { name: 'Acme', sponsorship: 'Gold', badge_id: one.id };
    const acme = await post('/sponsors', asAdmin, sponsor);
    expect(acme.statusCode).toBe(201);
    const taken = { errors: { name: ['is already the name of another sponsor'] } };
    expect(answer(await post('/sponsors', asAdmin, { ...sponsor, name: 'ACME', badge_id: two.id }))).toEqual([
      422,
      taken,
    ]);
    const globex = await post('/sponsors', asAdmin, { ...sponsor, name: 'Globex', badge_id: two.id });
    expect(answer(await patch(`/sponsors/${idOf(globex)}`, asAdmin, { name: 'Acme ' }))).toEqual([
      422,
      taken,
    ]);
  });
});

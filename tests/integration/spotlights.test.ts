// The spotlight routes (provider-api.md §3 "Spotlights"): the exact JSON of GET /api/spotlight,
// GET /api/spotlights and POST /api/spotlight/:company_id, every refusal, the count spent in the
// start's transaction, and an exactly-once start under an Idempotency-Key.
import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { companies } from '../../server/db/schema/accounts.ts';
import { spotlights } from '../../server/db/schema/contest.ts';
import { createTestApp, type TestApp } from '../helpers/app.ts';
import { createAttendee, createCompany, createStaff } from '../helpers/factories.ts';
import { bearer } from '../helpers/session.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());
beforeEach(() => t.reset());

const MIN = 60_000;
const iso = (ms: number) => new Date(t.clock.now.getTime() + ms).toISOString().replace('.000Z', 'Z');
const STARTED = { spotlight: 'Spotlight created successfully' };
const STILL_ACTIVE = { errors: { end: ['Another spotlight is still active'] } };
const NONE_LEFT = { errors: { remaining_spotlights: ['must be greater than or equal to 0'] } };

async function admin() {
  await createStaff(t.database.db, { email: 'admin@test.dev', isAdmin: true });
  return bearer(t, 'admin@test.dev');
}

const start = (headers: Record<string, string>, companyId: number | string, payload?: object) =>
  t.app.inject({
    method: 'POST',
    url: `/api/spotlight/${companyId}`,
    headers,
    ...(payload ? { payload } : {}),
  });

const remainingOf = async (id: number) =>
  (await t.database.db.select().from(companies).where(eq(companies.id, id)))[0]!.remainingSpotlights;

describe('POST /api/spotlight/:company_id', () => {
  it('starts for 20 minutes by default, spends one start, and shows at GET /api/spotlight', async () => {
    const headers = await admin();
    const { company, badge } = await createCompany(t.database.db);
    const res = await start(headers, company.id);
    expect([res.statusCode, res.json()]).toEqual([201, STARTED]);
    expect(await remainingOf(company.id)).toBe(0);
    const current = await t.app.inject({ method: 'GET', url: '/api/spotlight' });
    expect([current.statusCode, current.json()]).toEqual([
      200,
      { data: { id: company.id, name: company.name, badge_id: badge.id, end: iso(20 * MIN) } },
    ]);
  });

  it('takes a duration in minutes, as a number or a numeric string', async () => {
    const headers = await admin();
    const { company } = await createCompany(t.database.db);
    await t.database.db.update(companies).set({ remainingSpotlights: 3 }).where(eq(companies.id, company.id));
    expect((await start(headers, company.id, { duration: 5 })).statusCode).toBe(201);
    expect((await t.app.inject({ method: 'GET', url: '/api/spotlight' })).json().data.end).toBe(iso(5 * MIN));
    t.clock.now = new Date(t.clock.now.getTime() + 6 * MIN);
    expect((await start(headers, company.id, { duration: '45' })).statusCode).toBe(201);
    expect((await t.app.inject({ method: 'GET', url: '/api/spotlight' })).json().data.end).toBe(
      iso(45 * MIN),
    );
  });

  it('refuses a second start while one runs, for any company, and leaves the first alone', async () => {
    const headers = await admin();
    const first = await createCompany(t.database.db);
    const second = await createCompany(t.database.db);
    expect((await start(headers, first.company.id)).statusCode).toBe(201);
    for (const id of [first.company.id, second.company.id]) {
      const res = await start(headers, id, { duration: 1 });
      expect([res.statusCode, res.json()]).toEqual([422, STILL_ACTIVE]);
    }
    expect(await remainingOf(second.company.id)).toBe(1);
    const rows = await t.database.db.select().from(spotlights);
    expect(rows.map((r) => [r.badgeId, r.end.toISOString()])).toEqual([
      [first.badge.id, new Date(iso(20 * MIN)).toISOString()],
    ]);
  });

  it('starts again once the last one has ended, reusing the one spotlight row', async () => {
    const headers = await admin();
    const first = await createCompany(t.database.db);
    const second = await createCompany(t.database.db);
    expect((await start(headers, first.company.id, { duration: -1 })).statusCode).toBe(201);
    expect((await start(headers, second.company.id)).statusCode).toBe(201);
    const rows = await t.database.db.select().from(spotlights);
    expect(rows.map((r) => r.badgeId)).toEqual([second.badge.id]);
  });

  it('refuses a company with no starts left, after the running check', async () => {
    const headers = await admin();
    const { company } = await createCompany(t.database.db);
    await t.database.db.update(companies).set({ remainingSpotlights: 0 }).where(eq(companies.id, company.id));
    const res = await start(headers, company.id);
    expect([res.statusCode, res.json()]).toEqual([422, NONE_LEFT]);
    const other = await createCompany(t.database.db);
    expect((await start(headers, other.company.id)).statusCode).toBe(201);
    expect((await start(headers, company.id)).json()).toEqual(STILL_ACTIVE);
  });

  it('answers 401 to non-admins, 404 to an unknown company, 400 to a bad id or duration', async () => {
    const headers = await admin();
    const { company, user } = await createCompany(t.database.db);
    await createStaff(t.database.db, { email: 'staff@test.dev' });
    const { user: attendee } = await createAttendee(t.database.db);
    for (const email of ['staff@test.dev', user.email, attendee.email]) {
      const res = await start(await bearer(t, email), company.id);
      expect([res.statusCode, res.json()]).toEqual([401, { error: 'Cannot access resource' }]);
    }
    expect((await start({}, company.id)).json()).toEqual({ error: 'unauthenticated' });
    const unknown = await start(headers, 999_999);
    expect([unknown.statusCode, unknown.json()]).toEqual([404, { errors: { detail: 'Endpoint Not Found' } }]);
    for (const [id, payload] of [
      ['abc', undefined],
      [company.id, { duration: 'soon' }],
      [company.id, { duration: 1.5 }],
      [company.id, { duration: 10_000_000 }],
      [company.id, [1]],
    ] as const) {
      const res = await start(headers, id, payload);
      expect([res.statusCode, res.json()]).toEqual([400, { errors: { detail: 'Bad Request' } }]);
    }
    expect(await remainingOf(company.id)).toBe(1);
  });

  it('replays an Idempotency-Key with the first answer and spends one start only', async () => {
    const headers = { ...(await admin()), 'idempotency-key': randomUUID() };
    const { company } = await createCompany(t.database.db);
    await t.database.db.update(companies).set({ remainingSpotlights: 5 }).where(eq(companies.id, company.id));
    const first = await start(headers, company.id);
    const again = await start(headers, company.id);
    expect([first.statusCode, first.json()]).toEqual([201, STARTED]);
    expect([again.statusCode, again.json(), again.headers['idempotent-replayed']]).toEqual([
      201,
      STARTED,
      'true',
    ]);
    expect(await remainingOf(company.id)).toBe(4);
  });
});

describe('GET /api/spotlight (public)', () => {
  it('is 404 with no spotlight, shows it until its end inclusive, then 404 again', async () => {
    const none = await t.app.inject({ method: 'GET', url: '/api/spotlight' });
    expect([none.statusCode, none.json()]).toEqual([404, { error: 'Spotlight not found' }]);
    const { company } = await createCompany(t.database.db);
    expect((await start(await admin(), company.id, { duration: 10 })).statusCode).toBe(201);
    t.clock.now = new Date(t.clock.now.getTime() + 10 * MIN);
    expect((await t.app.inject({ method: 'GET', url: '/api/spotlight' })).statusCode).toBe(200);
    t.clock.now = new Date(t.clock.now.getTime() + 1000);
    const ended = await t.app.inject({ method: 'GET', url: '/api/spotlight' });
    expect([ended.statusCode, ended.json()]).toEqual([404, { error: 'Spotlight not found' }]);
  });
});

describe('GET /api/spotlights (admin)', () => {
  it('lists every company with its remaining starts, least recently updated first', async () => {
    const headers = await admin();
    const a = await createCompany(t.database.db);
    const b = await createCompany(t.database.db, { sponsorship: 'Exclusive' });
    await t.database.db
      .update(companies)
      .set({ remainingSpotlights: 3 })
      .where(eq(companies.id, b.company.id));
    // Both last updated long ago (the column keeps whole seconds), so the start orders them.
    await t.database.db.update(companies).set({ updatedAt: new Date('2020-01-01T00:00:00Z') });
    const before = await t.app.inject({ method: 'GET', url: '/api/spotlights', headers });
    expect([before.statusCode, before.json()]).toEqual([
      200,
      {
        data: [
          { id: a.company.id, name: a.company.name, remaining: 1 },
          { id: b.company.id, name: b.company.name, remaining: 3 },
        ],
      },
    ]);
    expect((await start(headers, a.company.id, { duration: 1 })).statusCode).toBe(201);
    t.clock.now = new Date(t.clock.now.getTime() + 2 * MIN); // ended: `end` is still listed
    const after = await t.app.inject({ method: 'GET', url: '/api/spotlights', headers });
    expect(after.json()).toEqual({
      data: [
        { id: b.company.id, name: b.company.name, remaining: 3 },
        { id: a.company.id, name: a.company.name, remaining: 0, end: iso(-1 * MIN) },
      ],
    });
  });

  it('answers 401 Cannot access resource to anyone but an admin', async () => {
    await createStaff(t.database.db, { email: 'staff@test.dev' });
    const res = await t.app.inject({
      method: 'GET',
      url: '/api/spotlights',
      headers: await bearer(t, 'staff@test.dev'),
    });
    expect([res.statusCode, res.json()]).toEqual([401, { error: 'Cannot access resource' }]);
  });
});

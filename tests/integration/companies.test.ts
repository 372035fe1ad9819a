// GET /api/companies and /api/companies/:id (provider-api.md §3, CompanyJSON), and the public
// GET /api/event of ours (DESIGN.md §3.3), which the client reads beside them at start.
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../helpers/app.ts';
import { createAttendee, createCompany, createStaff, signIn } from '../helpers/factories.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());
beforeEach(() => t.reset());

const NOT_FOUND = { errors: { detail: 'Endpoint Not Found' } };
const BAD_REQUEST = { errors: { detail: 'Bad Request' } };

const get = (url: string, jwt?: string) =>
  t.app.inject({ url, headers: jwt ? { authorization: `Bearer ${jwt}` } : {} });

async function twoCompanies() {
  const gold = await createCompany(t.database.db, { sponsorship: 'Gold', hasCvAccess: true });
  const bronze = await createCompany(t.database.db, { sponsorship: 'Bronze' });
  const json = (c: typeof gold) => ({
    id: c.company.id,
    name: c.company.name,
    sponsorship: c.company.sponsorship,
    channel_id: c.company.channelId,
    badge_id: c.badge.id,
    has_cv_access: c.company.hasCvAccess,
  });
  return { gold, bronze, goldJson: json(gold), bronzeJson: json(bronze) };
}

describe('GET /api/companies', () => {
  it('lists every company as CompanyJSON, ordered by id, to any signed-in caller', async () => {
    const { gold, goldJson, bronzeJson } = await twoCompanies();
    const callers = [
      await signIn(t.app, (await createAttendee(t.database.db)).user.email),
      await signIn(t.app, gold.user.email),
      await signIn(t.app, (await createStaff(t.database.db)).user.email),
    ];
    for (const jwt of callers) {
      const res = await get('/api/companies', jwt);
      expect([res.statusCode, res.json()]).toEqual([200, { data: [goldJson, bronzeJson] }]);
    }
    expect(goldJson).toMatchObject({ sponsorship: 'Gold', has_cv_access: true });
    expect(bronzeJson).toMatchObject({ sponsorship: 'Bronze', has_cv_access: false });
  });

  it('answers an empty list with no companies', async () => {
    const jwt = await signIn(t.app, (await createAttendee(t.database.db)).user.email);
    expect((await get('/api/companies', jwt)).json()).toEqual({ data: [] });
  });

  it('needs a token', async () => {
    const res = await get('/api/companies');
    expect([res.statusCode, res.json()]).toEqual([401, { error: 'unauthenticated' }]);
  });
});

describe('GET /api/companies/:id', () => {
  it('answers one company wrapped in data', async () => {
    const { bronze, bronzeJson } = await twoCompanies();
    const jwt = await signIn(t.app, (await createAttendee(t.database.db)).user.email);
    const res = await get(`/api/companies/${bronze.company.id}`, jwt);
    expect([res.statusCode, res.json()]).toEqual([200, { data: bronzeJson }]);
  });

  it('answers 404 for an unknown id and 400 for a malformed one', async () => {
    await twoCompanies();
    const jwt = await signIn(t.app, (await createAttendee(t.database.db)).user.email);
    const cases: [string, number, unknown][] = [
      ['999', 404, NOT_FOUND],
      ['0', 404, NOT_FOUND],
      ['abc', 400, BAD_REQUEST],
      ['1.5', 400, BAD_REQUEST],
      ['-1', 400, BAD_REQUEST],
      ['1e3', 400, BAD_REQUEST],
      ['99999999999999999999', 400, BAD_REQUEST],
      ['%F0%9F%8E%89', 400, BAD_REQUEST],
    ];
    for (const [id, status, body] of cases) {
      const res = await get(`/api/companies/${id}`, jwt);
      expect([id, res.statusCode, res.json()]).toEqual([id, status, body]);
    }
  });
});

describe('GET /api/event (public)', () => {
  it("answers the configured event's name, year, first day and length", async () => {
    for (const jwt of [undefined, 'garbage']) {
      const res = await get('/api/event', jwt);
      expect(res.statusCode).toBe(200);
      expect(res.json()).toEqual({
        name: 'Test Conf',
        year: 2026,
        start: '2026-11-22',
        days: 4,
        public_origin: expect.stringMatching(/^http:\/\/localhost(:\d+)?$/),
        max_cv_bytes: 8_000_000,
        terms_url: null,
        // Issue 23: the identity the console sets, all defaults here.
        short_name: 'Test Conf',
        logo: null,
        theme_color: null,
        background_color: null,
        palette: null,
      });
    }
  });

  it('answers PUBLIC_ORIGIN when it is configured', async () => {
    const other = await createTestApp({ PUBLIC_ORIGIN: 'https://conf.example.org/', EVENT_DAYS: '2' });
    try {
      const res = await other.app.inject({ url: '/api/event' });
      expect(res.json()).toMatchObject({ public_origin: 'https://conf.example.org', days: 2 });
    } finally {
      await other.close();
    }
  });

  it('answers the configured MAX_CV_SIZE, so the client checks the limit the server enforces', async () => {
    const other = await createTestApp({ MAX_CV_SIZE: '2000000' });
    try {
      const res = await other.app.inject({ url: '/api/event' });
      expect(res.json()).toMatchObject({ max_cv_bytes: 2_000_000 });
    } finally {
      await other.close();
    }
  });
});

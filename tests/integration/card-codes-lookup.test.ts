// Issue 21: the short code printed on a card (`07FE-0767`, cards/rules.ts) finds its attendee in
// GET /api/attendee?code= and its unclaimed card in sign-up's GET /api/auth/cards/:code, forgiving
// case, dashes, spaces and O/I/L; a code of two cards is refused, never resolved to either; new
// cards never share a code.
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { createCards } from '../../server/cards/repo.ts';
import { createTestApp, type TestApp } from '../helpers/app.ts';
import { attendeeWithId, cardWithId } from '../helpers/card-codes.ts';
import { createStaff } from '../helpers/factories.ts';
import { bearer } from '../helpers/session.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ AUTH_IP_LIMIT_PER_MINUTE: '20' });
});
afterAll(() => t.close());
beforeEach(() => t.reset());

const ANA = '07fe0767-1b4e-4000-8000-000000000001';
/** Shares ANA's code: an id chosen outside card creation (the seed, an import). */
const TWIN = '07fe0767-ffff-4000-8000-000000000002';
const FREE = '0d1e1a10-2fa1-41d2-883f-0016d3cca427';

let ip = 0;
const get = (url: string, headers: Record<string, string> = {}) =>
  t.app.inject({ method: 'GET', url, headers, remoteAddress: `10.21.0.${++ip % 250}` });

describe('GET /api/attendee?code=', () => {
  it('answers the same attendee as ?id=, whatever way the code is typed', async () => {
    await attendeeWithId(t.database.db, ANA, 'ana');
    await createStaff(t.database.db, { email: 'staff@test.dev' });
    const staff = await bearer(t, 'staff@test.dev');
    const byId = await get(`/api/attendee?id=${ANA}`, staff);
    expect(byId.statusCode).toBe(200);
    for (const typed of ['07FE-0767', '07fe0767', ' 07fe 0767 ', '07FE-O767', 'O7FE0767']) {
      const res = await get(`/api/attendee?code=${encodeURIComponent(typed)}`, staff);
      expect([typed, res.statusCode, res.json()]).toEqual([typed, 200, byId.json()]);
    }
  });

  it('refuses an unknown code (404), a code of two attendees (422) and text that is no code (400)', async () => {
    await attendeeWithId(t.database.db, ANA, 'ana');
    await attendeeWithId(t.database.db, TWIN, 'twin');
    await createStaff(t.database.db, { email: 'staff@test.dev' });
    const staff = await bearer(t, 'staff@test.dev');
    const unknown = await get('/api/attendee?code=1111-2222', staff);
    expect([unknown.statusCode, unknown.json()]).toEqual([404, { error: 'No card with code 1111-2222' }]);
    const twins = await get('/api/attendee?code=07fe-0767', staff);
    expect([twins.statusCode, twins.json()]).toEqual([
      422,
      { error: 'Two cards share code 07FE-0767. Scan the QR or use the nickname.' },
    ]);
    const bad = await get('/api/attendee?code=ana', staff);
    expect([bad.statusCode, bad.json()]).toEqual([400, { errors: { detail: 'Bad Request' } }]);
  });

  it('answers an unclaimed card as ?id= does (401 needs to be registered), and nobody signed out', async () => {
    await cardWithId(t.database.db, FREE);
    await createStaff(t.database.db, { email: 'staff@test.dev' });
    const res = await get('/api/attendee?code=0D1E-1A10', await bearer(t, 'staff@test.dev'));
    expect([res.statusCode, res.json()]).toEqual([401, { error: 'Attendee needs to be registered' }]);
    expect((await get('/api/attendee?code=0D1E-1A10')).json()).toEqual({ error: 'unauthenticated' });
  });
});

describe('GET /api/auth/cards/:code (sign-up, anonymous)', () => {
  it('gives the id of the unclaimed card with that code, and nothing else', async () => {
    await cardWithId(t.database.db, FREE);
    const res = await get('/api/auth/cards/0dle-lal0');
    expect([res.statusCode, res.json()]).toEqual([200, { id: FREE }]);
  });

  it('says nothing of a claimed card: 404 as for a code nobody has', async () => {
    await attendeeWithId(t.database.db, ANA, 'ana');
    const claimed = await get('/api/auth/cards/07FE-0767');
    expect([claimed.statusCode, claimed.json()]).toEqual([404, { error: 'No card with code 07FE-0767' }]);
    const none = await get('/api/auth/cards/12345678');
    expect([none.statusCode, none.json()]).toEqual([404, { error: 'No card with code 1234-5678' }]);
  });

  it('finds the free one of two cards that share a code, refuses two free ones', async () => {
    await attendeeWithId(t.database.db, ANA, 'ana');
    await cardWithId(t.database.db, TWIN);
    expect((await get('/api/auth/cards/07FE-0767')).json()).toEqual({ id: TWIN });
    await t.reset();
    await cardWithId(t.database.db, ANA);
    await cardWithId(t.database.db, TWIN);
    const res = await get('/api/auth/cards/07FE-0767');
    expect(res.statusCode).toBe(422);
  });

  it('answers 400 to text that is no code', async () => {
    expect((await get('/api/auth/cards/not-a-code')).statusCode).toBe(400);
  });

  it('counts each guess against the per-IP budget sign-up and sign-in share', async () => {
    const guess = () =>
      t.app.inject({ method: 'GET', url: '/api/auth/cards/1234-5678', remoteAddress: '10.9.9.9' });
    for (let i = 0; i < 20; i++) expect((await guess()).statusCode).toBe(404);
    const limited = await guess();
    expect([limited.statusCode, limited.json()]).toEqual([
      429,
      { error: 'Too many requests. Try again later.' },
    ]);
    expect(Number(limited.headers['retry-after'])).toBeGreaterThan(0);
    const signIn = await t.app.inject({
      method: 'POST',
      url: '/api/auth/sign_in',
      payload: { email: 'someone@test.dev', password: 'password1234' },
      remoteAddress: '10.9.9.9',
    });
    expect(signIn.statusCode).toBe(429);
  });
});

describe('card creation', () => {
  it('draws again when a new id would repeat a code an attendee or the batch already has', async () => {
    await attendeeWithId(t.database.db, ANA, 'ana');
    const other = '11112222-0000-4000-8000-000000000005';
    const draws = [TWIN, FREE, '0d1e1a10-0000-4000-8000-000000000004', other];
    const made = await createCards(t.database.db, 2, () => draws.shift() ?? crypto.randomUUID());
    expect(made.sort()).toEqual([FREE, other]);
    const res = await get('/api/auth/cards/0D1E-1A10');
    expect(res.json()).toEqual({ id: FREE });
  });
});

// GET /api/company/attendees/:company_id (provider-api.md §3): Bronze and Silver companies see
// their visitors, Gold and Exclusive every registered attendee, each as AttendeeSimple; `cv` is
// null without has_cv_access; only the company itself may read its list.
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../helpers/app.ts';
import { placeCv, signed } from '../helpers/cvs.ts';
import {
  createAttendee,
  createCard,
  createCompany,
  createStaff,
  giveBadge,
  signIn,
} from '../helpers/factories.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());
beforeEach(() => t.reset());

const FORBIDDEN = { error: 'Cannot access resource' };
const NOT_FOUND = { errors: { detail: 'Endpoint Not Found' } };
const BAD_REQUEST = { errors: { detail: 'Bad Request' } };

const get = (url: string, jwt?: string) =>
  t.app.inject({ url, headers: jwt ? { authorization: `Bearer ${jwt}` } : {} });

type Made = Awaited<ReturnType<typeof createAttendee>>;
/** The list is ordered by nickname; the factories number nicknames `att<n>` as they create them. */
const byNickname = (list: Made[]) =>
  [...list].sort((a, b) => a.attendee.nickname!.localeCompare(b.attendee.nickname!));
const simple = (a: Made, cv: unknown = null) => ({
  id: a.attendee.id,
  nickname: a.attendee.nickname,
  email: a.user.email,
  name: a.attendee.name,
  course: null,
  avatar: null,
  cv,
  token_balance: 0,
  entries: 0,
});

/** Two attendees who visited `booth`, one who visited another booth, one who visited none, a card. */
async function hall(booth: Awaited<ReturnType<typeof createCompany>>) {
  const db = t.database.db;
  const other = await createCompany(db, { sponsorship: 'Silver' });
  const first = await createAttendee(db);
  const second = await createAttendee(db);
  const elsewhere = await createAttendee(db);
  const nowhere = await createAttendee(db);
  const card = await createCard(db);
  await giveBadge(db, second.attendee.id, booth.badge.id);
  await giveBadge(db, first.attendee.id, booth.badge.id);
  await giveBadge(db, card.id, booth.badge.id);
  await giveBadge(db, elsewhere.attendee.id, other.badge.id);
  const { cv } = await placeCv(t, { kind: 'attendee', id: first.attendee.id }, Buffer.from('%PDF-1.4'));
  return { other, first, second, elsewhere, nowhere, cv };
}

describe('GET /api/company/attendees/:company_id', () => {
  it.each(['Bronze', 'Silver'] as const)('a %s company sees its registered visitors only', async (tier) => {
    const booth = await createCompany(t.database.db, { sponsorship: tier });
    const { first, second } = await hall(booth);
    const res = await get(
      `/api/company/attendees/${booth.company.id}`,
      await signIn(t.app, booth.user.email),
    );
    expect([res.statusCode, res.json()]).toEqual([
      200,
      { data: byNickname([first, second]).map((a) => simple(a)) },
    ]);
  });

  it.each(['Gold', 'Exclusive'] as const)('a %s company sees every registered attendee', async (tier) => {
    const booth = await createCompany(t.database.db, { sponsorship: tier });
    const { first, second, elsewhere, nowhere } = await hall(booth);
    const res = await get(
      `/api/company/attendees/${booth.company.id}`,
      await signIn(t.app, booth.user.email),
    );
    expect([res.statusCode, res.json()]).toEqual([
      200,
      { data: byNickname([first, second, elsewhere, nowhere]).map((a) => simple(a)) },
    ]);
  });

  it('shows CV links only to a company with CV access', async () => {
    const booth = await createCompany(t.database.db, { sponsorship: 'Bronze', hasCvAccess: true });
    const { first, second, cv } = await hall(booth);
    const res = await get(
      `/api/company/attendees/${booth.company.id}`,
      await signIn(t.app, booth.user.email),
    );
    expect([res.statusCode, res.json()]).toEqual([
      200,
      { data: byNickname([first, second]).map((a) => simple(a, a === first ? signed(t, cv) : null)) },
    ]);
  });

  it('answers an empty list to a company nobody visited', async () => {
    const booth = await createCompany(t.database.db, { sponsorship: 'Bronze' });
    await createAttendee(t.database.db);
    const res = await get(
      `/api/company/attendees/${booth.company.id}`,
      await signIn(t.app, booth.user.email),
    );
    expect([res.statusCode, res.json()]).toEqual([200, { data: [] }]);
  });

  it("refuses every caller but the company itself, another company's visitors included", async () => {
    const db = t.database.db;
    const booth = await createCompany(db, { sponsorship: 'Bronze', hasCvAccess: true });
    const { other, first } = await hall(booth);
    const admin = await createStaff(db, { isAdmin: true });
    const callers: [string, string][] = [
      ['other company', other.user.email],
      ['Gold company', (await createCompany(db, { sponsorship: 'Gold', hasCvAccess: true })).user.email],
      ['visitor', first.user.email],
      ['staff', (await createStaff(db)).user.email],
      ['admin', admin.user.email],
    ];
    for (const [label, email] of callers) {
      const res = await get(`/api/company/attendees/${booth.company.id}`, await signIn(t.app, email));
      expect([label, res.statusCode, res.json()]).toEqual([label, 403, FORBIDDEN]);
    }
  });

  it('answers 404 for an unknown company, 400 for a malformed id and 401 without a valid token', async () => {
    const booth = await createCompany(t.database.db, { sponsorship: 'Gold' });
    const jwt = await signIn(t.app, booth.user.email);
    const cases: [string, string | undefined, number, unknown][] = [
      ['999', jwt, 404, NOT_FOUND],
      ['abc', jwt, 400, BAD_REQUEST],
      ['-1', jwt, 400, BAD_REQUEST],
      ['99999999999', jwt, 400, BAD_REQUEST],
      [String(booth.company.id), undefined, 401, { error: 'unauthenticated' }],
      [String(booth.company.id), 'not-a-jwt', 401, { error: 'invalid_token' }],
    ];
    for (const [id, token, status, body] of cases) {
      const res = await get(`/api/company/attendees/${id}`, token);
      expect([id, res.statusCode, res.json()]).toEqual([id, status, body]);
    }
  });
});

// GET /api/user in each of its shapes (provider-api.md §2), and the bearer conventions every
// protected route shares ("General conventions" table), asserted on this one route.
import { eq } from 'drizzle-orm';
import { createSigner } from 'fast-jwt';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { attendees, staffs, users } from '../../server/db/schema/accounts.ts';
import { createTestApp, TEST_JWT_SECRET, type TestApp } from '../helpers/app.ts';
import {
  createAttendee,
  createBadge,
  createCompany,
  createCourse,
  createStaff,
  createUser,
  giveBadge,
  givePrize,
  giveRedeemable,
  signIn,
} from '../helpers/factories.ts';

// The secret tests/helpers/app.ts hands buildApp; needed to forge expired and HS256 tokens.

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());
beforeEach(() => t.reset());

const getUser = (authorization?: string) =>
  t.app.inject({ url: '/api/user', headers: authorization === undefined ? {} : { authorization } });

const at = (iso: string) => new Date(iso);

describe('GET /api/user — the three shapes', () => {
  it('answers an attendee with the full attendee object, id = attendee uuid', async () => {
    const db = t.database.db;
    const course = await createCourse(db, 'Informatics');
    const { user, attendee } = await createAttendee(db, {
      email: 'me@test.dev',
      nickname: 'john',
      tokenBalance: 42,
    });
    await db
      .update(attendees)
      .set({ courseId: course.id, name: 'John Doe', entries: 3, avatar: 'https://cdn.test/a.png' })
      .where(eq(attendees.id, attendee.id));
    const talk = await createBadge(db, {
      name: 'Talk',
      description: 'Went to a talk',
      begin: at('2026-11-22T10:00:00Z'),
      end: at('2026-11-22T11:30:00Z'),
      type: 6,
      tokens: 20,
    });
    const checkpoint = await createBadge(db, {
      name: 'Checkpoint',
      description: 'Hidden',
      begin: at('2026-11-23T09:00:00Z'),
      end: at('2026-11-23T18:00:00Z'),
      type: 0,
      tokens: 0,
    });
    await giveBadge(db, attendee.id, talk.id);
    await giveBadge(db, attendee.id, checkpoint.id);
    const gomas = await givePrize(db, attendee.id, {
      name: 'Gomas',
      quantity: 3,
      redeemed: 1,
      isRedeemable: true,
    });
    const nada = await givePrize(db, attendee.id, { name: 'Nada', quantity: 1, isRedeemable: false });
    const socks = await giveRedeemable(db, attendee.id, {
      name: 'Meias',
      price: 75,
      quantity: 2,
      redeemed: 1,
      img: 'https://cdn.test/m.png',
    });

    const res = await getUser(`Bearer ${await signIn(t.app, user.email)}`);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({
      id: attendee.id,
      email: 'me@test.dev',
      type: 'attendee',
      nickname: 'john',
      name: 'John Doe',
      course: course.id,
      avatar: 'https://cdn.test/a.png',
      cv: null,
      badges: [
        {
          id: talk.id,
          name: 'Talk',
          description: 'Went to a talk',
          avatar: null,
          begin: '2026-11-22T10:00:00Z',
          end: '2026-11-22T11:30:00Z',
          type: 6,
          tokens: 20,
        },
        {
          id: checkpoint.id,
          name: 'Checkpoint',
          description: 'Hidden',
          avatar: null,
          begin: '2026-11-23T09:00:00Z',
          end: '2026-11-23T18:00:00Z',
          type: 0,
          tokens: 0,
        },
      ],
      badge_count: 1,
      token_balance: 42,
      entries: 3,
      prizes: [
        { id: gomas.id, name: 'Gomas', avatar: null, not_redeemed: 2, is_redeemable: true },
        { id: nada.id, name: 'Nada', avatar: null, not_redeemed: 1, is_redeemable: false },
      ],
      redeemables: [
        {
          id: socks.id,
          name: 'Meias',
          image: 'https://cdn.test/m.png',
          price: 75,
          quantity: 2,
          not_redeemed: 1,
        },
      ],
    });
  });

  it('answers a fresh attendee with null course and empty lists', async () => {
    const { user, attendee } = await createAttendee(t.database.db);
    const body = (await getUser(`Bearer ${await signIn(t.app, user.email)}`)).json();
    expect(body).toMatchObject({
      id: attendee.id,
      course: null,
      avatar: null,
      cv: null,
      badges: [],
      badge_count: 0,
    });
    expect(body).toMatchObject({ token_balance: 0, entries: 0, prizes: [], redeemables: [] });
  });

  it('answers a company with its company id and booth badge', async () => {
    const { user, company, badge } = await createCompany(t.database.db, {
      sponsorship: 'Silver',
      hasCvAccess: true,
    });
    const res = await getUser(`Bearer ${await signIn(t.app, user.email)}`);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({
      id: company.id,
      email: user.email,
      type: 'company',
      name: company.name,
      sponsorship: 'Silver',
      channel_id: company.channelId,
      badge_id: badge.id,
      has_cv_access: true,
    });
  });

  it('answers staff with the user id and is_admin', async () => {
    const { user } = await createStaff(t.database.db, { email: 'staff@test.dev' });
    const { user: admin } = await createStaff(t.database.db, { email: 'admin@test.dev', isAdmin: true });
    await createUser(t.database.db); // so that user ids and staff ids differ
    const staff = await getUser(`Bearer ${await signIn(t.app, user.email)}`);
    expect([staff.statusCode, staff.json()]).toEqual([
      200,
      { id: user.id, email: 'staff@test.dev', type: 'staff', is_admin: false },
    ]);
    const boss = await getUser(`Bearer ${await signIn(t.app, admin.email)}`);
    expect(boss.json()).toEqual({ id: admin.id, email: 'admin@test.dev', type: 'staff', is_admin: true });
  });

  it('answers 403 JSON, never 500, for a user with no role (DESIGN.md §3.1)', async () => {
    const user = await createUser(t.database.db, 'nobody@test.dev');
    const res = await getUser(`Bearer ${await signIn(t.app, user.email)}`);
    expect(res.statusCode).toBe(403);
    expect(res.headers['content-type']).toMatch(/application\/json/);
    expect(res.json()).toEqual({ error: expect.any(String) });
  });

  it('gives attendee precedence over staff when both rows point at the user', async () => {
    const { user, attendee } = await createAttendee(t.database.db);
    await t.database.db.insert(staffs).values({ userId: user.id, isAdmin: true });
    const body = (await getUser(`Bearer ${await signIn(t.app, user.email)}`)).json();
    expect(body).toMatchObject({ id: attendee.id, type: 'attendee' });
  });
});

describe('bearer conventions (on GET /api/user)', () => {
  const forge = (key: string, claims: Record<string, unknown>, algorithm: 'HS512' | 'HS256' = 'HS512') =>
    createSigner({ key, algorithm })(claims);
  const now = () => Math.floor(Date.now() / 1000);
  const claimsFor = (userId: number, over: Record<string, unknown> = {}) => ({
    sub: String(userId),
    iss: 'confetti',
    aud: 'confetti',
    typ: 'access',
    iat: now(),
    exp: now() + 3600,
    ...over,
  });

  it('answers 401 unauthenticated with no header or another realm', async () => {
    for (const header of [undefined, '', 'Basic x', 'Basic dXNlcjpwYXNz', 'Token abc', 'Bearer', 'Bearer ']) {
      const res = await getUser(header);
      expect([header, res.statusCode, res.json()]).toEqual([header, 401, { error: 'unauthenticated' }]);
    }
  });

  it('answers 401 invalid_token for garbage, another key, an expired token, or HS256', async () => {
    const { user } = await createStaff(t.database.db);
    const tokens = {
      garbage: 'not.a.jwt',
      truncated: (await signIn(t.app, user.email)).slice(0, -5),
      otherKey: forge('another-secret-that-is-also-long-enough-for-hs512', claimsFor(user.id)),
      expired: forge(TEST_JWT_SECRET, claimsFor(user.id, { iat: now() - 7200, exp: now() - 3600 })),
      hs256: forge(TEST_JWT_SECRET, claimsFor(user.id), 'HS256'),
      wrongIssuer: forge(TEST_JWT_SECRET, claimsFor(user.id, { iss: 'safira', aud: 'safira' })),
      notAccess: forge(TEST_JWT_SECRET, claimsFor(user.id, { typ: 'refresh' })),
      noSub: forge(TEST_JWT_SECRET, claimsFor(user.id, { sub: undefined })),
    };
    for (const [name, token] of Object.entries(tokens)) {
      const res = await getUser(`Bearer ${token}`);
      expect([name, res.statusCode, res.json()]).toEqual([name, 401, { error: 'invalid_token' }]);
    }
  });

  it('accepts a forged-looking but correctly signed HS512 token (the control case)', async () => {
    const { user } = await createStaff(t.database.db);
    const res = await getUser(`Bearer ${forge(TEST_JWT_SECRET, claimsFor(user.id))}`);
    expect(res.statusCode).toBe(200);
  });

  it('matches the realm case-insensitively, with an optional colon', async () => {
    const { user } = await createStaff(t.database.db);
    const jwt = await signIn(t.app, user.email);
    for (const header of [
      `Bearer ${jwt}`,
      `bearer ${jwt}`,
      `BEARER ${jwt}`,
      `bearer: ${jwt}`,
      `Bearer:  ${jwt}`,
    ]) {
      const res = await getUser(header);
      expect([header.slice(0, 8), res.statusCode]).toEqual([header.slice(0, 8), 200]);
    }
  });

  it('answers 404 Endpoint Not Found when the user of a valid token is gone', async () => {
    const { user } = await createAttendee(t.database.db);
    const jwt = await signIn(t.app, user.email);
    await t.database.db.delete(users).where(eq(users.id, user.id));
    const res = await getUser(`Bearer ${jwt}`);
    expect([res.statusCode, res.json()]).toEqual([404, { errors: { detail: 'Endpoint Not Found' } }]);
  });

  it('answers 404, never 500, for a validly signed sub that no user id can hold', async () => {
    for (const sub of ['99999999999999999999', '9223372036854775808', '0']) {
      const res = await getUser(`Bearer ${forge(TEST_JWT_SECRET, claimsFor(1, { sub }))}`);
      expect(res.statusCode, `sub ${sub}`).toBeLessThan(500);
      expect([404, 401]).toContain(res.statusCode);
    }
  });
});

// GET /api/badges and /api/badges/:id: the per-caller lists (admin, staff, attendee, company) with
// the provider's order and bodies, and a badge's registered owners.
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { attendees } from '../../server/db/schema/accounts.ts';
import { createTestApp, type TestApp } from '../helpers/app.ts';
import {
  createAttendee,
  createBadge,
  createCard,
  createCompany,
  createCourse,
  createStaff,
  giveBadge,
} from '../helpers/factories.ts';
import { absolute, signed } from '../helpers/cvs.ts';
import { bearer } from '../helpers/session.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());
beforeEach(async () => {
  await t.reset();
  t.clock.now = new Date('2026-11-22T12:00:00Z');
});

const H = 3600_000;
const at = (offsetMs: number) => new Date(t.clock.now.getTime() + offsetMs);
const list = async (headers: Record<string, string>) => {
  const res = await t.app.inject({ method: 'GET', url: '/api/badges', headers });
  expect(res.statusCode).toBe(200);
  return (res.json() as { data: { id: number }[] }).data.map((b) => b.id);
};

/** One badge of each kind the rules tell apart; `open*` windows contain now, `closed*` do not. */
async function catalogue() {
  const db = t.database.db;
  const open = { beginBadge: at(-H), endBadge: at(H) };
  const closed = { beginBadge: at(-3 * H), endBadge: at(-2 * H) };
  const checkpoint = await createBadge(db, { type: 0, ...open });
  const secretOwned = await createBadge(db, { type: 1, ...closed });
  const secretOnlyCard = await createBadge(db, { type: 1, ...open });
  const secretUnowned = await createBadge(db, { type: 1, ...open });
  const general = await createBadge(db, { type: 3, ...open });
  const { badge: booth } = await createCompany(db, { email: 'company@test.dev' });
  const talkClosed = await createBadge(db, { type: 6, ...closed });
  const edge = await createBadge(db, { type: 2, beginBadge: at(-H), endBadge: at(0) });
  const { attendee } = await createAttendee(db, { email: 'a@test.dev' });
  const card = await createCard(db);
  await giveBadge(db, attendee.id, secretOwned.id);
  await giveBadge(db, card.id, secretOnlyCard.id);
  return { checkpoint, secretOwned, secretOnlyCard, secretUnowned, general, booth, talkClosed, edge };
}

describe('GET /api/badges', () => {
  it('answers a badge in the provider shape', async () => {
    const badge = await createBadge(t.database.db, {
      name: 'Opening',
      description: 'Be there',
      avatar: '/images/opening.png',
      begin: new Date('2026-11-22T09:00:00Z'),
      end: new Date('2026-11-22T10:00:00Z'),
      type: 3,
      tokens: 20,
    });
    await createAttendee(t.database.db, { email: 'a@test.dev' });
    const res = await t.app.inject({
      method: 'GET',
      url: '/api/badges',
      headers: await bearer(t, 'a@test.dev'),
    });
    expect(res.headers['content-type']).toMatch(/^application\/json/);
    expect(res.json()).toEqual({
      data: [
        {
          id: badge.id,
          name: 'Opening',
          description: 'Be there',
          avatar: absolute(t, '/images/opening.png'),
          begin: '2026-11-22T09:00:00Z',
          end: '2026-11-22T10:00:00Z',
          type: 3,
          tokens: 20,
        },
      ],
    });
  });

  it('gives an admin every badge in id order', async () => {
    const b = await catalogue();
    await createStaff(t.database.db, { email: 'admin@test.dev', isAdmin: true });
    expect(await list(await bearer(t, 'admin@test.dev'))).toEqual(
      [
        b.checkpoint,
        b.secretOwned,
        b.secretOnlyCard,
        b.secretUnowned,
        b.general,
        b.booth,
        b.talkClosed,
        b.edge,
      ].map((x) => x.id),
    );
  });

  it('gives other staff the badges giftable now (window ends inclusive), never company badges', async () => {
    const b = await catalogue();
    await createStaff(t.database.db, { email: 'staff@test.dev' });
    expect(await list(await bearer(t, 'staff@test.dev'))).toEqual(
      [b.checkpoint, b.secretOnlyCard, b.secretUnowned, b.general, b.edge].map((x) => x.id),
    );
  });

  it('gives attendees and companies owned secrets first, then every badge but checkpoints and secrets', async () => {
    const b = await catalogue();
    const expected = [b.secretOwned, b.general, b.booth, b.talkClosed, b.edge].map((x) => x.id);
    expect(await list(await bearer(t, 'a@test.dev'))).toEqual(expected);
    expect(await list(await bearer(t, 'company@test.dev'))).toEqual(expected);
  });

  it('refuses anonymous and bad-token callers', async () => {
    const anonymous = await t.app.inject({ method: 'GET', url: '/api/badges' });
    expect([anonymous.statusCode, anonymous.json()]).toEqual([401, { error: 'unauthenticated' }]);
    const bad = await t.app.inject({
      method: 'GET',
      url: '/api/badges',
      headers: { authorization: 'Bearer x.y.z' },
    });
    expect([bad.statusCode, bad.json()]).toEqual([401, { error: 'invalid_token' }]);
  });
});

describe('GET /api/badges/:id', () => {
  it('lists the registered owners as AttendeeSimple, in award order', async () => {
    const db = t.database.db;
    const badge = await createBadge(db, {
      name: 'Talk',
      description: 'A talk',
      avatar: null,
      begin: new Date('2026-11-22T14:00:00Z'),
      end: new Date('2026-11-22T15:00:00Z'),
      type: 6,
      tokens: 25,
    });
    const course = await createCourse(db);
    const { attendee: second } = await createAttendee(db, {
      email: 'second@test.dev',
      nickname: 'second',
      tokenBalance: 7,
    });
    const { attendee: first } = await createAttendee(db, { email: 'first@test.dev', nickname: 'first' });
    const card = await createCard(db);
    await giveBadge(db, first.id, badge.id);
    await giveBadge(db, card.id, badge.id);
    await giveBadge(db, second.id, badge.id);
    await createStaff(db, { email: 'staff@test.dev' });
    await db
      .update(attendees)
      .set({ courseId: course.id, cv: '/cv/first.pdf', entries: 2 })
      .where(eq(attendees.id, first.id));
    const res = await t.app.inject({
      method: 'GET',
      url: `/api/badges/${badge.id}`,
      headers: await bearer(t, 'staff@test.dev'),
    });
    expect([res.statusCode, res.json()]).toEqual([
      200,
      {
        data: {
          id: badge.id,
          name: 'Talk',
          description: 'A talk',
          avatar: null,
          begin: '2026-11-22T14:00:00Z',
          end: '2026-11-22T15:00:00Z',
          type: 6,
          tokens: 25,
          attendees: [
            {
              id: first.id,
              nickname: 'first',
              email: 'first@test.dev',
              name: first.name,
              course: course.id,
              avatar: null,
              cv: signed(t, '/cv/first.pdf'),
              token_balance: 0,
              entries: 2,
            },
            {
              id: second.id,
              nickname: 'second',
              email: 'second@test.dev',
              name: second.name,
              course: null,
              avatar: null,
              cv: null,
              token_balance: 7,
              entries: 0,
            },
          ],
        },
      },
    ]);
  });

  it('shows owners emails to staff and to each owner only; others get the same keys with null', async () => {
    const db = t.database.db;
    const badge = await createBadge(db);
    const { attendee: owner } = await createAttendee(db, { email: 'owner@test.dev', nickname: 'owner' });
    await createAttendee(db, { email: 'peer@test.dev' });
    await createCompany(db, { email: 'sponsor@test.dev' });
    await giveBadge(db, owner.id, badge.id);
    const ownersAs = async (email: string) => {
      const res = await t.app.inject({ url: `/api/badges/${badge.id}`, headers: await bearer(t, email) });
      expect(res.statusCode).toBe(200);
      return res.json().data.attendees as Record<string, unknown>[];
    };
    expect((await ownersAs('owner@test.dev'))[0]).toMatchObject({ id: owner.id, email: 'owner@test.dev' });
    for (const email of ['peer@test.dev', 'sponsor@test.dev']) {
      const [seen] = await ownersAs(email);
      expect([email, seen]).toEqual([email, expect.objectContaining({ id: owner.id, email: null })]);
      expect(Object.keys(seen!).sort()).toEqual(
        ['avatar', 'course', 'cv', 'email', 'entries', 'id', 'name', 'nickname', 'token_balance'].sort(),
      );
    }
  });

  it('shows a checkpoint badge by id only to staff and its owners (issue 7, item 6)', async () => {
    const db = t.database.db;
    const checkpoint = await createBadge(db, { type: 0 });
    const { attendee: owner } = await createAttendee(db, { email: 'owner@test.dev' });
    await createAttendee(db, { email: 'peer@test.dev' });
    await createCompany(db, { email: 'sponsor@test.dev' });
    await createStaff(db, { email: 'staff@test.dev' });
    await giveBadge(db, owner.id, checkpoint.id);
    const statusAs = async (email: string) =>
      (await t.app.inject({ url: `/api/badges/${checkpoint.id}`, headers: await bearer(t, email) }))
        .statusCode;
    expect(await statusAs('owner@test.dev')).toBe(200);
    expect(await statusAs('staff@test.dev')).toBe(200);
    expect(await statusAs('peer@test.dev')).toBe(404);
    expect(await statusAs('sponsor@test.dev')).toBe(404);
  });

  it('shows any badge to any role, a secret one with no owner too', async () => {
    const secret = await createBadge(t.database.db, { type: 1 });
    await createAttendee(t.database.db, { email: 'a@test.dev' });
    const res = await t.app.inject({
      method: 'GET',
      url: `/api/badges/${secret.id}`,
      headers: await bearer(t, 'a@test.dev'),
    });
    expect([res.statusCode, res.json().data.attendees]).toEqual([200, []]);
  });

  it('answers 404 for an unknown id and 400 for a malformed one', async () => {
    await createAttendee(t.database.db, { email: 'a@test.dev' });
    const headers = await bearer(t, 'a@test.dev');
    const get = (id: string) => t.app.inject({ method: 'GET', url: `/api/badges/${id}`, headers });
    const unknown = await get('424242');
    expect([unknown.statusCode, unknown.json()]).toEqual([404, { errors: { detail: 'Endpoint Not Found' } }]);
    for (const bad of ['abc', '-1', '1.5', '99999999999', '%20']) {
      const res = await get(bad);
      expect([bad, res.statusCode, res.json()]).toEqual([bad, 400, { errors: { detail: 'Bad Request' } }]);
    }
  });
});

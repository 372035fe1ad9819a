// Attendee reads (provider-api.md §3 "Courses, attendees, companies"; DESIGN.md §3.1: the path id
// of GET /api/attendees/:id is honoured): exact shapes per caller type and every refusal.
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
  givePrize,
  giveRedeemable,
  signIn,
} from '../helpers/factories.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());
beforeEach(() => t.reset());

const NOT_FOUND = { errors: { detail: 'Endpoint Not Found' } };
const BAD_REQUEST = { errors: { detail: 'Bad Request' } };
const UNKNOWN_UUID = '00000000-0000-4000-8000-000000000000';

const get = (url: string, jwt?: string) =>
  t.app.inject({ url, headers: jwt ? { authorization: `Bearer ${jwt}` } : {} });

/** A registered attendee holding one talk badge, one checkpoint, one prize and one purchase. */
async function richAttendee() {
  const db = t.database.db;
  const course = await createCourse(db);
  const { user, attendee } = await createAttendee(db, {
    email: 'rich@test.dev',
    nickname: 'Rich_1',
    tokenBalance: 7,
  });
  await db.update(attendees).set({ courseId: course.id, entries: 2 }).where(eq(attendees.id, attendee.id));
  const talk = await createBadge(db, {
    name: 'Talk',
    description: 'A talk',
    begin: new Date('2026-11-22T10:00:00Z'),
    end: new Date('2026-11-22T11:00:00Z'),
    type: 6,
    tokens: 20,
  });
  const checkpoint = await createBadge(db, {
    type: 0,
    begin: new Date('2026-11-22T12:00:00Z'),
    end: new Date('2026-11-22T13:00:00Z'),
  });
  await giveBadge(db, attendee.id, talk.id);
  await giveBadge(db, attendee.id, checkpoint.id);
  const prize = await givePrize(db, attendee.id, { name: 'Gomas', quantity: 2, redeemed: 2 });
  const item = await giveRedeemable(db, attendee.id, { name: 'Meias', price: 75 });
  const badges = [
    {
      id: talk.id,
      name: 'Talk',
      description: 'A talk',
      avatar: null,
      begin: '2026-11-22T10:00:00Z',
      end: '2026-11-22T11:00:00Z',
      type: 6,
      tokens: 20,
    },
    {
      id: checkpoint.id,
      name: checkpoint.name,
      description: 'A badge',
      avatar: null,
      begin: '2026-11-22T12:00:00Z',
      end: '2026-11-22T13:00:00Z',
      type: 0,
      tokens: 10,
    },
  ];
  const full = {
    id: attendee.id,
    nickname: 'Rich_1',
    name: attendee.name,
    course: course.id,
    avatar: null,
    cv: null,
    badges,
    badge_count: 1,
    token_balance: 7,
    entries: 2,
    prizes: [{ id: prize.id, name: 'Gomas', avatar: null, not_redeemed: 0, is_redeemable: true }],
    redeemables: [{ id: item.id, name: 'Meias', image: null, price: 75, quantity: 1, not_redeemed: 1 }],
  };
  const staffView = {
    id: attendee.id,
    nickname: 'Rich_1',
    name: attendee.name,
    email: 'rich@test.dev',
    avatar: null,
    cv: null,
    badges,
    badge_count: 1,
  };
  // Issue 21: others get the same keys without the checkpoint and with nothing owed.
  const othersView = {
    ...full,
    badges: badges.filter((b) => b.type !== 0),
    prizes: full.prizes.map((p) => ({ ...p, not_redeemed: 0 })),
    redeemables: full.redeemables.map((r) => ({ ...r, not_redeemed: 0 })),
  };
  return { user, attendee, full, othersView, staffView };
}

describe('GET /api/attendee?id= | ?username=', () => {
  it('answers AttendeeFull to attendees and companies, StaffAttendee to staff', async () => {
    const db = t.database.db;
    const { attendee, othersView, staffView } = await richAttendee();
    const other = await signIn(t.app, (await createAttendee(db)).user.email);
    const sponsor = await signIn(t.app, (await createCompany(db)).user.email);
    const staff = await signIn(t.app, (await createStaff(db)).user.email);
    const admin = await signIn(t.app, (await createStaff(db, { isAdmin: true })).user.email);
    // Issue 23: another attendee reads the nickname in `name`; a company, the real name.
    const forOther = await get(`/api/attendee?id=${attendee.id}`, other);
    expect([forOther.statusCode, forOther.json()]).toEqual([
      200,
      { data: { ...othersView, name: 'Rich_1' } },
    ]);
    const forSponsor = await get(`/api/attendee?id=${attendee.id}`, sponsor);
    expect([forSponsor.statusCode, forSponsor.json()]).toEqual([200, { data: othersView }]);
    for (const jwt of [staff, admin]) {
      const res = await get(`/api/attendee?id=${attendee.id}`, jwt);
      expect([res.statusCode, res.json()]).toEqual([200, { data: staffView }]);
    }
  });

  it('finds by username, case-insensitively, and by an upper-case uuid', async () => {
    const { user, full } = await richAttendee();
    const jwt = await signIn(t.app, user.email);
    expect((await get('/api/attendee?username=Rich_1', jwt)).json()).toEqual({ data: full });
    expect((await get('/api/attendee?username=rich_1', jwt)).json()).toEqual({ data: full });
    expect((await get(`/api/attendee?id=${full.id.toUpperCase()}`, jwt)).json()).toEqual({ data: full });
  });

  it('answers 404 for unknown, 400 for malformed or missing, 401 for an unregistered card', async () => {
    const { user } = await createAttendee(t.database.db);
    const card = await createCard(t.database.db);
    const jwt = await signIn(t.app, user.email);
    const cases: [string, number, unknown][] = [
      [`/api/attendee?id=${UNKNOWN_UUID}`, 404, NOT_FOUND],
      ['/api/attendee?username=ghost', 404, NOT_FOUND],
      ['/api/attendee?id=not-a-uuid', 400, BAD_REQUEST],
      ['/api/attendee?id=', 400, BAD_REQUEST],
      ['/api/attendee?id=1', 400, BAD_REQUEST],
      ['/api/attendee', 400, BAD_REQUEST],
      ['/api/attendee?nickname=x', 400, BAD_REQUEST],
      [`/api/attendee?id=${card.id}`, 401, { error: 'Attendee needs to be registered' }],
    ];
    for (const [url, status, body] of cases) {
      const res = await get(url, jwt);
      expect([url, res.statusCode, res.json()]).toEqual([url, status, body]);
    }
  });

  it('answers an unregistered card with 401 to staff too', async () => {
    const card = await createCard(t.database.db);
    const jwt = await signIn(t.app, (await createStaff(t.database.db)).user.email);
    const res = await get(`/api/attendee?id=${card.id}`, jwt);
    expect([res.statusCode, res.json()]).toEqual([401, { error: 'Attendee needs to be registered' }]);
  });
});

describe('GET /api/attendees/:id (path id honoured, DESIGN.md §3.1)', () => {
  it('answers the attendee named by the path, as for ?id=', async () => {
    const { attendee, othersView, staffView } = await richAttendee();
    const { user: otherUser, attendee: otherAttendee } = await createAttendee(t.database.db);
    const jwt = await signIn(t.app, otherUser.email);
    const res = await get(`/api/attendees/${attendee.id}?id=${otherAttendee.id}`, jwt);
    expect([res.statusCode, res.json()]).toEqual([200, { data: { ...othersView, name: 'Rich_1' } }]);
    const staff = await signIn(t.app, (await createStaff(t.database.db)).user.email);
    expect((await get(`/api/attendees/${attendee.id}`, staff)).json()).toEqual({ data: staffView });
  });

  it('answers 404 for unknown, 400 for malformed, 401 for an unregistered card', async () => {
    const jwt = await signIn(t.app, (await createAttendee(t.database.db)).user.email);
    const card = await createCard(t.database.db);
    const unknown = await get(`/api/attendees/${UNKNOWN_UUID}`, jwt);
    expect([unknown.statusCode, unknown.json()]).toEqual([404, NOT_FOUND]);
    const malformed = await get('/api/attendees/abc', jwt);
    expect([malformed.statusCode, malformed.json()]).toEqual([400, BAD_REQUEST]);
    const unregistered = await get(`/api/attendees/${card.id}`, jwt);
    expect([unregistered.statusCode, unregistered.json()]).toEqual([
      401,
      { error: 'Attendee needs to be registered' },
    ]);
  });
});

describe('GET /api/attendees', () => {
  it('lists only registered attendees as AttendeeListItem', async () => {
    const { user, full } = await richAttendee();
    const plain = await createAttendee(t.database.db, { nickname: 'plain' });
    await createCard(t.database.db);
    const res = await get('/api/attendees', await signIn(t.app, user.email));
    expect(res.statusCode).toBe(200);
    const { prizes: _prizes, redeemables: _redeemables, ...listItem } = full;
    const plainItem = {
      id: plain.attendee.id,
      nickname: 'plain',
      name: 'plain', // another attendee's nickname, never the real name (issue 23)
      course: null,
      avatar: null,
      cv: null,
      badges: [],
      badge_count: 0,
      token_balance: 0,
      entries: 0,
    };
    const data = (res.json() as { data: { id: string }[] }).data;
    expect([...data].sort((a, b) => a.id.localeCompare(b.id))).toEqual(
      [listItem, plainItem].sort((a, b) => a.id.localeCompare(b.id)),
    );
    for (const item of data) {
      expect(item).not.toHaveProperty('prizes');
      expect(item).not.toHaveProperty('redeemables');
    }
  });

  it('answers an empty list when nobody is registered', async () => {
    await createCard(t.database.db);
    const jwt = await signIn(t.app, (await createStaff(t.database.db)).user.email);
    expect((await get('/api/attendees', jwt)).json()).toEqual({ data: [] });
  });
});

describe('GET /api/is_registered/:id (public)', () => {
  it('answers true, false, 404 and 400', async () => {
    const { attendee } = await createAttendee(t.database.db);
    const card = await createCard(t.database.db);
    const cases: [string, number, unknown][] = [
      [attendee.id, 200, { is_registered: true }],
      [card.id, 200, { is_registered: false }],
      [card.id.toUpperCase(), 200, { is_registered: false }],
      [UNKNOWN_UUID, 404, NOT_FOUND],
      ['not-a-uuid', 400, BAD_REQUEST],
    ];
    for (const [id, status, body] of cases) {
      const res = await get(`/api/is_registered/${id}`);
      expect([id, res.statusCode, res.json()]).toEqual([id, status, body]);
    }
  });
});

describe('GET /api/attendee/courses (public)', () => {
  it('lists every course ordered by id', async () => {
    const a = await createCourse(t.database.db, 'Licenciatura em Engenharia Informática');
    const b = await createCourse(t.database.db, 'Mestrado em Engenharia Informática');
    const c = await createCourse(t.database.db, 'Another');
    const res = await get('/api/attendee/courses');
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({
      data: [
        { id: a.id, name: 'Licenciatura em Engenharia Informática' },
        { id: b.id, name: 'Mestrado em Engenharia Informática' },
        { id: c.id, name: 'Another' },
      ],
    });
  });

  it('answers an empty list with no courses', async () => {
    expect((await get('/api/attendee/courses')).json()).toEqual({ data: [] });
  });
});

// Every read endpoint of users, attendees, companies and the event × every caller type
// (DESIGN.md §8): each pair has an asserted status, and a body wherever callers differ.
// The world is built once and only read, so the cases share it.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../helpers/app.ts';
import {
  createAttendee,
  createCard,
  createCompany,
  createCourse,
  createStaff,
  signIn,
} from '../helpers/factories.ts';

const CALLERS = [
  'anonymous',
  'bad token',
  'attendee',
  'other attendee',
  'sponsor',
  'staff',
  'admin',
] as const;
type CallerName = (typeof CALLERS)[number];

type World = {
  tokens: Record<CallerName, string | null>;
  attendeeId: string;
  otherAttendeeId: string;
  nickname: string;
  cardId: string;
  companyId: number;
  courseId: number;
  staffUserId: number;
  adminUserId: number;
};

let t: TestApp;
let w: World;

beforeAll(async () => {
  t = await createTestApp();
  await t.reset();
  const db = t.database.db;
  const course = await createCourse(db, 'Only course');
  const me = await createAttendee(db, { nickname: 'target' });
  const other = await createAttendee(db);
  const sponsor = await createCompany(db);
  const staff = await createStaff(db);
  const admin = await createStaff(db, { isAdmin: true });
  const card = await createCard(db);
  w = {
    tokens: {
      anonymous: null,
      'bad token': 'eyJhbGciOiJIUzUxMiJ9.eyJzdWIiOiIxIn0.bm9wZQ',
      attendee: await signIn(t.app, me.user.email),
      'other attendee': await signIn(t.app, other.user.email),
      sponsor: await signIn(t.app, sponsor.user.email),
      staff: await signIn(t.app, staff.user.email),
      admin: await signIn(t.app, admin.user.email),
    },
    attendeeId: me.attendee.id,
    otherAttendeeId: other.attendee.id,
    nickname: 'target',
    cardId: card.id,
    companyId: sponsor.company.id,
    courseId: course.id,
    staffUserId: staff.user.id,
    adminUserId: admin.user.id,
  };
});
afterAll(() => t.close());

const FULL_KEYS = [
  'badge_count',
  'badges',
  'course',
  'cv',
  'entries',
  'id',
  'name',
  'nickname',
  'prizes',
  'redeemables',
  'token_balance',
  'avatar',
];
const LIST_KEYS = FULL_KEYS.filter((k) => k !== 'prizes' && k !== 'redeemables');
const STAFF_KEYS = ['avatar', 'badge_count', 'badges', 'cv', 'email', 'id', 'name', 'nickname'];
const COMPANY_KEYS = ['badge_id', 'channel_id', 'has_cv_access', 'id', 'name', 'sponsorship'];

const sorted = (keys: string[]) => [...keys].sort();
const keysOf = (value: unknown) => sorted(Object.keys(value as object));

type Check = (body: unknown, caller: CallerName) => void;

/** AttendeeFull for everyone but staff, who get StaffAttendee (provider-api.md §3). */
const attendeeView: Check = (body, caller) => {
  const data = (body as { data: { id: string } }).data;
  expect(data.id).toBe(w.attendeeId);
  expect(keysOf(data)).toEqual(sorted(caller === 'staff' || caller === 'admin' ? STAFF_KEYS : FULL_KEYS));
};

type Endpoint = { url: () => string; isPublic?: boolean; check: Check };

const ENDPOINTS: Record<string, Endpoint> = {
  'GET /api/user': {
    url: () => '/api/user',
    check: (body, caller) => {
      const expected: Record<string, object> = {
        attendee: { type: 'attendee', id: w.attendeeId },
        'other attendee': { type: 'attendee', id: w.otherAttendeeId },
        sponsor: { type: 'company', id: w.companyId },
        staff: { type: 'staff', id: w.staffUserId, is_admin: false },
        admin: { type: 'staff', id: w.adminUserId, is_admin: true },
      };
      expect(body).toMatchObject(expected[caller]!);
    },
  },
  'GET /api/attendee?id=': { url: () => `/api/attendee?id=${w.attendeeId}`, check: attendeeView },
  'GET /api/attendee?username=': { url: () => `/api/attendee?username=${w.nickname}`, check: attendeeView },
  'GET /api/attendees/:id': { url: () => `/api/attendees/${w.attendeeId}`, check: attendeeView },
  'GET /api/attendees': {
    url: () => '/api/attendees',
    check: (body) => {
      const data = (body as { data: unknown[] }).data;
      expect(data).toHaveLength(2);
      for (const item of data) expect(keysOf(item)).toEqual(sorted(LIST_KEYS));
    },
  },
  'GET /api/is_registered/:id': {
    url: () => `/api/is_registered/${w.attendeeId}`,
    isPublic: true,
    check: (body) => expect(body).toEqual({ is_registered: true }),
  },
  'GET /api/attendee/courses': {
    url: () => '/api/attendee/courses',
    isPublic: true,
    check: (body) => expect(body).toEqual({ data: [{ id: w.courseId, name: 'Only course' }] }),
  },
  'GET /api/companies': {
    url: () => '/api/companies',
    check: (body) => {
      const data = (body as { data: unknown[] }).data;
      expect(data).toHaveLength(1);
      expect(keysOf(data[0])).toEqual(sorted(COMPANY_KEYS));
    },
  },
  'GET /api/companies/:id': {
    url: () => `/api/companies/${w.companyId}`,
    check: (body) => expect(body).toMatchObject({ data: { id: w.companyId } }),
  },
  'GET /api/event': {
    url: () => '/api/event',
    isPublic: true,
    check: (body) => expect(body).toMatchObject({ name: 'Test Conf', days: 4 }),
  },
};

const CASES = Object.keys(ENDPOINTS).flatMap((endpoint) =>
  CALLERS.map((caller) => [endpoint, caller] as const),
);

function call(url: string, caller: CallerName) {
  const token = w.tokens[caller];
  return t.app.inject({ url, headers: token ? { authorization: `Bearer ${token}` } : {} });
}

describe('access matrix: endpoint × caller', () => {
  it.each(CASES)('%s as %s', async (name, caller) => {
    const endpoint = ENDPOINTS[name]!;
    const res = await call(endpoint.url(), caller);
    expect(res.headers['content-type']).toMatch(/^application\/json/);
    if (!endpoint.isPublic && caller === 'anonymous') {
      expect([res.statusCode, res.json()]).toEqual([401, { error: 'unauthenticated' }]);
    } else if (!endpoint.isPublic && caller === 'bad token') {
      expect([res.statusCode, res.json()]).toEqual([401, { error: 'invalid_token' }]);
    } else {
      expect(res.statusCode).toBe(200);
      endpoint.check(res.json(), caller);
    }
  });
});

describe('access matrix: refusals that do not depend on the caller type', () => {
  const signedIn = CALLERS.filter((c) => c !== 'anonymous' && c !== 'bad token');

  it.each(signedIn)('an unregistered card is 401 "needs to be registered" for %s', async (caller) => {
    for (const url of [`/api/attendee?id=${w.cardId}`, `/api/attendees/${w.cardId}`]) {
      const res = await call(url, caller);
      expect([url, res.statusCode, res.json()]).toEqual([
        url,
        401,
        { error: 'Attendee needs to be registered' },
      ]);
    }
  });

  it.each(signedIn)('an unknown path under /api is 404 JSON for %s', async (caller) => {
    const res = await call('/api/nothing-here', caller);
    expect([res.statusCode, res.json()]).toEqual([404, { errors: { detail: 'Endpoint Not Found' } }]);
  });

  it('anonymous callers get the unregistered-card status from the public route only', async () => {
    const res = await call(`/api/is_registered/${w.cardId}`, 'anonymous');
    expect([res.statusCode, res.json()]).toEqual([200, { is_registered: false }]);
    const closed = await call(`/api/attendee?id=${w.cardId}`, 'anonymous');
    expect(closed.statusCode).toBe(401);
  });
});

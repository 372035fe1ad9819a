// The company-only reads × every caller type (DESIGN.md §8), beside access-matrix.test.ts: the
// attendee list (provider-api.md §3) and the CV zip ("CVs"). Each pair has its status and body.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../helpers/app.ts';
import { TEST_NOW } from '../helpers/clock.ts';
import { placeCv, readZip, signed } from '../helpers/cvs.ts';
import { createAttendee, createCompany, createStaff, giveBadge, signIn } from '../helpers/factories.ts';

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

let t: TestApp;
let tokens: Record<CallerName, string | null>;
let companyId: number;
let visitor: { id: string; nickname: string; email: string; name: string; cv: string };

beforeAll(async () => {
  t = await createTestApp();
  await t.reset();
  const db = t.database.db;
  const me = await createAttendee(db, { nickname: 'visitor' });
  const other = await createAttendee(db);
  const sponsor = await createCompany(db, { sponsorship: 'Silver', hasCvAccess: true });
  await giveBadge(db, me.attendee.id, sponsor.badge.id);
  const { cv } = await placeCv(t, { kind: 'attendee', id: me.attendee.id }, Buffer.from('%PDF-1.4 me'));
  companyId = sponsor.company.id;
  visitor = { id: me.attendee.id, nickname: 'visitor', email: me.user.email, name: me.attendee.name!, cv };
  tokens = {
    anonymous: null,
    'bad token': 'eyJhbGciOiJIUzUxMiJ9.eyJzdWIiOiIxIn0.bm9wZQ',
    attendee: await signIn(t.app, me.user.email),
    'other attendee': await signIn(t.app, other.user.email),
    sponsor: await signIn(t.app, sponsor.user.email),
    staff: await signIn(t.app, (await createStaff(db)).user.email),
    admin: await signIn(t.app, (await createStaff(db, { isAdmin: true })).user.email),
  };
});
afterAll(() => t.close());

const UNAUTHENTICATED = { error: 'unauthenticated' };
const INVALID_TOKEN = { error: 'invalid_token' };
const FORBIDDEN = { error: 'Cannot access resource' };
const zipRefused = () => ({
  error: "The CVs of a company's attendees can only be accessed by the company or by the admin",
  company_id: String(companyId),
  user: null,
});

type Answer = [status: number, body: unknown];
const visitors = (): Answer => [
  200,
  {
    data: [
      { ...visitor, cv: signed(t, visitor.cv), course: null, avatar: null, token_balance: 0, entries: 0 },
    ],
  },
];
/** A sponsor's leads (issue 29): the visitor with the empty lead, to the company only. */
const theLeads = (): Answer => [
  200,
  {
    tags: [],
    shares_with_organiser: false,
    data: [
      {
        attendee_id: visitor.id,
        name: visitor.name,
        nickname: visitor.nickname,
        email: visitor.email,
        visited_at: TEST_NOW.toISOString(),
        rating: null,
        tags: [],
        note: '',
        follow_up: false,
        edited_at: { rating: null, tags: null, note: null, follow_up: null },
      },
    ],
  },
];
const theZip = (): Answer => [200, [['visitor.pdf', '%PDF-1.4 me']]];

const EXPECTED: Record<string, { url: () => string; answers: Record<CallerName, () => Answer> }> = {
  'GET /api/company/attendees/:company_id': {
    url: () => `/api/company/attendees/${companyId}`,
    answers: {
      anonymous: () => [401, UNAUTHENTICATED],
      'bad token': () => [401, INVALID_TOKEN],
      attendee: () => [403, FORBIDDEN],
      'other attendee': () => [403, FORBIDDEN],
      sponsor: visitors,
      staff: () => [403, FORBIDDEN],
      admin: () => [403, FORBIDDEN],
    },
  },
  'GET /api/company/leads': {
    url: () => '/api/company/leads',
    answers: {
      anonymous: () => [401, UNAUTHENTICATED],
      'bad token': () => [401, INVALID_TOKEN],
      attendee: () => [403, FORBIDDEN],
      'other attendee': () => [403, FORBIDDEN],
      sponsor: theLeads,
      staff: () => [403, FORBIDDEN],
      admin: () => [403, FORBIDDEN],
    },
  },
  'GET /api/company/attendees/cvs/:company_id': {
    url: () => `/api/company/attendees/cvs/${companyId}`,
    answers: {
      anonymous: () => [401, UNAUTHENTICATED],
      'bad token': () => [401, INVALID_TOKEN],
      attendee: () => [403, zipRefused()],
      'other attendee': () => [403, zipRefused()],
      sponsor: theZip,
      staff: () => [403, zipRefused()],
      admin: theZip,
    },
  },
};

const CASES = Object.keys(EXPECTED).flatMap((endpoint) =>
  CALLERS.map((caller) => [endpoint, caller] as const),
);

describe('access matrix: company reads × caller', () => {
  it.each(CASES)('%s as %s', async (name, caller) => {
    const endpoint = EXPECTED[name]!;
    const token = tokens[caller];
    const res = await t.app.inject({
      url: endpoint.url(),
      headers: token ? { authorization: `Bearer ${token}` } : {},
    });
    const isZip = res.headers['content-type'] === 'application/zip';
    if (!isZip) expect(res.headers['content-type']).toMatch(/^application\/json/);
    const body = isZip ? readZip(res.rawPayload).map((e) => [e.name, e.data.toString()]) : res.json();
    expect([res.statusCode, body]).toEqual(endpoint.answers[caller]());
  });
});

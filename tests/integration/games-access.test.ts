// Every wheel and slots endpoint × every caller type (DESIGN.md §8): each pair has an asserted
// status, and the provider's body wherever a caller is refused. One world, built once.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../helpers/app.ts';
import {
  createAttendee,
  createCompany,
  createPayout,
  createPrize,
  createStaff,
  createUser,
  givePrize,
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
  'no role',
] as const;
type CallerName = (typeof CALLERS)[number];

let t: TestApp;
let tokens: Record<CallerName, string | null>;
let attendeeId: string;
let prizeId: number;
let mugId: number;

beforeAll(async () => {
  t = await createTestApp();
  await t.reset();
  const db = t.database.db;
  const me = await createAttendee(db, { tokenBalance: 1_000 });
  const other = await createAttendee(db, { tokenBalance: 1_000 });
  const sponsor = await createCompany(db);
  const staff = await createStaff(db);
  const admin = await createStaff(db, { isAdmin: true });
  const nobody = await createUser(db);
  prizeId = (
    await createPrize(db, {
      name: 'Nothing',
      isNothing: true,
      probability: 1,
      stock: 999_999,
      maxAmountPerAttendee: 999_999,
    })
  ).id;
  mugId = (await givePrize(db, me.attendee.id, { name: 'Mug', quantity: 10 })).id;
  await createPayout(db, 0.5, 2);
  attendeeId = me.attendee.id;
  tokens = {
    anonymous: null,
    'bad token': 'eyJhbGciOiJIUzUxMiJ9.eyJzdWIiOiIxIn0.bm9wZQ',
    attendee: await signIn(t.app, me.user.email),
    'other attendee': await signIn(t.app, other.user.email),
    sponsor: await signIn(t.app, sponsor.user.email),
    staff: await signIn(t.app, staff.user.email),
    admin: await signIn(t.app, admin.user.email),
    'no role': await signIn(t.app, nobody.email),
  };
});
afterAll(() => t.close());

type Endpoint = {
  method: 'GET' | 'POST';
  url: () => string;
  payload?: () => object;
  /** Callers (signed in) that get 200; the rest of the signed-in callers get `refusal`. */
  allowed: readonly CallerName[];
  refusal?: unknown;
};

const SIGNED_IN = CALLERS.filter((c) => c !== 'anonymous' && c !== 'bad token');
const ATTENDEES = ['attendee', 'other attendee'] as const;

const ENDPOINTS: Record<string, Endpoint> = {
  'GET /api/roulette/prizes': { method: 'GET', url: () => '/api/roulette/prizes', allowed: SIGNED_IN },
  'GET /api/roulette/prizes/:id': {
    method: 'GET',
    url: () => `/api/roulette/prizes/${prizeId}`,
    allowed: SIGNED_IN,
  },
  'GET /api/roulette/price': { method: 'GET', url: () => '/api/roulette/price', allowed: SIGNED_IN },
  'GET /api/roulette/latestwins': {
    method: 'GET',
    url: () => '/api/roulette/latestwins',
    allowed: SIGNED_IN,
  },
  'GET /api/roulette/redeem/:attendee_id': {
    method: 'GET',
    url: () => `/api/roulette/redeem/${attendeeId}`,
    allowed: ['attendee', 'staff', 'admin'],
    refusal: { error: 'You have no permission to do this' },
  },
  'POST /api/roulette': {
    method: 'POST',
    url: () => '/api/roulette',
    allowed: ATTENDEES,
    refusal: { error: 'Only attendees can spin the wheel' },
  },
  'POST /api/roulette/redeem': {
    method: 'POST',
    url: () => '/api/roulette/redeem',
    payload: () => ({ redeem: { attendee_id: attendeeId, prize: mugId, quantity: 1 } }),
    allowed: ['staff', 'admin'],
    refusal: { error: 'Only staffs can give prizes' },
  },
  'GET /api/slots/paytable': { method: 'GET', url: () => '/api/slots/paytable', allowed: SIGNED_IN },
  'POST /api/slots?bet=1': {
    method: 'POST',
    url: () => '/api/slots?bet=1',
    allowed: ATTENDEES,
    refusal: { error: 'Only attendees can play the slots' },
  },
};

const CASES = Object.keys(ENDPOINTS).flatMap((name) => CALLERS.map((caller) => [name, caller] as const));

describe('games access matrix: endpoint × caller', () => {
  it.each(CASES)('%s as %s', async (name, caller) => {
    const endpoint = ENDPOINTS[name]!;
    const token = tokens[caller];
    const res = await t.app.inject({
      method: endpoint.method,
      url: endpoint.url(),
      headers: token ? { authorization: `Bearer ${token}` } : {},
      ...(endpoint.payload ? { payload: endpoint.payload() } : {}),
    });
    expect(res.headers['content-type']).toMatch(/^application\/json/);
    if (caller === 'anonymous') {
      expect([res.statusCode, res.json()]).toEqual([401, { error: 'unauthenticated' }]);
    } else if (caller === 'bad token') {
      expect([res.statusCode, res.json()]).toEqual([401, { error: 'invalid_token' }]);
    } else if (endpoint.allowed.includes(caller)) {
      expect(res.statusCode).toBe(200);
    } else {
      expect([res.statusCode, res.json()]).toEqual([401, endpoint.refusal]);
    }
  });
});

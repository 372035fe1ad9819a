// The world of the route-wide access matrix (tests/integration/access-matrix-routes.test.ts):
// one of each kind of caller and one of each thing a route can point at, built once.
import type { FastifyInstance } from 'fastify';
import type { TestApp } from './app.ts';
import { TEST_ADMIN_SECRET } from './app.ts';
import {
  createAttendee,
  createBadge,
  createCard,
  createCompany,
  createCourse,
  createPayout,
  createPrize,
  createRedeemable,
  createReferral,
  createStaff,
  createUser,
  givePrize,
  signIn,
} from './factories.ts';

export const CALLERS = [
  'anonymous',
  'bad token',
  'operator',
  'attendee',
  'other attendee',
  'sponsor',
  'staff',
  'admin',
  'no role',
] as const;
export type CallerName = (typeof CALLERS)[number];

export type AccessWorld = {
  headers: Record<CallerName, Record<string, string>>;
  attendeeId: string;
  otherAttendeeId: string;
  cardId: string;
  companyId: number;
  badgeId: number;
  prizeId: number;
  mugId: number;
  redeemableId: number;
  referralId: string;
  staffUserId: number;
  /** The plain staff member's staff row (the console's PATCH /staff/:id). */
  staffId: number;
};

const bearer = async (app: FastifyInstance, email: string) => ({
  authorization: `Bearer ${await signIn(app, email)}`,
});

export async function buildAccessWorld(t: TestApp): Promise<AccessWorld> {
  const db = t.database.db;
  await createCourse(db, 'Only course');
  const me = await createAttendee(db, { nickname: 'target', tokenBalance: 1_000_000 });
  const other = await createAttendee(db, { tokenBalance: 1_000_000 });
  const sponsor = await createCompany(db);
  const staff = await createStaff(db);
  const admin = await createStaff(db, { isAdmin: true });
  const nobody = await createUser(db);
  const card = await createCard(db);
  const badge = await createBadge(db);
  const prize = await createPrize(db, {
    name: 'Nothing',
    isNothing: true,
    probability: 1,
    stock: 999_999,
    maxAmountPerAttendee: 999_999,
  });
  const mug = await givePrize(db, me.attendee.id, { name: 'Mug', quantity: 1_000 });
  await createPayout(db, 0.5, 2);
  const redeemable = await createRedeemable(db, { name: 'Sticker', stock: 999_999, maxPerUser: 999_999 });
  const referral = await createReferral(db, badge.id);
  return {
    headers: {
      anonymous: {},
      'bad token': { authorization: 'Bearer eyJhbGciOiJIUzUxMiJ9.eyJzdWIiOiIxIn0.bm9wZQ' },
      operator: { authorization: `Admin ${TEST_ADMIN_SECRET}` },
      attendee: await bearer(t.app, me.user.email),
      'other attendee': await bearer(t.app, other.user.email),
      sponsor: await bearer(t.app, sponsor.user.email),
      staff: await bearer(t.app, staff.user.email),
      admin: await bearer(t.app, admin.user.email),
      'no role': await bearer(t.app, nobody.email),
    },
    attendeeId: me.attendee.id,
    otherAttendeeId: other.attendee.id,
    cardId: card.id,
    companyId: sponsor.company.id,
    badgeId: badge.id,
    prizeId: prize.id,
    mugId: mug.id,
    redeemableId: redeemable.id,
    referralId: referral.id,
    staffUserId: staff.user.id,
    staffId: staff.staff.id,
  };
}

/**
 * Every route of the app as "METHOD /path", read from Fastify's own route tree (HEAD routes are
 * Fastify's automatic twins of GET routes and are left out).
 */
export function routesOf(app: FastifyInstance): string[] {
  const found: string[] = [];
  const parents: string[] = [];
  for (const line of app.printRoutes({ commonPrefix: false }).split('\n')) {
    const match = /^((?:│ {3}| {4})*)[├└]── (.*?)(?: \(([A-Z, -]+)\))?$/.exec(line);
    if (!match) continue;
    const depth = match[1]!.length / 4;
    const path = (parents[depth - 1] ?? '') + match[2]!;
    parents[depth] = path;
    parents.length = depth + 1;
    for (const method of (match[3] ?? '').split(', ')) {
      if (method && method !== '-' && method !== 'HEAD') found.push(`${method} ${path}`);
    }
  }
  return found.sort();
}

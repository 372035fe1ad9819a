// Data factories for tests: each inserts exactly what a case needs and returns its ids.
import { hashPassword } from '../../server/auth/passwords.ts';
import type { Db } from '../../server/db/client.ts';
import { attendees, companies, courses, staffs, users } from '../../server/db/schema/accounts.ts';
import { dailyTokens, redeems, referrals } from '../../server/db/schema/contest.ts';
import { badges } from '../../server/db/schema/badges.ts';
import { attendeesPrizes, payouts, prizes } from '../../server/db/schema/games.ts';
import { buys, redeemables } from '../../server/db/schema/store.ts';
import type { FastifyInstance } from 'fastify';
import { TEST_NOW } from './clock.ts';

const LOW_COST = { N: 1024, r: 8, p: 1 };
export const PASSWORD = 'password1234';
let hashed: Promise<string> | null = null;
const passwordHash = () => (hashed ??= hashPassword(PASSWORD, LOW_COST));

let counter = 0;
const next = () => ++counter;

export async function createUser(db: Db, email = `user${next()}@test.dev`) {
  const [user] = await db
    .insert(users)
    .values({ email, passwordHash: await passwordHash() })
    .returning();
  return user!;
}

export async function createCourse(db: Db, name = `Course ${next()}`) {
  const [course] = await db.insert(courses).values({ name }).returning();
  return course!;
}

export async function createCard(db: Db) {
  const [card] = await db.insert(attendees).values({}).returning();
  return card!;
}

export async function createAttendee(
  db: Db,
  over: { email?: string; nickname?: string; tokenBalance?: number } = {},
) {
  const n = next();
  const user = await createUser(db, over.email ?? `attendee${n}@test.dev`);
  const [attendee] = await db
    .insert(attendees)
    .values({
      userId: user.id,
      nickname: over.nickname ?? `att${n}`,
      name: `Attendee ${n}`,
      tokenBalance: over.tokenBalance ?? 0,
    })
    .returning();
  return { user, attendee: attendee! };
}

export async function createStaff(db: Db, over: { email?: string; isAdmin?: boolean } = {}) {
  const user = await createUser(db, over.email ?? `staff${next()}@test.dev`);
  const [staff] = await db
    .insert(staffs)
    .values({ userId: user.id, isAdmin: over.isAdmin ?? false })
    .returning();
  return { user, staff: staff! };
}

export async function createBadge(db: Db, over: Partial<typeof badges.$inferInsert> = {}) {
  // Open for an hour either side of the test clock, never the real date.
  const now = TEST_NOW.getTime();
  const [badge] = await db
    .insert(badges)
    .values({
      name: `Badge ${next()}`,
      description: 'A badge',
      begin: new Date(now - 3600_000),
      end: new Date(now + 3600_000),
      beginBadge: new Date(now - 3600_000),
      endBadge: new Date(now + 3600_000),
      type: 3,
      tokens: 10,
      ...over,
    })
    .returning();
  return badge!;
}

export async function createCompany(
  db: Db,
  over: {
    email?: string;
    sponsorship?: 'Exclusive' | 'Gold' | 'Silver' | 'Bronze';
    hasCvAccess?: boolean;
  } = {},
) {
  const n = next();
  const user = await createUser(db, over.email ?? `company${n}@test.dev`);
  const badge = await createBadge(db, { type: 4, name: `Visit booth ${n}` });
  const [company] = await db
    .insert(companies)
    .values({
      name: `Company ${n}`,
      sponsorship: over.sponsorship ?? 'Gold',
      channelId: String(n),
      badgeId: badge.id,
      userId: user.id,
      hasCvAccess: over.hasCvAccess ?? false,
      remainingSpotlights: 1,
    })
    .returning();
  return { user, company: company!, badge };
}

// --- Holdings of an attendee (badges, wheel prizes, purchases) and sign-in, for the read tests.
// Appended by the users/attendees/access-matrix tests; direct inserts, no business rules.

/** A redeem inserted at the test clock (its day counts on that day's leaderboard). */
export async function giveBadge(db: Db, attendeeId: string, badgeId: number) {
  const [redeem] = await db.insert(redeems).values({ attendeeId, badgeId, insertedAt: TEST_NOW }).returning();
  return redeem!;
}

export async function givePrize(
  db: Db,
  attendeeId: string,
  over: {
    name?: string;
    avatar?: string | null;
    isRedeemable?: boolean;
    quantity?: number;
    redeemed?: number;
  } = {},
) {
  const quantity = over.quantity ?? 1;
  const [prize] = await db
    .insert(prizes)
    .values({
      name: over.name ?? `Prize ${next()}`,
      avatar: over.avatar ?? null,
      stock: 10,
      maxAmountPerAttendee: Math.max(quantity, 1),
      probability: 0.1,
      isRedeemable: over.isRedeemable ?? true,
    })
    .returning();
  await db
    .insert(attendeesPrizes)
    .values({ attendeeId, prizeId: prize!.id, quantity, redeemed: over.redeemed ?? 0 });
  return prize!;
}

export async function giveRedeemable(
  db: Db,
  attendeeId: string,
  over: { name?: string; img?: string | null; price?: number; quantity?: number; redeemed?: number } = {},
) {
  const quantity = over.quantity ?? 1;
  const [item] = await db
    .insert(redeemables)
    .values({
      name: over.name ?? `Item ${next()}`,
      description: 'An item',
      img: over.img ?? null,
      price: over.price ?? 10,
      stock: 5,
      maxPerUser: Math.max(quantity, 1),
    })
    .returning();
  await db
    .insert(buys)
    .values({ attendeeId, redeemableId: item!.id, quantity, redeemed: over.redeemed ?? 0 });
  return item!;
}

/** A real JWT for that email, through POST /api/auth/sign_in with the factories' PASSWORD. */
export async function signIn(app: FastifyInstance, email: string): Promise<string> {
  const res = await app.inject({
    method: 'POST',
    url: '/api/auth/sign_in',
    payload: { email, password: PASSWORD },
  });
  if (res.statusCode !== 200) throw new Error(`sign-in of ${email} failed: ${res.statusCode} ${res.body}`);
  return (res.json() as { jwt: string }).jwt;
}

// --- Store items (appended by the store tests).

export async function createRedeemable(db: Db, over: Partial<typeof redeemables.$inferInsert> = {}) {
  const [item] = await db
    .insert(redeemables)
    .values({ name: `Item ${next()}`, description: 'An item', price: 10, stock: 5, maxPerUser: 1, ...over })
    .returning();
  return item!;
}

// --- Referral codes, dated awards and daily token snapshots, for the badges, leaderboard and
// referrals tests. Direct inserts, no business rules.

export async function createReferral(db: Db, badgeId: number, over: { attendeeId?: string } = {}) {
  const used = over.attendeeId !== undefined;
  const [referral] = await db
    .insert(referrals)
    .values({ badgeId, available: !used, attendeeId: over.attendeeId ?? null })
    .returning();
  return referral!;
}

/** A redeem dated by its action time (`occurredAt`) and, if given, its insert time. */
export async function giveBadgeAt(
  db: Db,
  attendeeId: string,
  badgeId: number,
  at: { occurredAt: Date | null; insertedAt?: Date },
) {
  const [redeem] = await db
    .insert(redeems)
    .values({
      attendeeId,
      badgeId,
      occurredAt: at.occurredAt,
      ...(at.insertedAt ? { insertedAt: at.insertedAt } : {}),
    })
    .returning();
  return redeem!;
}

export async function snapshotTokens(db: Db, attendeeId: string, day: Date, quantity: number) {
  await db.insert(dailyTokens).values({ attendeeId, day, quantity });
}

// --- The prize wheel and the slots' pay table, for the games tests. Direct inserts, no rules.

export async function createPrize(db: Db, over: Partial<typeof prizes.$inferInsert> = {}) {
  const [prize] = await db
    .insert(prizes)
    .values({ name: `Prize ${next()}`, stock: 100, maxAmountPerAttendee: 100, probability: 0, ...over })
    .returning();
  return prize!;
}

export async function createPayout(db: Db, probability: number, multiplier: number) {
  const [payout] = await db.insert(payouts).values({ probability, multiplier }).returning();
  return payout!;
}

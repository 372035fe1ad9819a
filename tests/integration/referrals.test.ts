// POST /api/referrals: an attendee uses a referral code once, under the normal award checks, with
// the provider's bodies; exactly-once per Idempotency-Key; one winner when many race for one code
// (a real race on PostgreSQL: DATABASE_URL=postgres://…; PGlite runs queries one at a time).
import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { attendees } from '../../server/db/schema/accounts.ts';
import { redeems, referrals } from '../../server/db/schema/contest.ts';
import { createTestApp, type TestApp } from '../helpers/app.ts';
import {
  createAttendee,
  createBadge,
  createCompany,
  createReferral,
  createStaff,
  giveBadge,
} from '../helpers/factories.ts';
import { bearer } from '../helpers/session.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());
beforeEach(() => t.reset());

const H = 3600_000;
const use = (headers: Record<string, string>, payload: unknown) =>
  t.app.inject({ method: 'POST', url: '/api/referrals', headers, payload: payload as object });

async function referralRow(id: string) {
  const [row] = await t.database.db.select().from(referrals).where(eq(referrals.id, id));
  return { available: row!.available, attendeeId: row!.attendeeId };
}
const holders = async (badgeId: number) =>
  (await t.database.db.select().from(redeems).where(eq(redeems.badgeId, badgeId))).map((r) => [
    r.attendeeId,
    r.staffId,
  ]);

describe('an available code', () => {
  it('awards its badge and tokens, and records the attendee on the code', async () => {
    const { attendee } = await createAttendee(t.database.db, { email: 'a@test.dev' });
    const badge = await createBadge(t.database.db, { tokens: 30 });
    const referral = await createReferral(t.database.db, badge.id);
    const res = await use(await bearer(t, 'a@test.dev'), { id: referral.id.toUpperCase() });
    expect([res.statusCode, res.json()]).toEqual([201, { referral: 'Referral redeemed successfully' }]);
    expect(await referralRow(referral.id)).toEqual({ available: false, attendeeId: attendee.id });
    expect(await holders(badge.id)).toEqual([[attendee.id, null]]);
    const [row] = await t.database.db.select().from(attendees).where(eq(attendees.id, attendee.id));
    expect([row!.tokenBalance, row!.entries]).toEqual([30, 1]);
  });
});

describe('refusals', () => {
  it('answers 401 Referral not available for a used code', async () => {
    const { attendee: owner } = await createAttendee(t.database.db);
    await createAttendee(t.database.db, { email: 'a@test.dev' });
    const badge = await createBadge(t.database.db);
    const referral = await createReferral(t.database.db, badge.id, { attendeeId: owner.id });
    const res = await use(await bearer(t, 'a@test.dev'), { id: referral.id });
    expect([res.statusCode, res.json()]).toEqual([401, { referral: 'Referral not available' }]);
  });

  it('answers 404 for an unknown code and 400 for a malformed or missing id', async () => {
    await createAttendee(t.database.db, { email: 'a@test.dev' });
    const headers = await bearer(t, 'a@test.dev');
    const unknown = await use(headers, { id: randomUUID() });
    expect([unknown.statusCode, unknown.json()]).toEqual([404, { errors: { detail: 'Endpoint Not Found' } }]);
    for (const payload of [{ id: 'nope' }, { id: 42 }, { id: null }, {}, { referral: randomUUID() }]) {
      const res = await use(headers, payload);
      expect([payload, res.statusCode, res.json()]).toEqual([
        payload,
        400,
        { errors: { detail: 'Bad Request' } },
      ]);
    }
  });

  it('lets only attendees use a code', async () => {
    const badge = await createBadge(t.database.db);
    const referral = await createReferral(t.database.db, badge.id);
    await createStaff(t.database.db, { email: 'staff@test.dev' });
    await createStaff(t.database.db, { email: 'admin@test.dev', isAdmin: true });
    await createCompany(t.database.db, { email: 'company@test.dev' });
    for (const email of ['staff@test.dev', 'admin@test.dev', 'company@test.dev']) {
      const res = await use(await bearer(t, email), { id: referral.id });
      expect([email, res.statusCode, res.json()]).toEqual([email, 401, { error: 'Cannot access resource' }]);
    }
    const anonymous = await use({}, { id: referral.id });
    expect([anonymous.statusCode, anonymous.json()]).toEqual([401, { error: 'unauthenticated' }]);
    expect(await referralRow(referral.id)).toEqual({ available: true, attendeeId: null });
  });

  it('answers the award refusals as POST /api/redeems does, and leaves the code available', async () => {
    const { attendee } = await createAttendee(t.database.db, { email: 'a@test.dev' });
    const headers = await bearer(t, 'a@test.dev');
    const now = t.clock.now.getTime();
    const closed = await createBadge(t.database.db, {
      beginBadge: new Date(now - 2 * H),
      endBadge: new Date(now - H),
    });
    const later = await createBadge(t.database.db, {
      beginBadge: new Date(now + H),
      endBadge: new Date(now + 2 * H),
    });
    const held = await createBadge(t.database.db);
    await giveBadge(t.database.db, attendee.id, held.id);
    const cases = [
      [closed, { end_badge: ["Can't redeem Badge after badge-gifting period"] }],
      [later, { begin_badge: ["Can't redeem Badge before badge-gifting period"] }],
      [held, { unique_attendee_badge: ["An attendee can't have the same badge twice"] }],
    ] as const;
    for (const [badge, errors] of cases) {
      const referral = await createReferral(t.database.db, badge.id);
      const res = await use(headers, { id: referral.id });
      expect([res.statusCode, res.json()]).toEqual([422, { errors }]);
      expect(await referralRow(referral.id)).toEqual({ available: true, attendeeId: null });
    }
  });
});

describe('Idempotency-Key', () => {
  it('replays the first answer with no second effect', async () => {
    const { attendee } = await createAttendee(t.database.db, { email: 'a@test.dev' });
    const badge = await createBadge(t.database.db, { tokens: 10 });
    const referral = await createReferral(t.database.db, badge.id);
    const headers = { ...(await bearer(t, 'a@test.dev')), 'idempotency-key': randomUUID() };
    const first = await use(headers, { id: referral.id });
    const again = await use(headers, { id: referral.id });
    expect(first.statusCode).toBe(201);
    expect([again.statusCode, again.json(), again.headers['idempotent-replayed']]).toEqual([
      201,
      first.json(),
      'true',
    ]);
    const fresh = await use({ ...headers, 'idempotency-key': randomUUID() }, { id: referral.id });
    expect([fresh.statusCode, fresh.json()]).toEqual([401, { referral: 'Referral not available' }]);
    const [row] = await t.database.db.select().from(attendees).where(eq(attendees.id, attendee.id));
    expect(row!.tokenBalance).toBe(10);
  });
});

describe('one code, many attendees at once', () => {
  it('has exactly one winner among 20 concurrent uses', async () => {
    const badge = await createBadge(t.database.db, { tokens: 15 });
    const referral = await createReferral(t.database.db, badge.id);
    const people = await Promise.all(
      Array.from({ length: 20 }, async (_, i) => {
        const { attendee } = await createAttendee(t.database.db, { email: `racer${i}@test.dev` });
        return { attendee, headers: await bearer(t, `racer${i}@test.dev`) };
      }),
    );
    const answers = await Promise.all(people.map((p) => use(p.headers, { id: referral.id })));
    const statuses = answers.map((a) => a.statusCode).sort();
    expect(statuses).toEqual([201, ...Array<number>(19).fill(401)]);
    const winner = people[answers.findIndex((a) => a.statusCode === 201)]!.attendee.id;
    expect(await referralRow(referral.id)).toEqual({ available: false, attendeeId: winner });
    expect(await holders(badge.id)).toEqual([[winner, null]]);
    const balances = await t.database.db
      .select({ id: attendees.id, tokens: attendees.tokenBalance })
      .from(attendees);
    expect(balances.filter((b) => b.tokens > 0)).toEqual([{ id: winner, tokens: 15 }]);
  });
});

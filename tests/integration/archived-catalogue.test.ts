// Archived badges and store items stop being used (issue 13: "deleting something that has history
// archives it instead; the history stays exact"): every award path and the buy refuse them as the
// provider refuses an unknown badge or item, the achievement rules leave them out of the catalogue,
// and whoever already holds one still sees it.
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { attendees, companies } from '../../server/db/schema/accounts.ts';
import { redeems, referrals } from '../../server/db/schema/contest.ts';
import { badges } from '../../server/db/schema/badges.ts';
import { createTestApp, type TestApp } from '../helpers/app.ts';
import { TEST_NOW } from '../helpers/clock.ts';
import { answer, consoleCallers, consoleClient, NOT_FOUND, type Headers } from '../helpers/console.ts';
import {
  createAttendee,
  createBadge,
  createCompany,
  createPrize,
  createRedeemable,
  createReferral,
  giveBadge,
  giveRedeemable,
} from '../helpers/factories.ts';
import { bearer } from '../helpers/session.ts';

let t: TestApp;
beforeAll(async () => {
  // One event day, today: an award earns "Day 1", the simplest achievement to watch.
  t = await createTestApp({ EVENT_START: TEST_NOW.toISOString().slice(0, 10), EVENT_DAYS: '1' });
});
afterAll(() => t.close());
beforeEach(() => t.reset());

const db = () => t.database.db;
const { patch } = consoleClient(() => t);
const award = (headers: Headers, redeem: Record<string, unknown>) =>
  t.app.inject({ method: 'POST', url: '/api/redeems', headers, payload: { redeem } });

async function attendee(tokenBalance = 0) {
  const { user, attendee } = await createAttendee(db(), { tokenBalance });
  return { id: attendee.id, headers: await bearer(t, user.email) };
}

/** Archives through the console, as an organiser does (the row has history, or not). */
async function archive(asAdmin: Headers, what: 'badges' | 'products', id: number) {
  expect((await patch(`/${what}/${id}`, asAdmin, { archived: true })).statusCode).toBe(200);
}

async function heldBy(attendeeId: string) {
  const rows = await db()
    .select({ name: badges.name })
    .from(redeems)
    .innerJoin(badges, eq(badges.id, redeems.badgeId))
    .where(eq(redeems.attendeeId, attendeeId));
  return rows.map((r) => r.name).sort();
}

async function balanceOf(id: string) {
  const [row] = await db().select().from(attendees).where(eq(attendees.id, id));
  return [row!.tokenBalance, row!.entries];
}

describe('an archived badge', () => {
  it('is refused to staff, admin and sponsor awards, alone or batched, as an unknown badge', async () => {
    const { asAdmin, asStaff } = await consoleCallers(t);
    const talk = await createBadge(db(), { tokens: 10 });
    const { user: sponsor, badge: booth } = await createCompany(db());
    const asSponsor = await bearer(t, sponsor.email);
    await archive(asAdmin, 'badges', talk.id);
    await archive(asAdmin, 'badges', booth.id);
    const people = await Promise.all([attendee(), attendee(), attendee()]);
    const answers = await Promise.all([
      ...people.map((p) => award(asStaff, { attendee_id: p.id, badge_id: talk.id })),
      ...people.map((p) => award(asAdmin, { attendee_id: p.id, badge_id: talk.id })),
      ...people.map((p) => award(asSponsor, { attendee_id: p.id, badge_id: talk.id })),
    ]);
    expect(answers.map(answer)).toEqual(Array.from({ length: 9 }, () => [404, NOT_FOUND]));
    expect(await db().select().from(redeems)).toEqual([]);
    for (const p of people) expect(await balanceOf(p.id)).toEqual([0, 0]);
  });

  it('is refused through a referral code, which stays available', async () => {
    const { asAdmin } = await consoleCallers(t);
    const badge = await createBadge(db());
    const referral = await createReferral(db(), badge.id);
    await archive(asAdmin, 'badges', badge.id);
    const me = await attendee();
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/referrals',
      headers: me.headers,
      payload: { id: referral.id },
    });
    expect(answer(res)).toEqual([404, NOT_FOUND]);
    const [row] = await db().select().from(referrals).where(eq(referrals.id, referral.id));
    expect([row!.available, await heldBy(me.id)]).toEqual([true, []]);
  });

  it('is never the wheel’s Lucky Streak badge: the one of that name still in use is', async () => {
    const { asAdmin } = await consoleCallers(t);
    const old = await createBadge(db(), { name: 'Lucky Streak', tokens: 5 });
    await archive(asAdmin, 'badges', old.id);
    const lucky = await createPrize(db(), { name: 'Lucky Streak', probability: 1, maxAmountPerAttendee: 2 });
    const me = await attendee(40);
    const spin = () => t.app.inject({ method: 'POST', url: '/api/roulette', headers: me.headers });
    expect(answer(await spin())).toEqual([
      200,
      { prize: { id: lucky.id, name: 'Lucky Streak', avatar: null, is_nothing: false } },
    ]);
    expect(await heldBy(me.id)).toEqual([]);
    const current = await createBadge(db(), { name: 'Lucky Streak', tokens: 25 });
    expect((await spin()).json()).toMatchObject({ badge: { id: current.id } });
    const rows = await db().select().from(redeems).where(eq(redeems.attendeeId, me.id));
    expect(rows.map((r) => r.badgeId)).toEqual([current.id]);
  });

  it('is not granted as an achievement, and leaves the catalogue that "all" counts', async () => {
    const { asAdmin, asStaff } = await consoleCallers(t);
    const day = await createBadge(db(), { name: 'Day 1' });
    await createBadge(db(), { name: 'Gotta Catch Them All' });
    const kept = await createBadge(db(), { name: 'Kept' });
    const gone = await createBadge(db(), { name: 'Gone' });
    const other = await attendee();
    await giveBadge(db(), other.id, gone.id);
    await archive(asAdmin, 'badges', day.id);
    await archive(asAdmin, 'badges', gone.id);
    const me = await attendee();
    expect((await award(asStaff, { attendee_id: me.id, badge_id: kept.id })).statusCode).toBe(201);
    await t.app.achievements.whenIdle();
    expect(await heldBy(me.id)).toEqual(['Gotta Catch Them All', 'Kept']);
  });

  it('leaves the badge list, but its holders still see it on their page and by id', async () => {
    const { asAdmin } = await consoleCallers(t);
    const shown = await createBadge(db());
    const badge = await createBadge(db());
    const me = await attendee();
    await giveBadge(db(), me.id, badge.id);
    await archive(asAdmin, 'badges', badge.id);
    const list = (await t.app.inject({ url: '/api/badges', headers: me.headers })).json() as {
      data: { id: number }[];
    };
    expect(list.data.map((b) => b.id)).toEqual([shown.id]);
    const byId = await t.app.inject({ url: `/api/badges/${badge.id}`, headers: me.headers });
    expect(byId.json()).toMatchObject({ data: { id: badge.id, attendees: [{ id: me.id }] } });
    const page = await t.app.inject({ url: `/api/attendee?id=${me.id}`, headers: me.headers });
    expect(page.json()).toMatchObject({ data: { badges: [{ id: badge.id }], badge_count: 1 } });
  });
});

describe('an archived sponsor (its booth badge archived)', () => {
  it('leaves the spotlight list, and a start answers 404 and spends nothing', async () => {
    const { asAdmin } = await consoleCallers(t);
    const kept = await createCompany(db());
    const gone = await createCompany(db());
    await archive(asAdmin, 'badges', gone.badge.id);
    const list = await t.app.inject({ url: '/api/spotlights', headers: asAdmin });
    expect(list.json()).toEqual({ data: [{ id: kept.company.id, name: kept.company.name, remaining: 1 }] });
    const res = await t.app.inject({
      method: 'POST',
      url: `/api/spotlight/${gone.company.id}`,
      headers: asAdmin,
    });
    expect(answer(res)).toEqual([404, NOT_FOUND]);
    const [row] = await db().select().from(companies).where(eq(companies.id, gone.company.id));
    expect(row!.remainingSpotlights).toBe(1);
    expect((await t.app.inject({ url: '/api/spotlight' })).statusCode).toBe(404);
  });
});

describe('an archived store item', () => {
  it('cannot be bought, shows can_buy 0 by id, and its buyers still see it', async () => {
    const { asAdmin } = await consoleCallers(t);
    const me = await attendee(100);
    const owned = await giveRedeemable(db(), me.id, { name: 'Mug', quantity: 1 });
    const fresh = await createRedeemable(db(), { name: 'Pin', maxPerUser: 3 });
    await archive(asAdmin, 'products', owned.id);
    await archive(asAdmin, 'products', fresh.id);
    const item = (id: number) => t.app.inject({ url: `/api/store/${id}`, headers: me.headers });
    expect((await item(owned.id)).json()).toMatchObject({ data: { id: owned.id, can_buy: 0 } });
    expect((await item(fresh.id)).json()).toMatchObject({ data: { id: fresh.id, can_buy: 0 } });
    expect((await t.app.inject({ url: '/api/store', headers: me.headers })).json()).toEqual({ data: [] });
    for (const id of [owned.id, fresh.id]) {
      const buy = await t.app.inject({
        method: 'POST',
        url: '/api/store/buy',
        headers: me.headers,
        payload: { redeemable: { redeemable_id: id } },
      });
      expect(answer(buy)).toEqual([404, { Redeemable: 'There is no such redeemable' }]);
    }
    expect(await balanceOf(me.id)).toEqual([100, 0]);
    const mine = await t.app.inject({ url: `/api/store/redeem/${me.id}`, headers: me.headers });
    expect(mine.json()).toEqual({ data: [{ id: owned.id, name: 'Mug', image: null, not_redeemed: 1 }] });
    const page = await t.app.inject({ url: `/api/attendee?id=${me.id}`, headers: me.headers });
    expect(page.json()).toMatchObject({ data: { redeemables: [{ id: owned.id, quantity: 1 }] } });
  });
});

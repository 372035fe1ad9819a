// POST /api/redeems: staff, admin and sponsor awards with the provider's rules and bodies, and
// exactly-once replays under an Idempotency-Key.
import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { attendees } from '../../server/db/schema/accounts.ts';
import { dailyTokens, redeems, spotlights } from '../../server/db/schema/contest.ts';
import { createTestApp, type TestApp } from '../helpers/app.ts';
import { createAttendee, createBadge, createCard, createCompany, createStaff } from '../helpers/factories.ts';
import { bearer } from '../helpers/session.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());
beforeEach(() => t.reset());

const H = 3600_000;
const award = (headers: Record<string, string>, redeem: Record<string, unknown>) =>
  t.app.inject({ method: 'POST', url: '/api/redeems', headers, payload: { redeem } });

async function balanceOf(id: string) {
  const [row] = await t.database.db.select().from(attendees).where(eq(attendees.id, id));
  return { tokens: row!.tokenBalance, entries: row!.entries };
}

describe('staff award', () => {
  it('gives the badge, its tokens, one entry and the daily snapshot', async () => {
    const { attendee } = await createAttendee(t.database.db);
    const badge = await createBadge(t.database.db, { tokens: 25 });
    await createStaff(t.database.db, { email: 'staff@test.dev' });
    const res = await award(await bearer(t, 'staff@test.dev'), {
      attendee_id: attendee.id,
      badge_id: badge.id,
    });
    expect([res.statusCode, res.json()]).toEqual([
      201,
      { redeem: 'Badge redeemed successfully. Tokens added to your balance' },
    ]);
    expect(await balanceOf(attendee.id)).toEqual({ tokens: 25, entries: 1 });
    const snapshots = await t.database.db
      .select()
      .from(dailyTokens)
      .where(eq(dailyTokens.attendeeId, attendee.id));
    expect(snapshots.map((s) => s.quantity)).toEqual([25]);
  });

  it('answers each refusal with the provider body', async () => {
    const { attendee } = await createAttendee(t.database.db);
    await createStaff(t.database.db, { email: 'staff@test.dev' });
    const headers = await bearer(t, 'staff@test.dev');
    const now = t.clock.now.getTime();
    const later = await createBadge(t.database.db, {
      beginBadge: new Date(now + H),
      endBadge: new Date(now + 2 * H),
    });
    const closed = await createBadge(t.database.db, {
      beginBadge: new Date(now - 2 * H),
      endBadge: new Date(now - H),
    });
    const talkA = await createBadge(t.database.db, { type: 6, begin: new Date(now), end: new Date(now + H) });
    const talkB = await createBadge(t.database.db, {
      type: 6,
      begin: new Date(now + H / 2),
      end: new Date(now + 2 * H),
    });
    expect((await award(headers, { attendee_id: attendee.id, badge_id: later.id })).json()).toEqual({
      errors: { begin_badge: ["Can't redeem Badge before badge-gifting period"] },
    });
    expect((await award(headers, { attendee_id: attendee.id, badge_id: closed.id })).json()).toEqual({
      errors: { end_badge: ["Can't redeem Badge after badge-gifting period"] },
    });
    expect((await award(headers, { attendee_id: attendee.id, badge_id: talkA.id })).statusCode).toBe(201);
    const overlap = await award(headers, { attendee_id: attendee.id, badge_id: talkB.id });
    expect([overlap.statusCode, overlap.json()]).toEqual([
      422,
      { errors: { badge: ['Attendee already has badge for an activity within that period'] } },
    ]);
    const twice = await award(headers, { attendee_id: attendee.id, badge_id: talkA.id });
    expect([twice.statusCode, twice.json()]).toEqual([
      422,
      { errors: { unique_attendee_badge: ["An attendee can't have the same badge twice"] } },
    ]);
    expect((await award(headers, { attendee_id: attendee.id })).statusCode).toBe(404);
    expect((await award(headers, { attendee_id: attendee.id, badge_id: 99999 })).statusCode).toBe(404);
    expect((await award(headers, { attendee_id: randomUUID(), badge_id: talkA.id })).statusCode).toBe(404);
    expect((await award(headers, { attendee_id: 'nope', badge_id: talkA.id })).statusCode).toBe(400);
  });

  it('counts a scan queued before the window closed, by its Occurred-At', async () => {
    const { attendee } = await createAttendee(t.database.db);
    await createStaff(t.database.db, { email: 'staff@test.dev' });
    const now = t.clock.now.getTime();
    const badge = await createBadge(t.database.db, {
      beginBadge: new Date(now - 2 * H),
      endBadge: new Date(now - H / 2),
    });
    const headers = {
      ...(await bearer(t, 'staff@test.dev')),
      'occurred-at': new Date(now - H).toISOString(),
    };
    expect((await award(headers, { attendee_id: attendee.id, badge_id: badge.id })).statusCode).toBe(201);
    const stale = { ...headers, 'occurred-at': new Date(now - 25 * H).toISOString() };
    const other = await createBadge(t.database.db, {
      beginBadge: new Date(now - 30 * H),
      endBadge: new Date(now - H / 2),
    });
    expect((await award(stale, { attendee_id: attendee.id, badge_id: other.id })).json()).toHaveProperty(
      'errors.end_badge',
    );
  });

  it('lets an admin skip the window and overlap rules, never uniqueness; unregistered cards may receive badges', async () => {
    const card = await createCard(t.database.db);
    await createStaff(t.database.db, { email: 'admin@test.dev', isAdmin: true });
    const headers = await bearer(t, 'admin@test.dev');
    const now = t.clock.now.getTime();
    const closed = await createBadge(t.database.db, {
      beginBadge: new Date(now - 2 * H),
      endBadge: new Date(now - H),
    });
    expect((await award(headers, { attendee_id: card.id, badge_id: closed.id })).statusCode).toBe(201);
    expect((await award(headers, { attendee_id: card.id, badge_id: closed.id })).statusCode).toBe(422);
  });
});

describe('sponsor scan', () => {
  it('always gives the sponsor its own booth badge, times the spotlight multiplier', async () => {
    const { attendee } = await createAttendee(t.database.db);
    const { badge } = await createCompany(t.database.db, { email: 'gold@test.dev', sponsorship: 'Gold' });
    const other = await createBadge(t.database.db);
    await t.database.db
      .insert(spotlights)
      .values({ badgeId: badge.id, end: new Date(t.clock.now.getTime() + H) });
    const res = await award(await bearer(t, 'gold@test.dev'), {
      attendee_id: attendee.id,
      badge_id: other.id,
    });
    expect(res.statusCode).toBe(201);
    const held = await t.database.db.select().from(redeems).where(eq(redeems.attendeeId, attendee.id));
    expect(held.map((r) => [r.badgeId, r.staffId, r.spotlighted])).toEqual([[badge.id, null, true]]);
    expect((await balanceOf(attendee.id)).tokens).toBe(Math.ceil(badge.tokens * 1.8));
  });
});

describe('attendees may not award', () => {
  it('answers 401 Cannot access resource', async () => {
    const { attendee } = await createAttendee(t.database.db, { email: 'a@test.dev' });
    const badge = await createBadge(t.database.db);
    const res = await award(await bearer(t, 'a@test.dev'), { attendee_id: attendee.id, badge_id: badge.id });
    expect([res.statusCode, res.json()]).toEqual([401, { error: 'Cannot access resource' }]);
  });
});

describe('a kept caller', () => {
  it('stops awarding at once when a password reset ends the session', async () => {
    const { attendee } = await createAttendee(t.database.db);
    const [first, second] = [await createBadge(t.database.db), await createBadge(t.database.db)];
    await createStaff(t.database.db, { email: 'staff@test.dev' });
    const headers = await bearer(t, 'staff@test.dev');
    expect((await award(headers, { attendee_id: attendee.id, badge_id: first.id })).statusCode).toBe(201);
    const asked = await t.app.inject({
      method: 'POST',
      url: '/api/auth/passwords',
      payload: { user: { email: 'staff@test.dev' } },
    });
    expect(asked.statusCode).toBe(201);
    await t.app.background.whenIdle(); // the mail goes after the answer
    const token = t.mailer.sent.at(-1)?.text.match(/reset\?token=([\w-]{48})/)?.[1] ?? '';
    const reset = await t.app.inject({
      method: 'PUT',
      url: `/api/auth/passwords/${token}`,
      payload: { user: { password: 'brand-new-pass' } },
    });
    expect(reset.statusCode).toBe(200);
    const after = await award(headers, { attendee_id: attendee.id, badge_id: second.id });
    expect([after.statusCode, after.json()]).toEqual([401, { error: 'invalid_token' }]);
  });
});

describe('Idempotency-Key', () => {
  it('replays the first answer with no second effect, bare or quoted', async () => {
    const { attendee } = await createAttendee(t.database.db);
    const badge = await createBadge(t.database.db, { tokens: 10 });
    await createStaff(t.database.db, { email: 'staff@test.dev' });
    const key = randomUUID();
    const headers = { ...(await bearer(t, 'staff@test.dev')), 'idempotency-key': key };
    const first = await award(headers, { attendee_id: attendee.id, badge_id: badge.id });
    const again = await award(
      { ...headers, 'idempotency-key': `"${key}"` },
      { attendee_id: attendee.id, badge_id: badge.id },
    );
    expect(first.statusCode).toBe(201);
    expect([again.statusCode, again.json(), again.headers['idempotent-replayed']]).toEqual([
      201,
      first.json(),
      'true',
    ]);
    expect(await balanceOf(attendee.id)).toEqual({ tokens: 10, entries: 1 });
  });

  it('keeps a final refusal too, and answers 422 for the same key with another payload', async () => {
    const { attendee } = await createAttendee(t.database.db);
    const badge = await createBadge(t.database.db);
    await createStaff(t.database.db, { email: 'staff@test.dev' });
    const headers = { ...(await bearer(t, 'staff@test.dev')), 'idempotency-key': randomUUID() };
    expect((await award(headers, { attendee_id: attendee.id, badge_id: 424242 })).statusCode).toBe(404);
    expect((await award(headers, { attendee_id: attendee.id, badge_id: 424242 })).statusCode).toBe(404);
    const other = await award(headers, { attendee_id: attendee.id, badge_id: badge.id });
    expect(other.statusCode).toBe(422);
    expect(other.json().error).toMatch(/Idempotency-Key/);
    expect(
      (
        await award(
          { ...headers, 'idempotency-key': 'not-a-uuid' },
          { attendee_id: attendee.id, badge_id: badge.id },
        )
      ).statusCode,
    ).toBe(400);
  });
});

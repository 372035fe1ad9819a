// A sponsor scan kept by a device's outbox (DESIGN.md §5, issue 9): judged by when the sponsor
// scanned (Occurred-At) when that time is at most 24 h old and not in the future (2 min of skew);
// otherwise judged at arrival, as if scanned now.
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { redeems } from '../../server/db/schema/contest.ts';
import { badges } from '../../server/db/schema/badges.ts';
import { createTestApp, type TestApp } from '../helpers/app.ts';
import { createAttendee, createCompany } from '../helpers/factories.ts';
import { bearer } from '../helpers/session.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());
beforeEach(() => t.reset());

const H = 3600_000;

/** A Gold sponsor whose booth badge can be given from `begin` to `end` hours from now, and one attendee. */
async function booth(begin: number, end: number) {
  const { attendee } = await createAttendee(t.database.db);
  const { badge } = await createCompany(t.database.db, { email: 'booth@test.dev' });
  const now = t.clock.now.getTime();
  await t.database.db
    .update(badges)
    .set({ beginBadge: new Date(now + begin * H), endBadge: new Date(now + end * H) })
    .where(eq(badges.id, badge.id));
  return { attendee, badge, now };
}

async function scan(attendeeId: string, occurredAt: Date) {
  return t.app.inject({
    method: 'POST',
    url: '/api/redeems',
    headers: { ...(await bearer(t, 'booth@test.dev')), 'occurred-at': occurredAt.toISOString() },
    payload: { redeem: { attendee_id: attendeeId } },
  });
}

describe('a sponsor scan replayed from an outbox', () => {
  it('counts when it was made before the window closed, though it arrives after', async () => {
    const { attendee, badge, now } = await booth(-3, -0.5);
    const res = await scan(attendee.id, new Date(now - H));
    expect(res.statusCode).toBe(201);
    const held = await t.database.db.select().from(redeems).where(eq(redeems.attendeeId, attendee.id));
    expect(held.map((r) => r.badgeId)).toEqual([badge.id]);
  });

  it('is judged at arrival when its Occurred-At is 2 days old', async () => {
    // Inside the window if it were believed; the window closed half an hour ago.
    const { attendee, now } = await booth(-50, -0.5);
    const res = await scan(attendee.id, new Date(now - 48 * H));
    expect(res.statusCode).toBe(422);
    expect(res.json()).toHaveProperty('errors.end_badge');
  });

  it('is judged at arrival when its Occurred-At is in the future', async () => {
    // Inside the window if it were believed (a device clock an hour ahead); it opens in 30 min.
    const { attendee, now } = await booth(0.5, 3);
    const res = await scan(attendee.id, new Date(now + H));
    expect(res.statusCode).toBe(422);
    expect(await t.database.db.select().from(redeems).where(eq(redeems.attendeeId, attendee.id))).toEqual([]);
  });
});

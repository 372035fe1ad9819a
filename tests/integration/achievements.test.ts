// Achievements are granted right after the triggering award commits, by badge name, once.
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, expect, it } from 'vitest';
import { attendees } from '../../server/db/schema/accounts.ts';
import { redeems } from '../../server/db/schema/contest.ts';
import { badges } from '../../server/db/schema/badges.ts';
import { createTestApp, type TestApp } from '../helpers/app.ts';
import { TEST_NOW, testTime } from '../helpers/clock.ts';
import { createAttendee, createBadge, createStaff } from '../helpers/factories.ts';
import { bearer } from '../helpers/session.ts';

let t: TestApp;
const today = TEST_NOW.toISOString().slice(0, 10);
beforeAll(async () => {
  t = await createTestApp({ EVENT_START: today, EVENT_DAYS: '1', ACHIEVEMENT_THRESHOLDS: '{"workshops":2}' });
});
afterAll(() => t.close());
beforeEach(() => t.reset());

async function heldNames(attendeeId: string) {
  const rows = await t.database.db
    .select({ name: badges.name })
    .from(redeems)
    .innerJoin(badges, eq(badges.id, redeems.badgeId))
    .where(eq(redeems.attendeeId, attendeeId));
  return rows.map((r) => r.name).sort();
}

it('grants Day 1, then Determined, then Workshop Enthusiast as awards commit, each once', async () => {
  const db = t.database.db;
  const { attendee } = await createAttendee(db);
  await createStaff(db, { email: 'staff@test.dev' });
  for (const name of ['Day 1', 'Determined', 'Attention Span', 'Workshop Enthusiast']) {
    await createBadge(db, { name, tokens: 10 });
  }
  const w1 = await createBadge(db, {
    type: 7,
    tokens: 40,
    begin: testTime(-7200_000),
    end: testTime(-3600_000),
  });
  const w2 = await createBadge(db, { type: 7, tokens: 40 });
  const headers = await bearer(t, 'staff@test.dev');
  const award = (badgeId: number) =>
    t.app.inject({
      method: 'POST',
      url: '/api/redeems',
      headers,
      payload: { redeem: { attendee_id: attendee.id, badge_id: badgeId } },
    });

  expect((await award(w1.id)).statusCode).toBe(201);
  await t.app.achievements.whenIdle();
  expect(await heldNames(attendee.id)).toEqual(['Day 1', 'Determined', w1.name].sort());

  expect((await award(w2.id)).statusCode).toBe(201);
  await t.app.achievements.whenIdle();
  expect(await heldNames(attendee.id)).toEqual(
    ['Day 1', 'Determined', 'Workshop Enthusiast', w1.name, w2.name].sort(),
  );

  const [row] = await db.select().from(attendees).where(eq(attendees.id, attendee.id));
  // 2 workshops (80) + Day 1 and Determined as awards (+1 entry each) + the checkpoint (0 entries)
  expect({ tokens: row!.tokenBalance, entries: row!.entries }).toEqual({ tokens: 80 + 30, entries: 4 });
});

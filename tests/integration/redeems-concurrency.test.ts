// Concurrent awards (DESIGN.md §8): meaningful on PostgreSQL, where requests truly interleave on
// the pool; on PGlite they pass because it runs one query at a time. Invariants are checked after.
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, expect, it } from 'vitest';
import { attendees } from '../../server/db/schema/accounts.ts';
import { dailyTokens, redeems } from '../../server/db/schema/contest.ts';
import { createTestApp, type TestApp } from '../helpers/app.ts';
import { createAttendee, createBadge, createCompany, createStaff } from '../helpers/factories.ts';
import { bearer } from '../helpers/session.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());
beforeEach(() => t.reset());

const award = (headers: Record<string, string>, attendeeId: string, badgeId: number) =>
  t.app.inject({
    method: 'POST',
    url: '/api/redeems',
    headers,
    payload: { redeem: { attendee_id: attendeeId, badge_id: badgeId } },
  });

it('200 concurrent awards of one badge to one attendee: exactly one redeem, tokens and entry once', async () => {
  const db = t.database.db;
  const { attendee } = await createAttendee(db);
  const badge = await createBadge(db, { tokens: 25 });
  await createStaff(db, { email: 'staff@test.dev' });
  const headers = await bearer(t, 'staff@test.dev');
  const answers = await Promise.all(Array.from({ length: 200 }, () => award(headers, attendee.id, badge.id)));
  const codes = answers.map((a) => a.statusCode);
  expect(codes.filter((c) => c === 201)).toHaveLength(1);
  expect(codes.filter((c) => c === 422)).toHaveLength(199);
  expect(answers.find((a) => a.statusCode === 422)?.json()).toEqual({
    errors: { unique_attendee_badge: ["An attendee can't have the same badge twice"] },
  });
  const held = await db.select().from(redeems).where(eq(redeems.attendeeId, attendee.id));
  const [row] = await db.select().from(attendees).where(eq(attendees.id, attendee.id));
  expect([held.length, row!.tokenBalance, row!.entries]).toEqual([1, 25, 1]);
});

it('a booth scans 100 attendees while staff award them another badge: every balance exact', async () => {
  const db = t.database.db;
  const people = await Promise.all(Array.from({ length: 100 }, () => createAttendee(db)));
  const { badge: booth } = await createCompany(db, { email: 'gold@test.dev', sponsorship: 'Gold' });
  const talk = await createBadge(db, { tokens: 25 });
  await createStaff(db, { email: 'staff@test.dev' });
  const sponsor = await bearer(t, 'gold@test.dev');
  const staff = await bearer(t, 'staff@test.dev');
  const answers = await Promise.all(
    people.flatMap(({ attendee }) => [award(sponsor, attendee.id, 0), award(staff, attendee.id, talk.id)]),
  );
  expect(answers.every((a) => a.statusCode === 201)).toBe(true);
  const rows = await db.select().from(attendees);
  for (const row of rows) expect([row.tokenBalance, row.entries]).toEqual([booth.tokens + 25, 2]);
  const [snapshots] = await db
    .select({
      n: sql<number>`count(*)::int`,
      wrong: sql<number>`count(*) filter (where ${dailyTokens.quantity} <> ${booth.tokens + 25})::int`,
    })
    .from(dailyTokens);
  expect(snapshots).toEqual({ n: 100, wrong: 0 });
});

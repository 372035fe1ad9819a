// Awards that arrive together share one read and one write (server/awards/repo.ts) and their
// Idempotency-Key claims one insert (server/db/idempotency.ts): each request must still get
// the answer it would get alone, and one award's failure must stay its own.
import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, expect, it } from 'vitest';
import { attendees } from '../../server/db/schema/accounts.ts';
import { idempotencyKeys } from '../../server/db/schema/platform.ts';
import { dailyTokens, redeems } from '../../server/db/schema/contest.ts';
import { createTestApp, type TestApp } from '../helpers/app.ts';
import { createAttendee, createBadge, createStaff } from '../helpers/factories.ts';
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

async function balanceOf(id: string) {
  const [row] = await t.database.db.select().from(attendees).where(eq(attendees.id, id));
  return [row!.tokenBalance, row!.entries];
}

it('awards sent at once each get their own answer: awarded, duplicate, not found', async () => {
  const db = t.database.db;
  const people = await Promise.all(Array.from({ length: 30 }, () => createAttendee(db)));
  const talk = await createBadge(db, { tokens: 10 });
  const workshop = await createBadge(db, { tokens: 7 });
  await createStaff(db, { email: 'staff@test.dev' });
  const staff = await bearer(t, 'staff@test.dev');
  const first = people[0]!.attendee.id;
  const answers = await Promise.all([
    ...people.map(({ attendee }) => award(staff, attendee.id, talk.id)),
    ...Array.from({ length: 5 }, () => award(staff, first, workshop.id)),
    award(staff, first, 424242),
    award(staff, randomUUID(), talk.id),
  ]);
  const codes = answers.map((a) => a.statusCode);
  expect(codes.slice(0, 30)).toEqual(Array.from({ length: 30 }, () => 201));
  expect(codes.slice(30, 35).sort()).toEqual([201, 422, 422, 422, 422]);
  expect(
    answers
      .slice(30, 35)
      .find((a) => a.statusCode === 422)
      ?.json(),
  ).toEqual({
    errors: { unique_attendee_badge: ["An attendee can't have the same badge twice"] },
  });
  expect(codes.slice(35)).toEqual([404, 404]);
  expect(await balanceOf(first)).toEqual([17, 2]);
  for (const { attendee } of people.slice(1)) expect(await balanceOf(attendee.id)).toEqual([10, 1]);
  expect(await db.select().from(dailyTokens).where(eq(dailyTokens.attendeeId, first))).toMatchObject([
    { quantity: 17 },
  ]);
});

it('an award whose write fails gets the answer it gets alone; the awards beside it are made', async () => {
  const db = t.database.db;
  const people = await Promise.all(Array.from({ length: 12 }, () => createAttendee(db)));
  const talk = await createBadge(db, { tokens: 10 });
  // Taking 5 tokens from an empty balance breaks CHECK (token_balance >= 0): a 500, also alone.
  const fine = await createBadge(db, { tokens: -5 });
  await createStaff(db, { email: 'staff@test.dev' });
  const staff = await bearer(t, 'staff@test.dev');
  const broke = people[0]!.attendee.id;
  const alone = await award(staff, broke, fine.id);
  expect(alone.statusCode).toBe(500);
  const answers = await Promise.all([
    award(staff, broke, fine.id),
    ...people.slice(1).map(({ attendee }) => award(staff, attendee.id, talk.id)),
  ]);
  expect([answers[0]!.statusCode, answers[0]!.json()]).toEqual([alone.statusCode, alone.json()]);
  expect(answers.slice(1).map((a) => a.statusCode)).toEqual(Array.from({ length: 11 }, () => 201));
  expect(await db.select().from(redeems).where(eq(redeems.attendeeId, broke))).toEqual([]);
  for (const { attendee } of people.slice(1)) expect(await balanceOf(attendee.id)).toEqual([10, 1]);
});

it('keys sent at once are each claimed and kept; one key sent twice at once has one effect', async () => {
  const db = t.database.db;
  const people = await Promise.all(Array.from({ length: 10 }, () => createAttendee(db)));
  const talk = await createBadge(db, { tokens: 10 });
  const workshop = await createBadge(db, { tokens: 7 });
  await createStaff(db, { email: 'staff@test.dev' });
  const staff = await bearer(t, 'staff@test.dev');
  const twice = { ...staff, 'idempotency-key': randomUUID() };
  const keys: string[] = people.map(() => randomUUID());
  const first = people[0]!.attendee.id;
  const answers = await Promise.all([
    ...people.map(({ attendee }, i) =>
      award({ ...staff, 'idempotency-key': keys[i]! }, attendee.id, talk.id),
    ),
    award(twice, first, workshop.id),
    award(twice, first, workshop.id),
  ]);
  expect(answers.slice(0, 10).map((a) => a.statusCode)).toEqual(Array.from({ length: 10 }, () => 201));
  const kept = await db.select().from(idempotencyKeys);
  expect(kept.filter((row) => keys.includes(row.key)).map((row) => row.statusCode)).toEqual(
    Array.from({ length: 10 }, () => 201),
  );
  // The second meets the first still in flight (409) or its kept answer (a replay).
  const [one, other] = answers.slice(10).sort((a, b) => a.statusCode - b.statusCode);
  expect(one!.statusCode).toBe(201);
  expect(
    other!.statusCode === 409 ||
      (other!.statusCode === 201 && other!.headers['idempotent-replayed'] === 'true'),
  ).toBe(true);
  expect(kept.filter((row) => row.key === twice['idempotency-key']).map((row) => row.statusCode)).toEqual([
    201,
  ]);
  expect(await balanceOf(first)).toEqual([17, 2]);
});

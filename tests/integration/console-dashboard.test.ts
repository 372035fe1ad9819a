// The console's live dashboard (issue 13): exact counts of a small known world, over the last
// 24 hours and over the event's days; the late outbox write; bad query input 400; plain staff 403.
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { users } from '../../server/db/schema/accounts.ts';
import { attendeesPayouts } from '../../server/db/schema/games.ts';
import { buys } from '../../server/db/schema/store.ts';
import { createTestApp, type TestApp } from '../helpers/app.ts';
import { testTime } from '../helpers/clock.ts';
import { answer, BAD_REQUEST, consoleCallers, consoleClient, FORBIDDEN } from '../helpers/console.ts';
import {
  createAttendee,
  createBadge,
  createCard,
  createCompany,
  createPayout,
  createRedeemable,
  giveBadgeAt,
} from '../helpers/factories.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());
beforeEach(() => t.reset());

const { get } = consoleClient(() => t);
/** TEST_NOW is 12:00 UTC on the event's first day. */
const at = (hhmm: string, day = '2026-11-22') => new Date(`${day}T${hhmm}:00Z`);

/**
 * Two attendees who signed up at 10:00 and 11:30, a free card, two sponsors (one visited twice,
 * once from an outbox two hours late), two talks, a store with a sold, an unsold, an archived
 * sold and an archived unsold item, and one slot bet.
 */
async function knownWorld() {
  const db = t.database.db;
  const ada = await createAttendee(db, { tokenBalance: 30 });
  const bob = await createAttendee(db, { tokenBalance: 5 });
  await createCard(db);
  await db
    .update(users)
    .set({ insertedAt: at('10:00') })
    .where(eq(users.id, ada.user.id));
  await db
    .update(users)
    .set({ insertedAt: at('11:30') })
    .where(eq(users.id, bob.user.id));

  const busy = await createCompany(db, { sponsorship: 'Exclusive' });
  const quiet = await createCompany(db, { sponsorship: 'Bronze' });
  const keynote = await createBadge(db, { name: 'Keynote' });
  const workshop = await createBadge(db, { name: 'Workshop' });
  await giveBadgeAt(db, ada.attendee.id, busy.badge.id, { occurredAt: at('11:10'), insertedAt: at('11:10') });
  await giveBadgeAt(db, bob.attendee.id, busy.badge.id, { occurredAt: at('09:00'), insertedAt: at('11:00') });
  // 30 s late: not an outbox write worth showing.
  await giveBadgeAt(db, ada.attendee.id, keynote.id, {
    occurredAt: testTime(-30_000),
    insertedAt: at('12:00'),
  });
  // The day before the event: in no window, but in the totals.
  await giveBadgeAt(db, bob.attendee.id, workshop.id, {
    occurredAt: null,
    insertedAt: at('06:00', '2026-11-21'),
  });

  const mug = await createRedeemable(db, { name: 'Mug', price: 10, stock: 3 });
  await createRedeemable(db, { name: 'Sticker', price: 3, stock: 50 });
  const cap = await createRedeemable(db, { name: 'Cap', price: 4, stock: 0, archivedAt: at('08:00') });
  await createRedeemable(db, { name: 'Poster', price: 1, stock: 9, archivedAt: at('08:00') });
  await db.insert(buys).values([
    { attendeeId: ada.attendee.id, redeemableId: mug.id, quantity: 2, redeemed: 1 },
    { attendeeId: bob.attendee.id, redeemableId: cap.id, quantity: 1, redeemed: 0 },
  ]);
  const payout = await createPayout(db, 0.5, 2);
  await db
    .insert(attendeesPayouts)
    .values({ attendeeId: ada.attendee.id, payoutId: payout.id, bet: 7, tokens: 0 });
  return { busy, quiet, keynote, workshop, mug, cap };
}

const hours = (length: number, counts: Record<number, number>) =>
  Array.from({ length }, (_, i) => counts[i] ?? 0);

describe('the console dashboard', () => {
  it('counts the last 24 hours by hour, and the event as a whole', async () => {
    const { asAdmin } = await consoleCallers(t);
    const w = await knownWorld();
    const [status, body] = answer(await get('/dashboard', asAdmin));
    expect(status).toBe(200);
    expect(body).toEqual({
      generated_at: '2026-11-22T12:00:00Z',
      window: 'day',
      // From 13:00 the day before to 13:00: 09:00 is bucket 20, 11:00 bucket 22.
      awards: { start: '2026-11-21T13:00:00Z', bucket_minutes: 60, counts: hours(24, { 20: 1, 22: 2 }) },
      signups: { start: '2026-11-21T13:00:00Z', bucket_minutes: 60, counts: hours(24, { 21: 1, 22: 1 }) },
      totals: { awards: 4, cards: 3, registered: 2 },
      booths: [
        { company_id: w.busy.company.id, name: w.busy.company.name, tier: 'Exclusive', scans: 2 },
        { company_id: w.quiet.company.id, name: w.quiet.company.name, tier: 'Bronze', scans: 0 },
      ],
      top_badges: [
        { id: w.busy.badge.id, name: w.busy.badge.name, awards: 2 },
        { id: w.keynote.id, name: 'Keynote', awards: 1 },
        { id: w.workshop.id, name: 'Workshop', awards: 1 },
      ],
      products: [
        { id: w.mug.id, name: 'Mug', price: 10, stock: 3, sold: 2, collected: 1, is_archived: false },
        expect.objectContaining({ name: 'Sticker', sold: 0, collected: 0, is_archived: false }),
        { id: w.cap.id, name: 'Cap', price: 4, stock: 0, sold: 1, collected: 0, is_archived: true },
      ],
      tokens: { in_circulation: 35, spent_in_store: 24, bet_in_slots: 7 },
      outbox: {
        late_count: 1,
        oldest: {
          lag_seconds: 7200,
          occurred_at: '2026-11-22T09:00:00Z',
          received_at: '2026-11-22T11:00:00Z',
          badge: w.busy.badge.name,
        },
      },
    });

    const event = (await get('/dashboard?window=event', asAdmin)).json() as {
      awards: { start: string; bucket_minutes: number; counts: number[] };
      signups: { start: string; bucket_minutes: number; counts: number[] };
    };
    expect(event.awards).toEqual({
      start: '2026-11-22T00:00:00Z',
      bucket_minutes: 60,
      counts: hours(4 * 24, { 9: 1, 11: 2 }),
    });
    expect(event.signups).toEqual({
      start: '2026-11-22T00:00:00Z',
      bucket_minutes: 24 * 60,
      counts: [2, 0, 0, 0],
    });
  });

  it('answers an empty event with zeros and no late write', async () => {
    const { asAdmin } = await consoleCallers(t);
    const body = (await get('/dashboard', asAdmin)).json() as Record<string, unknown>;
    expect(body).toMatchObject({
      totals: { awards: 0, cards: 0, registered: 0 },
      booths: [],
      top_badges: [],
      products: [],
      tokens: { in_circulation: 0, spent_in_store: 0, bet_in_slots: 0 },
      outbox: { late_count: 0, oldest: null },
    });
    expect((body.awards as { counts: number[] }).counts).toEqual(hours(24, {}));
  });

  it('refuses an unknown window or parameter with 400', async () => {
    const { asAdmin } = await consoleCallers(t);
    expect(answer(await get('/dashboard?window=week', asAdmin))).toEqual([400, BAD_REQUEST]);
    expect(answer(await get('/dashboard?window=', asAdmin))).toEqual([400, BAD_REQUEST]);
    expect(answer(await get('/dashboard?since=yesterday', asAdmin))).toEqual([400, BAD_REQUEST]);
  });

  it('is for admin staff only', async () => {
    const { asStaff } = await consoleCallers(t);
    expect(answer(await get('/dashboard', asStaff))).toEqual([403, FORBIDDEN]);
    expect((await t.app.inject({ method: 'GET', url: '/api/admin/console/dashboard' })).statusCode).toBe(401);
  });
});

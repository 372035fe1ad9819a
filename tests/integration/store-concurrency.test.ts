// Store money writes under concurrency (DESIGN.md §8): requests fired at once through app.inject
// interleave on the pg pool, so on PostgreSQL (DATABASE_URL) these prove the row locks; on PGlite,
// which runs one query at a time, they pass trivially. Every invariant is checked afterwards,
// bank-style: balance + spent = initial, stock + sold = initial, nothing below 0 or over a limit.
import { eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { attendees } from '../../server/db/schema/accounts.ts';
import { dailyTokens } from '../../server/db/schema/contest.ts';
import { buys, redeemables } from '../../server/db/schema/store.ts';
import { createTestApp, type TestApp } from '../helpers/app.ts';
import { createAttendee, createRedeemable, createStaff } from '../helpers/factories.ts';
import { bearer } from '../helpers/session.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());
beforeEach(() => t.reset());

type Headers = Record<string, string>;
type Buyer = { id: string; initial: number; headers: Headers };
const SOLD_OUT = { errors: { stock: ['Item is sold out!'] } };
const POOR = { errors: { token_balance: ['Token balance is insufficient.'] } };

let serial = 0;
async function buyers(count: number, tokens: (i: number) => number): Promise<Buyer[]> {
  const made = [];
  for (let i = 0; i < count; i++) {
    const email = `buyer${++serial}@test.dev`;
    const { attendee } = await createAttendee(t.database.db, { email, tokenBalance: tokens(i) });
    made.push({ id: attendee.id, initial: tokens(i), email });
  }
  return Promise.all(
    made.map(async (b) => ({ id: b.id, initial: b.initial, headers: await bearer(t, b.email) })),
  );
}

const buy = (headers: Headers, id: number) =>
  t.app.inject({
    method: 'POST',
    url: '/api/store/buy',
    headers,
    payload: { redeemable: { redeemable_id: id } },
  });

/** Status → count, and the distinct bodies of the refusals. */
function tally(responses: { statusCode: number; body: string }[]) {
  const counts: Record<number, number> = {};
  for (const r of responses) counts[r.statusCode] = (counts[r.statusCode] ?? 0) + 1;
  return {
    counts,
    refusals: [...new Set(responses.filter((r) => r.statusCode !== 200).map((r) => r.body))].map((b) =>
      JSON.parse(b),
    ),
  };
}

/**
 * Bank-style audit: every balance ≥ 0 and equal to initial − Σ quantity × price; every stock ≥ 0
 * and equal to initial − Σ quantity; no purchase over its limit; the day's snapshot is the balance.
 */
async function audit(people: Buyer[], initialStock: Map<number, number>, successes: number) {
  const db = t.database.db;
  const items = await db.select().from(redeemables);
  const sold = await db.select().from(buys);
  const balances = await db
    .select()
    .from(attendees)
    .where(
      inArray(
        attendees.id,
        people.map((p) => p.id),
      ),
    );
  const snapshots = await db.select().from(dailyTokens);
  const price = new Map(items.map((i) => [i.id, i.price]));
  expect(sold.reduce((n, b) => n + b.quantity, 0)).toBe(successes);
  for (const item of items) {
    const units = sold.filter((b) => b.redeemableId === item.id).reduce((n, b) => n + b.quantity, 0);
    expect(item.stock).toBeGreaterThanOrEqual(0);
    expect(item.stock + units).toBe(initialStock.get(item.id));
    for (const b of sold.filter((s) => s.redeemableId === item.id))
      expect(b.quantity).toBeLessThanOrEqual(item.maxPerUser);
  }
  let total = 0;
  let spentTotal = 0;
  for (const person of people) {
    const row = balances.find((a) => a.id === person.id)!;
    const mine = sold.filter((b) => b.attendeeId === person.id);
    const spent = mine.reduce((n, b) => n + b.quantity * price.get(b.redeemableId)!, 0);
    expect(row.tokenBalance).toBeGreaterThanOrEqual(0);
    expect(row.tokenBalance + spent).toBe(person.initial);
    const snapshot = snapshots.filter((s) => s.attendeeId === person.id);
    expect(snapshot.map((s) => s.quantity)).toEqual(mine.length > 0 ? [row.tokenBalance] : []);
    total += row.tokenBalance;
    spentTotal += spent;
  }
  expect(total + spentTotal).toBe(people.reduce((n, p) => n + p.initial, 0));
}

describe('concurrent buys', () => {
  it('sells exactly the stock: 50 buyers at once for 5 units', async () => {
    const people = await buyers(50, () => 100);
    const item = await createRedeemable(t.database.db, { price: 40, stock: 5, maxPerUser: 1 });
    const responses = await Promise.all(people.map((p) => buy(p.headers, item.id)));
    expect(tally(responses)).toEqual({ counts: { 200: 5, 422: 45 }, refusals: [SOLD_OUT] });
    const [after] = await t.database.db.select().from(redeemables).where(eq(redeemables.id, item.id));
    expect(after!.stock).toBe(0);
    await audit(people, new Map([[item.id, 5]]), 5);
  });

  it('never overdraws: 30 buys at once by one attendee whose balance covers 3', async () => {
    const people = await buyers(1, () => 3 * 70 + 69);
    const item = await createRedeemable(t.database.db, { price: 70, stock: 9999, maxPerUser: 9999 });
    const responses = await Promise.all(Array.from({ length: 30 }, () => buy(people[0]!.headers, item.id)));
    expect(tally(responses)).toEqual({ counts: { 200: 3, 422: 27 }, refusals: [POOR] });
    await audit(people, new Map([[item.id, 9999]]), 3);
    const [row] = await t.database.db.select().from(attendees).where(eq(attendees.id, people[0]!.id));
    expect(row!.tokenBalance).toBe(69);
  });

  it('keeps every invariant through a 300-request storm over several items and limits', async () => {
    const people = await buyers(30, (i) => 50 + 37 * i);
    const db = t.database.db;
    const specs = [
      { price: 10, stock: 40, maxPerUser: 3 },
      { price: 25, stock: 12, maxPerUser: 9999 },
      { price: 60, stock: 100, maxPerUser: 2 },
      { price: 0, stock: 7, maxPerUser: 1 },
    ];
    const items: { id: number; stock: number }[] = [];
    for (const spec of specs) items.push(await createRedeemable(db, spec));
    const calls = Array.from({ length: 300 }, (_, n) =>
      buy(people[n % people.length]!.headers, items[(n * 7) % items.length]!.id),
    );
    const responses = await Promise.all(calls);
    const { counts, refusals } = tally(responses);
    expect(counts[200]).toBeGreaterThan(0);
    expect((counts[200] ?? 0) + (counts[422] ?? 0)).toBe(300);
    expect(refusals.every((r) => 'errors' in r)).toBe(true);
    await audit(people, new Map(items.map((i) => [i.id, i.stock])), counts[200] ?? 0);
  });
});

describe('concurrent deliveries', () => {
  it('hands over exactly what is owed: 20 deliveries of 1 unit against 5', async () => {
    const [owner] = await buyers(1, () => 0);
    await createStaff(t.database.db, { email: 'desk@test.dev' });
    const staff = await bearer(t, 'desk@test.dev');
    const item = await createRedeemable(t.database.db, { name: 'Stickers', maxPerUser: 5 });
    await t.database.db.insert(buys).values({ attendeeId: owner!.id, redeemableId: item.id, quantity: 5 });
    const redeem = { attendee_id: owner!.id, redeemable: item.id, quantity: 1 };
    const responses = await Promise.all(
      Array.from({ length: 20 }, () =>
        t.app.inject({ method: 'POST', url: '/api/store/redeem', headers: staff, payload: { redeem } }),
      ),
    );
    expect(tally(responses)).toEqual({
      counts: { 200: 5, 400: 15 },
      refusals: [{ Error: 'Wrong quantity' }],
    });
    const [row] = await t.database.db.select().from(buys).where(eq(buys.redeemableId, item.id));
    expect([row!.quantity, row!.redeemed]).toEqual([5, 5]);
  });

  it('never over-delivers while buys of the same item land at once', async () => {
    const people = await buyers(10, () => 1000);
    await createStaff(t.database.db, { email: 'desk@test.dev' });
    const staff = await bearer(t, 'desk@test.dev');
    const item = await createRedeemable(t.database.db, { price: 10, stock: 1000, maxPerUser: 50 });
    await t.database.db
      .insert(buys)
      .values(people.map((p) => ({ attendeeId: p.id, redeemableId: item.id, quantity: 2 })));
    const calls = people.flatMap((p) => [
      ...Array.from({ length: 10 }, () => buy(p.headers, item.id)),
      ...Array.from({ length: 10 }, () =>
        t.app.inject({
          method: 'POST',
          url: '/api/store/redeem',
          headers: staff,
          payload: { redeem: { attendee_id: p.id, redeemable: item.id, quantity: 2 } },
        }),
      ),
    ]);
    const responses = await Promise.all(calls);
    expect(responses.every((r) => r.statusCode === 200 || r.statusCode === 400)).toBe(true);
    const rows = await t.database.db.select().from(buys).where(eq(buys.redeemableId, item.id));
    for (const row of rows) {
      expect(row.quantity).toBe(12);
      expect(row.redeemed).toBeLessThanOrEqual(row.quantity);
      expect(row.redeemed % 2).toBe(0);
    }
    const delivered = responses.filter((r) => r.statusCode === 200 && r.body.includes('redeemed')).length;
    expect(rows.reduce((n, r) => n + r.redeemed, 0)).toBe(delivered * 2);
    const [after] = await t.database.db.select().from(redeemables).where(eq(redeemables.id, item.id));
    expect(after!.stock).toBe(1000 - 100);
  });
});

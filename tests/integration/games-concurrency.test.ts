// Races on the wheel and the slots (DESIGN.md §8): many spins at once, then bank-style checks —
// no balance below 0, no stock below 0, no prize above its per-attendee maximum, and every token
// accounted for by the logged effects. Meaningful on PostgreSQL (DATABASE_URL); PGlite serialises.
import { eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { PAYOUTS } from '../../server/db/seed-data/prizes.ts';
import { attendees } from '../../server/db/schema/accounts.ts';
import { attendeesPayouts, attendeesPrizes, prizes } from '../../server/db/schema/games.ts';
import { createTestApp, type TestApp } from '../helpers/app.ts';
import { createAttendee, createPayout, createPrize } from '../helpers/factories.ts';
import { bearer } from '../helpers/session.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());
beforeEach(() => t.reset());

const db = () => t.database.db;
const INSUFFICIENT = { error: 'Insufficient token balance' };

async function attendeeWith(tokenBalance: number) {
  const { user, attendee } = await createAttendee(db(), { tokenBalance });
  return { id: attendee.id, headers: await bearer(t, user.email) };
}

const balanceOf = async (id: string) =>
  (await db().select().from(attendees).where(eq(attendees.id, id)))[0]!.tokenBalance;

function fire(n: number, request: () => Promise<{ statusCode: number; json: () => unknown }>) {
  return Promise.all(Array.from({ length: n }, request)).then((all) =>
    all.map((r) => ({ status: r.statusCode, body: r.json() })),
  );
}

describe('wheel', () => {
  it('40 spins at once on 100 tokens: exactly 5 succeed, the rest are refused, balance 0', async () => {
    const nothing = await createPrize(db(), {
      name: 'Nothing',
      isNothing: true,
      probability: 1,
      stock: 999_999,
      maxAmountPerAttendee: 999_999,
    });
    const me = await attendeeWith(100);
    const answers = await fire(40, () =>
      t.app.inject({ method: 'POST', url: '/api/roulette', headers: me.headers }),
    );
    const won = answers.filter((a) => a.status === 200);
    expect(won).toHaveLength(5);
    expect(answers.filter((a) => a.status !== 200).every((a) => a.status === 401)).toBe(true);
    expect(answers.filter((a) => a.status === 401).map((a) => a.body)).toEqual(Array(35).fill(INSUFFICIENT));
    expect(await balanceOf(me.id)).toBe(0);
    const [row] = await db().select().from(prizes).where(eq(prizes.id, nothing.id));
    expect(row!.stock).toBe(999_999); // a nothing slice has no stock to count down (issue 23)
  });

  it('40 spins at once with token prizes: balance = 100 − 20 × spins + Σ tokens won, never below 0', async () => {
    const tokens = await createPrize(db(), {
      name: 'Tokens',
      probability: 0.5,
      stock: 999_999,
      maxAmountPerAttendee: 999_999,
    });
    await createPrize(db(), {
      name: 'Nothing',
      isNothing: true,
      probability: 0.5,
      stock: 999_999,
      maxAmountPerAttendee: 999_999,
    });
    const me = await attendeeWith(100);
    const answers = await fire(40, () =>
      t.app.inject({ method: 'POST', url: '/api/roulette', headers: me.headers }),
    );
    const spins = answers
      .filter((a) => a.status === 200)
      .map((a) => a.body as { prize: { id: number }; tokens?: number });
    expect(answers.filter((a) => a.status !== 200).map((a) => [a.status, a.body])).toEqual(
      Array(40 - spins.length).fill([401, INSUFFICIENT]),
    );
    const winnings = spins.reduce((s, a) => s + (a.tokens ?? 0), 0);
    const balance = await balanceOf(me.id);
    expect(balance).toBe(100 - 20 * spins.length + winnings);
    expect(balance).toBeGreaterThanOrEqual(0);
    expect(spins.length).toBeGreaterThanOrEqual(5);
    const holdings = await db().select().from(attendeesPrizes).where(eq(attendeesPrizes.attendeeId, me.id));
    // Only the token wins are held: the nothing slice leaves no holding (issue 23).
    expect(holdings.every((h) => h.prizeId === tokens.id)).toBe(true);
    expect(holdings.find((h) => h.prizeId === tokens.id)?.quantity ?? 0).toBe(
      spins.filter((s) => s.tokens).length,
    );
  });

  it('200 spins by 10 attendees at once: a 3-unit prize is given at most 3 times, once each, and renormalised', async () => {
    const mug = await createPrize(db(), { name: 'Mug', probability: 0.5, stock: 3, maxAmountPerAttendee: 1 });
    const nothing = await createPrize(db(), {
      name: 'Nothing',
      isNothing: true,
      probability: 0.5,
      stock: 999_999,
      maxAmountPerAttendee: 999_999,
    });
    const people = await Promise.all(Array.from({ length: 10 }, () => attendeeWith(400)));
    const answers = await Promise.all(
      people.flatMap((p) =>
        Array.from({ length: 20 }, () =>
          t.app
            .inject({ method: 'POST', url: '/api/roulette', headers: p.headers })
            .then((r) => ({ who: p.id, status: r.statusCode })),
        ),
      ),
    );
    expect(answers.every((a) => a.status === 200)).toBe(true);
    const holdings = await db()
      .select()
      .from(attendeesPrizes)
      .where(
        inArray(
          attendeesPrizes.attendeeId,
          people.map((p) => p.id),
        ),
      );
    const mugs = holdings.filter((h) => h.prizeId === mug.id);
    expect(mugs.every((h) => h.quantity === 1)).toBe(true);
    const [mugRow] = await db().select().from(prizes).where(eq(prizes.id, mug.id));
    expect(mugRow!.stock).toBe(3 - mugs.length);
    // Every other spin landed on the nothing slice, which leaves no holding (issue 23).
    expect(holdings.every((h) => h.prizeId === mug.id)).toBe(true);
    for (const p of people) expect(await balanceOf(p.id)).toBe(0);
    if (mugRow!.stock === 0) {
      const [nothingRow] = await db().select().from(prizes).where(eq(prizes.id, nothing.id));
      expect([mugRow!.probability, nothingRow!.probability]).toEqual([0, 1]);
    }
  });
});

describe('slots', () => {
  it('40 bets of 30 at once on 100 tokens: never below 0, and the log accounts for every token', async () => {
    for (const p of PAYOUTS) await createPayout(db(), p.probability, p.multiplier);
    const me = await attendeeWith(100);
    const answers = await fire(40, () =>
      t.app.inject({ method: 'POST', url: '/api/slots?bet=30', headers: me.headers }),
    );
    const played = answers
      .filter((a) => a.status === 200)
      .map((a) => a.body as { multiplier: number; tokens: number });
    expect(answers.filter((a) => a.status !== 200).map((a) => [a.status, a.body])).toEqual(
      Array(40 - played.length).fill([401, INSUFFICIENT]),
    );
    expect(played.length).toBeGreaterThanOrEqual(3);
    const log = await db().select().from(attendeesPayouts).where(eq(attendeesPayouts.attendeeId, me.id));
    expect(log).toHaveLength(played.length);
    expect(log.every((l) => l.bet === 30)).toBe(true);
    const won = log.reduce((s, l) => s + l.tokens, 0);
    expect(won).toBe(played.reduce((s, p) => s + p.tokens, 0));
    const balance = await balanceOf(me.id);
    expect(balance).toBe(100 - 30 * played.length + won);
    expect(balance).toBeGreaterThanOrEqual(0);
    // Once one bet is refused no later one can succeed, so the balance stays below the bet.
    if (played.length < 40) expect(balance).toBeLessThan(30);
  });
});

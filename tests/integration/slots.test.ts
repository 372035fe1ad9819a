// POST /api/slots over HTTP (provider-api.md §3–4 "Slots"): the bet from the query string or the
// JSON body, every refusal body, each caller type, and what a spin writes.
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { attendees } from '../../server/db/schema/accounts.ts';
import { dailyTokens } from '../../server/db/schema/contest.ts';
import { attendeesPayouts } from '../../server/db/schema/games.ts';
import { createTestApp, type TestApp } from '../helpers/app.ts';
import { createAttendee, createCompany, createPayout, createStaff } from '../helpers/factories.ts';
import { bearer } from '../helpers/session.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());
beforeEach(() => t.reset());

const db = () => t.database.db;

function play(headers: Record<string, string>, opts: { query?: string; body?: unknown } = {}) {
  const url = `/api/slots${opts.query ?? ''}`;
  return opts.body === undefined
    ? t.app.inject({ method: 'POST', url, headers })
    : t.app.inject({ method: 'POST', url, headers, payload: opts.body as object });
}

async function attendeeWith(tokenBalance: number) {
  const { user, attendee } = await createAttendee(db(), { tokenBalance });
  return { id: attendee.id, headers: await bearer(t, user.email) };
}

async function ledgerOf(id: string) {
  const [row] = await db().select().from(attendees).where(eq(attendees.id, id));
  const log = await db().select().from(attendeesPayouts).where(eq(attendeesPayouts.attendeeId, id));
  const snapshots = await db().select().from(dailyTokens).where(eq(dailyTokens.attendeeId, id));
  return {
    balance: row!.tokenBalance,
    log: log.map((l) => [l.payoutId, l.bet, l.tokens]),
    snapshots: snapshots.map((s) => s.quantity),
  };
}

describe('a spin', () => {
  it('takes the bet from the query string, pays round(bet × multiplier) and logs it', async () => {
    const double = await createPayout(db(), 1, 2);
    const me = await attendeeWith(100);
    const res = await play(me.headers, { query: '?bet=10' });
    expect([res.statusCode, res.json()]).toEqual([200, { multiplier: 2, tokens: 20 }]);
    expect(await ledgerOf(me.id)).toEqual({ balance: 110, log: [[double.id, 10, 20]], snapshots: [110] });
  });

  it('takes the bet from the JSON body as a number or a numeric string; the body wins over the query', async () => {
    await createPayout(db(), 1, 1.5);
    const me = await attendeeWith(100);
    expect((await play(me.headers, { body: { bet: 5 } })).json()).toEqual({ multiplier: 1.5, tokens: 8 });
    expect((await play(me.headers, { body: { bet: '4' }, query: '?bet=90' })).json()).toEqual({
      multiplier: 1.5,
      tokens: 6,
    });
    expect((await ledgerOf(me.id)).balance).toBe(100 + 3 + 2);
  });

  it('loses with multiplier 0 and a null payout in the log when nothing is won', async () => {
    const me = await attendeeWith(30);
    const res = await play(me.headers, { query: '?bet=30' });
    expect([res.statusCode, res.json()]).toEqual([200, { multiplier: 0, tokens: 0 }]);
    expect(await ledgerOf(me.id)).toEqual({ balance: 0, log: [[null, 30, 0]], snapshots: [0] });
  });

  it('may stake the whole balance, not a token more', async () => {
    const me = await attendeeWith(10);
    expect((await play(me.headers, { query: '?bet=11' })).json()).toEqual({
      error: 'Insufficient token balance',
    });
    expect((await play(me.headers, { query: '?bet=10' })).statusCode).toBe(200);
    const broke = await play(me.headers, { query: '?bet=1' });
    expect([broke.statusCode, broke.json()]).toEqual([401, { error: 'Insufficient token balance' }]);
  });
});

describe('refusals', () => {
  it.each([
    ['?bet=1.2', undefined, 400, { error: 'Bet should be an integer' }],
    ['?bet=abc', undefined, 400, { error: 'Bet should be an integer' }],
    ['?bet=', undefined, 400, { error: 'Bet should be an integer' }],
    ['', { bet: 1.5 }, 400, { error: 'Bet should be an integer' }],
    ['', { bet: '10abc' }, 400, { error: 'Bet should be an integer' }],
    ['', { bet: [10] }, 400, { error: 'Bet should be an integer' }],
    ['?bet=0', undefined, 400, { error: 'Bet should be a positive integer' }],
    ['?bet=-5', undefined, 400, { error: 'Bet should be a positive integer' }],
    ['', { bet: -1 }, 400, { error: 'Bet should be a positive integer' }],
    ['?bet=2147483648', undefined, 400, { error: 'Bet is too large' }],
    ['', { bet: '9'.repeat(5_000) }, 400, { error: 'Bet is too large' }],
    ['', { bet: 1e300 }, 400, { error: 'Bet is too large' }],
    ['', undefined, 400, { errors: { detail: 'Bad Request' } }],
    ['', {}, 400, { errors: { detail: 'Bad Request' } }],
    ['?bet=1&bet=2', undefined, 400, { errors: { detail: 'Bad Request' } }],
  ])('%s %j → %d %j', async (query, body, status, expected) => {
    const me = await attendeeWith(50);
    const res = await play(me.headers, { query, body });
    expect([res.statusCode, res.json()]).toEqual([status, expected]);
    expect(await ledgerOf(me.id)).toEqual({ balance: 50, log: [], snapshots: [] });
  });

  it('refuses a bet whose best payout would overflow the balance, before taking anything', async () => {
    await createPayout(db(), 0.5, 100);
    const me = await attendeeWith(2 ** 31 - 1);
    const res = await play(me.headers, { query: '?bet=100000000' });
    expect([res.statusCode, res.json()]).toEqual([400, { error: 'Bet is too large' }]);
    expect((await ledgerOf(me.id)).balance).toBe(2 ** 31 - 1);
  });

  it('refuses every caller that is not an attendee', async () => {
    await createCompany(db(), { email: 'sponsor@test.dev' });
    await createStaff(db(), { email: 'staff@test.dev' });
    await createStaff(db(), { email: 'admin@test.dev', isAdmin: true });
    for (const email of ['sponsor@test.dev', 'staff@test.dev', 'admin@test.dev']) {
      const res = await play(await bearer(t, email), { query: '?bet=10' });
      expect([email, res.statusCode, res.json()]).toEqual([
        email,
        401,
        { error: 'Only attendees can play the slots' },
      ]);
    }
    expect((await play({}, { query: '?bet=10' })).json()).toEqual({ error: 'unauthenticated' });
    expect((await play({ authorization: 'Bearer nope' }, { query: '?bet=10' })).json()).toEqual({
      error: 'invalid_token',
    });
  });
});

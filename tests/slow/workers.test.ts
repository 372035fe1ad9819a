// The two-workers suite (issue 28, `npm run test:slow`): two server processes on one PostgreSQL
// and one DATA_DIR, as `WORKERS=2` forks them (or two machines behind a load balancer run them),
// each on its own port so the suite chooses which one answers. A mixed load goes through both at
// once: staff awards, booth scans by sponsors, store buys and wheel spins, and every write with an
// Idempotency-Key is sent through both workers together and again afterwards (the outbox's
// replays: 409 "in flight" is retried). After it, every invariant: all answers to one key are the
// same; each write applied once (units bought = buys answered 2xx, one redeem row per award);
// every balance exact (the seed's + the badges gained − the buys − the spins' price + the tokens
// the spins answered); no negative stock and the store's stock down by exactly the units bought;
// no attendee holding a badge twice.
import { randomUUID } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { afterAll, describe, expect, it } from 'vitest';
import { isolatedPostgres } from '../helpers/app.ts';
import { startPrivatePostgres } from './private-postgres.ts';
import {
  ADMIN,
  api,
  expectUnitsBought,
  signIn,
  sleep,
  startServer,
  stopServer,
  tokensGained,
  type Badge,
  type Product,
  type Server,
  type User,
} from './server-process.ts';

const ATTENDEES = Array.from({ length: 8 }, (_, i) => `attendee${i + 70}@confetti.dev`);
const STAFF = ['staff1@confetti.dev', 'staff2@confetti.dev'];
const SPONSORS = [
  'exclusive@confetti.dev',
  'gold@confetti.dev',
  'silver@confetti.dev',
  'bronze@confetti.dev',
];
const SPINS_PER_ATTENDEE = 4;

type Write = { key: string; email: string; attendee: string; path: string; body: unknown; answers: Answer[] };
type Answer = { status: number; body: string };
type Spin = { attendee: string; status: number; tokens: number };

/** A PostgreSQL database of the suite's own: in CI's cluster (DATABASE_URL), else a private one. */
async function database(): Promise<{ url: string; drop: () => Promise<void> | void }> {
  const shared = process.env.DATABASE_URL ?? '';
  if (shared.startsWith('postgres')) return isolatedPostgres(shared);
  const own = await startPrivatePostgres();
  return { url: own.url, drop: () => own.remove() };
}

describe('two workers on one PostgreSQL under a mixed load', () => {
  const cleanups: Array<() => Promise<void> | void> = [];
  afterAll(async () => {
    for (const cleanup of cleanups.reverse()) await cleanup();
  });

  it('applies each write once through either worker and keeps every invariant', async () => {
    const db = await database();
    cleanups.push(() => db.drop());
    const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'confetti-workers-'));
    cleanups.push(() => fs.rmSync(dataDir, { recursive: true, force: true }));
    // The first migrates and seeds; the second finds it done, as a second worker does.
    const a: Server = await startServer(dataDir, db.url);
    cleanups.push(() => stopServer(a));
    const b: Server = await startServer(dataDir, db.url);
    cleanups.push(() => stopServer(b));
    expect(a.child.pid).not.toBe(b.child.pid);
    const workers = [a, b];

    const tokens = new Map<string, string>();
    for (const email of [ADMIN, ...STAFF, ...SPONSORS, ...ATTENDEES]) {
      tokens.set(email, await signIn(workers[tokens.size % 2]?.url ?? a.url, email));
    }
    const token = (email: string) => tokens.get(email) ?? '';
    const before = new Map<string, User>();
    for (const email of ATTENDEES)
      before.set(email, (await api<User>(b.url, token(email), 'GET', '/api/user')).json);
    const allBadges = (await api<{ data: Badge[] }>(a.url, token(ADMIN), 'GET', '/api/badges')).json.data;
    const badgeTokens = new Map(allBadges.map((x) => [x.id, x.tokens]));
    const products = (await api<{ data: Product[] }>(a.url, token(ATTENDEES[0] ?? ''), 'GET', '/api/store'))
      .json.data;
    const cheap = [...products].sort((x, y) => x.price - y.price).slice(0, 3);
    const spinPrice = (
      await api<{ price: number }>(b.url, token(ATTENDEES[0] ?? ''), 'GET', '/api/roulette/price')
    ).json.price;
    const sql = new pg.Client({ connectionString: db.url });
    await sql.connect();
    cleanups.push(() => sql.end());
    const stockOf = async () =>
      new Map(
        (await sql.query<{ id: number; stock: number }>('select id, stock from redeemables')).rows.map(
          (r) => [r.id, r.stock],
        ),
      );
    const stockBefore = await stockOf();

    // Awards by the admin and staff (staff within badges' windows: refusals are answers too),
    // scans by sponsors, buys by the attendees; spins beside them.
    const writes: Write[] = [];
    const write = (email: string, attendee: string, route: string, body: unknown) =>
      writes.push({ key: randomUUID(), email, attendee, path: route, body, answers: [] });
    for (const [n, email] of ATTENDEES.entries()) {
      const user = before.get(email) as User;
      const owned = new Set(user.badges.map((x) => x.id));
      const lacking = allBadges.filter((x) => x.tokens > 0 && !owned.has(x.id));
      for (const [i, badge] of lacking.slice(0, 8).entries()) {
        const awarder = i % 3 === 0 ? ADMIN : (STAFF[(n + i) % STAFF.length] ?? ADMIN);
        write(awarder, email, '/api/redeems', { redeem: { attendee_id: user.id, badge_id: badge.id } });
      }
      for (const sponsor of SPONSORS)
        write(sponsor, email, '/api/redeems', { redeem: { attendee_id: user.id } });
      for (let i = 0; i < 4; i += 1) {
        const product = cheap[(n + i) % cheap.length] as Product;
        write(email, email, '/api/store/buy', { redeemable: { redeemable_id: product.id } });
      }
    }
    writes.sort(() => Math.random() - 0.5);

    const send = async (w: Write, server: Server) => {
      const res = await api(server.url, token(w.email), 'POST', w.path, w.body, w.key, 30_000);
      return { status: res.status, body: JSON.stringify(res.json) };
    };
    // Through both workers at once; a 409 (the other has it in flight) is sent again, alternating.
    const deliver = async (w: Write) => {
      const both = await Promise.all([send(w, a), send(w, b)]);
      for (let round = 0; round < 50 && both.some((x) => x.status === 409); round += 1) {
        await sleep(100);
        const i = both.findIndex((x) => x.status === 409);
        both[i] = await send(w, workers[(i + round) % 2] as Server);
      }
      w.answers.push(...both);
    };
    const spins: Spin[] = [];
    const spinner = async (email: string, n: number) => {
      for (let i = 0; i < SPINS_PER_ATTENDEE; i += 1) {
        await sleep(150);
        const res = await api<{ tokens?: number }>(
          workers[(n + i) % 2]?.url ?? a.url,
          token(email),
          'POST',
          '/api/roulette',
        );
        spins.push({ attendee: email, status: res.status, tokens: res.json?.tokens ?? 0 });
      }
    };
    let next = 0;
    const lane = async () => {
      while (next < writes.length) {
        const w = writes[next] as Write;
        next += 1;
        await deliver(w);
      }
    };
    const started = Date.now();
    await Promise.all([lane(), lane(), lane(), lane(), ...ATTENDEES.map((email, n) => spinner(email, n))]);
    // The outbox's later replays, through each worker once more.
    for (const w of writes) w.answers.push(await send(w, a), await send(w, b));
    const tookMs = Date.now() - started;
    await sleep(1_500); // achievements run after replies

    const statuses: Record<string, number> = {};
    for (const w of writes) {
      const name = `${w.path} ${w.answers[0]?.status ?? '-'}`;
      statuses[name] = (statuses[name] ?? 0) + 1;
    }
    const spun = spins.filter((s) => s.status === 200);
    console.info('two workers:', {
      writes: writes.length,
      sends: writes.reduce((n, w) => n + w.answers.length, 0),
      firstAnswers: statuses,
      spins: spins.length,
      spun: spun.length,
      tookMs,
    });

    // Every answer to one key is the first one, whichever worker gave it; no 5xx anywhere.
    for (const w of writes) {
      const [first] = w.answers;
      expect(first?.status ?? 500, `${w.path} ${w.key}`).toBeLessThan(500);
      expect(first?.status).not.toBe(409);
      for (const answer of w.answers)
        expect(answer, `${w.path} ${w.key} through both workers`).toEqual(first);
    }
    expect(spins.filter((s) => s.status >= 500)).toEqual([]);
    const applied = writes.filter((w) => (w.answers[0]?.status ?? 500) < 300);
    expect(applied.filter((w) => w.path === '/api/redeems').length).toBeGreaterThan(0);
    expect(applied.filter((w) => w.path === '/api/store/buy').length).toBeGreaterThan(0);
    expect(spun.length).toBeGreaterThan(0);

    // Each write once, every balance to the token.
    const unitsBought = new Map<number, number>();
    for (const email of ATTENDEES) {
      const was = before.get(email) as User;
      const now = (await api<User>(a.url, token(email), 'GET', '/api/user')).json;
      const { units, spent } = expectUnitsBought(email, was, now, products, applied);
      for (const [id, bought] of units) unitsBought.set(id, (unitsBought.get(id) ?? 0) + bought);
      const mine = spun.filter((s) => s.attendee === email);
      const wheel = mine.reduce((sum, s) => sum + s.tokens, 0) - mine.length * spinPrice;
      expect(now.token_balance, `balance of ${email}`).toBe(
        was.token_balance + tokensGained(was, now, badgeTokens) - spent + wheel,
      );
    }
    const ids = ATTENDEES.map((email) => (before.get(email) as User).id);
    const twice = await sql.query(
      `select attendee_id, badge_id, count(*)::int as n from redeems
        where attendee_id = any($1::uuid[]) group by 1, 2 having count(*) > 1`,
      [ids],
    );
    expect(twice.rows, 'a badge held twice').toEqual([]);
    const negative = await sql.query(
      `select 'redeemables' as t, id, stock from redeemables where stock < 0
       union all select 'prizes', id, stock from prizes where stock < 0`,
    );
    expect(negative.rows, 'negative stock').toEqual([]);
    const stockAfter = await stockOf();
    for (const [id, units] of unitsBought) {
      expect(stockAfter.get(id), `stock of product ${id}`).toBe((stockBefore.get(id) ?? 0) - units);
    }
  });
});

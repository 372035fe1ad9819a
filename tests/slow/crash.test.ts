// The crash suite (issue 28, `npm run test:slow`): a real server process on its own data directory
// takes awards and buys from several callers at once, each with an Idempotency-Key as the outbox
// sends them, a third of them sent twice at once (the outbox's replay of a write whose answer it
// did not see), and is killed with SIGKILL in the middle. Started again on the same directory:
// every write that was answered 2xx is there; then every write is sent again with its key (as the
// outbox does after a crash) and each is applied exactly once: every balance is the seed's plus
// the awarded tokens minus the prices of the buys that were answered 2xx, to the token.
// PGlite here; on PostgreSQL too when DATABASE_URL is set.
import { randomUUID } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { isolatedPostgres } from '../helpers/app.ts';
import { ADMIN, api, signIn, startServer, type Badge, type Product, type User } from './server-process.ts';

const ATTENDEES = Array.from({ length: 8 }, (_, i) => `attendee${i + 30}@confetti.dev`);

type Write = {
  key: string;
  email: string;
  attendee: string;
  path: string;
  body: unknown;
  /** Tokens the write moves when it is applied: + an award's, − a buy's price. */
  tokens: number;
  firstStatus: number | null;
};

async function crashUnderWrites(databaseUrl: string) {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'confetti-crash-'));
  const cleanup = () => fs.rmSync(dataDir, { recursive: true, force: true });
  try {
    let server = await startServer(dataDir, databaseUrl);
    const tokens = new Map<string, string>();
    for (const email of [ADMIN, ...ATTENDEES]) tokens.set(email, await signIn(server.url, email));
    const token = (email: string) => tokens.get(email) ?? '';
    const users = new Map<string, User>();
    for (const email of ATTENDEES) {
      users.set(email, (await api<User>(server.url, token(email), 'GET', '/api/user')).json);
    }
    const allBadges = (await api<{ data: Badge[] }>(server.url, token(ADMIN), 'GET', '/api/badges')).json
      .data;
    const badgeTokens = new Map(allBadges.map((b) => [b.id, b.tokens]));
    const badges = allBadges.filter((b) => b.tokens > 0).slice(0, 40);
    const products = (
      await api<{ data: Product[] }>(server.url, token(ATTENDEES[0] ?? ''), 'GET', '/api/store')
    ).json.data;
    const cheap = [...products].sort((a, b) => a.price - b.price).slice(0, 3);

    // Each attendee gets awards of badges they lack and buys of cheap products, interleaved.
    const writes: Write[] = [];
    for (const email of ATTENDEES) {
      const user = users.get(email) as User;
      const owned = new Set(user.badges.map((b) => b.id));
      for (const badge of badges.filter((b) => !owned.has(b.id)).slice(0, 12)) {
        writes.push({
          key: randomUUID(),
          email: ADMIN,
          attendee: email,
          path: '/api/redeems',
          body: { redeem: { attendee_id: user.id, badge_id: badge.id } },
          tokens: badge.tokens,
          firstStatus: null,
        });
        const product = cheap[writes.length % cheap.length];
        if (product) {
          writes.push({
            key: randomUUID(),
            email,
            attendee: email,
            path: '/api/store/buy',
            body: { redeemable: { redeemable_id: product.id } },
            tokens: -product.price,
            firstStatus: null,
          });
        }
      }
    }

    // Four writers at once; the kill comes once a third of the writes were sent.
    let next = 0;
    const killAt = Math.floor(writes.length / 3) + Math.floor(Math.random() * (writes.length / 3));
    const send = async (write: Write, url: string) => {
      const res = await api(url, token(write.email), 'POST', write.path, write.body, write.key).catch(
        () => null,
      );
      return res?.status ?? null;
    };
    // Every third write is sent twice with its key, the second 20 ms after the first, as the
    // outbox resends a write whose answer it did not see: both are in the server around the kill.
    const first = server;
    let replayed = 0;
    const isFinal = (status: number | null) => status !== null && status !== 409;
    const writer = async () => {
      while (next < writes.length) {
        const write = writes[next] as Write;
        next += 1;
        if (next === killAt) first.child.kill('SIGKILL');
        const copies = next % 3 === 0 ? 2 : 1;
        replayed += copies - 1;
        const statuses = await Promise.all(
          Array.from({ length: copies }, (_, i) =>
            new Promise((resolve) => setTimeout(resolve, i * 20)).then(() => send(write, first.url)),
          ),
        );
        // One answer for one key: a copy gets the first's kept answer, or 409 while it is in flight.
        const finals = statuses.filter(isFinal);
        expect(new Set(finals).size, `answers to ${write.key}: ${statuses.join(', ')}`).toBeLessThanOrEqual(
          1,
        );
        write.firstStatus = finals[0] ?? statuses[0] ?? null;
      }
    };
    await Promise.all([writer(), writer(), writer(), writer()]);
    await first.exited;
    const acknowledged = writes.filter((w) => w.firstStatus !== null && w.firstStatus < 300);
    expect(acknowledged.length).toBeGreaterThan(0);
    expect(writes.some((w) => w.firstStatus === null)).toBe(true); // the kill cut some off

    server = await startServer(dataDir, databaseUrl);
    try {
      // Every acknowledged award is there.
      for (const email of ATTENDEES) {
        const user = (await api<User>(server.url, token(email), 'GET', '/api/user')).json;
        const held = new Set(user.badges.map((b) => b.id));
        for (const write of acknowledged.filter((w) => w.attendee === email && w.path === '/api/redeems')) {
          const badgeId = (write.body as { redeem: { badge_id: number } }).redeem.badge_id;
          expect(held.has(badgeId), `acknowledged award of badge ${badgeId} to ${email}`).toBe(true);
        }
      }
      // Every write again with its key, as the outbox does: each ends applied exactly once.
      const final = new Map<string, number>();
      for (const write of writes) {
        const status = await send(write, server.url);
        expect(status, `replay of ${write.path} ${write.key}`).not.toBeNull();
        expect(status ?? 0).toBeLessThan(500);
        if (write.firstStatus !== null && write.firstStatus < 300) expect(status).toBe(write.firstStatus);
        if ((status ?? 500) < 300) final.set(write.key, write.tokens);
      }
      // Balances to the token: the seed's, plus every badge gained (the awards, and the
      // achievements they earned), minus the price of every unit bought; each buy answered 2xx
      // is one unit, no more.
      await new Promise((resolve) => setTimeout(resolve, 1_000)); // achievements run after replies
      for (const email of ATTENDEES) {
        const before = users.get(email) as User;
        const after = (await api<User>(server.url, token(email), 'GET', '/api/user')).json;
        const had = new Set(before.badges.map((b) => b.id));
        const gained = after.badges
          .filter((b) => !had.has(b.id))
          .reduce((sum, b) => sum + (badgeTokens.get(b.id) ?? 0), 0);
        let spent = 0;
        for (const product of products) {
          const units = (user: User) => user.redeemables.find((r) => r.id === product.id)?.quantity ?? 0;
          const bought = writes.filter(
            (w) =>
              w.attendee === email &&
              final.has(w.key) &&
              (w.body as { redeemable?: { redeemable_id: number } }).redeemable?.redeemable_id === product.id,
          ).length;
          expect(units(after) - units(before), `units of product ${product.id} bought by ${email}`).toBe(
            bought,
          );
          spent += bought * product.price;
        }
        expect(after.token_balance, `balance of ${email}`).toBe(before.token_balance + gained - spent);
      }
      return { writes: writes.length, replayed, acknowledged: acknowledged.length, cut: killAt };
    } finally {
      server.child.kill('SIGTERM');
      await server.exited;
    }
  } finally {
    cleanup();
  }
}

describe('crash: SIGKILL under awards, buys and replays', () => {
  const drops: Array<() => Promise<void>> = [];
  afterAll(async () => {
    for (const drop of drops) await drop();
  });

  it('loses no acknowledged write and applies each once after a restart (PGlite)', async () => {
    const figures = await crashUnderWrites('');
    console.info('crash on PGlite:', figures);
  });

  if ((process.env.DATABASE_URL ?? '').startsWith('postgres')) {
    it('loses no acknowledged write and applies each once after a restart (PostgreSQL)', async () => {
      const database = await isolatedPostgres(process.env.DATABASE_URL ?? '');
      drops.push(() => database.drop());
      const figures = await crashUnderWrites(database.url);
      console.info('crash on PostgreSQL:', figures);
    });
  }
});

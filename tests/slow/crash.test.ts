// The crash suite (issue 28, `npm run test:slow`): a real server process on its own data directory
// takes awards and buys from several callers at once, each with an Idempotency-Key as the outbox
// sends them, a third of them sent twice at once (the outbox's replay of a write whose answer it
// did not see), and is killed with SIGKILL in the middle. Started again on the same directory:
// every write that was answered 2xx is there; then every write is sent again with its key (as the
// outbox does after a crash) and each is applied exactly once: every balance is the seed's plus
// the awarded tokens minus the prices of the buys that were answered 2xx, to the token.
// PGlite here; on PostgreSQL too when DATABASE_URL is set.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { isolatedPostgres } from '../helpers/app.ts';
import {
  api,
  expectAwardsHeld,
  expectUnitsBought,
  planWrites,
  readSetting,
  startServer,
  tokensGained,
  type PlannedWrite,
  type User,
} from './server-process.ts';

const ATTENDEES = Array.from({ length: 8 }, (_, i) => `attendee${i + 30}@confetti.dev`);

type Write = PlannedWrite & { firstStatus: number | null };

async function crashUnderWrites(databaseUrl: string) {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'confetti-crash-'));
  const cleanup = () => fs.rmSync(dataDir, { recursive: true, force: true });
  try {
    let server = await startServer(dataDir, databaseUrl);
    const setting = await readSetting(server.url, ATTENDEES);
    const { token, before: users, badgeTokens, products } = setting;

    // Each attendee gets awards of badges they lack and buys of cheap products, interleaved.
    const writes: Write[] = planWrites(setting, ATTENDEES).map((w) => ({ ...w, firstStatus: null }));

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
        expectAwardsHeld(email, user, acknowledged);
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
        const applied = writes.filter((w) => final.has(w.key));
        const { spent } = expectUnitsBought(email, before, after, products, applied);
        expect(after.token_balance, `balance of ${email}`).toBe(
          before.token_balance + tokensGained(before, after, badgeTokens) - spent,
        );
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

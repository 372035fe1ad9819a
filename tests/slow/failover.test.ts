// The failover suite (issue 28, `npm run test:slow`): a real server process on a PostgreSQL of the
// suite's own (private-postgres.ts: the machine's shared cluster is never stopped) takes awards,
// buys and reads from several callers at once while PostgreSQL first ends every connection
// (pg_terminate_backend, as an operator or a failover does) and then stops and starts again.
// While PostgreSQL is down every request is answered 503 with the JSON body and Retry-After the
// client's outbox retries on; no request hangs and the process never exits. Once PostgreSQL is
// back the same process (same pid, no restart) answers again, every write retried with its key as
// the outbox does reaches a final answer, and none answered 2xx is lost: each is there, applied
// once, and every balance is the seed's plus the badges gained minus the units bought, to the token.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { afterAll, describe, expect, it } from 'vitest';
import { startPrivatePostgres, type PrivatePostgres } from './private-postgres.ts';
import {
  ADMIN,
  api,
  expectAwardsHeld,
  expectUnitsBought,
  planWrites,
  readSetting,
  sleep,
  startServer,
  stopServer,
  tokensGained,
  type PlannedWrite,
  type Server,
  type User,
} from './server-process.ts';

const ATTENDEES = Array.from({ length: 8 }, (_, i) => `attendee${i + 50}@confetti.dev`);
/** Longer than this for one answer is a hang (the pool waits 10 s at most for a connection). */
const HANG_MS = 15_000;
/** How long PostgreSQL stays down while the load goes on. */
const DOWN_MS = 4_000;
/** The writes must all reach a final answer within this (PostgreSQL down for DOWN_MS of it). */
const LOAD_MS = 60_000;
const UNAVAILABLE = { error: 'Service temporarily unavailable. Try again shortly.' };

type Phase = 'up' | 'terminated' | 'stopping' | 'down' | 'starting' | 'back';
type Write = PlannedWrite & {
  /** The last answer; final once it is 2xx or a 4xx other than 409 (the outbox's rule). */
  status: number | null;
  sends: number;
};
type Seen = {
  method: string;
  route: string;
  phase: Phase;
  answeredIn: Phase;
  status: number | null;
  ms: number;
  body: unknown;
  error?: string;
};

const isFinal = (status: number | null) => status !== null && status < 500 && status !== 409;

describe('failover: PostgreSQL ends its connections and restarts under load', () => {
  const cleanups: Array<() => Promise<void> | void> = [];
  afterAll(async () => {
    for (const cleanup of cleanups.reverse()) await cleanup();
  });

  it('answers 503 while down, never hangs or exits, answers again with no restart and loses no write', async () => {
    const postgres: PrivatePostgres = await startPrivatePostgres();
    cleanups.push(() => postgres.remove());
    console.info('failover on', postgres.version);
    const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'confetti-failover-'));
    cleanups.push(() => fs.rmSync(dataDir, { recursive: true, force: true }));
    const server: Server = await startServer(dataDir, postgres.url);
    cleanups.push(() => stopServer(server));
    const pid = server.child.pid;

    const setting = await readSetting(server.url, ATTENDEES);
    const { token, before, badgeTokens, products } = setting;
    // An award of each badge planned, and after two awards in three a buy.
    const writes: Write[] = planWrites(setting, ATTENDEES, (planned) => planned % 3 !== 0).map((w) => ({
      ...w,
      status: null,
      sends: 0,
    }));

    let phase: Phase = 'up';
    const seen: Seen[] = [];
    const call = async (email: string, method: string, route: string, body?: unknown, key?: string) => {
      const sentIn = phase;
      const started = Date.now();
      try {
        const res = await api(server.url, token(email), method, route, body, key, HANG_MS);
        seen.push({
          method,
          route,
          phase: sentIn,
          answeredIn: phase,
          status: res.status,
          ms: res.ms,
          body: res.json,
        });
        if (res.status === 503) expect(res.headers.get('retry-after')).toMatch(/^\d+$/);
        return res.status;
      } catch (err) {
        const error = (err as Error).name === 'TimeoutError' ? 'hang' : String(err);
        seen.push({
          method,
          route,
          phase: sentIn,
          answeredIn: phase,
          status: null,
          ms: Date.now() - started,
          body: null,
          error,
        });
        return null;
      }
    };

    // Four writers as four outboxes: each write is sent until its answer is final, 503 and 409 again
    // after a pause, with its key. A reader reads balances and the leaderboard all along.
    const queue = [...writes];
    let isLoadDone = false;
    const giveUpAt = Date.now() + LOAD_MS;
    const writer = async () => {
      while (queue.length > 0 && Date.now() < giveUpAt) {
        const write = queue.shift() as Write;
        write.sends += 1;
        write.status = await call(write.email, 'POST', write.path, write.body, write.key);
        if (!isFinal(write.status)) {
          queue.push(write);
          await sleep(250);
        } else await sleep(120);
      }
    };
    const reader = async () => {
      for (let i = 0; !isLoadDone; i += 1) {
        const email = ATTENDEES[i % ATTENDEES.length] ?? '';
        await call(email, 'GET', i % 4 === 0 ? '/api/leaderboard' : '/api/user');
        await sleep(50);
      }
    };
    const admin = new pg.Client({ connectionString: postgres.url.replace(/\/confetti$/, '/postgres') });
    const failures = async () => {
      await sleep(1_500);
      phase = 'terminated';
      await admin.connect();
      let ended = 0;
      for (let i = 0; i < 3; i += 1) {
        const res = await admin.query<{ n: number }>(
          `select count(pg_terminate_backend(pid))::int as n from pg_stat_activity
            where datname = 'confetti' and pid <> pg_backend_pid()`,
        );
        ended += res.rows[0]?.n ?? 0;
        await sleep(300);
      }
      await admin.end();
      await sleep(1_000);
      phase = 'stopping';
      await postgres.stop('fast');
      phase = 'down';
      await sleep(DOWN_MS);
      phase = 'starting';
      await postgres.start();
      phase = 'back';
      return ended;
    };
    const started = Date.now();
    const readers = reader();
    const [ended] = await Promise.all([failures(), writer(), writer(), writer(), writer()]);
    isLoadDone = true;
    await readers;
    const tookMs = Date.now() - started;

    // The same process, never restarted, and it answers again.
    expect(server.child.exitCode, `the server exited:\n${server.output().slice(-6_000)}`).toBeNull();
    expect(server.child.pid).toBe(pid);
    expect((await api(server.url, token(ADMIN), 'GET', '/api/badges')).status).toBe(200);

    // No hang, no network error, no 500 at any time; only 503 (with its body) while down.
    const byStatus = (list: Seen[]) =>
      list.reduce<Record<string, number>>((acc, s) => {
        const name = s.status === null ? (s.error ?? 'error') : String(s.status);
        acc[name] = (acc[name] ?? 0) + 1;
        return acc;
      }, {});
    const down = seen.filter((s) => s.phase === 'down' && s.answeredIn === 'down');
    // The all-time board is ranked once per cache fill and kept in memory (leaderboard/routes.ts):
    // a board warm when PostgreSQL went away is still served, and only that read may answer 200.
    const isWarmBoard = (s: Seen) => s.method === 'GET' && s.route === '/api/leaderboard' && s.status === 200;
    const figures = {
      ended,
      writes: writes.length,
      sends: writes.reduce((n, w) => n + w.sends, 0),
      statuses: byStatus(seen),
      whileDown: byStatus(down),
      warmBoardsWhileDown: down.filter(isWarmBoard).length,
      slowestMs: Math.max(...seen.map((s) => s.ms)),
      slowestWhileDownMs: Math.max(0, ...down.map((s) => s.ms)),
      tookMs,
    };
    console.info('failover:', figures);
    expect(ended, 'connections ended by pg_terminate_backend').toBeGreaterThan(0);
    expect(seen.filter((s) => s.status === null || (s.status >= 500 && s.status !== 503))).toEqual([]);
    expect(
      down.filter((d) => !isWarmBoard(d)).length,
      'requests answered 503 while PostgreSQL was down',
    ).toBeGreaterThan(10);
    for (const s of down.filter((d) => !isWarmBoard(d))) {
      expect(s.status, `${s.method} ${s.route} while down`).toBe(503);
      expect(s.body).toEqual(UNAVAILABLE);
    }
    expect(
      seen.filter((s) => s.phase === 'back' && s.status !== null && s.status < 300).length,
    ).toBeGreaterThan(0);

    // Every write reached a final answer; each answered 2xx is there, once.
    expect(writes.filter((w) => !isFinal(w.status))).toEqual([]);
    const applied = new Set(writes.filter((w) => (w.status ?? 500) < 300).map((w) => w.key));
    expect(applied.size).toBeGreaterThan(0);
    for (const write of writes) {
      const again = await api(server.url, token(write.email), 'POST', write.path, write.body, write.key);
      expect(again.status, `replay of ${write.path} ${write.key}`).toBe(write.status);
    }
    await sleep(1_000); // achievements run after replies
    for (const email of ATTENDEES) {
      const was = before.get(email) as User;
      const now = (await api<User>(server.url, token(email), 'GET', '/api/user')).json;
      const answered = writes.filter((w) => applied.has(w.key));
      expectAwardsHeld(email, now, answered);
      const { spent } = expectUnitsBought(email, was, now, products, answered);
      expect(now.token_balance, `balance of ${email}`).toBe(
        was.token_balance + tokensGained(was, now, badgeTokens) - spent,
      );
    }
  });
});

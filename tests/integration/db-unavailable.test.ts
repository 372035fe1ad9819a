// Issue 21, point 8a: while PostgreSQL cannot be reached the API answered 500; now 503 with
// Retry-After and a JSON body, and the next request after PostgreSQL is back answers as usual.
// A server that refuses connections needs only the pg driver and a closed port, so that case runs
// on every run; a backend terminated mid-query (57P01) needs PostgreSQL, so that block runs when
// DATABASE_URL is set, as CI runs this file (.ci/run), like realtime-fanout.test.ts.
import { randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { buildApp } from '../../server/app.ts';
import { createTokenService } from '../../server/auth/tokens.ts';
import { parseConfig } from '../../server/config.ts';
import { openDatabase, type Database } from '../../server/db/client.ts';
import { createMemoryMailer } from '../../server/auth/mail.ts';
import { createTestApp, TEST_ADMIN_SECRET, TEST_ENV, TEST_JWT_SECRET, type TestApp } from '../helpers/app.ts';
import { createRedeemable } from '../helpers/factories.ts';
import { callers, storeClient } from '../helpers/store.ts';

const isPostgres = (process.env.DATABASE_URL ?? '').startsWith('postgres');

/** Port 1 on loopback: nothing listens there, so every connection is refused at once. */
const REFUSING_URL = 'postgres://confetti:confetti@127.0.0.1:1/confetti';

type Answer = { statusCode: number; headers: Record<string, unknown>; json: () => unknown };

function expectUnavailable(url: string, res: Answer) {
  expect([url, res.statusCode]).toEqual([url, 503]);
  expect(Number(res.headers['retry-after'])).toBeGreaterThanOrEqual(1);
  expect(res.headers['content-type']).toMatch(/^application\/json/);
  expect(res.json()).toEqual({ error: expect.stringMatching(/unavailable/i) });
}

describe('PostgreSQL refusing connections', () => {
  let app: FastifyInstance;
  let database: Database;
  beforeAll(async () => {
    const config = parseConfig({ ...TEST_ENV, DATABASE_URL: REFUSING_URL, DATA_DIR: '/nonexistent' });
    database = await openDatabase(config);
    app = await buildApp({
      config,
      database,
      mailer: createMemoryMailer(),
      secrets: { jwtSecret: TEST_JWT_SECRET, adminSecret: TEST_ADMIN_SECRET },
      logger: false,
    });
    await app.ready();
  });
  afterAll(async () => {
    await app.close();
    await database.close();
  });

  it('answers 503 with Retry-After and a JSON body, public and signed-in routes alike', async () => {
    const bearer = { authorization: `Bearer ${createTokenService(TEST_JWT_SECRET).sign(1)}` };
    const requests = [
      { method: 'GET' as const, url: '/api/attendee/courses' },
      { method: 'GET' as const, url: '/api/user', headers: bearer },
      { method: 'GET' as const, url: '/api/leaderboard', headers: bearer },
      {
        method: 'POST' as const,
        url: '/api/auth/sign_in',
        payload: { email: 'a@b.pt', password: 'password1234' },
      },
    ];
    for (const request of requests) expectUnavailable(request.url, await app.inject(request));
  });
});

if (isPostgres)
  describe('PostgreSQL ending the backend of a query in flight (pg_terminate_backend)', () => {
    let t: TestApp;
    beforeAll(async () => {
      t = await createTestApp();
    });
    afterAll(() => t.close());

    it('answers that request 503, and the next one 200 without a restart', async () => {
      expect((await t.app.inject({ url: '/api/attendee/courses' })).statusCode).toBe(200);
      // A lock held elsewhere keeps the route's query waiting, so its backend is ended mid-query.
      const locker = new pg.Client({ connectionString: t.config.databaseUrl ?? '' });
      await locker.connect();
      try {
        await locker.query('begin');
        await locker.query('lock table courses in access exclusive mode');
        const pending = t.app.inject({ url: '/api/attendee/courses' });
        const waiting = async () =>
          (
            await locker.query(
              `select pid from pg_stat_activity where datname = current_database() and wait_event_type = 'Lock'`,
            )
          ).rows as { pid: number }[];
        let pids = await waiting();
        for (let i = 0; i < 100 && pids.length === 0; i++) {
          await new Promise((resolve) => setTimeout(resolve, 20));
          pids = await waiting();
        }
        expect(pids).toHaveLength(1);
        await locker.query('select pg_terminate_backend($1)', [pids[0]!.pid]);
        expectUnavailable('/api/attendee/courses', await pending);
        await locker.query('rollback');
      } finally {
        await locker.end();
      }
      expect((await t.app.inject({ url: '/api/attendee/courses' })).statusCode).toBe(200);
      expect(await t.database.db.execute(sql`select 1`)).toBeTruthy();
    });
  });

// Found by the failover suite (tests/slow/failover.test.ts): a refused buy's 422 is kept by the
// idempotency plugin after the route answered. When that keep met an ended connection the client
// still got 422 (with Fastify's own error body) while the key stayed claimed with no answer, so the
// outbox's replay of that write got 409 "in flight" for two minutes instead of its answer. A trigger
// ends the keep of one key as a terminated backend does (SQLSTATE 57P01), on PGlite and PostgreSQL.
describe('a final answer that cannot be kept', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  it('is answered 503 and released, so the retry gets the answer and its replay the same one', async () => {
    const { a } = await callers(t, 10);
    const item = await createRedeemable(t.database.db, {
      name: 'Caneca',
      price: 30,
      stock: 5,
      maxPerUser: 5,
    });
    const key = randomUUID();
    await t.database.db.execute(
      sql.raw(`create function end_the_keep() returns trigger language plpgsql as $$
        begin
          if new.key = '${key}' and new.status_code is not null then
            raise exception 'terminating connection due to administrator command' using errcode = '57P01';
          end if;
          return new;
        end $$`),
    );
    await t.database.db.execute(
      sql`create trigger end_the_keep before update on idempotency_keys for each row execute function end_the_keep()`,
    );
    const { buy } = storeClient(() => t);
    const headers = { ...a, 'idempotency-key': key };

    expectUnavailable('/api/store/buy', await buy(headers, item.id));
    await t.database.db.execute(sql`drop trigger end_the_keep on idempotency_keys`);
    // The claim is released a second later (the database was unreachable when the answer was sent).
    let retry = await buy(headers, item.id);
    for (let i = 0; i < 40 && retry.statusCode === 409; i++) {
      await new Promise((resolve) => setTimeout(resolve, 100));
      retry = await buy(headers, item.id);
    }
    const poor = { errors: { token_balance: ['Token balance is insufficient.'] } };
    expect([retry.statusCode, retry.json()]).toEqual([422, poor]);
    const replay = await buy(headers, item.id);
    expect([replay.statusCode, replay.json(), replay.headers['idempotent-replayed']]).toEqual([
      422,
      poor,
      'true',
    ]);
  });
});

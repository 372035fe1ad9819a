// Issue 21, point 8a: while PostgreSQL cannot be reached the API answered 500; now 503 with
// Retry-After and a JSON body, and the next request after PostgreSQL is back answers as usual.
// A server that refuses connections needs only the pg driver and a closed port, so that case runs
// on every run; a backend terminated mid-query (57P01) needs PostgreSQL, so that block runs when
// DATABASE_URL is set, as CI runs this file (.ci/run), like realtime-fanout.test.ts.
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

// Builds the real app on one in-memory PGlite per test file (initdb takes seconds, so files share
// one instance and reset tables between cases), or on PostgreSQL when DATABASE_URL is set.
import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import pg from 'pg';
import { PGlite } from '@electric-sql/pglite';
import type { FastifyInstance } from 'fastify';
import { buildApp, type AppDeps } from '../../server/app.ts';
import { parseConfig, type Config } from '../../server/config.ts';
import { openDatabase, pgliteDatabase, type Database } from '../../server/db/client.ts';
import { runMigrations } from '../../server/db/migrate.ts';
import { createMemoryMailer } from '../../server/auth/mail.ts';
import { TEST_NOW } from './clock.ts';

export type TestApp = {
  app: FastifyInstance;
  database: Database;
  config: Config;
  mailer: ReturnType<typeof createMemoryMailer>;
  clock: { now: Date };
  reset: () => Promise<void>;
  close: () => Promise<void>;
};

export const TEST_JWT_SECRET = 'test-secret-that-is-long-enough-for-hs512-signing';
export const TEST_ADMIN_SECRET = 'test-admin-secret';

export const TEST_ENV = {
  DATABASE_URL: process.env.DATABASE_URL || 'memory://',
  KDF_COST_LOG2: '10',
  SERVE_CLIENT: 'false',
  EVENT_NAME: 'Test Conf',
  EVENT_START: TEST_NOW.toISOString().slice(0, 10),
  SIGN_IN_LIMIT_PER_MINUTE: '1000',
  AUTH_IP_LIMIT_PER_MINUTE: '100000',
  RESET_LIMIT_PER_HOUR: '1000',
  // Tests sign many users in at once from one address; the flood test sets the defaults back.
  HASH_QUEUE_PER_IP: '1000',
  HASH_QUEUE_SIZE: '1000',
};

/**
 * NOTE: test files run in parallel and each truncates tables between cases, so on PostgreSQL every
 * file gets a database of its own, created from DATABASE_URL and dropped on close.
 */
export async function isolatedPostgres(url: string): Promise<{ url: string; drop: () => Promise<void> }> {
  const name = `confetti_test_${process.pid}_${randomBytes(4).toString('hex')}`;
  const admin = new pg.Client({ connectionString: url });
  await admin.connect();
  await admin.query(`create database ${name}`);
  await admin.end();
  const own = new URL(url);
  own.pathname = `/${name}`;
  return {
    url: own.toString(),
    async drop() {
      const c = new pg.Client({ connectionString: url });
      await c.connect();
      await c.query(`drop database if exists ${name} with (force)`);
      await c.end();
    },
  };
}

/** The file holding a migrated PGlite's dump, made once per run (tests/integration/global-setup.ts). */
export const PGLITE_TEMPLATE_ENV = 'CONFETTI_TEST_PGLITE_TEMPLATE';

let templateDump: Promise<Blob> | undefined;

/** An in-memory PGlite started from the run's migrated dump when there is one, else a fresh one. */
async function memoryDatabase(config: Config): Promise<Database> {
  const file = process.env[PGLITE_TEMPLATE_ENV];
  if (file === undefined || file === '') return openDatabase(config);
  templateDump ??= fs.promises.readFile(file).then((bytes) => new Blob([bytes]));
  return pgliteDatabase(await PGlite.create({ loadDataDir: await templateDump }));
}

/** `logger` is Fastify's logger option (off by default), for the tests that read the log. */
export async function createTestApp(
  env: Record<string, string> = {},
  opts: { logger?: object; onRoute?: AppDeps['onRoute'] } = {},
): Promise<TestApp> {
  // Uploads and mail land in DATA_DIR: each app gets a temporary one, removed on close.
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'confetti-test-'));
  const merged = { ...TEST_ENV, DATA_DIR: dataDir, ...env };
  const isolated = merged.DATABASE_URL.startsWith('postgres')
    ? await isolatedPostgres(merged.DATABASE_URL)
    : null;
  const config = parseConfig({ ...merged, DATABASE_URL: isolated?.url ?? merged.DATABASE_URL });
  const database =
    config.databaseUrl === 'memory://' ? await memoryDatabase(config) : await openDatabase(config);
  // On a dump this finds every migration applied and does nothing.
  await runMigrations(database);
  const mailer = createMemoryMailer();
  // A fixed instant, never the real date: the suite passes on any day (tests/helpers/clock.ts).
  const clock = { now: new Date(TEST_NOW) };
  const app = await buildApp({
    config,
    database,
    mailer,
    secrets: { jwtSecret: TEST_JWT_SECRET, adminSecret: TEST_ADMIN_SECRET },
    now: () => clock.now,
    logger: opts.logger ?? false,
    checkReplies: true,
    ...(opts.onRoute ? { onRoute: opts.onRoute } : {}),
  });
  await app.ready();
  return {
    app,
    database,
    config,
    mailer,
    clock,
    async reset() {
      // Achievements are evaluated after a reply is sent; a truncate racing one deadlocks on
      // PostgreSQL, so the previous case's evaluations finish first.
      await app.achievements.whenIdle();
      mailer.sent.length = 0;
      const result = (await database.db.execute(
        sql`select tablename from pg_tables where schemaname = 'public'`,
      )) as unknown as { rows: { tablename: string }[] };
      const tables = result.rows.map((r) => `"${r.tablename}"`).join(', ');
      if (tables) await database.db.execute(sql.raw(`truncate ${tables} restart identity cascade`));
    },
    async close() {
      await app.close();
      await database.close();
      await isolated?.drop();
      fs.rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

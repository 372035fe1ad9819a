// Opens the database: PGlite in DATA_DIR by default, in memory for tests (`memory://`), or
// PostgreSQL when DATABASE_URL is a postgres URL. Everything above this file sees one `Db` type.
import fs from 'node:fs';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import pg from 'pg';
import { acquireDirLock } from './dir-lock.ts';

export type Db = PgDatabase<PgQueryResultHKT>;
export type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];
export type DbKind = 'pglite' | 'postgres';

export type Database = {
  db: Db;
  kind: DbKind;
  /** A raw pg client for LISTEN/NOTIFY and advisory locks (postgres only). */
  pool: pg.Pool | null;
  close: () => Promise<void>;
};

/**
 * NOTE: how long a request waits for a connection (a new one, or a free one of the pool) before it
 * is answered 503 (plugins/errors.ts). pg's default waits forever: a PostgreSQL host that drops
 * packets held every request until the kernel gave up, minutes later.
 */
export const DB_CONNECT_TIMEOUT_MS = 10_000;

export const isPostgresUrl = (url: string) => /^postgres(ql)?:\/\//.test(url);

/**
 * NOTE: PGlite's first start runs initdb; a kill during it leaves a directory that never opens.
 * So a new directory is initialised under a temporary name and renamed into place once ready.
 */
async function openPgliteDir(dir: string): Promise<PGlite> {
  if (fs.existsSync(dir)) return PGlite.create(dir);
  const tmp = `${dir}.init-${process.pid}`;
  fs.rmSync(tmp, { recursive: true, force: true });
  const first = await PGlite.create(tmp);
  await first.close();
  fs.renameSync(tmp, dir);
  return PGlite.create(dir);
}

/** An open PGlite instance as a `Database`; closing it closes the instance. */
export function pgliteDatabase(client: PGlite): Database {
  const db = drizzlePglite({ client }) as unknown as Db;
  return { db, kind: 'pglite', pool: null, close: () => client.close() };
}

export async function openDatabase(opts: {
  databaseUrl: string | null;
  dataDir: string;
  /** PostgreSQL ended an idle connection of the pool (a restart, a failover, a dropped database). */
  onLostConnection?: (error: Error) => void;
}): Promise<Database> {
  const url = opts.databaseUrl;
  if (url && isPostgresUrl(url)) {
    const pool = new pg.Pool({
      connectionString: url,
      max: 20,
      connectionTimeoutMillis: DB_CONNECT_TIMEOUT_MS,
    });
    // NOTE: pg reports an idle client's error on the pool, and with no listener Node ends the
    // process: one PostgreSQL restart would take the server down (a CI run of the suite on
    // PostgreSQL hit it when a test database was dropped). pg drops that client; the next query
    // opens a new connection.
    pool.on('error', (error) => opts.onLostConnection?.(error));
    // NOTE: a client taken out of the pool (a transaction's) has no listener of the pool's: when
    // PostgreSQL ends its connection between two of its queries, the error event found no
    // listener and Node ended the process (the failover suite, tests/slow/failover.test.ts, hit it
    // with pg_terminate_backend under load). This one keeps it: the transaction's next query
    // fails as unavailable (503) and the pool drops the client on release.
    pool.on('connect', (client) => client.on('error', () => {}));
    const db = drizzlePg({ client: pool }) as unknown as Db;
    return { db, kind: 'postgres', pool, close: () => pool.end() };
  }
  if (url && url !== 'memory://') throw new Error(`DATABASE_URL must be a postgres:// URL, got ${url}`);
  if (url === 'memory://') return pgliteDatabase(await PGlite.create());
  fs.mkdirSync(opts.dataDir, { recursive: true });
  const release = acquireDirLock(opts.dataDir);
  try {
    const client = await openPgliteDir(path.join(opts.dataDir, 'pgdata'));
    const db = drizzlePglite({ client }) as unknown as Db;
    return {
      db,
      kind: 'pglite',
      pool: null,
      close: async () => {
        await client.close();
        release();
      },
    };
  } catch (err) {
    release();
    throw err;
  }
}

// Named statements for the award path (DESIGN.md §7, awards per second), run on the driver below
// Drizzle. On PostgreSQL a named statement is parsed and planned once per pooled connection instead
// of on every call (the award's read: 0.71 ms of backend CPU unnamed, 0.17 ms named). On PGlite it
// also skips Drizzle's parser options, which PGlite merges into its ~300-entry parser table on
// every query (~0.15 ms each). Inside a transaction, and on any other client, the statement runs
// through Drizzle as usual.
// NOTE: a name stands for one SQL text: build each statement's text the same way every time.
import { PGlite } from '@electric-sql/pglite';
import { is, type SQL } from 'drizzle-orm';
import { PgDialect, PgTransaction } from 'drizzle-orm/pg-core';
import pg from 'pg';
import type { Db, Tx } from './client.ts';
import { runPgliteNamed } from './pglite-statements.ts';

const dialect = new PgDialect();

/** The rows of a raw statement: PGlite and node-postgres both answer `{ rows }`. */
export const rowsOf = <T>(result: unknown): T[] => (result as { rows: T[] }).rows;

/**
 * Runs `query` as the statement `name`. Rows come as the driver gives them for a raw statement:
 * json parsed, int4 as numbers, booleans as booleans; timestamps differ between the paths, so
 * select them as json or text.
 */
export async function runNamed<T>(db: Db | Tx, name: string, query: SQL): Promise<T[]> {
  if (is(db, PgTransaction)) return rowsOf<T>(await db.execute(query));
  const client = (db as { $client?: unknown }).$client;
  if (client instanceof pg.Pool) {
    const { sql: text, params } = dialect.sqlToQuery(query);
    return (await client.query({ name, text, values: params })).rows as T[];
  }
  if (client instanceof PGlite) {
    const { sql: text, params } = dialect.sqlToQuery(query);
    return runPgliteNamed<T>(client, name, text, params);
  }
  return rowsOf<T>(await db.execute(query));
}

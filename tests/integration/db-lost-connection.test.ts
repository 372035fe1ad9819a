// The server outlives PostgreSQL ending its connections (a restart, a failover, an operator's
// pg_terminate_backend): the pool drops the dead clients and the next request opens new ones
// (server/db/client.ts). Without the pool's error listener Node ended the whole process. On
// PGlite there is no connection to end: the same requests answer as usual.
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { isDatabaseUnavailable } from '../../server/db/errors.ts';
import { createTestApp, type TestApp } from '../helpers/app.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const eventAnswers = async () => (await t.app.inject({ method: 'GET', url: '/api/event' })).statusCode;
/** Six queries at once: the pool opens six clients, idle once they answer. */
const sixAtOnce = () =>
  Promise.all(Array.from({ length: 6 }, () => t.database.db.execute(sql`select pg_sleep(0.05)`)));

it('keeps answering after the database ended every idle connection of its pool', async () => {
  await sixAtOnce();
  if (t.database.kind === 'postgres') {
    const ended = (await t.database.db.execute(
      sql`select count(pg_terminate_backend(pid))::int as n from pg_stat_activity
           where datname = current_database() and pid <> pg_backend_pid()`,
    )) as unknown as { rows: { n: number }[] };
    expect(ended.rows[0]?.n).toBeGreaterThanOrEqual(5);
    await new Promise((resolve) => setTimeout(resolve, 200)); // the terminations reach the clients
  }
  await sixAtOnce();
  expect(await eventAnswers()).toBe(200);
});

it('keeps answering after the database ended a connection in the middle of a transaction', async () => {
  const ended = t.database.db.transaction(async (tx) => {
    await tx.execute(sql`select 1`);
    if (t.database.kind === 'postgres') {
      // Ended from another connection while this transaction waits between two queries: the
      // error reaches its client with no query in flight.
      const own = (await tx.execute(sql`select pg_backend_pid() as pid`)) as unknown as {
        rows: { pid: number }[];
      };
      await t.database.db.execute(sql`select pg_terminate_backend(${own.rows[0]?.pid ?? 0})`);
      await new Promise((resolve) => setTimeout(resolve, 200));
    }
    await tx.execute(sql`select 1`);
  });
  // The transaction fails as "unavailable" (a 503 in a route), and the process lives on.
  if (t.database.kind === 'postgres') await expect(ended).rejects.toSatisfy(isDatabaseUnavailable);
  else await ended;
  await sixAtOnce();
  expect(await eventAnswers()).toBe(200);
});

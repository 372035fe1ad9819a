// Named statements (server/db/statements.ts): the same rows on PGlite and PostgreSQL, parsed once
// per session, still usable after a failed call or a DEALLOCATE, and never run inside another
// caller's transaction on PGlite's single session.
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, expect, it } from 'vitest';
import { runNamed } from '../../server/db/statements.ts';
import { createTestApp, type TestApp } from '../helpers/app.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
  await t.database.db.execute(sql`create table if not exists statement_probe (id int primary key)`);
});
afterAll(() => t.close());
beforeEach(() => t.reset());

const probe = (id: number) =>
  runNamed(
    t.database.db,
    'statement_probe_insert',
    sql`insert into statement_probe (id) values (${id}::int) returning id`,
  );

it('binds text, numbers, booleans and nulls and reads json, booleans and int4', async () => {
  const rows = await runNamed(
    t.database.db,
    'statement_types',
    sql`select ${'a'}::text as text, ${41}::int + 1 as n, ${true}::boolean as yes, ${null}::text is null as nothing,
        json_build_array(${'x'}::text, 2) as list`,
  );
  expect(rows).toEqual([{ text: 'a', n: 42, yes: true, nothing: true, list: ['x', 2] }]);
});

it('keeps working after a call that failed, and after the session dropped its statements', async () => {
  expect(await probe(1)).toEqual([{ id: 1 }]);
  await expect(probe(1)).rejects.toThrow(/duplicate key/);
  expect(await probe(2)).toEqual([{ id: 2 }]);
  if (t.database.kind === 'pglite') await t.database.db.execute(sql`deallocate all`);
  expect(await probe(3)).toEqual([{ id: 3 }]);
});

it('waits for a transaction on the same PGlite session instead of reading inside it', async () => {
  let release = () => {};
  const held = new Promise<void>((resolve) => (release = resolve));
  const rolledBack = t.database.db
    .transaction(async (tx) => {
      await tx.execute(sql`insert into statement_probe (id) values (10)`);
      await held;
      throw new Error('roll back');
    })
    .catch(() => 'rolled back');
  const count = runNamed<{ n: number }>(
    t.database.db,
    'statement_probe_count',
    sql`select count(*)::int as n from statement_probe`,
  );
  setTimeout(release, 50);
  expect(await rolledBack).toBe('rolled back');
  expect(await count).toEqual([{ n: 0 }]);
});

it('runs inside the transaction it is given', async () => {
  const seen = await t.database.db.transaction(async (tx) => {
    await tx.execute(sql`insert into statement_probe (id) values (20)`);
    return runNamed<{ n: number }>(
      tx,
      'statement_probe_count',
      sql`select count(*)::int as n from statement_probe`,
    );
  });
  expect(seen).toEqual([{ n: 1 }]);
});

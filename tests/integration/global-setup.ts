// The integration project's global setup (vite.config.ts): on PGlite, one migrated database is
// made once and dumped to a file; each test file's in-memory instance starts from that dump
// instead of its own initdb and migrations (tests/helpers/app.ts), a few seconds less per file.
// On PostgreSQL (DATABASE_URL set) there is nothing to share: each file creates its database.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { pgliteDatabase } from '../../server/db/client.ts';
import { runMigrations } from '../../server/db/migrate.ts';
import { PGLITE_TEMPLATE_ENV } from '../helpers/app.ts';

export default async function setup(): Promise<(() => void) | undefined> {
  if ((process.env.DATABASE_URL ?? '') !== '') return undefined;
  const client = await PGlite.create();
  const database = pgliteDatabase(client);
  await runMigrations(database);
  const dump = await client.dumpDataDir('none');
  await database.close();
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'confetti-pglite-template-'));
  const file = path.join(dir, 'migrated.tar');
  fs.writeFileSync(file, Buffer.from(await dump.arrayBuffer()));
  // Workers start after this and inherit the environment.
  process.env[PGLITE_TEMPLATE_ENV] = file;
  return () => {
    delete process.env[PGLITE_TEMPLATE_ENV];
    fs.rmSync(dir, { recursive: true, force: true });
  };
}

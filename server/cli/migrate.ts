// `npm run db:migrate`: apply the committed migrations to PGlite in DATA_DIR or to the PostgreSQL
// of DATABASE_URL. The server also migrates on start; this is for deploy steps and CI.
import { parseConfig } from '../config.ts';
import { openDatabase } from '../db/client.ts';
import { runMigrations } from '../db/migrate.ts';
import { runCommand } from './run.ts';

async function main(): Promise<void> {
  const config = parseConfig(process.env);
  const database = await openDatabase(config);
  try {
    await runMigrations(database);
    const where = database.kind === 'postgres' ? 'PostgreSQL (DATABASE_URL)' : `PGlite in ${config.dataDir}`;
    process.stderr.write(`Migrations applied to ${where}.\n`);
  } finally {
    await database.close();
  }
}

runCommand(main);

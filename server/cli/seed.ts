// `npm run db:seed [-- --demo]`: migrate, then seed the demo event if the database has no users.
// Like the server, it refuses where demo data is not allowed (production) unless --demo is given.
// The server seeds an empty database itself on start, so this is for PostgreSQL set-ups and CI.
import { parseConfig } from '../config.ts';
import { openDatabase } from '../db/client.ts';
import { runMigrations } from '../db/migrate.ts';
import { runCommand } from './run.ts';
import { seedDemoIfEmpty } from '../db/seed.ts';

async function main(): Promise<number> {
  const config = parseConfig(process.env);
  if (!config.isDemoSeedAllowed && !process.argv.includes('--demo')) {
    process.stderr.write(
      'Demo data is not allowed here (NODE_ENV=production). Pass --demo to seed anyway.\n',
    );
    return 2;
  }
  const database = await openDatabase(config);
  try {
    await runMigrations(database);
    const seeded = await seedDemoIfEmpty(database.db, config, {
      info: (message) => process.stderr.write(`${message}\n`),
    });
    if (seeded) process.stdout.write(`${seeded.summary}\n`);
    else process.stderr.write('The database already has users: nothing seeded.\n');
    return 0;
  } finally {
    await database.close();
  }
}

runCommand(main, ' (a running server seeds an empty database itself)');

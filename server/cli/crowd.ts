// `npm run db:crowd -- N [--badges K]`: migrate, seed the demo if the database is empty, then add N
// generated attendees holding about K badges each (server/db/crowd.ts) to PGlite in DATA_DIR or
// the PostgreSQL of DATABASE_URL, with the server stopped. For growth tests and the growth bench
// (issue 28); refused where demo data is not allowed (production).
import { parseConfig } from '../config.ts';
import { openDatabase } from '../db/client.ts';
import { generateCrowd } from '../db/crowd.ts';
import { runMigrations } from '../db/migrate.ts';
import { runCommand } from './run.ts';
import { seedDemoIfEmpty } from '../db/seed.ts';

function argsOf(argv: string[]): { count: number; badgesEach: number } | null {
  const count = Number(argv[0]);
  const at = argv.indexOf('--badges');
  const badgesEach = at === -1 ? 10 : Number(argv[at + 1]);
  const isCount = (n: number, max: number) => Number.isInteger(n) && n >= 1 && n <= max;
  return isCount(count, 1_000_000) && isCount(badgesEach, 50) ? { count, badgesEach } : null;
}

async function main(): Promise<number> {
  const args = argsOf(process.argv.slice(2));
  if (args === null) {
    process.stderr.write('Usage: npm run db:crowd -- N [--badges K]   (1 ≤ N ≤ 1,000,000; 1 ≤ K ≤ 50)\n');
    return 2;
  }
  const config = parseConfig(process.env);
  if (!config.isDemoSeedAllowed) {
    process.stderr.write('Generated attendees are not allowed here (NODE_ENV=production).\n');
    return 2;
  }
  const database = await openDatabase(config);
  try {
    await runMigrations(database);
    await seedDemoIfEmpty(database.db, config, { info: (message) => process.stderr.write(`${message}\n`) });
    const started = performance.now();
    const redeems = await generateCrowd(database.db, args);
    const seconds = ((performance.now() - started) / 1000).toFixed(1);
    process.stdout.write(`${args.count} attendees and ${redeems} badges added in ${seconds} s.\n`);
    return 0;
  } finally {
    await database.close();
  }
}

runCommand(main);

// The only file that reads `process`: settings from the environment, open and migrate the
// database, seed a demo event on an empty one, listen, and close cleanly on SIGINT/SIGTERM.
import fs from 'node:fs';
import path from 'node:path';
import pino from 'pino';
import { buildApp } from './app.ts';
import { ConfigError, parseConfig } from './config.ts';
import { openDatabase } from './db/client.ts';
import { runMigrations } from './db/migrate.ts';
import { seedDemoIfEmpty } from './db/seed.ts';
import { createMailer } from './mail.ts';
import { loadSecrets } from './secrets.ts';

async function main(): Promise<void> {
  const config = parseConfig(process.env);
  const log = pino({ level: config.logLevel });
  const database = await openDatabase({
    ...config,
    onLostConnection: (err) =>
      log.warn({ err }, 'PostgreSQL closed an idle connection; the next query opens another'),
  });
  await runMigrations(database);
  if (config.isDemoSeedAllowed || process.argv.includes('--demo')) {
    const accounts = await seedDemoIfEmpty(database.db, config, log);
    // Plain text, not a log line: this is the demo's welcome sheet for a person to read.
    if (accounts) console.log(`\n${accounts.summary}\n`);
  }
  const secrets = loadSecrets({ dataDir: config.dataDir, jwtSecret: config.jwtSecret, isEphemeral: false });
  const mailer = createMailer({
    smtpUrl: config.smtpUrl,
    dataDir: config.dataDir,
    from: config.mailFrom,
    log,
  });
  const app = await buildApp({ config, database, secrets, mailer, logger: { level: config.logLevel } });
  const address = await app.listen({ port: config.port, host: config.host });
  const runFile = path.join(config.dataDir, 'server.json');
  if (!config.databaseUrl) {
    fs.writeFileSync(runFile, JSON.stringify({ pid: process.pid, port: config.port, url: address }));
  }
  log.info(`Confetti is up: http://localhost:${config.port} (database: ${database.kind})`);

  let isClosing = false;
  const close = async (signal: string) => {
    if (isClosing) return;
    isClosing = true;
    log.info(`${signal}: closing`);
    await app.close();
    await database.close();
    fs.rmSync(runFile, { force: true });
    process.exit(0);
  };
  process.on('SIGINT', () => void close('SIGINT'));
  process.on('SIGTERM', () => void close('SIGTERM'));
}

main().catch((err: unknown) => {
  if (err instanceof ConfigError) console.error(`Configuration error: ${err.message}`);
  else console.error(err);
  process.exit(1);
});

// The only file that reads `process`: settings from the environment, open and migrate the
// database, seed a demo event on an empty one, listen, and close cleanly on SIGINT/SIGTERM.
// With WORKERS=N (PostgreSQL only, server/cli/workers.ts) this process migrates and seeds, then runs N
// workers of node:cluster that each open the database and listen on the shared port.
import cluster from 'node:cluster';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import pino, { type Logger } from 'pino';
import { buildApp } from './app.ts';
import { ConfigError, parseConfig, type Config } from './config.ts';
import { isPostgresUrl, openDatabase } from './db/client.ts';
import { runMigrations } from './db/migrate.ts';
import { seedDemoIfEmpty } from './db/seed.ts';
import { createMailer } from './auth/mail.ts';
import { loadSecrets } from './auth/secrets.ts';
import { moveDiskUploads } from './uploads/move-disk.ts';
import { moveDiskPlan } from './uploads/move-plan.ts';
import { uploadsRoot } from './uploads/storage.ts';
import { parseWorkers, WORKER_RESTART_DELAY_MS } from './cli/workers.ts';

function open(config: Config, log: Logger) {
  return openDatabase({
    ...config,
    onLostConnection: (err) =>
      log.warn({ err }, 'PostgreSQL closed an idle connection; the next query opens another'),
  });
}

/**
 * Migrations, an older version's uploads and venue plan moved from DATA_DIR into the database, the demo seed on
 * an empty database, the secrets file: once per start.
 */
async function prepare(config: Config, log: Logger) {
  const database = await open(config, log);
  await runMigrations(database);
  const uploads = await moveDiskUploads(database.db, uploadsRoot(config));
  if (uploads.moved + uploads.alreadyStored > 0)
    log.info(uploads, 'Uploads moved from DATA_DIR/uploads into the database');
  if (uploads.left.length > 0)
    log.warn({ files: uploads.left }, 'Files under DATA_DIR/uploads that are no upload were left there');
  const plan = await moveDiskPlan(database.db, config.dataDir);
  if (plan !== 'none') log.info({ plan }, 'The venue plan DATA_DIR/venue/plan.svg moved into the database');
  if (config.isDemoSeedAllowed || process.argv.includes('--demo')) {
    const accounts = await seedDemoIfEmpty(database.db, config, log);
    // Plain text, not a log line: this is the demo's welcome sheet for a person to read.
    if (accounts) console.log(`\n${accounts.summary}\n`);
  }
  return { database, secrets: secretsOf(config) };
}

/** The signing secrets, written into DATA_DIR on the first start (by the primary with WORKERS). */
function secretsOf(config: Config) {
  return loadSecrets({ dataDir: config.dataDir, jwtSecret: config.jwtSecret, isEphemeral: false });
}

/** One server process: the whole app on the port (a worker: the database already prepared). */
async function serve(config: Config, log: Logger): Promise<void> {
  const { database, secrets } = cluster.isWorker
    ? { database: await open(config, log), secrets: secretsOf(config) }
    : await prepare(config, log);
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
  if (cluster.isPrimary) {
    log.info(`Confetti is up: http://localhost:${config.port} (database: ${database.kind})`);
  }

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

/** The primary of WORKERS=N: prepares once, keeps N workers running, closes them on a signal. */
async function supervise(config: Config, log: Logger, count: number): Promise<void> {
  const { database } = await prepare(config, log);
  await database.close();
  let isClosing = false;
  const listening = new Set<number>(); // a worker may listen on several addresses
  cluster.on('listening', (worker) => {
    if (listening.has(worker.id)) return;
    listening.add(worker.id);
    if (listening.size === count) {
      log.info(`Confetti is up: http://localhost:${config.port} (database: postgres, ${count} workers)`);
    }
  });
  cluster.on('exit', (worker, code, signal) => {
    if (isClosing) {
      if (Object.keys(cluster.workers ?? {}).length === 0) process.exit(0);
      return;
    }
    log.warn({ pid: worker.process.pid, code, signal }, 'a server worker ended; starting another');
    setTimeout(() => cluster.fork(), WORKER_RESTART_DELAY_MS);
  });
  for (let i = 0; i < count; i += 1) cluster.fork();
  const close = (signal: string) => {
    if (isClosing) return;
    isClosing = true;
    log.info(`${signal}: closing ${count} workers`);
    const workers = Object.values(cluster.workers ?? {});
    if (workers.length === 0) process.exit(0);
    for (const worker of workers) worker?.process.kill('SIGTERM');
  };
  process.on('SIGINT', () => close('SIGINT'));
  process.on('SIGTERM', () => close('SIGTERM'));
}

async function main(): Promise<void> {
  const config = parseConfig(process.env);
  const log = pino({ level: config.logLevel });
  const isPostgres = config.databaseUrl !== null && isPostgresUrl(config.databaseUrl);
  const count = parseWorkers(process.env.WORKERS, os.availableParallelism(), isPostgres);
  if (count > 1 && cluster.isPrimary) await supervise(config, log, count);
  else await serve(config, log);
}

main().catch((err: unknown) => {
  if (err instanceof ConfigError) console.error(`Configuration error: ${err.message}`);
  else console.error(err);
  process.exit(1);
});

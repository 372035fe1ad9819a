// Starts the real server (server/main.ts) as a child process on a free port with its own DATA_DIR,
// serving the built PWA from dist/ and the demo seed, exactly as `npm start` does.
// NOTE: a fresh DATA_DIR costs PGlite's initdb, the migrations and the seed (8–20 s). The e2e
// project's global setup (tests/e2e/global-setup.ts) seeds one template per run; each server then
// starts on a copy of it (~3 s) unless its env changes what the seed writes.
import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';

export type RunningServer = { url: string; dataDir: string; pid: number; stop: () => Promise<void> };

/** Set by the global setup in the test process: the directory holding the seeded template. */
export const DATA_TEMPLATE_ENV = 'CONFETTI_E2E_DATA_TEMPLATE';

/** Set to 1 to give every server a fresh DATA_DIR (initdb, migrations, seed), as before templates. */
export const FRESH_DATA_ENV = 'E2E_FRESH_DATA_DIR';

const root = path.resolve(import.meta.dirname, '../../..');

/** What every e2e server runs with; a spec's env is spread over it. */
const BASE_ENV: Record<string, string> = {
  HOST: '127.0.0.1',
  DATABASE_URL: '',
  KDF_COST_LOG2: '12',
  LOG_LEVEL: 'warn',
  SIGN_IN_LIMIT_PER_MINUTE: '1000',
};

/**
 * Settings the seed reads (server/db/seed.ts, config.ts): a server given other values than the
 * template's gets a fresh directory. The seed also reads the day (event days begun so far).
 */
const SEED_KEYS = ['DATABASE_URL', 'EVENT_START', 'EVENT_DAYS', 'KDF_COST_LOG2', 'NODE_ENV', 'DEMO'];

/** Files of a stopped server that must not travel with the copy (db.lock is a directory). */
const RUN_FILES = ['server.json', 'db.lock'];

const TEMPLATE_DATA = 'data';
const TEMPLATE_META = 'template.json';

export async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = net.createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const { port } = probe.address() as net.AddressInfo;
      probe.close(() => resolve(port));
    });
  });
}

async function waitForHealth(url: string, child: ChildProcess, output: () => string): Promise<void> {
  const deadline = Date.now() + 120_000;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`server exited early (${child.exitCode}):\n${output()}`);
    try {
      const res = await fetch(`${url}/api/event`);
      if (res.ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((r) => setTimeout(r, 100));
  }
  throw new Error(`server did not start in time:\n${output()}`);
}

/**
 * The seed-relevant settings a server started with `env` gets, as one comparable string; null
 * when `env` names its own DATA_DIR, which is never replaced by a copy.
 */
function seedKey(env: Record<string, string>, now = new Date()): string | null {
  if (env.DATA_DIR !== undefined) return null;
  const full: Record<string, string | undefined> = { ...process.env, ...BASE_ENV, ...env };
  const settings = Object.fromEntries(SEED_KEYS.map((key) => [key, full[key] ?? null]));
  return JSON.stringify({ day: now.toISOString().slice(0, 10), ...settings });
}

export type SpawnedServer = { url: string; pid: number; stop: () => Promise<void> };

/**
 * Runs `script` (server/main.ts, or scripts/start.ts as `npm start` does) from `cwd` on a free
 * port, with `env` over this process's, until it answers GET /api/event; `stop` ends it with
 * SIGTERM and waits for it to exit. `pid` is the child's (the bench samples its memory).
 */
export async function spawnServer(
  script: string,
  env: Record<string, string>,
  cwd = root,
): Promise<SpawnedServer> {
  const port = await freePort();
  let log = '';
  const child = spawn(process.execPath, ['--import', 'tsx', script], {
    cwd,
    env: { ...process.env, PORT: String(port), ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  child.stdout?.on('data', (d: Buffer) => (log += d.toString()));
  child.stderr?.on('data', (d: Buffer) => (log += d.toString()));
  const url = `http://127.0.0.1:${port}`;
  const stop = async () => {
    if (child.exitCode === null && child.signalCode === null) {
      const exited = new Promise((r) => child.once('exit', r));
      child.kill('SIGTERM');
      await exited;
    }
  };
  try {
    await waitForHealth(url, child, () => log);
  } catch (error) {
    await stop();
    throw error;
  }
  return { url, pid: child.pid!, stop };
}

/** Runs server/main.ts on `dataDir` (unless `env` names another) with the e2e settings. */
function launch(dataDir: string, env: Record<string, string>): Promise<SpawnedServer> {
  return spawnServer('server/main.ts', { DATA_DIR: dataDir, ...BASE_ENV, ...env });
}

/** A copy of the run's template for `env`, or null when there is none or it was seeded otherwise. */
function copyOfTemplate(env: Record<string, string>): string | null {
  const template = process.env[DATA_TEMPLATE_ENV];
  const key = seedKey(env);
  if (!template || key === null || process.env[FRESH_DATA_ENV] === '1') return null;
  try {
    const meta = JSON.parse(fs.readFileSync(path.join(template, TEMPLATE_META), 'utf8')) as { key: string };
    if (meta.key !== key) return null;
  } catch {
    return null;
  }
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'confetti-e2e-'));
  fs.cpSync(path.join(template, TEMPLATE_DATA), dataDir, { recursive: true });
  for (const file of RUN_FILES) fs.rmSync(path.join(dataDir, file), { recursive: true, force: true });
  return dataDir;
}

export async function startServer(env: Record<string, string> = {}): Promise<RunningServer> {
  if (!fs.existsSync(path.join(root, 'dist', 'index.html'))) {
    throw new Error('dist/ is missing: run `npm run build` before the browser suite');
  }
  const dataDir = copyOfTemplate(env) ?? fs.mkdtempSync(path.join(os.tmpdir(), 'confetti-e2e-'));
  let server: Awaited<ReturnType<typeof launch>>;
  try {
    server = await launch(dataDir, env);
  } catch (error) {
    fs.rmSync(dataDir, { recursive: true, force: true });
    throw error;
  }
  return {
    url: server.url,
    dataDir,
    pid: server.pid,
    async stop() {
      await server.stop();
      fs.rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

export type DataTemplate = { dir: string; remove: () => void };

/**
 * Seeds one DATA_DIR with the default e2e settings by starting the server on it once and stopping
 * it cleanly, for startServer() to copy. Its seed key is kept beside it.
 */
export async function prepareDataTemplate(): Promise<DataTemplate> {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'confetti-e2e-template-'));
  const remove = () => fs.rmSync(dir, { recursive: true, force: true });
  try {
    const dataDir = path.join(dir, TEMPLATE_DATA);
    // The template serves nothing: it needs no dist/.
    const server = await launch(dataDir, { SERVE_CLIENT: 'false' });
    await server.stop();
    for (const file of RUN_FILES) fs.rmSync(path.join(dataDir, file), { recursive: true, force: true });
    fs.writeFileSync(path.join(dir, TEMPLATE_META), JSON.stringify({ key: seedKey({}) }));
    return { dir, remove };
  } catch (error) {
    remove();
    throw error;
  }
}

// A PostgreSQL of the failover suite's own (issue 28): stopping and restarting the machine's shared
// cluster would break everyone else's tests, so the suite runs `initdb` into a temporary directory
// and `pg_ctl` on a free port with its socket in that directory, and removes it all afterwards.
// The server binaries come from Debian's postgresql package (/usr/lib/postgresql/<version>/bin,
// the newest there, or PG_BIN). Missing binaries throw: the suite fails, it is never skipped.
// As root (CI's .ci/run) every command runs as the `postgres` user, who owns the directory.
import { execFile, execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { freePort } from '../e2e/helpers/server.ts';

const DEBIAN_PG = '/usr/lib/postgresql';
const OS_USER = 'postgres';
const DATABASE = 'confetti';

export type PrivatePostgres = {
  /** postgres:// URL of the `confetti` database, over TCP on 127.0.0.1. */
  url: string;
  /** The server's version line, for the report. */
  version: string;
  /** pg_ctl stop, waiting until PostgreSQL is down (never blocking the event loop meanwhile). */
  stop: (mode: 'fast' | 'immediate') => Promise<void>;
  /** pg_ctl start, waiting until PostgreSQL accepts connections. */
  start: () => Promise<void>;
  /** Stops (if running) and removes the data directory. */
  remove: () => void;
};

/** The bin directory holding initdb and pg_ctl, or an error saying what to install. */
export function postgresBin(): string {
  const candidates = process.env.PG_BIN
    ? [process.env.PG_BIN]
    : (fs.existsSync(DEBIAN_PG) ? fs.readdirSync(DEBIAN_PG) : [])
        .filter((v) => /^\d+$/.test(v))
        .sort((a, b) => Number(b) - Number(a))
        .map((v) => path.join(DEBIAN_PG, v, 'bin'));
  const found = candidates.find(
    (dir) => fs.existsSync(path.join(dir, 'initdb')) && fs.existsSync(path.join(dir, 'pg_ctl')),
  );
  if (!found) {
    throw new Error(
      `PostgreSQL's server binaries (initdb, pg_ctl) are not in ${process.env.PG_BIN ?? `${DEBIAN_PG}/<version>/bin`}: ` +
        'install the postgresql package (apt-get install postgresql) or set PG_BIN. The failover suite needs them.',
    );
  }
  return found;
}

const isRoot = () => process.getuid?.() === 0;

function command(bin: string, program: string, args: string[]): [string, string[]] {
  return isRoot()
    ? ['runuser', ['-u', OS_USER, '--', path.join(bin, program), ...args]]
    : [path.join(bin, program), args];
}

const failed = (program: string, args: string[], err: unknown) => {
  const e = err as { stderr?: string; stdout?: string; message: string };
  return new Error(`${program} ${args.join(' ')} failed: ${e.message}\n${e.stdout ?? ''}${e.stderr ?? ''}`);
};

/** Runs a PostgreSQL program, as `postgres` when we are root (PostgreSQL refuses to run as root). */
function run(bin: string, program: string, args: string[]): string {
  const [file, argv] = command(bin, program, args);
  try {
    return execFileSync(file, argv, { encoding: 'utf8', stdio: ['ignore', 'pipe', 'pipe'] });
  } catch (err) {
    throw failed(program, args, err);
  }
}

/** `run` without blocking: the load the suite drives goes on while pg_ctl waits. */
function runAsync(bin: string, program: string, args: string[]): Promise<void> {
  const [file, argv] = command(bin, program, args);
  return new Promise((resolve, reject) => {
    execFile(file, argv, { encoding: 'utf8' }, (err, stdout, stderr) => {
      if (err) reject(failed(program, args, Object.assign(err, { stdout, stderr })));
      else resolve();
    });
  });
}

export async function startPrivatePostgres(): Promise<PrivatePostgres> {
  const bin = postgresBin();
  const root = fs.mkdtempSync(path.join(os.tmpdir(), 'confetti-pg-'));
  const dataDir = path.join(root, 'data');
  const logFile = path.join(root, 'server.log');
  if (isRoot()) {
    const uid = Number(execFileSync('id', ['-u', OS_USER], { encoding: 'utf8' }).trim());
    const gid = Number(execFileSync('id', ['-g', OS_USER], { encoding: 'utf8' }).trim());
    fs.chownSync(root, uid, gid);
  }
  const port = await freePort();
  let isRunning = false;
  const remove = () => {
    if (isRunning) {
      try {
        run(bin, 'pg_ctl', ['-D', dataDir, '-m', 'immediate', '-w', 'stop']);
      } catch {
        // already down
      }
      isRunning = false;
    }
    fs.rmSync(root, { recursive: true, force: true });
  };
  try {
    run(bin, 'initdb', ['-D', dataDir, '-U', 'postgres', '--auth=trust', '-E', 'UTF8', '--no-sync']);
    const options = `-p ${port} -k ${root} -c listen_addresses=127.0.0.1 -c max_connections=200`;
    const start = async () => {
      await runAsync(bin, 'pg_ctl', ['-D', dataDir, '-l', logFile, '-o', options, '-w', '-t', '60', 'start']);
      isRunning = true;
    };
    const stop = async (mode: 'fast' | 'immediate') => {
      await runAsync(bin, 'pg_ctl', ['-D', dataDir, '-m', mode, '-w', '-t', '60', 'stop']);
      isRunning = false;
    };
    await start();
    const admin = new pg.Client({ host: '127.0.0.1', port, user: 'postgres', database: 'postgres' });
    await admin.connect();
    await admin.query(`create database ${DATABASE}`);
    const version = (await admin.query<{ v: string }>('select version() as v')).rows[0]?.v ?? '';
    await admin.end();
    return {
      url: `postgres://postgres@127.0.0.1:${port}/${DATABASE}`,
      version,
      start,
      stop,
      remove,
    };
  } catch (err) {
    const log = fs.existsSync(logFile) ? fs.readFileSync(logFile, 'utf8') : '';
    remove();
    throw new Error(`${(err as Error).message}\n${log}`, { cause: err });
  }
}

// N server processes on one machine (issue 28, server/cli/workers.ts): `WORKERS` is read strictly,
// PGlite refuses more than one process with a message saying what to set, and on PostgreSQL the
// primary keeps N workers answering on one port, replaces one that dies, and closes them all on
// SIGTERM. The PostgreSQL block runs when DATABASE_URL is set, as CI runs this file (.ci/run),
// like db-unavailable.test.ts: PGlite cannot run two processes.
import { execFileSync, spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { parseWorkers } from '../../server/cli/workers.ts';
import { isolatedPostgres } from '../helpers/app.ts';
import { freePort } from '../e2e/helpers/server.ts';

const ROOT = path.resolve(import.meta.dirname, '../..');
const isPostgres = (process.env.DATABASE_URL ?? '').startsWith('postgres');

type Started = { child: ChildProcess; output: () => string; exited: Promise<number | null> };

function start(env: Record<string, string>): Started {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'confetti-workers-'));
  const child = spawn(process.execPath, ['--import', 'tsx', 'server/main.ts'], {
    cwd: ROOT,
    env: { ...process.env, DATABASE_URL: '', DATA_DIR: dataDir, SERVE_CLIENT: 'false', ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let text = '';
  child.stdout?.on('data', (chunk: Buffer) => (text += chunk.toString()));
  child.stderr?.on('data', (chunk: Buffer) => (text += chunk.toString()));
  const exited = new Promise<number | null>((resolve) =>
    child.once('exit', (code) => {
      fs.rmSync(dataDir, { recursive: true, force: true });
      resolve(code);
    }),
  );
  return { child, output: () => text, exited };
}

async function waitFor(check: () => boolean | Promise<boolean>, what: string, ms = 90_000) {
  const until = Date.now() + ms;
  while (!(await check())) {
    if (Date.now() > until) throw new Error(`timed out waiting for ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
}

/** The pids of the server processes `pid` started (its node:cluster workers). */
function workersOf(pid: number): number[] {
  let out: string;
  try {
    out = execFileSync('ps', ['-o', 'pid=,args=', '--ppid', String(pid)], { encoding: 'utf8' });
  } catch {
    return []; // ps exits 1 when nothing matches
  }
  return out
    .split('\n')
    .filter((line) => line.includes('server/main.ts'))
    .map((line) => Number(line.trim().split(/\s+/)[0]));
}

describe('WORKERS', () => {
  it('is one process unless asked, the cores for "auto", and refuses anything else', () => {
    expect(parseWorkers(undefined, 8, true)).toBe(1);
    expect(parseWorkers('', 8, false)).toBe(1);
    expect(parseWorkers('auto', 8, true)).toBe(8);
    expect(parseWorkers('3', 8, true)).toBe(3);
    expect(parseWorkers('1', 8, false)).toBe(1);
    for (const bad of ['0', '-2', '2.5', 'many', '65']) {
      expect(() => parseWorkers(bad, 8, true)).toThrow(/WORKERS must be "auto" or a whole number/);
    }
  });

  it('needs PostgreSQL for more than one: PGlite stops at once with what to set', async () => {
    expect(() => parseWorkers('auto', 2, false)).toThrow(/needs PostgreSQL/);
    const server = start({ WORKERS: '2', PORT: String(await freePort()) });
    expect(await server.exited).toBe(1);
    expect(server.output()).toMatch(/Configuration error: WORKERS=2 needs PostgreSQL \(DATABASE_URL/);
  }, 60_000);
});

if (isPostgres)
  describe('two workers on PostgreSQL', () => {
    const cleanups: Array<() => Promise<void>> = [];
    afterAll(async () => {
      for (const cleanup of cleanups.reverse()) await cleanup();
    });

    it('answer on one port, a killed one is replaced, SIGTERM closes them all', async () => {
      const database = await isolatedPostgres(process.env.DATABASE_URL ?? '');
      cleanups.push(() => database.drop());
      const port = await freePort();
      const server = start({ WORKERS: '2', PORT: String(port), DATABASE_URL: database.url });
      cleanups.push(async () => {
        if (server.child.exitCode === null) server.child.kill('SIGKILL');
        await server.exited;
      });
      const pid = server.child.pid ?? 0;
      await waitFor(() => server.output().includes('(database: postgres, 2 workers)'), 'two workers');
      const first = workersOf(pid);
      expect(first).toHaveLength(2);

      const answers = async () => {
        const statuses: number[] = [];
        for (let i = 0; i < 6; i += 1) {
          const res = await fetch(`http://127.0.0.1:${port}/api/attendee/courses`);
          statuses.push(res.status);
        }
        return statuses;
      };
      expect(await answers()).toEqual([200, 200, 200, 200, 200, 200]);

      process.kill(first[0] ?? 0, 'SIGKILL');
      await waitFor(() => server.output().includes('a server worker ended; starting another'), 'the notice');
      await waitFor(() => {
        const now = workersOf(pid);
        return now.length === 2 && !now.includes(first[0] ?? 0);
      }, 'a new worker');
      await waitFor(async () => (await answers()).every((status) => status === 200), 'answers again');

      server.child.kill('SIGTERM');
      expect(await server.exited).toBe(0);
      expect(workersOf(pid)).toEqual([]);
    }, 240_000);
  });

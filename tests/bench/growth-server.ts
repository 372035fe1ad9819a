// The growth bench's server (tests/bench/growth.bench.ts, issue 28): `npm start`'s scripts/start.ts
// on a PostgreSQL database with WORKERS=N, and the RSS of each process of its tree sampled from
// /proc every 100 ms while it runs (Linux).
import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import { freePort } from '../e2e/helpers/server.ts';

export type Server = { url: string; stop: () => Promise<void>; rss: RssSampler };

/** The largest RSS each process of a server's tree reached while sampled (every 100 ms). */
type RssSampler = { maxOneMB: () => number; stop: () => void };

function rssKBOf(pid: number): number {
  try {
    const status = fs.readFileSync(`/proc/${pid}/status`, 'utf8');
    return Number(/VmRSS:\s+(\d+)/.exec(status)?.[1] ?? 0);
  } catch {
    return 0;
  }
}

function childrenOf(pid: number): number[] {
  try {
    return fs
      .readdirSync(`/proc/${pid}/task`)
      .flatMap((task) => fs.readFileSync(`/proc/${pid}/task/${task}/children`, 'utf8').trim().split(/\s+/))
      .filter(Boolean)
      .map(Number);
  } catch {
    return [];
  }
}

function sampleRss(root: number): RssSampler {
  const most = new Map<number, number>();
  const look = () => {
    const tree = [root];
    for (let i = 0; i < tree.length; i++) tree.push(...childrenOf(tree[i]!));
    for (const pid of tree) most.set(pid, Math.max(most.get(pid) ?? 0, rssKBOf(pid)));
  };
  look();
  const timer = setInterval(look, 100);
  return { maxOneMB: () => Math.max(0, ...most.values()) / 1024, stop: () => clearInterval(timer) };
}

/** `npm start` (scripts/start.ts) on `dbUrl` with `workers` processes, until it answers. */
export async function startApp(root: string, dbUrl: string, workers: number): Promise<Server> {
  const port = await freePort();
  let log = '';
  const child: ChildProcess = spawn(process.execPath, ['--import', 'tsx', 'scripts/start.ts'], {
    cwd: root,
    env: {
      ...process.env,
      PORT: String(port),
      HOST: '127.0.0.1',
      DATABASE_URL: dbUrl,
      WORKERS: String(workers),
      SERVE_CLIENT: 'false',
      LOG_LEVEL: 'error',
      KDF_COST_LOG2: '12',
      SIGN_IN_LIMIT_PER_MINUTE: '1000',
    },
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
  const deadline = Date.now() + 120_000;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`the server exited:\n${log}`);
    try {
      if ((await fetch(`${url}/api/event`)).ok) break;
    } catch {
      // not listening yet
    }
    if (Date.now() > deadline) {
      await stop();
      throw new Error(`the server did not start:\n${log}`);
    }
    await new Promise((r) => setTimeout(r, 100));
  }
  const rss = sampleRss(child.pid!);
  return {
    url,
    rss,
    async stop() {
      rss.stop();
      await stop();
    },
  };
}

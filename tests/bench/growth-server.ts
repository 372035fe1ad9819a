// The growth bench's server (tests/bench/growth.bench.ts, issue 28): `npm start`'s scripts/start.ts
// on a PostgreSQL database with WORKERS=N, started as every test's server is (spawnServer,
// tests/e2e/helpers/server.ts), and the RSS of each process of its tree sampled from /proc every
// 100 ms while it runs (Linux).
import fs from 'node:fs';
import { spawnServer } from '../e2e/helpers/server.ts';

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
  const server = await spawnServer(
    'scripts/start.ts',
    {
      HOST: '127.0.0.1',
      DATABASE_URL: dbUrl,
      WORKERS: String(workers),
      SERVE_CLIENT: 'false',
      LOG_LEVEL: 'error',
      KDF_COST_LOG2: '12',
      SIGN_IN_LIMIT_PER_MINUTE: '1000',
    },
    root,
  );
  const rss = sampleRss(server.pid);
  return {
    url: server.url,
    rss,
    async stop() {
      rss.stop();
      await server.stop();
    },
  };
}

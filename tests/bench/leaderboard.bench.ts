// GET /api/leaderboard throughput against a bare Fastify route serving the same JSON, same run,
// same machine (DESIGN.md §7: ≥ 70 %). Runs alternate A/B so drift on a shared machine hits both,
// and the ratio is the median of each pair's own.
// Both are asked as a phone asks (`Accept-Encoding: br, gzip`, issue 11): ours answers with the
// Brotli form it keeps beside the cached JSON, the bare route (no compression) with the JSON.
// Beside the budget's ratio, each server's CPU time per request (Linux's /proc, all its threads):
// a figure the client's own limits and the machine's drift move less than req/s.
import { execFileSync, spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import autocannon from 'autocannon';
import { freePort } from '../e2e/helpers/server.ts';

const ROUNDS = 5;
const SECONDS = 3;
const CONNECTIONS = 20;
const WARM_UP_SECONDS = 2;

const CLOCK_TICKS_PER_S = Number(execFileSync('getconf', ['CLK_TCK']).toString().trim()) || 100;

/** A process's CPU time so far, user and system, in ms. */
function cpuMsOf(pid: number): number {
  const fields = fs.readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1]?.split(' ') ?? [];
  return ((Number(fields[11]) + Number(fields[12])) * 1000) / CLOCK_TICKS_PER_S;
}

/** One timed run: its req/s, and the serving process's CPU µs per request. */
async function requestsPerSecond(
  url: string,
  headers: Record<string, string>,
  pid: number,
  duration = SECONDS,
): Promise<{ rps: number; cpuUs: number }> {
  const cpuBefore = cpuMsOf(pid);
  const result = await autocannon({ url, headers, connections: CONNECTIONS, duration });
  if (result.non2xx > 0 || result.errors > 0)
    throw new Error(`${url}: ${result.non2xx} non-2xx, ${result.errors} errors`);
  const cpuUs = ((cpuMsOf(pid) - cpuBefore) * 1000) / Math.max(1, result.requests.total);
  return { rps: result.requests.average, cpuUs };
}

const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)] ?? 0;

/** `oursPid`: the process serving `baseUrl`. */
export async function measureLeaderboard(baseUrl: string, jwt: string, oursPid: number) {
  const accept = { 'accept-encoding': 'br, gzip' };
  const headers = { authorization: `Bearer ${jwt}`, ...accept };
  const body = await (
    await fetch(`${baseUrl}/api/leaderboard`, { headers: { authorization: headers.authorization } })
  ).text();
  const sent = await fetch(`${baseUrl}/api/leaderboard`, { headers });
  const encoding = sent.headers.get('content-encoding') ?? 'identity';
  const bodyFile = path.join(fs.mkdtempSync(path.join(os.tmpdir(), 'confetti-bench-')), 'leaderboard.json');
  fs.writeFileSync(bodyFile, body);
  const port = await freePort();
  const bare = spawn(
    process.execPath,
    ['--import', 'tsx', 'tests/bench/bare-server.ts', bodyFile, String(port)],
    {
      stdio: ['ignore', 'pipe', 'inherit'],
    },
  );
  try {
    await new Promise<void>((resolve, reject) => {
      bare.stdout?.once('data', () => resolve());
      bare.once('exit', (code) => reject(new Error(`bare server exited ${code}`)));
    });
    const barePid = bare.pid ?? 0;
    const bareUrl = `http://127.0.0.1:${port}/api/leaderboard`;
    const oursUrl = `${baseUrl}/api/leaderboard`;
    // Both warmed first: the JIT has compiled each route's path before a timed round.
    await requestsPerSecond(bareUrl, accept, barePid, WARM_UP_SECONDS);
    await requestsPerSecond(oursUrl, headers, oursPid, WARM_UP_SECONDS);
    const ours: { rps: number; cpuUs: number }[] = [];
    const baseline: { rps: number; cpuUs: number }[] = [];
    for (let round = 0; round < ROUNDS; round++) {
      baseline.push(await requestsPerSecond(bareUrl, accept, barePid));
      ours.push(await requestsPerSecond(oursUrl, headers, oursPid));
    }
    return {
      oursRps: median(ours.map((run) => run.rps)),
      bareRps: median(baseline.map((run) => run.rps)),
      // Each round's own ratio (ours right after its baseline), then their median: this VM's speed
      // drifts by a factor of 1.5 within a minute, less within one pair of rounds.
      ratio: median(ours.map((run, round) => run.rps / (baseline[round]?.rps ?? Number.NaN))),
      oursCpuUs: median(ours.map((run) => run.cpuUs)),
      bareCpuUs: median(baseline.map((run) => run.cpuUs)),
      rounds: ROUNDS,
      seconds: SECONDS,
      bodyBytes: body.length,
      encoding,
    };
  } finally {
    bare.kill('SIGTERM');
  }
}

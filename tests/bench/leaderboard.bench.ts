// GET /api/leaderboard throughput against a bare Fastify route serving the same JSON, same run,
// same machine (DESIGN.md §7: ≥ 70 %). Runs alternate A/B so drift on a shared machine hits both,
// and the ratio is the median of each pair's own.
// Both are asked as a phone asks (`Accept-Encoding: br, gzip`, issue 11): ours answers with the
// Brotli form it keeps beside the cached JSON, the bare route (no compression) with the JSON.
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import autocannon from 'autocannon';
import { freePort } from '../e2e/helpers/server.ts';

const ROUNDS = 5;
const SECONDS = 3;
const CONNECTIONS = 20;
const WARM_UP_SECONDS = 2;

async function requestsPerSecond(
  url: string,
  headers: Record<string, string>,
  duration = SECONDS,
): Promise<number> {
  const result = await autocannon({ url, headers, connections: CONNECTIONS, duration });
  if (result.non2xx > 0 || result.errors > 0)
    throw new Error(`${url}: ${result.non2xx} non-2xx, ${result.errors} errors`);
  return result.requests.average;
}

const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)] ?? 0;

export async function measureLeaderboard(baseUrl: string, jwt: string) {
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
    // Both warmed first: the JIT has compiled each route's path before a timed round.
    await requestsPerSecond(`http://127.0.0.1:${port}/api/leaderboard`, accept, WARM_UP_SECONDS);
    await requestsPerSecond(`${baseUrl}/api/leaderboard`, headers, WARM_UP_SECONDS);
    const ours: number[] = [];
    const baseline: number[] = [];
    for (let round = 0; round < ROUNDS; round++) {
      baseline.push(await requestsPerSecond(`http://127.0.0.1:${port}/api/leaderboard`, accept));
      ours.push(await requestsPerSecond(`${baseUrl}/api/leaderboard`, headers));
    }
    return {
      oursRps: median(ours),
      bareRps: median(baseline),
      // Each round's own ratio (ours right after its baseline), then their median: this VM's speed
      // drifts by a factor of 1.5 within a minute, less within one pair of rounds.
      ratio: median(ours.map((rps, round) => rps / (baseline[round] ?? Number.NaN))),
      rounds: ROUNDS,
      seconds: SECONDS,
      bodyBytes: body.length,
      encoding,
    };
  } finally {
    bare.kill('SIGTERM');
  }
}

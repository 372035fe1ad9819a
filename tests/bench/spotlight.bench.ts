// DESIGN.md §7: a spotlight start reaches 5,000 joined sockets ≤ 250 ms after the start call,
// measured from just before POST /api/spotlight/:id to the last socket's push, beside a bare `ws`
// server sending the same frame to the same 5,000 clients in the same run. The clients live in
// this process, so both numbers include reading 5,000 frames here.
import { spawn } from 'node:child_process';
import WebSocket from 'ws';
import { freePort } from '../e2e/helpers/server.ts';

const SOCKETS = 5_000;
const ROUNDS = 3;
const OPEN_AT_ONCE = 250;
const JOIN = JSON.stringify(['1', '1', 'spotlight', 'phx_join', {}]);
const HEARTBEAT = JSON.stringify([null, 'hb', 'phoenix', 'heartbeat', {}]);

const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)] ?? 0;

async function openAll(url: string, count: number): Promise<WebSocket[]> {
  const sockets: WebSocket[] = [];
  while (sockets.length < count) {
    const batch = Array.from(
      { length: Math.min(OPEN_AT_ONCE, count - sockets.length) },
      () => new WebSocket(url),
    );
    await Promise.all(
      batch.map((ws) => new Promise((resolve, reject) => ws.once('open', resolve).once('error', reject))),
    );
    sockets.push(...batch);
  }
  return sockets;
}

/** When the last socket got a frame that `matches`, by performance.now(). */
function lastArrival(sockets: WebSocket[], matches: (text: string) => boolean): Promise<number> {
  return new Promise((resolve) => {
    let left = sockets.length;
    for (const ws of sockets) {
      const onMessage = (data: WebSocket.RawData) => {
        if (!matches(data.toString())) return;
        ws.off('message', onMessage);
        if (--left === 0) resolve(performance.now());
      };
      ws.on('message', onMessage);
    }
  });
}

async function ours(baseUrl: string, jwt: string): Promise<number[]> {
  const headers = { authorization: `Bearer ${jwt}`, 'content-type': 'application/json' };
  const list = (await (await fetch(`${baseUrl}/api/spotlights`, { headers })).json()) as {
    data: { id: number; remaining: number }[];
  };
  const companies = list.data.filter((c) => c.remaining > 0).slice(0, ROUNDS);
  const sockets = await openAll(`${baseUrl.replace(/^http/, 'ws')}/socket/websocket?vsn=2.0.0`, SOCKETS);
  const joined = lastArrival(sockets, (text) => text.startsWith('["1","1","spotlight","phx_reply"'));
  for (const ws of sockets) ws.send(JOIN);
  await joined;
  const times: number[] = [];
  try {
    for (const company of companies) {
      for (const ws of sockets) ws.send(HEARTBEAT); // a long run must not look idle
      const pushed = lastArrival(sockets, (text) =>
        text.includes(`"spotlight","spotlight",{"id":${company.id},`),
      );
      const started = performance.now();
      // duration 0: it ends at once, so the next round may start another company
      const res = await fetch(`${baseUrl}/api/spotlight/${company.id}`, {
        method: 'POST',
        headers,
        body: JSON.stringify({ duration: 0 }),
      });
      if (res.status !== 201) throw new Error(`start answered ${res.status}: ${await res.text()}`);
      times.push((await pushed) - started);
    }
  } finally {
    for (const ws of sockets) ws.terminate();
  }
  return times;
}

async function bare(frame: string): Promise<number[]> {
  const port = await freePort();
  const child = spawn(
    process.execPath,
    ['--import', 'tsx', 'tests/bench/bare-ws-server.ts', String(port), frame],
    {
      stdio: ['ignore', 'pipe', 'inherit'],
    },
  );
  try {
    await new Promise((resolve) => child.stdout?.once('data', resolve));
    const url = `ws://127.0.0.1:${port}`;
    const sockets = await openAll(url, SOCKETS);
    const [control] = await openAll(url, 1);
    const times: number[] = [];
    for (let round = 0; round < ROUNDS; round++) {
      const pushed = lastArrival(sockets, (text) => text === frame);
      const started = performance.now();
      control!.send('go');
      times.push((await pushed) - started);
    }
    for (const ws of [...sockets, control!]) ws.terminate();
    return times;
  } finally {
    child.kill('SIGTERM');
  }
}

export async function measureSpotlightPush(baseUrl: string, adminJwt: string) {
  const oursMs = await ours(baseUrl, adminJwt);
  const frame = JSON.stringify([
    null,
    null,
    'spotlight',
    'spotlight',
    { id: 1, name: 'A', badge_id: 1, end: 'x' },
  ]);
  const bareMs = await bare(frame);
  return {
    sockets: SOCKETS,
    oursMs: median(oursMs),
    bareMs: median(bareMs),
    oursAll: oursMs,
    bareAll: bareMs,
  };
}

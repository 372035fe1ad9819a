// Badge awards per second (DESIGN.md §7: ≥ 300 on PGlite, ≥ 1,000 on PostgreSQL, 0 lost), each
// beside the same database's raw insert rate measured in the same run. The scenario of issue 8: a
// fresh demo database, staff awarding distinct (attendee, badge) pairs with 32 requests in flight,
// each with its Idempotency-Key and Occurred-At as the client sends them. Only 127.0.0.1, a bounded
// count of requests and a time limit.
// NOTE: the awards go out on node:http with a keep-alive agent, not fetch: on this 2-core machine
// undici's fetch cost ~1.3 ms of CPU per request, taken from the server it measures (the leaderboard
// bench uses autocannon for the same reason).
import { randomUUID } from 'node:crypto';
import fs from 'node:fs';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import pg from 'pg';
import { startServer, type RunningServer } from '../e2e/helpers/server.ts';

const AWARDS = 3000;
/**
 * Awards sent before the clock starts: the server's first requests pay for its JIT, its pool's
 * connections and the database's cold caches (PostgreSQL's first run after the cluster sat idle
 * came to 910/s, the next one to 1,210/s).
 */
const WARM_UP = 200;
const IN_FLIGHT = 32;
const RAW_INSERTS = 3000;
const TIME_LIMIT_MS = 60_000;
/** Types whose activities may overlap (provider-api.md §4): left out so no award is refused. */
const SESSION_TYPES = new Set([6, 7, 9]);
const STAFF = { email: 'staff1@confetti.dev', password: 'password1234' };

export type AwardRow = {
  database: string;
  awardsPerSecond: number;
  rawInsertsPerSecond: number;
  awards: number;
};

async function json<T>(res: Response, what: string): Promise<T> {
  if (!res.ok) throw new Error(`${what}: ${res.status} ${await res.text()}`);
  return (await res.json()) as T;
}

/** A JSON POST on a kept-alive connection; the answer's status and text. */
function post(
  agent: http.Agent,
  url: string,
  request: { headers: Record<string, string>; body: unknown },
): Promise<{ status: number; text: string }> {
  const body = JSON.stringify(request.body);
  return new Promise((resolve, reject) => {
    const headers = {
      ...request.headers,
      'content-type': 'application/json',
      'content-length': `${Buffer.byteLength(body)}`,
    };
    const req = http.request(url, { method: 'POST', agent, headers }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (chunk: Buffer) => chunks.push(chunk));
      res.on('end', () => resolve({ status: res.statusCode ?? 0, text: Buffer.concat(chunks).toString() }));
      res.on('error', reject);
    });
    req.on('error', reject);
    req.end(body);
  });
}

/** Runs up to `count` tasks with `limit` in flight; past the time limit it starts no more. */
async function pool(count: number, limit: number, task: (i: number) => Promise<void>): Promise<number> {
  let next = 0;
  const deadline = Date.now() + TIME_LIMIT_MS;
  const worker = async () => {
    while (next < count && Date.now() < deadline) await task(next++);
  };
  await Promise.all(Array.from({ length: limit }, worker));
  return next;
}

/** Distinct (attendee, badge) pairs staff may award now that no attendee holds yet. */
async function freshPairs(url: string, headers: Record<string, string>) {
  type Badge = { id: number; type: number };
  const badges = (await json<{ data: Badge[] }>(await fetch(`${url}/api/badges`, { headers }), 'badges')).data
    .filter((b) => !SESSION_TYPES.has(b.type))
    .map((b) => b.id);
  const people = (
    await json<{ data: { id: string }[] }>(await fetch(`${url}/api/attendees`, { headers }), 'attendees')
  ).data;
  const pairs: [string, number][] = [];
  for (const person of people) {
    const shown = await json<{ data: { badges: Badge[] } }>(
      await fetch(`${url}/api/attendee?id=${person.id}`, { headers }),
      'attendee',
    );
    const held = new Set(shown.data.badges.map((b) => b.id));
    for (const badge of badges) if (!held.has(badge)) pairs.push([person.id, badge]);
  }
  // Interleave attendees so 32 requests in flight rarely wait on one attendee's row lock.
  return pairs.sort((a, b) => a[1] - b[1]);
}

async function measureAwards(server: RunningServer): Promise<{ perSecond: number; awards: number }> {
  const signIn = await json<{ jwt: string }>(
    await fetch(`${server.url}/api/auth/sign_in`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(STAFF),
    }),
    'sign in',
  );
  const headers = { authorization: `Bearer ${signIn.jwt}` };
  const all = await freshPairs(server.url, headers);
  const agent = new http.Agent({ keepAlive: true, maxSockets: IN_FLIGHT });
  const award = async ([attendeeId, badgeId]: [string, number]) => {
    const res = await post(agent, `${server.url}/api/redeems`, {
      headers: { ...headers, 'idempotency-key': randomUUID(), 'occurred-at': new Date().toISOString() },
      body: { redeem: { attendee_id: attendeeId, badge_id: badgeId } },
    });
    if (res.status !== 201) throw new Error(`award ${attendeeId}/${badgeId}: ${res.status} ${res.text}`);
  };
  const warmUp = all.slice(0, WARM_UP);
  await pool(warmUp.length, IN_FLIGHT, (i) => award(warmUp[i]!));
  const pairs = all.slice(WARM_UP, WARM_UP + AWARDS);
  let created = 0;
  const started = performance.now();
  const sent = await pool(pairs.length, IN_FLIGHT, async (i) => {
    await award(pairs[i]!);
    created++;
  });
  const seconds = (performance.now() - started) / 1000;
  agent.destroy();
  if (created !== sent) throw new Error(`${sent - created} awards lost`);
  return { perSecond: created / seconds, awards: created };
}

const RAW_TABLE =
  'create table bench_raw (id bigserial primary key, attendee uuid not null, badge int not null, at timestamp not null default now())';

/** Single-row autocommit inserts, as many in flight as the awards had. */
async function rawInsertRate(query: (sql: string, params: unknown[]) => Promise<unknown>) {
  const started = performance.now();
  const done = await pool(RAW_INSERTS, IN_FLIGHT, async (i) => {
    await query('insert into bench_raw (attendee, badge) values ($1, $2)', [randomUUID(), i]);
  });
  return done / ((performance.now() - started) / 1000);
}

async function pgliteRawRate(): Promise<number> {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'confetti-bench-raw-'));
  const db = await PGlite.create(dir);
  try {
    await db.exec(RAW_TABLE);
    return await rawInsertRate((sql, params) => db.query(sql, params));
  } finally {
    await db.close();
    fs.rmSync(dir, { recursive: true, force: true });
  }
}

/** The local cluster the bench may use: DATABASE_URL or the default one, only on this machine. */
function localPostgresUrl(): URL | null {
  const url = new URL(process.env.DATABASE_URL || 'postgres://confetti:confetti@127.0.0.1:5432/confetti');
  return ['127.0.0.1', 'localhost', '[::1]'].includes(url.hostname) ? url : null;
}

async function withScratchDatabase<T>(base: URL, run: (url: string) => Promise<T>): Promise<T> {
  const name = `confetti_bench_${process.pid}`;
  const admin = new pg.Client({ connectionString: base.toString() });
  await admin.connect();
  await admin.query(`drop database if exists ${name} with (force)`);
  await admin.query(`create database ${name}`);
  try {
    const own = new URL(base);
    own.pathname = `/${name}`;
    return await run(own.toString());
  } finally {
    await admin.query(`drop database if exists ${name} with (force)`);
    await admin.end();
  }
}

async function postgresRawRate(url: string): Promise<number> {
  const db = new pg.Pool({ connectionString: url, max: IN_FLIGHT });
  // An idle client ended by the scratch database's drop is no failure of the bench.
  db.on('error', () => {});
  try {
    await db.query('drop table if exists bench_raw');
    await db.query(RAW_TABLE);
    const rate = await rawInsertRate((sql, params) => db.query(sql, params));
    await db.query('drop table bench_raw');
    return rate;
  } finally {
    await db.end();
  }
}

async function reachable(url: URL): Promise<boolean> {
  const client = new pg.Client({ connectionString: url.toString(), connectionTimeoutMillis: 2000 });
  try {
    await client.connect();
    await client.end();
    return true;
  } catch {
    return false;
  }
}

export async function measureAwardsOnPglite(): Promise<AwardRow> {
  const server = await startServer({ LOG_LEVEL: 'error' });
  let awards: { perSecond: number; awards: number };
  try {
    awards = await measureAwards(server);
  } finally {
    await server.stop();
  }
  const raw = await pgliteRawRate();
  return {
    database: 'PGlite',
    awardsPerSecond: awards.perSecond,
    rawInsertsPerSecond: raw,
    awards: awards.awards,
  };
}

/** Null when no local PostgreSQL answers. */
export async function measureAwardsOnPostgres(): Promise<AwardRow | null> {
  const base = localPostgresUrl();
  if (!base || !(await reachable(base))) return null;
  return withScratchDatabase(base, async (url) => {
    const server = await startServer({ LOG_LEVEL: 'error', DATABASE_URL: url });
    let awards: { perSecond: number; awards: number };
    try {
      awards = await measureAwards(server);
    } finally {
      await server.stop();
    }
    const raw = await postgresRawRate(url);
    return {
      database: 'PostgreSQL',
      awardsPerSecond: awards.perSecond,
      rawInsertsPerSecond: raw,
      awards: awards.awards,
    };
  });
}

// `npm run bench:growth` (issue 28): what our client's screens read as the event grows, on
// PostgreSQL. For 1,000, 10,000 and 100,000 generated attendees (about 10 badges each,
// `npm run db:crowd`), on a database of their own, starts the real server (`npm start`'s
// scripts/start.ts, WORKERS=1) and asks as a phone asks (`Accept-Encoding: br, gzip`): the
// leaderboard's bounded answer (bytes, cold and warm time), the provider's whole board beside it, a
// badge page, the visitors list's first page, the leads the visitors screen reads with it, and the
// console's dashboard; then staff awards for a few seconds, 32 in flight, with one worker and then
// with two (WORKERS=2) on the same database. The RSS of each server process is sampled all along
// (/proc); the largest one-process figure is the memory column. Prints a table with each budget
// ok or over; exits 1 when a DESIGN.md §7 budget is missed.
// PostgreSQL: GROWTH_DATABASE_URL (a database whose role may CREATE DATABASE), by default the
// CI one. Sizes: GROWTH_SIZES=1000,10000 to run fewer.
import { spawnSync } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import http, { request } from 'node:http';
import path from 'node:path';
import pg from 'pg';
import { startApp } from './growth-server.ts';

const root = path.resolve(import.meta.dirname, '../..');
const ADMIN_URL = process.env.GROWTH_DATABASE_URL ?? 'postgres://confetti:confetti@127.0.0.1:5432/confetti';
const SIZES = (process.env.GROWTH_SIZES ?? '1000,10000,100000').split(',').map(Number);
const BUDGET = { boardKB: 20, boardColdMs: 200, badgeKB: 30, visitorsKB: 30, rssMB: 400 };
/** Seconds of awards per worker count, and how many are in flight (as tests/bench/awards.bench.ts). */
const AWARD_SECONDS = Number(process.env.GROWTH_AWARD_SECONDS ?? 4);
const IN_FLIGHT = 32;
const STAFF_EMAIL = 'staff1@confetti.dev';
const ADMIN_EMAIL = 'admin@confetti.dev';

/** Runs `task` for indexes 0…count−1, `limit` at a time, until `seconds` have passed; how many ran. */
async function pool(count: number, limit: number, seconds: number, task: (i: number) => Promise<void>) {
  let next = 0;
  const deadline = performance.now() + seconds * 1000;
  const worker = async () => {
    while (next < count && performance.now() < deadline) await task(next++);
  };
  await Promise.all(Array.from({ length: limit }, worker));
  return next;
}

/** (attendee, badge) pairs of the crowd that nobody holds yet, of badges staff award (not sessions). */
async function freshPairs(dbUrl: string, count: number, skip: number): Promise<[string, number][]> {
  const c = new pg.Client({ connectionString: dbUrl });
  await c.connect();
  try {
    const { rows } = await c.query<{ attendee: string; badge: number }>(
      `select a.id as attendee, b.id as badge
       from (select id from attendees where nickname like 'crowd%' order by nickname offset $2 limit $1) a
       cross join (select id from badges where type not in (0, 6, 7, 9) and archived_at is null) b
       where not exists (select 1 from redeems r where r.attendee_id = a.id and r.badge_id = b.id)
       order by b.id, a.id`,
      [Math.ceil(count / 40), skip],
    );
    return rows.map((r) => [r.attendee, r.badge]);
  } finally {
    await c.end();
  }
}

/** Staff awards, IN_FLIGHT at a time for AWARD_SECONDS: how many per second were created. */
async function awardsPerSecond(url: string, pairs: [string, number][]): Promise<number> {
  const token = await signIn(url, STAFF_EMAIL);
  const agent = new http.Agent({ keepAlive: true, maxSockets: IN_FLIGHT });
  let created = 0;
  const started = performance.now();
  await pool(pairs.length, IN_FLIGHT, AWARD_SECONDS, async (i) => {
    const [attendeeId, badgeId] = pairs[i]!;
    const status = await new Promise<number>((resolve, reject) => {
      const body = JSON.stringify({ redeem: { attendee_id: attendeeId, badge_id: badgeId } });
      const req = http.request(
        `${url}/api/redeems`,
        {
          method: 'POST',
          agent,
          headers: {
            authorization: `Bearer ${token}`,
            'content-type': 'application/json',
            'idempotency-key': randomUUID(),
            'occurred-at': new Date().toISOString(),
          },
        },
        (res) => {
          res.resume();
          res.on('end', () => resolve(res.statusCode ?? 0));
        },
      );
      req.on('error', reject);
      req.end(body);
    });
    if (status !== 201) throw new Error(`award ${attendeeId}/${badgeId}: HTTP ${status}`);
    created++;
  });
  const seconds = (performance.now() - started) / 1000;
  agent.destroy();
  if (created === pairs.length) throw new Error('ran out of award pairs: raise their number');
  return created / seconds;
}

type Raw = { status: number; bytes: number; ms: number; body: Buffer };

/** One GET as a phone sends it: the bytes as they came over the wire (compressed), and the time. */
function getRaw(url: string, token: string): Promise<Raw> {
  const started = performance.now();
  return new Promise((resolve, reject) => {
    request(url, { headers: { authorization: `Bearer ${token}`, 'accept-encoding': 'br, gzip' } }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (c: Buffer) => chunks.push(c));
      res.on('end', () => {
        const body = Buffer.concat(chunks);
        resolve({ status: res.statusCode ?? 0, bytes: body.length, ms: performance.now() - started, body });
      });
    })
      .on('error', reject)
      .end();
  });
}

async function json(url: string, token: string): Promise<unknown> {
  const res = await fetch(url, { headers: { authorization: `Bearer ${token}` } });
  if (!res.ok) throw new Error(`${url}: ${res.status}`);
  return res.json();
}

async function signIn(url: string, email: string): Promise<string> {
  const res = await fetch(`${url}/api/auth/sign_in`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email, password: 'password1234' }),
  });
  return ((await res.json()) as { jwt: string }).jwt;
}

async function withAdmin<T>(work: (client: pg.Client) => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: ADMIN_URL });
  await client.connect();
  try {
    return await work(client);
  } finally {
    await client.end();
  }
}

const kB = (bytes: number) => bytes / 1000;

type Row = {
  size: number;
  generateS: number;
  boardKB: number;
  boardColdMs: number;
  boardWarmMs: number;
  wholeBoardKB: number;
  wholeBoardColdMs: number;
  badgeKB: number;
  badgeMs: number;
  visitorsKB: number;
  visitorsMs: number;
  leadsKB: number;
  dashboardKB: number;
  dashboardMs: number;
  awards1: number;
  awards2: number;
  rssMB: number;
};

async function measure(size: number): Promise<Row> {
  const name = `confetti_growth_${size}`;
  const dbUrl = Object.assign(new URL(ADMIN_URL), { pathname: `/${name}` }).toString();
  await withAdmin(async (c) => {
    await c.query(`drop database if exists ${name} with (force)`);
    await c.query(`create database ${name}`);
  });
  try {
    const started = performance.now();
    const crowd = spawnSync(process.execPath, ['--import', 'tsx', 'server/cli/crowd.ts', String(size)], {
      cwd: root,
      env: { ...process.env, DATABASE_URL: dbUrl, KDF_COST_LOG2: '12', LOG_LEVEL: 'warn' },
      encoding: 'utf8',
    });
    if (crowd.status !== 0) throw new Error(`db:crowd ${size} failed:\n${crowd.stderr}`);
    const generateS = (performance.now() - started) / 1000;
    await withAdmin(async () => {
      const c = new pg.Client({ connectionString: dbUrl });
      await c.connect();
      await c.query('vacuum analyze');
      await c.end();
    });
    const pairs = await freshPairs(dbUrl, IN_FLIGHT * AWARD_SECONDS * 400 * 2, 0);
    const server = await startApp(root, dbUrl, 1);
    let read: Omit<Row, 'awards2' | 'generateS' | 'size'>;
    try {
      const attendee = await signIn(server.url, 'attendee1@confetti.dev');
      const gold = await signIn(server.url, 'gold@confetti.dev');
      const admin = await signIn(server.url, ADMIN_EMAIL);
      const board = await getRaw(`${server.url}/api/leaderboard?top=50`, attendee); // cold: a new process
      const warm = await getRaw(`${server.url}/api/leaderboard?top=50`, attendee);
      const whole = await getRaw(`${server.url}/api/leaderboard`, attendee);
      const badges = (await json(`${server.url}/api/badges`, attendee)) as {
        data: { id: number; type: number }[];
      };
      const badgeId = badges.data.find((b) => b.type === 3)!.id;
      const badge = await getRaw(`${server.url}/api/badges/${badgeId}?limit=12`, attendee);
      const company = (await json(`${server.url}/api/user`, gold)) as { data?: { id: number }; id?: number };
      const companyId = company.data?.id ?? company.id;
      const visitors = await getRaw(`${server.url}/api/company/attendees/${companyId}?limit=40`, gold);
      // The leads the visitors screen reads with that page: its visitors' only (?attendees=).
      const shown = (await json(`${server.url}/api/company/attendees/${companyId}?limit=40`, gold)) as {
        data: { id: string }[];
      };
      const ids = shown.data.map((v) => v.id).join(',');
      const leads = await getRaw(`${server.url}/api/company/leads?attendees=${ids}`, gold);
      const dashboard = await getRaw(`${server.url}/api/admin/console/dashboard`, admin);
      for (const [what, raw] of Object.entries({ board, whole, badge, visitors, leads, dashboard }))
        if (raw.status !== 200) throw new Error(`${what}: HTTP ${raw.status}`);
      // Awards with the reads above still in the process's memory, then a last look at the board.
      const awards1 = await awardsPerSecond(
        server.url,
        pairs.filter((_, i) => i % 2 === 0),
      );
      await getRaw(`${server.url}/api/leaderboard?top=50`, attendee);
      await getRaw(`${server.url}/api/leaderboard`, attendee);
      read = {
        boardKB: kB(board.bytes),
        boardColdMs: board.ms,
        boardWarmMs: warm.ms,
        wholeBoardKB: kB(whole.bytes),
        wholeBoardColdMs: whole.ms,
        badgeKB: kB(badge.bytes),
        badgeMs: badge.ms,
        visitorsKB: kB(visitors.bytes),
        visitorsMs: visitors.ms,
        leadsKB: kB(leads.bytes),
        dashboardKB: kB(dashboard.bytes),
        dashboardMs: dashboard.ms,
        awards1,
        rssMB: server.rss.maxOneMB(),
      };
    } finally {
      await server.stop();
    }
    const two = await startApp(root, dbUrl, 2);
    try {
      const awards2 = await awardsPerSecond(
        two.url,
        pairs.filter((_, i) => i % 2 === 1),
      );
      return { size, generateS, ...read, awards2, rssMB: Math.max(read.rssMB, two.rss.maxOneMB()) };
    } finally {
      await two.stop();
    }
  } finally {
    await withAdmin((c) => c.query(`drop database if exists ${name} with (force)`));
  }
}

const runStarted = performance.now();
const rows: Row[] = [];
for (const size of SIZES) {
  console.log(`Generating ${size.toLocaleString('en-GB')} attendees…`);
  rows.push(await measure(size));
}

const f = (n: number, digits = 1) => n.toFixed(digits).padStart(8);
const verdict = (isOk: boolean) => (isOk ? 'ok' : 'OVER');
console.log(
  '\nattendees | gen s | board kB | cold ms | warm ms | whole board kB | whole cold ms | badge kB | badge ms | ' +
    'visitors kB | visitors ms | leads kB | dashboard kB | dashboard ms | awards/s 1 worker | awards/s 2 workers | ' +
    'max RSS MB | budgets',
);
let isOver = false;
for (const r of rows) {
  const checks = [
    [`board ≤ ${BUDGET.boardKB} kB`, r.boardKB <= BUDGET.boardKB],
    [`cold ≤ ${BUDGET.boardColdMs} ms`, r.boardColdMs <= BUDGET.boardColdMs],
    [`badge ≤ ${BUDGET.badgeKB} kB`, r.badgeKB <= BUDGET.badgeKB],
    [`visitors ≤ ${BUDGET.visitorsKB} kB`, r.visitorsKB <= BUDGET.visitorsKB],
    [`RSS ≤ ${BUDGET.rssMB} MB`, r.rssMB <= BUDGET.rssMB],
  ] as const;
  const over = checks.filter(([, isOk]) => !isOk).map(([what]) => what);
  // The budgets are DESIGN.md §7's at 100,000; smaller events are shown against them too.
  if (r.size >= 100_000 && over.length > 0) isOver = true;
  console.log(
    `${String(r.size).padStart(9)} |${f(r.generateS)} |${f(r.boardKB)} |${f(r.boardColdMs, 0)} |${f(r.boardWarmMs, 0)} |` +
      `${f(r.wholeBoardKB)} |${f(r.wholeBoardColdMs, 0)} |${f(r.badgeKB)} |${f(r.badgeMs, 0)} |${f(r.visitorsKB)} |` +
      `${f(r.visitorsMs, 0)} |${f(r.leadsKB)} |${f(r.dashboardKB)} |${f(r.dashboardMs, 0)} |${f(r.awards1, 0)} |` +
      `${f(r.awards2, 0)} |${f(r.rssMB, 0)} | ${over.length === 0 ? verdict(true) : `${verdict(false)}: ${over.join(', ')}`}`,
  );
}
console.log(
  `\nBudgets at 100,000 (DESIGN.md §7): board ≤ ${BUDGET.boardKB} kB and cold ≤ ${BUDGET.boardColdMs} ms, ` +
    `badge page ≤ ${BUDGET.badgeKB} kB, visitors' first page ≤ ${BUDGET.visitorsKB} kB, ` +
    `one server process ≤ ${BUDGET.rssMB} MB RSS. Sizes are compressed bytes as sent; times from outside ` +
    `on one machine; awards: ${AWARD_SECONDS} s each, ${IN_FLIGHT} in flight. Whole run: ` +
    `${((performance.now() - runStarted) / 60_000).toFixed(1)} min.`,
);
process.exitCode = isOver ? 1 : 0;

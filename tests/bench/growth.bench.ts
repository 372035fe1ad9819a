// `npm run bench:growth` (issue 28): what our client's screens read as the event grows, on
// PostgreSQL. For 1,000, 10,000 and 100,000 generated attendees (about 10 badges each,
// `npm run db:crowd`), on a database of their own, starts the real server and asks as a phone asks
// (`Accept-Encoding: br, gzip`): the leaderboard's bounded answer (bytes, cold and warm time), the
// provider's whole board beside it, a badge page, the visitors list's first page, and the leads list
// the visitors screen also reads. Prints a table; exits 1 when a DESIGN.md §7 budget is missed.
// PostgreSQL: GROWTH_DATABASE_URL (a database whose role may CREATE DATABASE), by default the
// CI one. Sizes: GROWTH_SIZES=1000,10000 to run fewer.
import { spawnSync } from 'node:child_process';
import { request } from 'node:http';
import path from 'node:path';
import pg from 'pg';
import { startServer } from '../e2e/helpers/server.ts';

const root = path.resolve(import.meta.dirname, '../..');
const ADMIN_URL = process.env.GROWTH_DATABASE_URL ?? 'postgres://confetti:confetti@127.0.0.1:5432/confetti';
const SIZES = (process.env.GROWTH_SIZES ?? '1000,10000,100000').split(',').map(Number);
const BUDGET = { boardKB: 20, boardColdMs: 200, badgeKB: 30, visitorsKB: 30 };

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
    const server = await startServer({ DATABASE_URL: dbUrl, LOG_LEVEL: 'error', SERVE_CLIENT: 'false' });
    try {
      const attendee = await signIn(server.url, 'attendee1@confetti.dev');
      const gold = await signIn(server.url, 'gold@confetti.dev');
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
      const leads = await getRaw(`${server.url}/api/company/leads`, gold);
      for (const [what, raw] of Object.entries({ board, whole, badge, visitors, leads }))
        if (raw.status !== 200) throw new Error(`${what}: HTTP ${raw.status}`);
      return {
        size,
        generateS,
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
      };
    } finally {
      await server.stop();
    }
  } finally {
    await withAdmin((c) => c.query(`drop database if exists ${name} with (force)`));
  }
}

const rows: Row[] = [];
for (const size of SIZES) {
  console.log(`Generating ${size.toLocaleString('en-GB')} attendees…`);
  rows.push(await measure(size));
}

const f = (n: number, digits = 1) => n.toFixed(digits).padStart(8);
console.log(
  '\nattendees | gen s | board kB | cold ms | warm ms | whole board kB | whole cold ms | badge kB | badge ms | visitors kB | visitors ms | leads kB',
);
let isOver = false;
for (const r of rows) {
  console.log(
    `${String(r.size).padStart(9)} |${f(r.generateS)} |${f(r.boardKB)} |${f(r.boardColdMs, 0)} |${f(r.boardWarmMs, 0)} |` +
      `${f(r.wholeBoardKB)} |${f(r.wholeBoardColdMs, 0)} |${f(r.badgeKB)} |${f(r.badgeMs, 0)} |${f(r.visitorsKB)} |` +
      `${f(r.visitorsMs, 0)} |${f(r.leadsKB)}`,
  );
  if (r.size >= 100_000) {
    const over = [
      r.boardKB > BUDGET.boardKB && `board ${r.boardKB.toFixed(1)} kB > ${BUDGET.boardKB}`,
      r.boardColdMs > BUDGET.boardColdMs &&
        `board cold ${r.boardColdMs.toFixed(0)} ms > ${BUDGET.boardColdMs}`,
      r.badgeKB > BUDGET.badgeKB && `badge ${r.badgeKB.toFixed(1)} kB > ${BUDGET.badgeKB}`,
      r.visitorsKB > BUDGET.visitorsKB && `visitors ${r.visitorsKB.toFixed(1)} kB > ${BUDGET.visitorsKB}`,
    ].filter(Boolean);
    if (over.length > 0) {
      isOver = true;
      console.log(`  OVER at ${r.size}: ${over.join('; ')}`);
    }
  }
}
console.log(
  `\nBudgets at 100,000 (DESIGN.md §7): board ≤ ${BUDGET.boardKB} kB and cold ≤ ${BUDGET.boardColdMs} ms, ` +
    `badge page ≤ ${BUDGET.badgeKB} kB, visitors' first page ≤ ${BUDGET.visitorsKB} kB. ` +
    'Sizes are compressed bytes as sent; times from outside on one machine.',
);
process.exitCode = isOver ? 1 : 0;

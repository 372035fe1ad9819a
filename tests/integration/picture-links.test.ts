// Issue 21: every picture URL in every JSON answer is absolute on PUBLIC_ORIGIN, so a client on
// another origin (the provider's own web client) loads them from us, not from itself. Walks the
// answer of every GET route (the access matrix's rows, tests/helpers/access-rows.ts) for every kind
// of caller on the demo event, and fails on any picture-like string that is not on the origin.
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seedDemoIfEmpty } from '../../server/db/seed.ts';
import { ROWS } from '../helpers/access-rows.ts';
import { routesOf, type AccessWorld } from '../helpers/access-world.ts';
import { createTestApp, TEST_ADMIN_SECRET, type TestApp } from '../helpers/app.ts';
import { bearer } from '../helpers/session.ts';

const ORIGIN = 'https://conf.example';
const DEMO = (local: string) => `${local}@confetti.dev`;
const CALLERS = { sponsor: DEMO('gold'), staff: DEMO('staff1'), admin: DEMO('admin') };

/** A field holding a link by its name, or a value that reads as a path to a file we serve. */
const LINK_KEY = /picture|image|img|avatar|logo|url|cv/i;
const FILE_PATH = /^\/(?!\/)(uploads|venue)\/|\.(png|jpe?g|gif|svg|webp)(\?|$)/i;
/** Links to pages, not pictures: the console's signed printable sheets stay same-origin. */
const PAGE_LINK_KEYS = new Set(['sheet_url']);

type Found = { at: string; value: string };

/** An absolute http(s) link to another host that is not a path to one of our files. */
function isElsewhere(value: string): boolean {
  if (!/^https?:\/\//i.test(value)) return false;
  const url = new URL(value);
  return url.origin !== ORIGIN && !/^\/(uploads|venue)\//.test(url.pathname);
}

/** Every string that should be an absolute link, with where it was found. */
function linksIn(value: unknown, at: string, out: Found[] = []): Found[] {
  if (Array.isArray(value)) value.forEach((item, i) => linksIn(item, `${at}[${i}]`, out));
  else if (value !== null && typeof value === 'object') {
    for (const [key, inner] of Object.entries(value)) {
      const here = `${at}.${key}`;
      if (typeof inner === 'string' && !PAGE_LINK_KEYS.has(key)) {
        if (LINK_KEY.test(key) || FILE_PATH.test(inner)) out.push({ at: here, value: inner });
      } else linksIn(inner, here, out);
    }
  }
  return out;
}

let t: TestApp;
let w: AccessWorld;
const headers: Record<string, Record<string, string>> = {};

async function one<T>(query: ReturnType<typeof sql>): Promise<T> {
  const result = (await t.database.db.execute(query)) as unknown as { rows: T[] };
  if (result.rows[0] === undefined) throw new Error('the demo has no such row');
  return result.rows[0];
}

/** The access matrix's world, pointed at the demo event's own rows. */
async function demoWorld(): Promise<AccessWorld> {
  const attendeeOf = (email: string) =>
    one<{ id: string }>(
      sql`select a.id from attendees a join users u on u.id = a.user_id where u.email = ${email}`,
    );
  const staff = await one<{ id: number; user_id: number }>(
    sql`select s.id, s.user_id from staffs s join users u on u.id = s.user_id where u.email = ${DEMO('staff1')}`,
  );
  // An attendee still owed an item and a prize, so the staff's delivery lists have rows.
  const me = await one<{ id: string }>(sql`select a.id from attendees a
    where exists (select 1 from buys b where b.attendee_id = a.id and b.redeemed < b.quantity)
      and exists (select 1 from attendees_prizes p join prizes z on z.id = p.prize_id
        where p.attendee_id = a.id and p.redeemed < p.quantity and z.is_redeemable)
    order by a.nickname limit 1`);
  return {
    headers: {} as AccessWorld['headers'],
    attendeeId: me.id,
    otherAttendeeId: (await attendeeOf(DEMO('attendee2'))).id,
    cardId: (await one<{ id: string }>(sql`select id from attendees where user_id is null limit 1`)).id,
    companyId: (
      await one<{ id: number }>(sql`select c.id from companies c join users u on u.id = c.user_id
      where u.email = ${CALLERS.sponsor}`)
    ).id,
    badgeId: (await one<{ id: number }>(sql`select min(id) as id from badges`)).id,
    prizeId: (await one<{ id: number }>(sql`select min(id) as id from prizes`)).id,
    mugId: (await one<{ id: number }>(sql`select min(id) as id from prizes`)).id,
    redeemableId: (await one<{ id: number }>(sql`select min(id) as id from redeemables`)).id,
    referralId: '00000000-0000-4000-8000-000000000000', // no GET route takes a referral
    staffUserId: Number(staff.user_id),
    staffId: Number(staff.id),
  };
}

beforeAll(async () => {
  t = await createTestApp({ PUBLIC_ORIGIN: ORIGIN });
  await t.reset();
  await seedDemoIfEmpty(t.database.db, t.config, { info: () => undefined }, t.clock.now);
  // The demo draws no avatars or prize pictures: give some, as stored paths, like an upload does;
  // and its prizes won are all handed over on the spot: make them owed, for the staff's lists (all
  // but the nothing slice, which is never handed over: issue 23).
  const db = t.database.db;
  await db.execute(
    sql`update prizes set avatar = '/uploads/catalogue/prizes/' || id || '/original.svg?v=1', is_redeemable = not is_nothing`,
  );
  await db.execute(sql`update attendees set avatar = '/uploads/avatars/' || id || '.png?v=1'`);
  w = await demoWorld();
  const me = await one<{ email: string }>(
    sql`select u.email from users u join attendees a on a.user_id = u.id where a.id = ${w.attendeeId}`,
  );
  for (const [name, email] of Object.entries({ attendee: me.email, ...CALLERS })) {
    headers[name] = await bearer(t, email);
  }
  headers.operator = { authorization: `Admin ${TEST_ADMIN_SECRET}` };
}, 120_000);
afterAll(() => t.close());

describe('picture links in JSON answers (issue 21)', () => {
  it('are absolute on PUBLIC_ORIGIN in the answer of every GET route, for every caller', async () => {
    const reads = routesOf(t.app).filter((route) => route.startsWith('GET ') && route in ROWS);
    expect(reads.length).toBeGreaterThan(30);
    const found: Found[] = [];
    /** Each route's picture fields, e.g. "GET /api/user .redeemables[].image". */
    const fields = new Set<string>();
    for (const route of reads) {
      const url = ROWS[route]!.url(w);
      for (const [caller, auth] of Object.entries(headers)) {
        const res = await t.app.inject({ url, headers: auth });
        if (!String(res.headers['content-type']).startsWith('application/json')) continue;
        const links = linksIn(res.json(), '');
        for (const { at } of links) fields.add(`${route} ${at.replace(/\[\d+\]/g, '[]')}`);
        found.push(...links.map((link) => ({ ...link, at: `${caller} ${url}${link.at}` })));
      }
    }
    // One line per field that is wrong somewhere, with one of its values. A link to another host
    // (a speaker's page or picture from an imported programme, issue 22) is absolute and not ours.
    const relative = new Map<string, string>();
    for (const { at, value } of found) {
      if (!value.startsWith(`${ORIGIN}/`) && !isElsewhere(value)) {
        relative.set(at.replace(/\[\d+\]/g, '[]'), value);
      }
    }
    expect([...relative].map(([at, value]) => `${at} = ${value}`)).toEqual([]);
    // The walk saw the answers that carry pictures (a test that checks nothing cannot pass).
    expect(found.length).toBeGreaterThan(1000);
    expect(
      [
        'GET /api/badges .data[].avatar',
        'GET /api/badges/:id .data.avatar',
        'GET /api/badges/:id .data.attendees[].avatar',
        'GET /api/user .avatar',
        'GET /api/user .badges[].avatar',
        'GET /api/user .prizes[].avatar',
        'GET /api/user .redeemables[].image',
        'GET /api/attendees .data[].badges[].avatar',
        'GET /api/attendees/:id .data.redeemables[].image',
        'GET /api/store .data[].image',
        'GET /api/store/:id .data.image',
        'GET /api/store/redeem/:attendee_id .data[].image',
        'GET /api/roulette/prizes .data[].avatar',
        'GET /api/roulette/redeem/:attendee_id .data[].image',
        'GET /api/leaderboard .data[].avatar',
        'GET /api/leaderboard/ .data[].avatar',
        'GET /api/venue .plan.url',
        'GET /api/admin/console/badges .data[].avatar',
        'GET /api/admin/console/products .data[].image',
        'GET /api/admin/console/prizes .data[].avatar',
        'GET /api/admin/console/venue .plan.url',
      ].filter((field) => !fields.has(field)),
    ).toEqual([]);
  });
});

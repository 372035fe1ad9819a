// Nicknames only where other attendees read (issue 23): the leaderboards, the wheel's latest wins,
// another attendee's page, the attendee list and a badge's holders. The contract's `name` fields
// stay (provider-api.md §3) and carry the nickname; staff, companies and the attendee themself
// still read the real name. Before the fix every signed-in caller read every real name.
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { attendeesPrizes, prizes } from '../../server/db/schema/games.ts';
import { createTestApp, type TestApp } from '../helpers/app.ts';
import { TEST_NOW } from '../helpers/clock.ts';
import {
  createAttendee,
  createBadge,
  createCompany,
  createStaff,
  giveBadge,
  signIn,
} from '../helpers/factories.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());
beforeEach(() => t.reset());

const REAL = 'Inês Real Surname';

/** Inês holds a badge and won a prize; every kind of caller is signed in. */
async function world() {
  const db = t.database.db;
  const ines = await createAttendee(db, { nickname: 'inês', tokenBalance: 30 });
  await db.execute(sql`update attendees set name = ${REAL} where id = ${ines.attendee.id}`);
  const badge = await createBadge(db, { type: 3 });
  await giveBadge(db, ines.attendee.id, badge.id);
  const [mug] = await db
    .insert(prizes)
    .values({ name: 'Mug', stock: 5, maxAmountPerAttendee: 1, probability: 0.5 })
    .returning();
  await db.insert(attendeesPrizes).values({ attendeeId: ines.attendee.id, prizeId: mug!.id, quantity: 1 });
  const bearer = async (email: string) => ({ authorization: `Bearer ${await signIn(t.app, email)}` });
  return {
    id: ines.attendee.id,
    badgeId: badge.id,
    as: {
      self: await bearer(ines.user.email),
      other: await bearer((await createAttendee(db)).user.email),
      sponsor: await bearer((await createCompany(db)).user.email),
      staff: await bearer((await createStaff(db)).user.email),
    },
  };
}

const get = async (url: string, headers: Record<string, string>) => {
  const res = await t.app.inject({ url, headers });
  expect(res.statusCode, `${url} ${res.body.slice(0, 200)}`).toBe(200);
  return res;
};

describe('what another attendee reads', () => {
  it('never carries the real name; `name` fields carry the nickname', async () => {
    const w = await world();
    const day = TEST_NOW.toISOString().slice(0, 10);
    const urls = [
      '/api/leaderboard',
      `/api/leaderboard/${day}`,
      '/api/roulette/latestwins',
      '/api/attendees',
      `/api/attendee?id=${w.id}`,
      `/api/attendee?username=${encodeURIComponent('inês')}`,
      `/api/badges/${w.badgeId}`,
    ];
    for (const url of urls) expect((await get(url, w.as.other)).body, url).not.toContain(REAL);
    const board = (await get('/api/leaderboard', w.as.other)).json().data;
    expect(board).toEqual([expect.objectContaining({ id: w.id, nickname: 'inês', name: 'inês' })]);
    const wins = (await get('/api/roulette/latestwins', w.as.other)).json().data;
    expect(wins).toEqual([expect.objectContaining({ attendee_name: 'inês', attendee_nickname: 'inês' })]);
    const page = (await get(`/api/attendee?id=${w.id}`, w.as.other)).json().data;
    expect([page.name, page.nickname]).toEqual(['inês', 'inês']);
    const holders = (await get(`/api/badges/${w.badgeId}`, w.as.other)).json().data.attendees;
    expect(holders).toEqual([expect.objectContaining({ id: w.id, name: 'inês', email: null })]);
  });

  it('the boards show nicknames to every caller, staff included (one cached answer)', async () => {
    const w = await world();
    for (const headers of Object.values(w.as)) {
      expect((await get('/api/leaderboard', headers)).body).not.toContain(REAL);
    }
  });
});

describe('who still reads the real name', () => {
  it('the attendee themself, staff and companies', async () => {
    const w = await world();
    for (const caller of ['self', 'staff', 'sponsor'] as const) {
      const page = (await get(`/api/attendee?id=${w.id}`, w.as[caller])).json().data;
      expect([caller, page.name]).toEqual([caller, REAL]);
    }
    expect((await get('/api/user', w.as.self)).json().name).toBe(REAL);
  });
});

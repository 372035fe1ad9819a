// The bounded reads of our own client (issue 28, contract/pages.ts and contract/leaderboard.ts):
// the leaderboard's top N with ranks and the caller's own row, a badge's owners a page at a time,
// a company's visitors a page at a time (newest scan first, searched on the server). Each is asked
// beside the provider's whole answer, which must stay what it was without the new parameters.
import { describe, expect, it } from 'vitest';
import { TEST_NOW } from '../helpers/clock.ts';
import { placeCv } from '../helpers/cvs.ts';
import { createAttendee, createBadge, createCompany, createStaff, giveBadge } from '../helpers/factories.ts';
import { BAD_REQUEST, getAs, scannedVisitors, sharedTestApp, type Made } from './bounded-fixture.ts';

const t = sharedTestApp();
const get = (url: string, email: string) => getAs(t, url, email);

describe('GET /api/leaderboard?top=N', () => {
  /** Five ranked attendees: badges 3, 2, 2 (tie on tokens too), 2, 1; the reader holds the last place. */
  async function board() {
    const db = t.database.db;
    const picks = await Promise.all([1, 2, 3].map(() => createBadge(db)));
    const make = async (nickname: string, tokens: number, held: number) => {
      const made = await createAttendee(db, { nickname, tokenBalance: tokens });
      for (const badge of picks.slice(0, held)) await giveBadge(db, made.attendee.id, badge.id);
      return made;
    };
    const ranked = [
      await make('ana', 5, 3),
      await make('bea', 9, 2),
      await make('cid', 9, 2),
      await make('dov', 1, 2),
      await make('eve', 0, 1),
    ];
    return ranked;
  }
  const row = (m: Made, badges: number, tokens: number, rank: number) => ({
    id: m.attendee.id,
    nickname: m.attendee.nickname,
    name: m.attendee.nickname, // public lists show nicknames only (issue 23)
    avatar: null,
    badges,
    token_balance: tokens,
    rank,
  });

  it('answers the top N with shared ranks for ties, the caller’s own row and how many are ranked', async () => {
    const [ana, bea, cid, dov, eve] = await board();
    const [status, body] = await get('/api/leaderboard?top=3', eve!.user.email);
    expect(status).toBe(200);
    expect(body).toEqual({
      data: [row(ana!, 3, 5, 1), row(bea!, 2, 9, 2), row(cid!, 2, 9, 2)],
      me: row(eve!, 1, 0, 5),
      total: 5,
    });
    expect((await get('/api/leaderboard/?top=2', dov!.user.email))[1]).toEqual({
      data: [row(ana!, 3, 5, 1), row(bea!, 2, 9, 2)],
      me: row(dov!, 2, 1, 4),
      total: 5,
    });
  });

  it('gives no own row to staff or to an attendee who is not ranked', async () => {
    await board();
    const staff = await createStaff(t.database.db);
    const unranked = await createAttendee(t.database.db);
    for (const email of [staff.user.email, unranked.user.email]) {
      const [, body] = await get('/api/leaderboard?top=1', email);
      expect(body).toMatchObject({ me: null, total: 5 });
      expect(body.data).toHaveLength(1);
    }
  });

  it('leaves the provider’s whole board as it was: every row, no rank, no extra keys', async () => {
    const ranked = await board();
    const [status, body] = await get('/api/leaderboard', ranked[0]!.user.email);
    expect(status).toBe(200);
    expect(Object.keys(body)).toEqual(['data']);
    expect(body.data).toEqual(
      [
        [ranked[0]!, 3, 5],
        [ranked[1]!, 2, 9],
        [ranked[2]!, 2, 9],
        [ranked[3]!, 2, 1],
        [ranked[4]!, 1, 0],
      ].map(([m, badges, tokens]) => {
        const { rank: _, ...entry } = row(m as Made, badges as number, tokens as number, 0);
        return entry;
      }),
    );
  });

  it('answers a day’s board bounded too', async () => {
    const [ana] = await board();
    const day = TEST_NOW.toISOString().slice(0, 10);
    const [status, body] = await get(`/api/leaderboard/${day}?top=10`, ana!.user.email);
    // No attendee has the day's token snapshot, so nobody is on the day's board.
    expect([status, body]).toEqual([200, { data: [], me: null, total: 0 }]);
  });

  it.each(['0', '-1', '201', 'ten', '1.5'])('refuses top=%s with a 400', async (top) => {
    const [ana] = await board();
    expect(await get(`/api/leaderboard?top=${top}`, ana!.user.email)).toEqual([400, BAD_REQUEST]);
  });
});

describe('GET /api/badges/:id?limit=N', () => {
  async function holders(n: number) {
    const db = t.database.db;
    const badge = await createBadge(db);
    const made: Made[] = [];
    for (let i = 0; i < n; i++) {
      const m = await createAttendee(db);
      await giveBadge(db, m.attendee.id, badge.id);
      made.push(m);
    }
    return { badge, made };
  }
  const simple = (m: Made) => ({
    id: m.attendee.id,
    nickname: m.attendee.nickname,
    email: null,
    name: m.attendee.nickname,
    course: null,
    avatar: null,
    cv: null,
    token_balance: 0,
    entries: 0,
  });

  it('pages the owners in the order they got the badge, with the total and a cursor', async () => {
    const { badge } = await holders(5);
    const reader = await createAttendee(t.database.db);
    const [, whole] = await get(`/api/badges/${badge.id}`, reader.user.email);
    const made = whole.data.attendees;
    const [status, first] = await get(`/api/badges/${badge.id}?limit=2`, reader.user.email);
    expect(status).toBe(200);
    expect(first.data.attendees).toEqual([made[0], made[1]]);
    const { attendees: _, ...badgeJson } = whole.data;
    expect(first.data).toEqual({ ...badgeJson, attendees: first.data.attendees });
    expect(first).toMatchObject({ total: 5, held: false, data: { id: badge.id, name: badge.name } });
    const [, second] = await get(`/api/badges/${badge.id}?limit=2&after=${first.next}`, reader.user.email);
    expect(second.data.attendees).toEqual([made[2], made[3]]);
    const [, last] = await get(`/api/badges/${badge.id}?limit=2&after=${second.next}`, reader.user.email);
    expect([last.data.attendees, last.next]).toEqual([[made[4]], null]);
  });

  it('says when the signed-in attendee holds the badge, with their own email only', async () => {
    const { badge, made } = await holders(3);
    const [, body] = await get(`/api/badges/${badge.id}?limit=5`, made[1]!.user.email);
    const [, whole] = await get(`/api/badges/${badge.id}`, made[1]!.user.email);
    expect(body.held).toBe(true);
    expect(body.data.attendees).toEqual(whole.data.attendees);
    expect(body.data.attendees.map((a: { email: string | null }) => a.email)).toEqual([
      null,
      made[1]!.user.email,
      null,
    ]);
  });

  it('leaves the provider’s whole answer as it was', async () => {
    const { badge, made } = await holders(3);
    const [status, body] = await get(
      `/api/badges/${badge.id}`,
      (await createAttendee(t.database.db)).user.email,
    );
    expect(status).toBe(200);
    expect(Object.keys(body)).toEqual(['data']);
    expect(body.data.attendees).toEqual(made.map((m) => simple(m)));
  });

  it.each(['abc', '0', '1e3', '-4'])('refuses the cursor %s with a 400', async (after) => {
    const { badge, made } = await holders(1);
    expect(await get(`/api/badges/${badge.id}?limit=2&after=${after}`, made[0]!.user.email)).toEqual([
      400,
      BAD_REQUEST,
    ]);
  });
});

describe('GET /api/company/attendees/:company_id?limit=N', () => {
  /** Four visitors scanned a minute apart (the last one newest), and two attendees who never came. */
  async function booth(sponsorship: 'Bronze' | 'Gold', hasCvAccess = false) {
    const db = t.database.db;
    const company = await createCompany(db, { sponsorship, hasCvAccess });
    const visitors = await scannedVisitors(t, company.badge.id, 4, 'visitor');
    const strangers = [
      await createAttendee(db, { nickname: 'zed' }),
      await createAttendee(db, { nickname: 'yan' }),
    ];
    return { company, visitors, strangers };
  }
  const ids = (body: { data: { id: string }[] }) => body.data.map((a) => a.id);

  it('pages a Bronze company’s visitors newest scan first, with the total and a cursor', async () => {
    const { company, visitors } = await booth('Bronze');
    const url = `/api/company/attendees/${company.company.id}?limit=3`;
    const [status, first] = await get(url, company.user.email);
    expect(status).toBe(200);
    expect(ids(first)).toEqual([visitors[3], visitors[2], visitors[1]].map((m) => m!.attendee.id));
    expect(first).toMatchObject({ total: 4, with_cv: 0 });
    expect(first.data[0]).toEqual({
      id: visitors[3]!.attendee.id,
      nickname: 'visitor3',
      email: visitors[3]!.user.email,
      name: visitors[3]!.attendee.name,
      course: null,
      avatar: null,
      cv: null,
      token_balance: 0,
      entries: 0,
    });
    const [, second] = await get(`${url}&after=${first.next}`, company.user.email);
    expect([ids(second), second.next]).toEqual([[visitors[0]!.attendee.id], null]);
  });

  it('continues a Gold company’s list with those who never visited, by nickname', async () => {
    const { company, visitors, strangers } = await booth('Gold');
    const url = `/api/company/attendees/${company.company.id}?limit=3`;
    const seen: string[] = [];
    let body = (await get(url, company.user.email))[1];
    seen.push(...ids(body));
    while (body.next !== null) {
      body = (await get(`${url}&after=${body.next}`, company.user.email))[1];
      seen.push(...ids(body));
    }
    const [zed, yan] = strangers;
    expect(seen).toEqual([
      ...[visitors[3], visitors[2], visitors[1], visitors[0]].map((m) => m!.attendee.id),
      yan!.attendee.id,
      zed!.attendee.id,
    ]);
    expect(body.total).toBe(6);
  });

  it('searches names, nicknames and emails on the server, counting the matches', async () => {
    const { company, visitors, strangers } = await booth('Gold');
    const [, byNick] = await get(
      `/api/company/attendees/${company.company.id}?limit=10&q=VISITOR2`,
      company.user.email,
    );
    expect([ids(byNick), byNick.total]).toEqual([[visitors[2]!.attendee.id], 1]);
    const email = strangers[0]!.user.email;
    const [, byEmail] = await get(
      `/api/company/attendees/${company.company.id}?limit=10&q=${encodeURIComponent(email)}`,
      company.user.email,
    );
    expect(ids(byEmail)).toEqual([strangers[0]!.attendee.id]);
    const [, wild] = await get(
      `/api/company/attendees/${company.company.id}?limit=10&q=%25`,
      company.user.email,
    );
    expect(wild.data).toEqual([]);
  });

  it('links the CVs the company may read and counts them', async () => {
    const { company, visitors } = await booth('Bronze', true);
    await placeCv(t, { kind: 'attendee', id: visitors[1]!.attendee.id }, Buffer.from('%PDF-1.4'));
    const [, body] = await get(`/api/company/attendees/${company.company.id}?limit=10`, company.user.email);
    expect(body.with_cv).toBe(1);
    const withCv = body.data.filter((a: { cv: string | null }) => a.cv !== null);
    expect(withCv.map((a: { id: string }) => a.id)).toEqual([visitors[1]!.attendee.id]);
  });

  it('leaves the provider’s whole list as it was', async () => {
    const { company, visitors } = await booth('Bronze');
    const [status, body] = await get(`/api/company/attendees/${company.company.id}`, company.user.email);
    expect(status).toBe(200);
    expect(Object.keys(body)).toEqual(['data']);
    expect(ids(body)).toEqual(visitors.map((m) => m.attendee.id));
  });

  it('refuses another company, and a malformed cursor with a 400', async () => {
    const { company } = await booth('Bronze');
    const other = await createCompany(t.database.db, { sponsorship: 'Gold' });
    expect(await get(`/api/company/attendees/${company.company.id}?limit=2`, other.user.email)).toEqual([
      403,
      { error: 'Cannot access resource' },
    ]);
    for (const after of ['x', Buffer.from('["v","yesterday","nope"]').toString('base64url')])
      expect(
        await get(`/api/company/attendees/${company.company.id}?limit=2&after=${after}`, company.user.email),
      ).toEqual([400, BAD_REQUEST]);
  });
});

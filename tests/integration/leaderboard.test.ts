// GET /api/leaderboard and /api/leaderboard/:date: who is ranked, with what, in which order, the
// daily board's snapshot semantics and date errors. The cache: leaderboard-cache.test.ts.
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { attendees } from '../../server/db/schema/accounts.ts';
import {
  createAttendee,
  createBadge,
  createCard,
  giveBadge,
  giveBadgeAt,
  snapshotTokens,
} from '../helpers/factories.ts';
import { absolute } from '../helpers/cvs.ts';
import { entry, setupLeaderboardApp } from '../helpers/leaderboard.ts';

const h = setupLeaderboardApp();
const board = h.board;

describe('all-time', () => {
  it('ranks registered attendees with a non-checkpoint badge by badges, then balance, then nickname', async () => {
    const db = h.t().database.db;
    const [general, booth, talk, secret, checkpoint] = await Promise.all([
      createBadge(db, { type: 3 }),
      createBadge(db, { type: 4 }),
      createBadge(db, { type: 6 }),
      createBadge(db, { type: 1 }),
      createBadge(db, { type: 0 }),
    ]);
    const { attendee: p } = await createAttendee(db, { nickname: 'pia', tokenBalance: 10 });
    const { attendee: q } = await createAttendee(db, { nickname: 'quim', tokenBalance: 50 });
    const { attendee: r } = await createAttendee(db, { nickname: 'rui', tokenBalance: 900 });
    const { attendee: s } = await createAttendee(db, { nickname: 'sara', tokenBalance: 5 });
    const { attendee: bbb } = await createAttendee(db, { nickname: 'bbb', tokenBalance: 7 });
    const { attendee: aaa } = await createAttendee(db, { nickname: 'aaa', tokenBalance: 7 });
    const card = await createCard(db);
    for (const b of [general, booth, talk, checkpoint]) await giveBadge(db, p.id, b.id);
    for (const b of [general, booth, talk]) await giveBadge(db, q.id, b.id);
    await giveBadge(db, r.id, checkpoint.id);
    await giveBadge(db, s.id, secret.id);
    for (const x of [bbb, aaa]) for (const b of [general, booth]) await giveBadge(db, x.id, b.id);
    for (const b of [general, booth, talk, secret]) await giveBadge(db, card.id, b.id);
    await db.update(attendees).set({ avatar: '/avatars/quim.png' }).where(eq(attendees.id, q.id));
    expect(await board()).toEqual([
      200,
      {
        data: [
          entry(q, 3, 50, absolute(h.t(), '/avatars/quim.png')),
          entry(p, 3, 10),
          entry(aaa, 2, 7),
          entry(bbb, 2, 7),
          entry(s, 1, 5),
        ],
      },
    ]);
  });

  it('orders equal badges and balance by nickname as the domain compares them, not by the index’s bytes', async () => {
    // The whole board is read in attendees_ranking_idx's order ("C": UTF-8 bytes) and each run of
    // equal badges and balance re-sorted by the domain (UTF-16 units): an emoji nickname sorts
    // before a fullwidth letter in the latter and after it in the former.
    const db = h.t().database.db;
    const badge = await createBadge(db, { type: 3 });
    const { attendee: fullwidth } = await createAttendee(db, { nickname: '\uFF21lba', tokenBalance: 4 });
    const { attendee: emoji } = await createAttendee(db, { nickname: '\u{1F600}mo', tokenBalance: 4 });
    const { attendee: richer } = await createAttendee(db, { nickname: 'zed', tokenBalance: 5 });
    for (const x of [fullwidth, emoji, richer]) await giveBadge(db, x.id, badge.id);
    expect(await board()).toEqual([
      200,
      { data: [entry(richer, 1, 5), entry(emoji, 1, 4), entry(fullwidth, 1, 4)] },
    ]);
  });

  it('answers an empty board as {"data":[]} with a JSON content type', async () => {
    const res = await h
      .app()
      .inject({ method: 'GET', url: '/api/leaderboard', headers: await h.bearerOf('reader@test.dev') });
    expect([res.statusCode, res.headers['content-type'], res.body]).toEqual([
      200,
      'application/json; charset=utf-8',
      '{"data":[]}',
    ]);
  });

  it('answers GET /api/leaderboard/ (the provider client’s all-time call) as GET /api/leaderboard', async () => {
    const db = h.t().database.db;
    const badge = await createBadge(db, { type: 3 });
    const { attendee } = await createAttendee(db, { nickname: 'slash', tokenBalance: 3 });
    await giveBadge(db, attendee.id, badge.id);
    const headers = await h.bearerOf('reader@test.dev');
    const read = (url: string) => h.app().inject({ method: 'GET', url, headers });
    const [cold, plain, warm] = [
      await read('/api/leaderboard/'),
      await read('/api/leaderboard'),
      await read('/api/leaderboard/'),
    ];
    expect([cold.statusCode, cold.json()]).toEqual([200, { data: [entry(attendee, 1, 3)] }]);
    expect([plain.body, warm.body]).toEqual([cold.body, cold.body]);
    const anonymous = await h.app().inject({ method: 'GET', url: '/api/leaderboard/' });
    expect([anonymous.statusCode, anonymous.json()]).toEqual([401, { error: 'unauthenticated' }]);
  });

  it('refuses anonymous and bad-token callers, warm cache or not', async () => {
    await board();
    const anonymous = await h.app().inject({ method: 'GET', url: '/api/leaderboard' });
    expect([anonymous.statusCode, anonymous.json()]).toEqual([401, { error: 'unauthenticated' }]);
    const bad = await h.app().inject({
      method: 'GET',
      url: '/api/leaderboard/2026-11-22',
      headers: { authorization: 'Bearer nope' },
    });
    expect([bad.statusCode, bad.json()]).toEqual([401, { error: 'invalid_token' }]);
  });
});

describe('daily', () => {
  const DAY = '2026-11-20';
  const on = (time: string) => new Date(`${DAY}T${time}Z`);
  const nextDay = new Date('2026-11-21T00:00:00Z');

  it('counts the day-countable badges redeemed that day and shows the day’s balance snapshot', async () => {
    const db = h.t().database.db;
    const [general, talk, checkpoint, coffee, workshop] = await Promise.all([
      createBadge(db, { type: 3 }),
      createBadge(db, { type: 6 }),
      createBadge(db, { type: 0 }),
      createBadge(db, { type: 0, countsForDay: false }),
      createBadge(db, { type: 7 }),
    ]);
    const midnight = on('00:00:00');
    // ana: 2 that count (type 0 included); coffee does not count; one badge the next day.
    const { attendee: ana } = await createAttendee(db, { nickname: 'ana', tokenBalance: 999 });
    await giveBadgeAt(db, ana.id, general.id, { occurredAt: on('09:00:00') });
    await giveBadgeAt(db, ana.id, checkpoint.id, { occurredAt: on('23:59:59') });
    await giveBadgeAt(db, ana.id, coffee.id, { occurredAt: on('10:00:00') });
    await giveBadgeAt(db, ana.id, talk.id, { occurredAt: nextDay });
    await snapshotTokens(db, ana.id, midnight, 120);
    // bea: 3 badges, two dated by insert time only, one queued offline that day and inserted later.
    const { attendee: bea } = await createAttendee(db, { nickname: 'bea', tokenBalance: 5 });
    await giveBadgeAt(db, bea.id, general.id, { occurredAt: null, insertedAt: on('08:00:00') });
    await giveBadgeAt(db, bea.id, talk.id, { occurredAt: null, insertedAt: on('12:00:00') });
    await giveBadgeAt(db, bea.id, workshop.id, {
      occurredAt: on('15:00:00'),
      insertedAt: new Date('2026-11-22T08:00:00Z'),
    });
    await snapshotTokens(db, bea.id, midnight, 50);
    // Left out: no snapshot that day; snapshot but no badge that day; only a non-counting badge;
    // an unregistered card; a badge inserted that day but done the day before (Occurred-At wins).
    const { attendee: noSnapshot } = await createAttendee(db, { nickname: 'cid' });
    await giveBadgeAt(db, noSnapshot.id, general.id, { occurredAt: on('11:00:00') });
    await snapshotTokens(db, noSnapshot.id, nextDay, 40);
    const { attendee: idle } = await createAttendee(db, { nickname: 'dan' });
    await giveBadgeAt(db, idle.id, general.id, { occurredAt: new Date('2026-11-19T23:59:59Z') });
    await snapshotTokens(db, idle.id, midnight, 70);
    const { attendee: coffeeOnly } = await createAttendee(db, { nickname: 'eva' });
    await giveBadgeAt(db, coffeeOnly.id, coffee.id, { occurredAt: on('10:00:00') });
    await snapshotTokens(db, coffeeOnly.id, midnight, 5);
    const card = await createCard(db);
    await giveBadgeAt(db, card.id, general.id, { occurredAt: on('10:00:00') });
    await snapshotTokens(db, card.id, midnight, 500);
    const { attendee: late } = await createAttendee(db, { nickname: 'fil' });
    await giveBadgeAt(db, late.id, general.id, {
      occurredAt: new Date('2026-11-19T20:00:00Z'),
      insertedAt: on('07:00:00'),
    });
    await snapshotTokens(db, late.id, midnight, 30);
    // Ties on badges and snapshot fall back to nickname.
    const { attendee: zoe } = await createAttendee(db, { nickname: 'zoe' });
    const { attendee: gil } = await createAttendee(db, { nickname: 'gil' });
    for (const x of [zoe, gil]) {
      await giveBadgeAt(db, x.id, general.id, { occurredAt: on('10:00:00') });
      await snapshotTokens(db, x.id, midnight, 120);
    }
    expect(await board(`/${DAY}`)).toEqual([
      200,
      { data: [entry(bea, 3, 50), entry(ana, 2, 120), entry(gil, 1, 120), entry(zoe, 1, 120)] },
    ]);
    // The next day: ana's badge has no snapshot of that day, cid's snapshot no badge of that day.
    expect(await board('/2026-11-21')).toEqual([200, { data: [] }]);
  });

  it('answers 400 with the provider body for unparseable or impossible dates', async () => {
    for (const bad of [
      '2021-17-03',
      '2023-02-30',
      '2023-04-31',
      '0000-01-01',
      '2024-2-06',
      '20240206',
      'December%203%2C%202022',
      '2024-02-06T00:00:00Z',
      '%20',
    ]) {
      expect([bad, ...(await board(`/${bad}`))]).toEqual([
        bad,
        400,
        { error: 'Date should be in {YYYY}-{MM}-{DD} format' },
      ]);
    }
    for (const good of ['2024-02-29', '0001-01-01', '9999-12-31']) {
      expect([good, ...(await board(`/${good}`))]).toEqual([good, 200, { data: [] }]);
    }
  });
});

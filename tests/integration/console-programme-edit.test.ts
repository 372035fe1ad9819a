// The console's hand edits of the programme (issue 22): rooms, speakers and sessions are made,
// changed and deleted, a session is linked to its badge (one session per badge, session badges
// only), a moved session's SEQUENCE goes up, bad input is a 422 that changes nothing, and every
// write is in the audit log.
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { programmeSessions } from '../../server/db/schema/programme.ts';
import { createTestApp, type TestApp } from '../helpers/app.ts';
import {
  answer,
  auditRows,
  consoleCallers,
  consoleClient,
  NOT_FOUND,
  type Headers,
} from '../helpers/console.ts';
import { createBadge } from '../helpers/factories.ts';

let t: TestApp;
let asAdmin: Headers;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());
beforeEach(async () => {
  await t.reset();
  ({ asAdmin } = await consoleCallers(t));
});

const { post, patch, del } = consoleClient(() => t);
const P = '/programme';
const talk = {
  title: '  Offline first  ',
  type: 'Talk',
  start: '2026-03-10T10:00:00+00:00',
  end: '2026-03-10T10:45:00+00:00',
};

describe('console programme edits', () => {
  it('makes a room, a speaker and a session linked to its badge, each audited', async () => {
    const room = await post(`${P}/rooms`, asAdmin, { name: 'Main Hall', place: { x: 100, y: 200 } });
    expect(answer(room)).toEqual([201, { data: { id: 1, name: 'Main Hall', place: { x: 100, y: 200 } } }]);
    const speaker = await post(`${P}/speakers`, asAdmin, {
      name: 'Ada',
      picture: 'https://cdn.test/ada.png',
    });
    expect(answer(speaker)).toEqual([
      201,
      { data: { id: 1, name: 'Ada', picture: 'https://cdn.test/ada.png' } },
    ]);
    const badge = await createBadge(t.database.db, { type: 6, name: 'Offline badge' });
    const made = await post(`${P}/sessions`, asAdmin, {
      ...talk,
      room_id: 1,
      speaker_ids: [1],
      badge_id: badge.id,
    });
    expect(made.statusCode).toBe(201);
    expect(made.json().data).toMatchObject({
      title: 'Offline first',
      day: '2026-03-10',
      start: '2026-03-10T10:00:00+00:00',
      room_id: 1,
      speaker_ids: [1],
      badge_id: badge.id,
      badge_name: 'Offline badge',
    });
    const id = made.json().data.id as string;

    const moved = await patch(`${P}/sessions/${id}`, asAdmin, {
      start: '2026-03-10T11:00:00+00:00',
      end: '2026-03-10T11:45:00+00:00',
    });
    expect(moved.json().data).toMatchObject({ start: '2026-03-10T11:00:00+00:00', badge_id: badge.id });
    const [row] = await t.database.db.select().from(programmeSessions);
    expect(row).toMatchObject({ sequence: 1, origin: 'console' });

    expect(answer(await del(`${P}/sessions/${id}`, asAdmin))).toEqual([200, { outcome: 'deleted' }]);
    expect(answer(await del(`${P}/sessions/${id}`, asAdmin))).toEqual([404, NOT_FOUND]);
    expect((await auditRows(t)).map((r) => r.action)).toEqual([
      'programme_room.create',
      'programme_speaker.create',
      'programme_session.create',
      'programme_session.update',
      'programme_session.delete',
    ]);
  });

  it('refuses bad references and times with 422, changing nothing', async () => {
    const general = await createBadge(t.database.db, { type: 3 });
    const talkBadge = await createBadge(t.database.db, { type: 6, name: 'Taken' });
    await post(`${P}/sessions`, asAdmin, { ...talk, badge_id: talkBadge.id });
    const audits = (await auditRows(t)).length;
    const cases: [unknown, Record<string, string[]>][] = [
      [{ ...talk, room_id: 99 }, { room_id: ['does not exist'] }],
      [{ ...talk, speaker_ids: [42] }, { speaker_ids: ['name a speaker that does not exist'] }],
      [{ ...talk, badge_id: general.id }, { badge_id: ['is not a talk, workshop or pitch badge'] }],
      [{ ...talk, badge_id: talkBadge.id }, { badge_id: ['is already linked to "Offline first"'] }],
      [{ ...talk, end: '2026-03-10T09:00:00+00:00' }, { end: ['must not be before start'] }],
      [{ ...talk, title: '   ' }, { title: ["can't be blank"] }],
    ];
    for (const [body, errors] of cases) {
      expect(answer(await post(`${P}/sessions`, asAdmin, body))).toEqual([422, { errors }]);
    }
    expect((await post(`${P}/sessions`, asAdmin, { ...talk, start: '10:00' })).statusCode).toBe(400);
    expect(await t.database.db.select().from(programmeSessions)).toHaveLength(1);
    expect(await auditRows(t)).toHaveLength(audits);
  });

  it('keeps a room in use, and room names unique', async () => {
    await post(`${P}/rooms`, asAdmin, { name: 'Main Hall' });
    await post(`${P}/sessions`, asAdmin, { ...talk, room_id: 1 });
    expect(answer(await post(`${P}/rooms`, asAdmin, { name: 'Main Hall' }))).toEqual([
      422,
      { errors: { name: ['has already been taken'] } },
    ]);
    expect(answer(await del(`${P}/rooms/1`, asAdmin))).toEqual([
      422,
      { errors: { room: ['is used by 1 session(s); move them first'] } },
    ]);
  });
});

// Starring sessions and the calendar feeds (issue 22): stars are idempotent (a replayed
// Idempotency-Key gets the same answer and makes one row) and attendees' own; the secret ICS feed
// parses with ical.js and holds the starred sessions in the event's time zone; one session's ICS
// has its guid as UID; a reset feed URL stops the old one.
import ICAL from 'ical.js';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { ProgrammeReply } from '../../server/contract/programme.ts';
import { programmeStars } from '../../server/db/schema/programme.ts';
import { createTestApp, type TestApp } from '../helpers/app.ts';
import { consoleCallers, consoleClient } from '../helpers/console.ts';
import { createAttendee, createStaff } from '../helpers/factories.ts';
import { fixtureGuid, fixtureXml } from '../helpers/programme-fixture.ts';
import { bearer } from '../helpers/session.ts';

let t: TestApp;
let sessions: ProgrammeReply['sessions'];
let asAttendee: Record<string, string>;
beforeAll(async () => {
  t = await createTestApp({ EVENT_TIME_ZONE: 'Europe/Berlin' });
});
afterAll(() => t.close());
beforeEach(async () => {
  await t.reset();
  const { asAdmin } = await consoleCallers(t);
  const file = fixtureXml({ days: 1, perRoomPerDay: 4 });
  await consoleClient(() => t).post('/programme/import/apply', asAdmin, { file });
  sessions = (await t.app.inject({ url: '/api/programme' })).json<ProgrammeReply>().sessions;
  const { user } = await createAttendee(t.database.db);
  asAttendee = await bearer(t, user.email);
});

const star = (id: string, headers: Record<string, string>, method: 'PUT' | 'DELETE' = 'PUT') =>
  t.app.inject({ method, url: `/api/programme/stars/${id}`, headers });

describe('stars', () => {
  it('replays the same Idempotency-Key with the same answer and keeps one row', async () => {
    const key = { ...asAttendee, 'idempotency-key': crypto.randomUUID() };
    const first = await star(sessions[0]!.id, key);
    const again = await star(sessions[0]!.id, key);
    expect([first.statusCode, first.json()]).toEqual([200, { session_id: sessions[0]!.id, starred: true }]);
    expect([again.statusCode, again.json()]).toEqual([200, first.json()]);
    expect(again.headers['idempotent-replayed']).toBe('true');
    expect((await star(sessions[0]!.id, asAttendee)).statusCode).toBe(200);
    expect(await t.database.db.select().from(programmeStars)).toHaveLength(1);
    const list = await t.app.inject({ url: '/api/programme/stars', headers: asAttendee });
    expect(list.json()).toMatchObject({ data: [sessions[0]!.id] });
    const unstar = await star(sessions[0]!.id, asAttendee, 'DELETE');
    expect(unstar.json()).toEqual({ session_id: sessions[0]!.id, starred: false });
    expect(await t.database.db.select().from(programmeStars)).toHaveLength(0);
  });

  it('answers 404 for an unknown session and 403 to staff', async () => {
    expect((await star('00000000-0000-4000-8000-00000000beef', asAttendee)).statusCode).toBe(404);
    const staff = await createStaff(t.database.db);
    expect((await star(sessions[0]!.id, await bearer(t, staff.user.email))).statusCode).toBe(403);
  });
});

describe('calendar feeds', () => {
  it('serves the starred sessions as iCalendar in the event zone, at a secret URL that resets', async () => {
    const picked = [sessions[0]!, sessions[5]!];
    for (const s of picked) await star(s.id, asAttendee);
    const { calendar_url: url } = (
      await t.app.inject({ url: '/api/programme/stars', headers: asAttendee })
    ).json<{
      calendar_url: string;
    }>();
    const path = new URL(url).pathname;
    const feed = await t.app.inject({ url: path });
    expect(feed.statusCode).toBe(200);
    expect(feed.headers['content-type']).toBe('text/calendar; charset=utf-8');
    expect(feed.body.split('\r\n').every((line) => Buffer.byteLength(line) <= 75)).toBe(true);

    const calendar = new ICAL.Component(ICAL.parse(feed.body));
    const zone = calendar.getFirstSubcomponent('vtimezone')!;
    expect(zone.getFirstPropertyValue('tzid')).toBe('Europe/Berlin');
    ICAL.TimezoneService.register(zone);
    const vevents = calendar.getAllSubcomponents('vevent');
    expect(vevents.map((v) => v.getFirstProperty('dtstart')!.getParameter('tzid'))).toEqual([
      'Europe/Berlin',
      'Europe/Berlin',
    ]);
    const events = vevents.map((v) => new ICAL.Event(v));
    expect(events.map((e) => e.uid).sort()).toEqual(picked.map((s) => s.guid).sort());
    for (const event of events) {
      const session = picked.find((s) => s.guid === event.uid)!;
      expect(event.summary).toBe(session.title);
      expect(event.startDate.toJSDate().toISOString()).toBe(new Date(session.start).toISOString());
      expect(event.endDate.toJSDate().toISOString()).toBe(new Date(session.end).toISOString());
    }
    // 09:00 UTC in March is 10:00 in Berlin: the wall time is the zone's.
    const first = events.find((e) => e.uid === fixtureGuid(1))!;
    expect(first.startDate.hour).toBe(10);

    const reset = await t.app.inject({
      method: 'POST',
      url: '/api/programme/calendar/reset',
      headers: asAttendee,
    });
    expect(new URL(reset.json<{ calendar_url: string }>().calendar_url).pathname).not.toBe(path);
    expect((await t.app.inject({ url: path })).statusCode).toBe(404);
  });

  it("names the starred calendar in the attendee's language", async () => {
    const feedName = async () => {
      const { calendar_url: url } = (
        await t.app.inject({ url: '/api/programme/stars', headers: asAttendee })
      ).json<{ calendar_url: string }>();
      const feed = await t.app.inject({ url: new URL(url).pathname });
      return new ICAL.Component(ICAL.parse(feed.body)).getFirstPropertyValue('x-wr-calname');
    };
    const event = `${t.config.eventName} ${t.config.eventYear}`;
    expect(await feedName()).toBe(`${event}: my sessions`);
    await t.app.inject({
      method: 'PUT',
      url: '/api/user/locale',
      headers: asAttendee,
      payload: { locale: 'pt-PT' },
    });
    expect(await feedName()).toBe(`${event}: as minhas sessões`);
  });

  it('serves one session as an ICS file with its guid as UID', async () => {
    const s = sessions.find((session) => session.guid === fixtureGuid(2))!;
    const res = await t.app.inject({ url: `/api/programme/sessions/${s.id}.ics` });
    const event = new ICAL.Event(new ICAL.Component(ICAL.parse(res.body)).getFirstSubcomponent('vevent')!);
    expect(event.uid).toBe(s.guid);
    expect(event.location).toBe('Auditório A');
  });
});

describe('the public read', () => {
  it('answers 304 to its own ETag', async () => {
    const res = await t.app.inject({ url: '/api/programme' });
    const again = await t.app.inject({
      url: '/api/programme',
      headers: { 'if-none-match': res.headers.etag as string },
    });
    expect(again.statusCode).toBe(304);
    expect(res.headers.etag).toBe(`"${res.json<ProgrammeReply>().version}"`);
  });
});

// The programme import (issue 22): a real-shaped frab XML of a 4-day, 4-room conference (144
// sessions, several speakers, entities, sessions after midnight) and a pretalx schedule.json are
// previewed, then applied; a second export with one session moved and one removed changes exactly
// those and keeps stars and badge links; a malformed file changes nothing and names its fault.
import { count } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { ProgrammeReply } from '../../server/contract/programme.ts';
import { programmeSessions, programmeStars } from '../../server/db/schema/programme.ts';
import { createTestApp, type TestApp } from '../helpers/app.ts';
import { auditRows, consoleCallers, consoleClient, type Headers } from '../helpers/console.ts';
import { createAttendee, createBadge } from '../helpers/factories.ts';
import { fixtureGuid, fixtureJson, fixtureXml } from '../helpers/programme-fixture.ts';
import { bearer } from '../helpers/session.ts';

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

const { post, patch } = consoleClient(() => t);
const preview = (file: string) => post('/programme/import/preview', asAdmin, { file });
const apply = (file: string) => post('/programme/import/apply', asAdmin, { file });
const programme = async () => (await t.app.inject({ url: '/api/programme' })).json<ProgrammeReply>();
const sessionCount = async () => (await t.database.db.select({ n: count() }).from(programmeSessions))[0]!.n;

describe('programme import: frab XML', () => {
  it('previews 144 sessions without writing, then applies them all', async () => {
    const file = fixtureXml();
    const shown = await preview(file);
    expect(shown.statusCode).toBe(200);
    expect(shown.json()).toMatchObject({
      format: 'frab-xml',
      conference: 'Fixture Conf & Friends',
      applied: false,
    });
    expect(shown.json().added).toHaveLength(144);
    expect(await sessionCount()).toBe(0);

    const started = performance.now();
    const applied = await apply(file);
    const elapsedMs = performance.now() - started;
    console.info(`import of a 144-session frab XML: ${elapsedMs.toFixed(0)} ms`);
    expect(applied.statusCode).toBe(200);
    expect(applied.json()).toMatchObject({ applied: true, unchanged: 0, changed: [], removed: [], rooms: 4 });

    const read = await programme();
    expect(read.sessions).toHaveLength(144);
    expect(read.days).toEqual(['2026-03-10', '2026-03-11', '2026-03-12', '2026-03-13']);
    expect(read.rooms.map((r) => r.name)).toEqual([
      'Auditório A',
      'Hall Ωmega',
      'Lab 1 & 2',
      'Sala „Turing“',
    ]);
    expect(read.time_zone).toBe('Europe/Lisbon');
    // Entities decoded, non-ASCII kept, several speakers in order.
    const third = read.sessions.find((s) => s.guid === fixtureGuid(3))!;
    expect(read.sessions.find((s) => s.guid === fixtureGuid(2))!.title).toBe(
      'Zero-trust <networks> — part 2',
    );
    expect(third.speaker_ids).toHaveLength(3);
    expect(read.speakers.some((s) => s.name.startsWith('Ольга Смирнова'))).toBe(true);
    // The day's last session starts after midnight and belongs to the day element it was in.
    const late = read.sessions.find((s) => s.guid === fixtureGuid(9))!;
    expect(late).toMatchObject({ day: '2026-03-10', start: '2026-03-11T00:00:00+00:00' });
    expect(late.links).toEqual([{ url: 'https://example.org/slides/1009', title: 'Slides & code' }]);
    const [audit] = (await auditRows(t)).filter((row) => row.action === 'programme.import');
    expect(audit).toMatchObject({ entity: 'programme' });
  });

  it('re-imports a newer export: one moved and one removed, stars and badge links kept', async () => {
    await apply(fixtureXml());
    const before = await programme();
    const moved = before.sessions.find((s) => s.guid === fixtureGuid(5))!;
    const removed = before.sessions.find((s) => s.guid === fixtureGuid(6))!;
    const { attendee, user } = await createAttendee(t.database.db);
    const asAttendee = await bearer(t, user.email);
    for (const s of [moved, removed, before.sessions[0]!]) {
      const res = await t.app.inject({
        method: 'PUT',
        url: `/api/programme/stars/${s.id}`,
        headers: asAttendee,
      });
      expect(res.statusCode).toBe(200);
    }
    const badge = await createBadge(t.database.db, { type: 6, name: 'Talk badge' });
    expect((await patch(`/programme/sessions/${moved.id}`, asAdmin, { badge_id: badge.id })).statusCode).toBe(
      200,
    );

    const newer = fixtureXml()
      .replace(/<event guid="00000000-0000-4000-8000-000000000006"[\s\S]*?<\/event>\n/, '')
      .replace(
        '<date>2026-03-10T13:00:00+00:00</date><start>13:00</start>',
        '<date>2026-03-10T16:30:00+00:00</date><start>16:30</start>',
      );
    const shown = (await preview(newer)).json();
    expect(shown.changed).toEqual([
      {
        guid: fixtureGuid(5),
        title: moved.title,
        start: '2026-03-10T16:30:00+00:00',
        room: 'Auditório A',
        fields: ['start', 'end'],
      },
    ]);
    expect(shown.removed).toEqual([
      { guid: fixtureGuid(6), title: removed.title, start: removed.start, room: 'Auditório A', stars: 1 },
    ]);
    expect(shown).toMatchObject({ added: [], unchanged: 142 });

    expect((await apply(newer)).statusCode).toBe(200);
    const after = await programme();
    expect(after.sessions).toHaveLength(143);
    const movedAfter = after.sessions.find((s) => s.guid === fixtureGuid(5))!;
    expect(movedAfter).toMatchObject({
      id: moved.id,
      start: '2026-03-10T16:30:00+00:00',
      badge_id: badge.id,
      badge_name: 'Talk badge',
    });
    // Everything else is exactly as before.
    const untouched = (r: ProgrammeReply) =>
      r.sessions
        .filter((s) => s.guid !== fixtureGuid(5) && s.guid !== fixtureGuid(6))
        .sort((a, b) => a.id.localeCompare(b.id));
    expect(untouched(after)).toEqual(untouched(before));
    const stars = await t.database.db.select().from(programmeStars);
    expect(stars.map((s) => s.sessionId).sort()).toEqual([moved.id, before.sessions[0]!.id].sort());
    expect(stars.every((s) => s.attendeeId === attendee.id)).toBe(true);
    const ics = await t.app.inject({ url: `/api/programme/sessions/${moved.id}.ics` });
    expect(ics.body).toContain('SEQUENCE:1');
  });

  it('refuses a malformed file with its line, and changes nothing', async () => {
    await apply(fixtureXml());
    const before = await programme();
    const audits = (await auditRows(t)).length;
    const broken = fixtureXml().replace('<duration>00:45</duration>', '<duration>45 min</duration>');
    const res = await apply(broken.replace(/<title>Rust in production/, '<title>Moved away'));
    expect(res.statusCode).toBe(422);
    expect(res.json()).toEqual({
      errors: {
        file: [
          'line 8: <event guid="00000000-0000-4000-8000-000000000001">: <duration> "45 min" is not HH:MM',
        ],
      },
    });
    const unclosed = await apply(fixtureXml().replace('</persons>', '</person>'));
    expect(unclosed.statusCode).toBe(422);
    expect(unclosed.json().errors.file[0]).toMatch(/^line 15: not well-formed XML: .*persons/);
    const notJson = await preview('{"schedule": {"conference": ');
    expect(notJson.json()).toEqual({
      errors: { file: [expect.stringMatching(/^line 1 column 29: not valid JSON/)] },
    });
    expect(await programme()).toEqual(before);
    expect(await auditRows(t)).toHaveLength(audits);
  });
});

describe('programme import: pretalx JSON', () => {
  it('imports schedule.json with speakers, pictures as links and track colours', async () => {
    const res = await apply(fixtureJson());
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ format: 'pretalx-json', applied: true });
    expect(res.json().added).toHaveLength(144);
    const read = await programme();
    expect(read.tracks).toContainEqual({ name: 'Security', color: '#e4002b' });
    const speaker = read.speakers.find((s) => s.name === 'Ольга Смирнова')!;
    expect(speaker).toMatchObject({
      picture: 'https://pretalx.example.org/media/avatars/SPK0003.png',
      biography: 'Ольга Смирнова works on distributed systems & “real” products (#3).',
    });
    const late = read.sessions.find((s) => s.guid === fixtureGuid(9))!;
    expect(late).toMatchObject({ day: '2026-03-10', start: '2026-03-11T00:00:00+00:00' });
    // The same file again changes nothing.
    expect((await apply(fixtureJson())).json()).toMatchObject({
      added: [],
      changed: [],
      removed: [],
      unchanged: 144,
    });
  });
});

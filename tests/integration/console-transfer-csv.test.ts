// The console's CSV exports (issue 13): attendees, booth visitors and badge awards, streamed a page
// at a time with a header row, as text/csv an organiser's spreadsheet opens safely (UTF-8 BOM,
// RFC 4180 quoting, formulas defused). Admin staff only.
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { attendeePage, EXPORT_PAGE_ROWS, pagesOf } from '../../server/transfer/export-repo.ts';
import { redeems } from '../../server/db/schema/contest.ts';
import { createTestApp, type TestApp } from '../helpers/app.ts';
import { answer, CONSOLE, consoleCallers, FORBIDDEN } from '../helpers/console.ts';
import {
  createAttendee,
  createBadge,
  createCard,
  createCompany,
  createStaff,
  giveBadge,
} from '../helpers/factories.ts';
import { TEST_NOW } from '../helpers/clock.ts';
import { bearer } from '../helpers/session.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());
beforeEach(() => t.reset());

const BOM = '\uFEFF';

async function csv(kind: string, headers: Record<string, string>) {
  const res = await t.app.inject({ url: `${CONSOLE}/export/${kind}`, headers });
  expect(res.statusCode, res.body.slice(0, 200)).toBe(200);
  expect(res.headers['content-type']).toBe('text/csv; charset=utf-8');
  expect(res.headers['content-disposition']).toBe(`attachment; filename="${kind}-2026-11-22.csv"`);
  expect(res.body.startsWith(BOM)).toBe(true);
  return res.body.slice(BOM.length).split('\r\n').slice(0, -1);
}

describe('GET /api/admin/console/export/attendees', () => {
  it('lists registered attendees in sign-up order with their badge count, formulas defused', async () => {
    const { asAdmin } = await consoleCallers(t);
    const first = await createAttendee(t.database.db, { nickname: 'ana', tokenBalance: 40 });
    const second = await createAttendee(t.database.db, { nickname: 'rui' });
    await t.database.db.execute(
      sql`update attendees set name = ${'=HYPERLINK("http://evil","Hi, there")'} where id = ${second.attendee.id}`,
    );
    await createCard(t.database.db); // a card nobody signed up with is not an attendee yet
    const badge = await createBadge(t.database.db);
    await giveBadge(t.database.db, first.attendee.id, badge.id);
    const signedUp = (u: { insertedAt: Date }) => u.insertedAt.toISOString().replace('.000Z', 'Z');
    expect(await csv('attendees', asAdmin)).toEqual([
      'id,nickname,name,email,course,tokens,entries,badges,has_cv,banned,signed_up_at,terms_accepted_at',
      `${first.attendee.id},ana,${first.attendee.name},${first.user.email},,40,0,1,false,false,${signedUp(first.user)},`,
      `${second.attendee.id},rui,"'=HYPERLINK(""http://evil"",""Hi, there"")",${second.user.email},,0,0,0,false,false,${signedUp(second.user)},`,
    ]);
  });

  it('streams any number of rows a page at a time: every attendee once, in order', async () => {
    const { asAdmin } = await consoleCallers(t);
    const count = EXPORT_PAGE_ROWS * 2 + 345;
    await t.database.db.execute(sql`
      insert into users (email, password_hash)
        select 'bulk' || g || '@test.dev', 'x' from generate_series(1, ${count}) g`);
    await t.database.db.execute(sql`
      insert into attendees (user_id, nickname)
        select id, 'bulk' || id from users where email like 'bulk%'`);
    const pages = [];
    for await (const page of pagesOf(
      (after: number | null, limit: number) => attendeePage(t.database.db, after, limit),
      (r) => r.userId,
    )) {
      pages.push(page.length);
    }
    expect(pages).toEqual([EXPORT_PAGE_ROWS, EXPORT_PAGE_ROWS, 345]);
    // The answer arrives as the pages are read, in several chunks, not as one built string.
    const streamed = await t.app.inject({
      url: `${CONSOLE}/export/attendees`,
      headers: asAdmin,
      payloadAsStream: true,
    });
    const chunks: Buffer[] = [];
    for await (const chunk of streamed.stream()) chunks.push(Buffer.from(chunk as Buffer));
    expect(chunks.length).toBeGreaterThanOrEqual(pages.length);
    const lines = await csv('attendees', asAdmin);
    expect(Buffer.concat(chunks).toString('utf8')).toBe(BOM + lines.join('\r\n') + '\r\n');
    expect(lines.length).toBe(count + 1);
    const nicknames = lines.slice(1).map((line) => line.split(',')[1]);
    expect(new Set(nicknames).size).toBe(count);
    expect(nicknames[0]).toBe(lines[1]!.split(',')[1]);
    const ids = nicknames.map((n) => Number(n!.slice('bulk'.length)));
    expect(ids).toEqual([...ids].sort((a, b) => a - b));
  });

  it('answers a header row alone when there is nobody yet', async () => {
    const { asAdmin } = await consoleCallers(t);
    expect(await csv('attendees', asAdmin)).toEqual([
      'id,nickname,name,email,course,tokens,entries,badges,has_cv,banned,signed_up_at,terms_accepted_at',
    ]);
  });
});

describe('GET /api/admin/console/export/visitors and /awards', () => {
  it('lists booth visits by company, and every award with who gave it and when', async () => {
    const { asAdmin } = await consoleCallers(t);
    const { company, badge: booth } = await createCompany(t.database.db, { sponsorship: 'Silver' });
    const talk = await createBadge(t.database.db, { name: 'Talk, "live"' });
    const auto = await createBadge(t.database.db, { name: '@Collector' });
    const visitor = await createAttendee(t.database.db, { nickname: 'visitor' });
    const staff = await createStaff(t.database.db, { email: 'door@test.dev' });
    const late = new Date(TEST_NOW.getTime() + 60_000);
    await t.database.db.insert(redeems).values([
      { badgeId: booth.id, attendeeId: visitor.attendee.id, occurredAt: TEST_NOW, insertedAt: late },
      { badgeId: talk.id, attendeeId: visitor.attendee.id, staffId: staff.staff.id, insertedAt: late },
      { badgeId: auto.id, attendeeId: visitor.attendee.id, insertedAt: late },
    ]);
    const { id, name } = visitor.attendee;
    const email = visitor.user.email;
    expect(await csv('visitors', asAdmin)).toEqual([
      'company_id,company,sponsorship,attendee_id,nickname,name,email,occurred_at,recorded_at',
      `${company.id},${company.name},Silver,${id},visitor,${name},${email},2026-11-22T12:00:00Z,2026-11-22T12:01:00Z`,
    ]);
    const rows = await t.database.db.select({ id: redeems.id }).from(redeems).orderBy(redeems.id);
    expect(await csv('awards', asAdmin)).toEqual([
      'id,badge_id,badge,badge_type,attendee_id,nickname,email,awarded_by_kind,awarded_by,spotlighted,occurred_at,recorded_at',
      `${rows[0]!.id},${booth.id},${booth.name},4,${id},visitor,${email},sponsor,${company.name},false,2026-11-22T12:00:00Z,2026-11-22T12:01:00Z`,
      `${rows[1]!.id},${talk.id},"Talk, ""live""",3,${id},visitor,${email},staff,door@test.dev,false,2026-11-22T12:01:00Z,2026-11-22T12:01:00Z`,
      `${rows[2]!.id},${auto.id},'@Collector,3,${id},visitor,${email},automatic,,false,2026-11-22T12:01:00Z,2026-11-22T12:01:00Z`,
    ]);
  });
});

describe('the CSV exports are for admin staff only', () => {
  it('refuses staff and attendees (403) and anonymous callers (401)', async () => {
    const { asStaff } = await consoleCallers(t);
    const attendee = await bearer(t, (await createAttendee(t.database.db)).user.email);
    for (const kind of ['attendees', 'visitors', 'awards', 'config']) {
      const url = `${CONSOLE}/export/${kind}`;
      expect(answer(await t.app.inject({ url, headers: asStaff }))).toEqual([403, FORBIDDEN]);
      expect(answer(await t.app.inject({ url, headers: attendee }))).toEqual([403, FORBIDDEN]);
      expect((await t.app.inject({ url })).statusCode).toBe(401);
    }
  });
});

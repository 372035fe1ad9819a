// The console's sponsors (issue 13): create, list and edit, every bad input answered 4xx with
// nothing written, archive and restore through the booth badge (scans stop, history stays), delete
// or archive by history, each write in the audit log, and admin staff only. Accounts:
// console-sponsor-accounts.test.ts.
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { companies, users } from '../../server/db/schema/accounts.ts';
import { bonuses } from '../../server/db/schema/contest.ts';
import { badges } from '../../server/db/schema/badges.ts';
import { createTestApp, type TestApp } from '../helpers/app.ts';
import {
  answer,
  auditRows,
  BAD_REQUEST,
  consoleCallers,
  consoleClient,
  FORBIDDEN,
  NOT_FOUND,
  type Headers,
} from '../helpers/console.ts';
import { createAttendee, createBadge, createCompany, giveBadge } from '../helpers/factories.ts';
import { bearer } from '../helpers/session.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());
beforeEach(() => t.reset());

const db = () => t.database.db;
const { get, post, patch, del } = consoleClient(() => t);
const booth = (name = 'Visit Acme') => createBadge(db(), { type: 4, name });

type SponsorJson = { id: number; archived_at: string | null };
const idOf = (res: { json: () => unknown }) => (res.json() as { data: SponsorJson }).data.id;

async function created(asAdmin: Headers, body: Record<string, unknown>) {
  const res = await post('/sponsors', asAdmin, body);
  expect(res.statusCode).toBe(201);
  return idOf(res);
}

describe('POST, GET and PATCH /api/admin/console/sponsors', () => {
  it('creates a sponsor, lists it, shows it to everyone and records who made it', async () => {
    const { admin, asAdmin } = await consoleCallers(t);
    const badge = await booth();
    const body = { name: ' Acme ', sponsorship: 'Gold', badge_id: badge.id, channel_id: '12345' };
    const res = await post('/sponsors', asAdmin, body);
    const id = idOf(res);
    const json = {
      id,
      name: 'Acme',
      sponsorship: 'Gold',
      badge_id: badge.id,
      has_cv_access: false,
      remaining_spotlights: 0,
      channel_id: '12345',
      badge_name: 'Visit Acme',
      archived_at: null,
      visitors: 0,
      accounts: [],
    };
    expect(answer(res)).toEqual([201, { data: json }]);
    expect(answer(await get('/sponsors', asAdmin))).toEqual([200, { data: [json] }]);
    const attendee = await createAttendee(db());
    const seen = await t.app.inject({
      url: `/api/companies/${id}`,
      headers: await bearer(t, attendee.user.email),
    });
    expect(seen.json()).toEqual({
      data: {
        id,
        name: 'Acme',
        sponsorship: 'Gold',
        channel_id: '12345',
        badge_id: badge.id,
        has_cv_access: false,
      },
    });
    expect(await auditRows(t)).toMatchObject([
      {
        actorUserId: admin.user.id,
        action: 'sponsor.create',
        entity: 'sponsor',
        entityId: String(id),
        before: null,
        after: { id, name: 'Acme', badgeId: badge.id, archivedAt: null, accountEmail: null },
        at: t.clock.now,
      },
    ]);
  });

  it('makes up a unique channel id when none is given, and counts visitors', async () => {
    const { asAdmin } = await consoleCallers(t);
    const [one, two] = [await booth('One'), await booth('Two')];
    await created(asAdmin, { name: 'One', sponsorship: 'Bronze', badge_id: one.id });
    await created(asAdmin, { name: 'Two', sponsorship: 'Silver', badge_id: two.id, remaining_spotlights: 2 });
    const visitor = await createAttendee(db());
    await giveBadge(db(), visitor.attendee.id, two.id);
    const list = (await get('/sponsors', asAdmin)).json() as {
      data: { channel_id: string; visitors: number; remaining_spotlights: number }[];
    };
    const [a, b] = list.data;
    expect(a!.channel_id).not.toBe(b!.channel_id);
    expect(list.data.map((s) => [s.visitors, s.remaining_spotlights])).toEqual([
      [0, 0],
      [1, 2],
    ]);
  });

  it('edits any field, records before and after, and the sponsor reads it', async () => {
    const { asAdmin } = await consoleCallers(t);
    const { user, company } = await createCompany(db(), { sponsorship: 'Bronze' });
    const res = await patch(`/sponsors/${company.id}`, asAdmin, {
      sponsorship: 'Exclusive',
      has_cv_access: true,
      remaining_spotlights: 3,
    });
    expect(res.json()).toMatchObject({
      data: {
        sponsorship: 'Exclusive',
        has_cv_access: true,
        remaining_spotlights: 3,
        accounts: [{ email: user.email, has_password: true }],
      },
    });
    const me = await t.app.inject({ url: '/api/user', headers: await bearer(t, user.email) });
    expect(me.json()).toMatchObject({ sponsorship: 'Exclusive', has_cv_access: true });
    const [entry] = await auditRows(t);
    expect(entry).toMatchObject({
      action: 'sponsor.update',
      before: { sponsorship: 'Bronze', remainingSpotlights: 1, accountEmail: user.email },
      after: { sponsorship: 'Exclusive', remainingSpotlights: 3, hasCvAccess: true },
    });
  });

  it('moves a sponsor to another booth badge only while nobody holds the current one', async () => {
    const { asAdmin } = await consoleCallers(t);
    const { company, badge } = await createCompany(db());
    const next = await booth('New booth');
    const moved = await patch(`/sponsors/${company.id}`, asAdmin, { badge_id: next.id });
    expect(moved.json()).toMatchObject({ data: { badge_id: next.id, badge_name: 'New booth' } });
    const visitor = await createAttendee(db());
    await giveBadge(db(), visitor.attendee.id, next.id);
    const back = await patch(`/sponsors/${company.id}`, asAdmin, { badge_id: badge.id });
    expect(answer(back)).toEqual([
      422,
      { errors: { badge_id: ["can't change: 1 attendees already hold the current booth badge"] } },
    ]);
  });
});

describe('bad input', () => {
  it('refuses bad bodies and ids with 400, unusable badges and taken channels with 422, writing nothing', async () => {
    const { asAdmin } = await consoleCallers(t);
    const free = await booth();
    const talk = await createBadge(db(), { type: 6 });
    const old = await booth('Old booth');
    await db().update(badges).set({ archivedAt: t.clock.now }).where(eq(badges.id, old.id));
    const { company: other, badge: taken } = await createCompany(db());
    const ok = { name: 'Acme', sponsorship: 'Gold', badge_id: free.id };
    const cases: [unknown, number, unknown][] = [
      [{ ...ok, remaining_spotlights: -1 }, 400, BAD_REQUEST],
      [{ ...ok, remaining_spotlights: 1.5 }, 400, BAD_REQUEST],
      [{ ...ok, sponsorship: 'Platinum' }, 400, BAD_REQUEST],
      [{ ...ok, badge_id: String(free.id) }, 400, BAD_REQUEST],
      [{ ...ok, name: '' }, 400, BAD_REQUEST],
      [{ ...ok, channel_id: '   ' }, 400, BAD_REQUEST],
      [{ ...ok, has_cv_access: 'yes' }, 400, BAD_REQUEST],
      [{ ...ok, owner: 'me' }, 400, BAD_REQUEST],
      [{ name: 'Acme', sponsorship: 'Gold' }, 400, BAD_REQUEST],
      [{ ...ok, name: '   ' }, 422, { errors: { name: ["can't be blank"] } }],
      [{ ...ok, badge_id: 999_999 }, 422, { errors: { badge_id: ['does not exist'] } }],
      [{ ...ok, badge_id: talk.id }, 422, { errors: { badge_id: ['must be a booth badge (type Booths)'] } }],
      [{ ...ok, badge_id: old.id }, 422, { errors: { badge_id: ['is archived'] } }],
      [
        { ...ok, badge_id: taken.id },
        422,
        { errors: { badge_id: [`is already the booth badge of ${other.name}`] } },
      ],
      [{ ...ok, channel_id: other.channelId }, 422, { errors: { channel_id: ['has already been taken'] } }],
    ];
    for (const [body, status, error] of cases) {
      expect([body, answer(await post('/sponsors', asAdmin, body))]).toEqual([body, [status, error]]);
    }
    const edits: [string, unknown, number, unknown][] = [
      [`/sponsors/${other.id}`, {}, 400, BAD_REQUEST],
      [`/sponsors/${other.id}`, { remaining_spotlights: -3 }, 400, BAD_REQUEST],
      [`/sponsors/${other.id}`, { archived: 'no' }, 400, BAD_REQUEST],
      ['/sponsors/abc', { name: 'X' }, 400, BAD_REQUEST],
      ['/sponsors/999999', { name: 'X' }, 404, NOT_FOUND],
    ];
    for (const [path, body, status, error] of edits) {
      expect([path, answer(await patch(path, asAdmin, body))]).toEqual([path, [status, error]]);
    }
    expect(answer(await del('/sponsors/999999', asAdmin))).toEqual([404, NOT_FOUND]);
    expect(await db().select({ id: companies.id }).from(companies)).toEqual([{ id: other.id }]);
    expect(await auditRows(t)).toEqual([]);
  });
});

describe('archive and delete', () => {
  const scan = (headers: Headers, attendeeId: string) =>
    t.app.inject({
      method: 'POST',
      url: '/api/redeems',
      headers,
      payload: { redeem: { attendee_id: attendeeId } },
    });

  it('archives through the booth badge: scans stop, visitors stay, restore brings them back', async () => {
    const { asAdmin } = await consoleCallers(t);
    const { user, company, badge } = await createCompany(db());
    const asSponsor = await bearer(t, user.email);
    const [first, second] = [await createAttendee(db()), await createAttendee(db())];
    expect((await scan(asSponsor, first.attendee.id)).statusCode).toBe(201);
    const archived = await patch(`/sponsors/${company.id}`, asAdmin, { archived: true });
    expect(archived.json()).toMatchObject({ data: { archived_at: '2026-11-22T12:00:00Z', visitors: 1 } });
    expect(answer(await scan(asSponsor, second.attendee.id))).toEqual([404, NOT_FOUND]);
    const visitors = await t.app.inject({ url: `/api/company/attendees/${company.id}`, headers: asSponsor });
    expect(visitors.statusCode).toBe(200);
    expect((await auditRows(t)).map((e) => [e.action, e.entityId])).toEqual([
      ['badge.archive', String(badge.id)],
      ['sponsor.archive', String(company.id)],
    ]);
    const restored = await patch(`/sponsors/${company.id}`, asAdmin, { archived: false });
    expect(restored.json()).toMatchObject({ data: { archived_at: null } });
    expect((await scan(asSponsor, second.attendee.id)).statusCode).toBe(201);
    expect((await auditRows(t)).slice(2).map((e) => e.action)).toEqual(['badge.restore', 'sponsor.restore']);
  });

  it('deletes a sponsor with no history, its account with it, and keeps its badge', async () => {
    const { asAdmin } = await consoleCallers(t);
    const { user, company, badge } = await createCompany(db());
    expect(answer(await del(`/sponsors/${company.id}`, asAdmin))).toEqual([200, { outcome: 'deleted' }]);
    expect(await db().select().from(companies)).toEqual([]);
    expect(await db().select().from(users).where(eq(users.id, user.id))).toEqual([]);
    expect(await db().select({ id: badges.id }).from(badges)).toEqual([{ id: badge.id }]);
    const [entry] = await auditRows(t);
    expect(entry).toMatchObject({
      action: 'sponsor.delete',
      before: { id: company.id, accountEmail: user.email },
      after: null,
    });
  });

  it('archives instead when its badge was awarded or it gave a bonus, and keeps every row', async () => {
    const { asAdmin } = await consoleCallers(t);
    const scanned = await createCompany(db());
    const bonus = await createCompany(db());
    const visitor = await createAttendee(db());
    await giveBadge(db(), visitor.attendee.id, scanned.badge.id);
    await db()
      .insert(bonuses)
      .values({ attendeeId: visitor.attendee.id, companyId: bonus.company.id, count: 1 });
    for (const { company } of [scanned, bonus]) {
      expect(answer(await del(`/sponsors/${company.id}`, asAdmin))).toEqual([200, { outcome: 'archived' }]);
    }
    const list = (await get('/sponsors', asAdmin)).json() as { data: SponsorJson[] };
    expect(list.data.map((s) => s.archived_at !== null)).toEqual([true, true]);
    expect((await db().select().from(users)).length).toBeGreaterThanOrEqual(2);
  });
});

describe('who may', () => {
  it('answers 403 to staff who are not admins and to sponsors, 401 signed out, before reading the body', async () => {
    const { asStaff } = await consoleCallers(t);
    const { user, company } = await createCompany(db());
    const asSponsor = await bearer(t, user.email);
    for (const headers of [asStaff, asSponsor]) {
      const calls = [
        get('/sponsors', headers),
        post('/sponsors', headers, { name: 'X' }),
        patch(`/sponsors/${company.id}`, headers, { remaining_spotlights: 99 }),
        del(`/sponsors/${company.id}`, headers),
        post(`/sponsors/${company.id}/account`, headers, { email: 'x@y.dev' }),
        post(`/sponsors/${company.id}/account/link`, headers, {}),
        del(`/sponsors/${company.id}/account`, headers),
      ];
      for (const res of await Promise.all(calls)) expect(answer(res)).toEqual([403, FORBIDDEN]);
    }
    expect((await get('/sponsors', {})).statusCode).toBe(401);
    const [row] = await db().select().from(companies);
    expect([row!.remainingSpotlights, row!.userId]).toEqual([1, user.id]);
    expect(await auditRows(t)).toEqual([]);
  });
});

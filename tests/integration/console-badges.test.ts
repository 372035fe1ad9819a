// The console's badges (issue 13): the list with archived ones, create, edit, archive and
// restore, delete or archive by history, every bad input answered 4xx, each write in the audit
// log, and what attendees read afterwards.
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
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
} from '../helpers/console.ts';
import { createAttendee, createBadge, giveBadge } from '../helpers/factories.ts';
import { bearer } from '../helpers/session.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());
beforeEach(() => t.reset());

const { get, post, patch, del } = consoleClient(() => t);

const BODY = {
  name: 'Opening keynote',
  description: 'Be there',
  type: 6,
  tokens: 25,
  begin: '2026-11-22T09:00:00Z',
  end: '2026-11-22T10:00:00Z',
  begin_badge: '2026-11-22T09:00:00+01:00',
  end_badge: '2026-11-22T18:30:00+01:00',
};
const JSON_OF_BODY = {
  ...BODY,
  begin_badge: '2026-11-22T08:00:00Z',
  end_badge: '2026-11-22T17:30:00Z',
  counts_for_day: true,
  avatar: null,
  archived_at: null,
  awarded: 0,
};

describe('POST and GET /api/admin/console/badges', () => {
  it('creates a badge, lists it, shows it to attendees and records who made it', async () => {
    const { admin, asAdmin } = await consoleCallers(t);
    const created = await post('/badges', asAdmin, BODY);
    expect(created.statusCode).toBe(201);
    const id = (created.json() as { data: { id: number } }).data.id;
    expect(created.json()).toEqual({ data: { id, ...JSON_OF_BODY } });
    expect(answer(await get('/badges', asAdmin))).toEqual([200, { data: [{ id, ...JSON_OF_BODY }] }]);
    const attendee = await createAttendee(t.database.db);
    const seen = await t.app.inject({ url: '/api/badges', headers: await bearer(t, attendee.user.email) });
    expect((seen.json() as { data: { id: number }[] }).data.map((b) => b.id)).toEqual([id]);
    const [entry] = await auditRows(t);
    expect(entry).toMatchObject({
      actorUserId: admin.user.id,
      actorEmail: admin.user.email,
      action: 'badge.create',
      entity: 'badge',
      entityId: String(id),
      before: null,
      after: { id, name: 'Opening keynote', tokens: 25, archivedAt: null },
      at: t.clock.now,
    });
  });

  it('refuses bad input with 400 or field errors, and writes nothing', async () => {
    const { asAdmin } = await consoleCallers(t);
    const cases: [unknown, number, unknown][] = [
      [{ ...BODY, tokens: -1 }, 422, { errors: { tokens: ['must be greater than or equal to 0'] } }],
      [{ ...BODY, tokens: '25' }, 422, { errors: { tokens: ['is invalid'] } }],
      [{ ...BODY, type: 10 }, 422, { errors: { type: ['must be less than or equal to 9'] } }],
      [{ ...BODY, name: '' }, 422, { errors: { name: ["can't be blank"] } }],
      [{ ...BODY, begin: 'tomorrow' }, 422, { errors: { begin: ['is invalid'] } }],
      [{ ...BODY, extra: 1 }, 422, { errors: { extra: ['is not a field here'] } }],
      [{ ...BODY, end: undefined }, 422, { errors: { end: ["can't be blank"] } }],
      [{ ...BODY, name: 'x'.repeat(121) }, 422, { errors: { name: ['should be at most 120 character(s)'] } }],
      [{ ...BODY, name: '   ' }, 422, { errors: { name: ["can't be blank"] } }],
      [{ ...BODY, begin: '2026-02-30T09:00:00Z' }, 422, { errors: { begin: ['is invalid'] } }],
      [{ ...BODY, end: '2026-11-22T24:00:00Z' }, 422, { errors: { end: ['is invalid'] } }],
      [
        { ...BODY, end: BODY.begin, end_badge: '2026-11-22T08:00:00Z' },
        422,
        {
          errors: { end: ['must be after the activity starts'], end_badge: ['must be after gifting opens'] },
        },
      ],
    ];
    for (const [body, status, reply] of cases) {
      expect(answer(await post('/badges', asAdmin, body))).toEqual([status, reply]);
    }
    const raw = await t.app.inject({
      method: 'POST',
      url: '/api/admin/console/badges',
      headers: { ...asAdmin, 'content-type': 'application/json' },
      payload: '{"name":',
    });
    expect(answer(raw)).toEqual([400, BAD_REQUEST]);
    expect(await t.database.db.select().from(badges)).toEqual([]);
    expect(await auditRows(t)).toEqual([]);
  });

  it('is for admins only: 403 for staff, 401 signed out, before the body is read', async () => {
    const { asStaff } = await consoleCallers(t);
    expect(answer(await get('/badges', asStaff))).toEqual([403, FORBIDDEN]);
    expect(answer(await post('/badges', asStaff, { nonsense: true }))).toEqual([403, FORBIDDEN]);
    expect(answer(await post('/badges', {}, BODY))).toEqual([401, { error: 'unauthenticated' }]);
    expect(await auditRows(t)).toEqual([]);
  });
});

describe('PATCH /api/admin/console/badges/:id', () => {
  it('changes only the fields sent, checks the windows against the stored ones, and logs before and after', async () => {
    const { asAdmin } = await consoleCallers(t);
    const badge = await createBadge(t.database.db, { name: 'Old', tokens: 5 });
    const res = await patch(`/badges/${badge.id}`, asAdmin, { name: 'New', tokens: 30 });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      data: { id: badge.id, name: 'New', tokens: 30, description: 'A badge' },
    });
    const late = { begin_badge: '2026-11-23T12:00:00Z' };
    expect(answer(await patch(`/badges/${badge.id}`, asAdmin, late))).toEqual([
      422,
      { errors: { end_badge: ['must be after gifting opens'] } },
    ]);
    const entries = await auditRows(t);
    expect(entries).toHaveLength(1);
    expect(entries[0]).toMatchObject({
      action: 'badge.update',
      before: { name: 'Old', tokens: 5 },
      after: { name: 'New', tokens: 30 },
    });
  });

  it('archives and restores: archived badges leave the attendee list but stay readable by id', async () => {
    const { asAdmin } = await consoleCallers(t);
    const badge = await createBadge(t.database.db);
    const attendee = await bearer(t, (await createAttendee(t.database.db)).user.email);
    const archived = await patch(`/badges/${badge.id}`, asAdmin, { archived: true });
    expect(archived.json()).toMatchObject({ data: { archived_at: '2026-11-22T12:00:00Z' } });
    const list = await t.app.inject({ url: '/api/badges', headers: attendee });
    expect(list.json()).toEqual({ data: [] });
    expect((await t.app.inject({ url: `/api/badges/${badge.id}`, headers: attendee })).statusCode).toBe(200);
    expect((await get('/badges', asAdmin)).json()).toMatchObject({ data: [{ id: badge.id }] });
    const restored = await patch(`/badges/${badge.id}`, asAdmin, { archived: false });
    expect(restored.json()).toMatchObject({ data: { archived_at: null } });
    expect((await auditRows(t)).map((e) => e.action)).toEqual(['badge.archive', 'badge.restore']);
  });

  it('answers 404 for an unknown badge, 400 for a bad id or an empty edit', async () => {
    const { asAdmin } = await consoleCallers(t);
    expect(answer(await patch('/badges/999', asAdmin, { name: 'x' }))).toEqual([404, NOT_FOUND]);
    expect(answer(await patch('/badges/abc', asAdmin, { name: 'x' }))).toEqual([400, BAD_REQUEST]);
    expect(answer(await patch('/badges/99999999999', asAdmin, { name: 'x' }))).toEqual([400, BAD_REQUEST]);
    const badge = await createBadge(t.database.db);
    expect(answer(await patch(`/badges/${badge.id}`, asAdmin, {}))).toEqual([400, BAD_REQUEST]);
    expect(answer(await patch(`/badges/${badge.id}`, asAdmin, { archived: 'yes' }))).toEqual([
      422,
      { errors: { archived: ['is invalid'] } },
    ]);
  });
});

describe('DELETE /api/admin/console/badges/:id', () => {
  it('deletes a badge nobody holds, archives one with history, and keeps that history exact', async () => {
    const { asAdmin } = await consoleCallers(t);
    const db = t.database.db;
    const unused = await createBadge(db);
    const held = await createBadge(db);
    const attendee = await createAttendee(db);
    await giveBadge(db, attendee.attendee.id, held.id);
    expect(answer(await del(`/badges/${unused.id}`, asAdmin))).toEqual([200, { outcome: 'deleted' }]);
    expect(answer(await del(`/badges/${held.id}`, asAdmin))).toEqual([200, { outcome: 'archived' }]);
    expect(answer(await del(`/badges/${unused.id}`, asAdmin))).toEqual([404, NOT_FOUND]);
    expect(await db.select({ id: badges.id }).from(badges)).toEqual([{ id: held.id }]);
    const [row] = await db.select().from(badges).where(eq(badges.id, held.id));
    expect(row!.archivedAt).toEqual(t.clock.now);
    const mine = await t.app.inject({
      url: `/api/badges/${held.id}`,
      headers: await bearer(t, attendee.user.email),
    });
    expect(mine.json()).toMatchObject({ data: { id: held.id, attendees: [{ id: attendee.attendee.id }] } });
    expect((await get('/badges', asAdmin)).json()).toMatchObject({ data: [{ id: held.id, awarded: 1 }] });
    const entries = await auditRows(t);
    expect(entries.map((e) => [e.action, e.entityId, e.after === null])).toEqual([
      ['badge.delete', String(unused.id), true],
      ['badge.archive', String(held.id), false],
    ]);
  });
});

// The console's staff accounts (issue 13): the list with who has set a password, an invitation
// whose link works, the admin flag (never dropped by its holder, so an admin always remains),
// every change audited with no secret in it, bad input 4xx, and plain staff refused.
// The cards half is console-people-cards.test.ts.
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { staffs } from '../../server/db/schema/accounts.ts';
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
import { createStaff, PASSWORD } from '../helpers/factories.ts';
import { bearer } from '../helpers/session.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ PUBLIC_ORIGIN: 'https://confetti.example' });
});
afterAll(() => t.close());
beforeEach(() => t.reset());

const { get, post, patch } = consoleClient(() => t);

type StaffJson = { id: number; email: string; is_admin: boolean; has_password: boolean; is_you: boolean };

const staffList = async (headers: Record<string, string>) =>
  ((await get('/staff', headers)).json() as { data: StaffJson[] }).data;

describe('the console staff', () => {
  it('lists every staff member with the admin flag, and marks the caller', async () => {
    const { admin, asAdmin } = await consoleCallers(t);
    const [status, body] = answer(await get('/staff', asAdmin));
    expect(status).toBe(200);
    expect(body).toEqual({
      data: [
        {
          id: admin.staff.id,
          email: admin.user.email,
          nickname: null,
          is_admin: true,
          has_password: true,
          link_expires_at: null,
          is_you: true,
        },
        expect.objectContaining({ is_admin: false, has_password: true, is_you: false }),
      ],
    });
  });

  it('invites a member whose set-password link works, listed without a password until then', async () => {
    const { admin, asAdmin } = await consoleCallers(t);
    const res = await post('/staff', asAdmin, { email: ' Helper@Confetti.DEV ', is_admin: true });
    expect(res.statusCode).toBe(201);
    const { data, link } = res.json() as { data: StaffJson; link: string };
    expect(data).toMatchObject({
      email: 'helper@confetti.dev',
      nickname: 'helper',
      is_admin: true,
      has_password: false,
      is_you: false,
    });
    expect(link).toMatch(/^https:\/\/confetti\.example\/reset\?token=[\w-]+$/);
    const token = new URL(link).searchParams.get('token')!;
    const user = { password: PASSWORD, password_confirmation: PASSWORD };
    const reset = await t.app.inject({
      method: 'PUT',
      url: `/api/auth/passwords/${token}`,
      payload: { user },
    });
    expect(reset.statusCode).toBe(200);
    expect((await staffList(asAdmin)).find((s) => s.id === data.id)).toMatchObject({ has_password: true });
    const asHelper = await bearer(t, 'helper@confetti.dev');
    expect((await get('/staff', asHelper)).statusCode).toBe(200);

    const [entry] = await auditRows(t);
    expect(entry).toMatchObject({
      actorUserId: admin.user.id,
      action: 'staff.invite',
      entity: 'staff',
      entityId: String(data.id),
      before: null,
      after: { id: data.id, email: 'helper@confetti.dev', isAdmin: true, hasPassword: false },
    });
    expect(JSON.stringify(entry)).not.toMatch(/unusable|token|hash/i);
  });

  it('refuses an invalid or taken address, and bad bodies, changing nothing', async () => {
    const { admin, asAdmin } = await consoleCallers(t);
    const cases: [unknown, number, unknown][] = [
      [{ email: 'not-an-email' }, 400, { errors: { email: ['has invalid format'] } }],
      [{ email: admin.user.email.toUpperCase() }, 422, { errors: { email: ['has already been taken'] } }],
      [{ email: '' }, 400, BAD_REQUEST],
      [{ email: 'a@b.dev', is_admin: 'yes' }, 400, BAD_REQUEST],
      [{ email: 'a@b.dev', password: 'x' }, 400, BAD_REQUEST],
      [{ email: `${'a'.repeat(250)}@b.dev` }, 400, BAD_REQUEST],
      [[], 400, BAD_REQUEST],
    ];
    for (const [body, status, reply] of cases) {
      expect(answer(await post('/staff', asAdmin, body))).toEqual([status, reply]);
    }
    expect(await staffList(asAdmin)).toHaveLength(2);
    expect(await auditRows(t)).toEqual([]);
  });

  it('gives and removes the admin flag of another member, audited before and after', async () => {
    const { asAdmin } = await consoleCallers(t);
    const other = await createStaff(t.database.db);
    const asOther = await bearer(t, other.user.email);
    expect((await get('/staff', asOther)).statusCode).toBe(403);
    const made = await patch(`/staff/${other.staff.id}`, asAdmin, { is_admin: true });
    expect(answer(made)).toEqual([
      200,
      { data: expect.objectContaining({ id: other.staff.id, is_admin: true, is_you: false }) },
    ]);
    expect((await get('/staff', asOther)).statusCode).toBe(200);
    await patch(`/staff/${other.staff.id}`, asAdmin, { is_admin: false });
    expect((await get('/staff', asOther)).statusCode).toBe(403);
    const entries = await auditRows(t);
    expect(entries.map((e) => [e.action, e.entityId])).toEqual([
      ['staff.update', String(other.staff.id)],
      ['staff.update', String(other.staff.id)],
    ]);
    expect(entries[0]).toMatchObject({ before: { isAdmin: false }, after: { isAdmin: true } });
    expect(entries[1]).toMatchObject({ before: { isAdmin: true }, after: { isAdmin: false } });
  });

  it('never lets an admin drop their own flag, so one admin always remains', async () => {
    const { admin, asAdmin } = await consoleCallers(t);
    const refused = await patch(`/staff/${admin.staff.id}`, asAdmin, { is_admin: false });
    expect(answer(refused)).toEqual([
      422,
      { errors: { is_admin: ["can't be removed from your own account: ask another admin"] } },
    ]);
    expect(answer(await patch(`/staff/${admin.staff.id}`, asAdmin, { is_admin: true }))[0]).toBe(200);
    const [row] = await t.database.db.select().from(staffs).where(eq(staffs.id, admin.staff.id));
    expect(row?.isAdmin).toBe(true);
    expect((await auditRows(t)).map((e) => e.action)).toEqual(['staff.update']);
  });

  it('refuses an admin demoted by another at once, and never leaves the event without one', async () => {
    const { admin, asAdmin } = await consoleCallers(t);
    const second = await createStaff(t.database.db, { isAdmin: true });
    const asSecond = await bearer(t, second.user.email);
    expect((await patch(`/staff/${admin.staff.id}`, asSecond, { is_admin: false })).statusCode).toBe(200);
    expect(answer(await patch(`/staff/${second.staff.id}`, asAdmin, { is_admin: false }))).toEqual([
      403,
      FORBIDDEN,
    ]);
    const admins = await t.database.db.select().from(staffs).where(eq(staffs.isAdmin, true));
    expect(admins.map((s) => s.id)).toEqual([second.staff.id]);
  });

  it('answers 404 for an unknown member and 400 for bad ids and bodies', async () => {
    const { admin, asAdmin } = await consoleCallers(t);
    expect(answer(await patch('/staff/999999', asAdmin, { is_admin: true }))).toEqual([404, NOT_FOUND]);
    for (const [path, body] of [
      ['/staff/abc', { is_admin: true }],
      ['/staff/-1', { is_admin: true }],
      [`/staff/${admin.staff.id}`, {}],
      [`/staff/${admin.staff.id}`, { is_admin: 'false' }],
      [`/staff/${admin.staff.id}`, { is_admin: true, email: 'x@y.dev' }],
    ] as const) {
      expect(answer(await patch(path, asAdmin, body))).toEqual([400, BAD_REQUEST]);
    }
    expect(await auditRows(t)).toEqual([]);
  });

  it('is for admin staff only', async () => {
    const { asStaff } = await consoleCallers(t);
    const other = await createStaff(t.database.db);
    expect(answer(await get('/staff', asStaff))).toEqual([403, FORBIDDEN]);
    expect(answer(await post('/staff', asStaff, { email: 'x@y.dev' }))).toEqual([403, FORBIDDEN]);
    expect(answer(await patch(`/staff/${other.staff.id}`, asStaff, { is_admin: true }))).toEqual([
      403,
      FORBIDDEN,
    ]);
    expect(answer(await get('/staff', {}))).toEqual([401, { error: 'unauthenticated' }]);
    expect(await auditRows(t)).toEqual([]);
  });
});

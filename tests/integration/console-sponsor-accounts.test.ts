// A sponsor's account from the console (issue 13): invited by email with a set-password link that
// works (as the admin CLI invites staff), a new link while unused, removal; bad and taken
// addresses refused; the audit log names the account but never holds the link's token.
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { companies, users } from '../../server/db/schema/accounts.ts';
import { createTestApp, type TestApp } from '../helpers/app.ts';
import {
  answer,
  auditRows,
  BAD_REQUEST,
  consoleCallers,
  consoleClient,
  NOT_FOUND,
} from '../helpers/console.ts';
import { createBadge, createCompany, createStaff, giveBadge, createAttendee } from '../helpers/factories.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ PUBLIC_ORIGIN: 'https://confetti.example' });
});
afterAll(() => t.close());
beforeEach(() => t.reset());

const db = () => t.database.db;
const { get, post, del } = consoleClient(() => t);

const signIn = (email: string, password: string) =>
  t.app.inject({ method: 'POST', url: '/api/auth/sign_in', payload: { email, password } });

const setPassword = (link: string, password: string) =>
  t.app.inject({
    method: 'PUT',
    url: `/api/auth/passwords/${new URL(link).searchParams.get('token')}`,
    payload: { user: { password, password_confirmation: password } },
  });

/** A sponsor with no account yet, as the console creates one. */
async function sponsor() {
  const badge = await createBadge(db(), { type: 4, name: 'Visit Acme' });
  const [company] = await db()
    .insert(companies)
    .values({ name: 'Acme', sponsorship: 'Silver', channelId: 'acme', badgeId: badge.id })
    .returning();
  return company!;
}

type InviteReply = { data: { accounts: { email: string; has_password: boolean }[] }; link: string };

describe('POST /api/admin/console/sponsors/:id/account', () => {
  it('invites an account whose link sets its password, then it signs in as the sponsor', async () => {
    const { admin, asAdmin } = await consoleCallers(t);
    const company = await sponsor();
    const res = await post(`/sponsors/${company.id}/account`, asAdmin, { email: ' Booth@Acme.example ' });
    expect(res.statusCode).toBe(201);
    const { data, link } = res.json() as InviteReply;
    // The invitation's link lives 7 days from the console's clock (issue 23).
    expect(data.accounts).toEqual([
      { email: 'booth@acme.example', has_password: false, link_expires_at: '2026-11-29T12:00:00Z' },
    ]);
    expect(link).toMatch(/^https:\/\/confetti\.example\/reset\?token=[\w-]+$/);
    expect((await signIn('booth@acme.example', 'anything-at-all')).statusCode).toBe(401);
    expect((await setPassword(link, 'a-booth-password')).statusCode).toBe(200);
    const signedIn = await signIn('booth@acme.example', 'a-booth-password');
    const me = await t.app.inject({
      url: '/api/user',
      headers: { authorization: `Bearer ${(signedIn.json() as { jwt: string }).jwt}` },
    });
    expect(me.json()).toMatchObject({
      id: company.id,
      type: 'company',
      name: 'Acme',
      email: 'booth@acme.example',
    });
    const list = (await get('/sponsors', asAdmin)).json() as { data: InviteReply['data'][] };
    expect(list.data[0]!.accounts).toEqual([
      { email: 'booth@acme.example', has_password: true, link_expires_at: null },
    ]);
    const [entry] = await auditRows(t);
    expect(entry).toMatchObject({
      actorUserId: admin.user.id,
      action: 'sponsor.invite',
      entityId: String(company.id),
      before: { userId: null, accountEmail: null },
      after: { accountEmail: 'booth@acme.example' },
    });
    const token = new URL(link).searchParams.get('token')!;
    expect(JSON.stringify(entry)).not.toContain(token);
    expect(JSON.stringify(entry)).not.toContain('unusable');
  });

  it('refuses a bad, taken or second address and an unknown sponsor, creating no user', async () => {
    const { asAdmin } = await consoleCallers(t);
    const company = await sponsor();
    await createStaff(db(), { email: 'crew@confetti.example' });
    const cases: [string, unknown, number, unknown][] = [
      [
        `/sponsors/${company.id}/account`,
        { email: 'not-an-email' },
        400,
        { errors: { email: ['has invalid format'] } },
      ],
      [`/sponsors/${company.id}/account`, { email: '' }, 400, BAD_REQUEST],
      [`/sponsors/${company.id}/account`, {}, 400, BAD_REQUEST],
      [`/sponsors/${company.id}/account`, { email: 'a@b.dev', admin: true }, 400, BAD_REQUEST],
      [
        `/sponsors/${company.id}/account`,
        { email: 'CREW@confetti.example' },
        422,
        { errors: { email: ['has already been taken'] } },
      ],
      ['/sponsors/999999/account', { email: 'x@acme.example' }, 404, NOT_FOUND],
      ['/sponsors/x/account', { email: 'x@acme.example' }, 400, BAD_REQUEST],
    ];
    for (const [path, body, status, error] of cases) {
      expect([body, answer(await post(path, asAdmin, body))]).toEqual([body, [status, error]]);
    }
    expect(await db().select().from(users).where(eq(users.email, 'x@acme.example'))).toEqual([]);
    expect(
      (await post(`/sponsors/${company.id}/account`, asAdmin, { email: 'one@acme.example' })).statusCode,
    ).toBe(201);
    const second = await post(`/sponsors/${company.id}/account`, asAdmin, { email: 'two@acme.example' });
    expect(answer(second)).toEqual([
      422,
      { errors: { email: ['this sponsor already has an account (one@acme.example)'] } },
    ]);
    expect(await db().select().from(users).where(eq(users.email, 'two@acme.example'))).toEqual([]);
    expect((await auditRows(t)).map((e) => e.action)).toEqual(['sponsor.invite']);
  });
});

describe('POST /api/admin/console/sponsors/:id/account/link', () => {
  it('replaces an unused link (the old one stops working), and refuses once a password is set', async () => {
    const { asAdmin } = await consoleCallers(t);
    const company = await sponsor();
    const first = (
      await post(`/sponsors/${company.id}/account`, asAdmin, { email: 'booth@acme.example' })
    ).json() as InviteReply;
    const renewed = await post(`/sponsors/${company.id}/account/link`, asAdmin, undefined);
    expect(renewed.statusCode).toBe(200);
    const { link } = renewed.json() as InviteReply;
    expect(link).not.toBe(first.link);
    expect((await setPassword(first.link, 'a-booth-password')).statusCode).toBe(400);
    expect((await setPassword(link, 'a-booth-password')).statusCode).toBe(200);
    expect(answer(await post(`/sponsors/${company.id}/account/link`, asAdmin, undefined))).toEqual([
      422,
      {
        errors: {
          account: ['has set its password already; "Forgot password" on the sign-in screen mails a new one'],
        },
      },
    ]);
    expect((await auditRows(t)).map((e) => e.action)).toEqual(['sponsor.invite', 'sponsor.link']);
    expect(JSON.stringify(await auditRows(t))).not.toContain(new URL(link).searchParams.get('token')!);
  });

  it('refuses a sponsor with no account, and an unknown one', async () => {
    const { asAdmin } = await consoleCallers(t);
    const company = await sponsor();
    expect(answer(await post(`/sponsors/${company.id}/account/link`, asAdmin, undefined))).toEqual([
      422,
      { errors: { account: ['this sponsor has no account yet'] } },
    ]);
    expect(answer(await post('/sponsors/999999/account/link', asAdmin, undefined))).toEqual([404, NOT_FOUND]);
  });
});

describe('DELETE /api/admin/console/sponsors/:id/account', () => {
  it('removes the account; the sponsor, its visitors and its history stay', async () => {
    const { asAdmin } = await consoleCallers(t);
    const { user, company, badge } = await createCompany(db());
    const visitor = await createAttendee(db());
    await giveBadge(db(), visitor.attendee.id, badge.id);
    const res = await del(`/sponsors/${company.id}/account`, asAdmin);
    expect(res.json()).toMatchObject({
      data: { id: company.id, accounts: [], visitors: 1, archived_at: null },
    });
    expect(await db().select().from(users).where(eq(users.id, user.id))).toEqual([]);
    expect((await signIn(user.email, 'password1234')).statusCode).toBe(401);
    expect(
      (await auditRows(t)).map((e) => [e.action, (e.before as { accountEmail: string }).accountEmail]),
    ).toEqual([['sponsor.unlink', user.email]]);
    expect(answer(await del(`/sponsors/${company.id}/account`, asAdmin))).toEqual([
      422,
      { errors: { account: ['this sponsor has no account'] } },
    ]);
    const invited = await post(`/sponsors/${company.id}/account`, asAdmin, { email: user.email });
    expect(invited.statusCode).toBe(201);
  });
});

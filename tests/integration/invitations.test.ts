// Issue 23, invitations: a set-password link per invited staff member or sponsor that lives 7 days
// (its own kind, apart from a "Forgot password" reset, which keeps its 2 hours), opens its account
// once, can be re-issued from the console for staff and sponsors alike (the older link then stops
// working), is mailed when SMTP_URL is set, and is answered and listed with its expiry. Time is
// shifted with the app's injected clock (tests/helpers/app.ts), as the other link tests do.
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { companies } from '../../server/db/schema/accounts.ts';
import { createTestApp, TEST_ADMIN_SECRET, type TestApp } from '../helpers/app.ts';
import { TEST_NOW } from '../helpers/clock.ts';
import { answer, auditRows, consoleCallers, consoleClient, NOT_FOUND } from '../helpers/console.ts';
import { createBadge } from '../helpers/factories.ts';

const DAY_MS = 24 * 3600 * 1000;
const UNKNOWN = [400, { errors: [{ detail: 'Password reset token nonexistent.' }] }];
const EXPIRED = [400, { errors: [{ detail: 'Password reset token expired.' }] }];
const CHANGED = [200, { data: { attributes: { info: 'User password successfully updated.' } } }];

type LinkReply = {
  data: { id: number; link_expires_at: string | null };
  link: string;
  expires_at: string;
  mailed: boolean;
};

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ PUBLIC_ORIGIN: 'https://confetti.example' });
});
afterAll(() => t.close());
beforeEach(async () => {
  await t.reset();
  t.clock.now = new Date(TEST_NOW);
});

const { get, post } = consoleClient(() => t);
const after = (ms: number) => new Date(TEST_NOW.getTime() + ms);

async function setPassword(link: string, password = 'a-chosen-password') {
  const token = new URL(link).searchParams.get('token');
  const res = await t.app.inject({
    method: 'PUT',
    url: `/api/auth/passwords/${token}`,
    payload: { user: { password, password_confirmation: password } },
  });
  return answer(res);
}

const signIn = async (email: string, password = 'a-chosen-password') =>
  (await t.app.inject({ method: 'POST', url: '/api/auth/sign_in', payload: { email, password } })).statusCode;

async function inviteStaff(email: string): Promise<LinkReply> {
  const { asAdmin } = await consoleCallers(t);
  const res = await post('/staff', asAdmin, { email });
  expect(res.statusCode).toBe(201);
  return res.json() as LinkReply;
}

describe('an invitation link', () => {
  it('works after 6 days, and the expiry is answered and listed', async () => {
    const invited = await inviteStaff('six@confetti.dev');
    expect(invited.expires_at).toBe('2026-11-29T12:00:00Z');
    expect(invited.data.link_expires_at).toBe('2026-11-29T12:00:00Z');
    t.clock.now = after(6 * DAY_MS);
    expect(await setPassword(invited.link)).toEqual(CHANGED);
    expect(await signIn('six@confetti.dev')).toBe(200);
    const { asAdmin } = await consoleCallers(t);
    const list = (await get('/staff', asAdmin)).json() as {
      data: { email: string; link_expires_at: unknown }[];
    };
    expect(list.data.find((m) => m.email === 'six@confetti.dev')).toMatchObject({ link_expires_at: null });
  });

  it('no longer works after 8 days, while a reset link of the same age would long be dead', async () => {
    const invited = await inviteStaff('eight@confetti.dev');
    t.clock.now = after(8 * DAY_MS);
    expect(await setPassword(invited.link)).toEqual(EXPIRED);
    expect(await signIn('eight@confetti.dev')).toBe(401);
    // Expired is final: the link is gone, even if the clock went back.
    t.clock.now = new Date(TEST_NOW);
    expect(await setPassword(invited.link)).toEqual(UNKNOWN);
  });

  it('works once only', async () => {
    const invited = await inviteStaff('once@confetti.dev');
    expect(await setPassword(invited.link, 'first-password')).toEqual(CHANGED);
    expect(await setPassword(invited.link, 'second-password')).toEqual(UNKNOWN);
    expect(await signIn('once@confetti.dev', 'first-password')).toBe(200);
    expect(await signIn('once@confetti.dev', 'second-password')).toBe(401);
  });

  it('is its own kind: a "Forgot password" link of the same account still lasts 2 hours', async () => {
    const invited = await inviteStaff('kinds@confetti.dev');
    await t.app.inject({
      method: 'POST',
      url: '/api/auth/passwords',
      payload: { user: { email: 'kinds@confetti.dev' } },
    });
    await t.app.background.whenIdle();
    const resetLink = /https:\/\/\S+/.exec(t.mailer.sent.at(-1)!.text)![0];
    t.clock.now = after(3 * 3600 * 1000);
    expect(await setPassword(resetLink)).toEqual(EXPIRED);
    expect(await setPassword(invited.link)).toEqual(CHANGED);
  });

  it('ends when the password is chosen through "Forgot password" instead', async () => {
    const invited = await inviteStaff('forgot@confetti.dev');
    await t.app.inject({
      method: 'POST',
      url: '/api/auth/passwords',
      payload: { user: { email: 'forgot@confetti.dev' } },
    });
    await t.app.background.whenIdle();
    const resetLink = /https:\/\/\S+/.exec(t.mailer.sent.at(-1)!.text)![0];
    expect(await setPassword(resetLink, 'reset-password')).toEqual(CHANGED);
    expect(await setPassword(invited.link, 'other-password')).toEqual(UNKNOWN);
    expect(await signIn('forgot@confetti.dev', 'reset-password')).toBe(200);
  });
});

describe('a new link for a staff member (POST /api/admin/console/staff/:id/link)', () => {
  it('works for 7 days from its own issue, while the older link no longer does', async () => {
    const first = await inviteStaff('again@confetti.dev');
    const { asAdmin } = await consoleCallers(t);
    t.clock.now = after(5 * DAY_MS);
    const res = await post(`/staff/${first.data.id}/link`, asAdmin, undefined);
    expect(res.statusCode).toBe(200);
    const renewed = res.json() as LinkReply;
    expect(renewed.link).not.toBe(first.link);
    expect(renewed.expires_at).toBe('2026-12-04T12:00:00Z');
    expect(renewed.mailed).toBe(false);
    expect(renewed.data.link_expires_at).toBe('2026-12-04T12:00:00Z');
    expect(await setPassword(first.link)).toEqual(UNKNOWN);
    t.clock.now = after(11 * DAY_MS); // 6 days after the new link: past the first one's 7 days
    expect(await setPassword(renewed.link)).toEqual(CHANGED);
    expect(await signIn('again@confetti.dev')).toBe(200);
    const actions = (await auditRows(t)).map((e) => e.action);
    expect(actions).toEqual(['staff.invite', 'staff.link']);
    const token = new URL(renewed.link).searchParams.get('token')!;
    expect(JSON.stringify(await auditRows(t))).not.toContain(token);
  });

  it('is refused once a password is set, and for an unknown member', async () => {
    const first = await inviteStaff('done@confetti.dev');
    await setPassword(first.link);
    const { asAdmin } = await consoleCallers(t);
    expect(answer(await post(`/staff/${first.data.id}/link`, asAdmin, undefined))).toEqual([
      422,
      {
        errors: {
          account: ['has set a password already; "Forgot password" on the sign-in screen mails a new link'],
        },
      },
    ]);
    expect(answer(await post('/staff/999999/link', asAdmin, undefined))).toEqual([404, NOT_FOUND]);
  });
});

describe("a sponsor's link", () => {
  it('lives 7 days, and a new one replaces it', async () => {
    const { asAdmin } = await consoleCallers(t);
    const badge = await createBadge(t.database.db, { type: 4, name: 'Visit Acme' });
    const [company] = await t.database.db
      .insert(companies)
      .values({ name: 'Acme', sponsorship: 'Gold', channelId: 'acme', badgeId: badge.id })
      .returning();
    const invited = (
      await post(`/sponsors/${company!.id}/account`, asAdmin, { email: 'booth@acme.example' })
    ).json() as LinkReply;
    expect(invited.expires_at).toBe('2026-11-29T12:00:00Z');
    t.clock.now = after(8 * DAY_MS);
    expect(await setPassword(invited.link)).toEqual(EXPIRED);
    const renewed = (
      await post(`/sponsors/${company!.id}/account/link`, asAdmin, undefined)
    ).json() as LinkReply;
    expect(renewed.expires_at).toBe('2026-12-07T12:00:00Z');
    t.clock.now = after(14 * DAY_MS);
    expect(await setPassword(renewed.link)).toEqual(CHANGED);
    expect(await signIn('booth@acme.example')).toBe(200);
  });
});

describe('the invitation mail', () => {
  let mailing: TestApp;
  beforeAll(async () => {
    mailing = await createTestApp({
      PUBLIC_ORIGIN: 'https://confetti.example',
      SMTP_URL: 'smtp://mail.confetti.example:587',
      EVENT_NAME: 'SEI',
    });
  });
  afterAll(() => mailing.close());

  it('is sent when SMTP_URL is set, with the link and its expiry', async () => {
    const { asAdmin } = await consoleCallers(mailing);
    const res = await mailing.app.inject({
      method: 'POST',
      url: '/api/admin/console/staff',
      headers: asAdmin,
      payload: { email: 'mailed@confetti.dev' },
    });
    const invited = res.json() as LinkReply;
    expect(invited.mailed).toBe(true);
    await mailing.app.background.whenIdle();
    const mail = mailing.mailer.sent.at(-1)!;
    expect(mail.to).toBe('mailed@confetti.dev');
    expect(mail.subject).toMatch(/^\[SEI \d{4}\] You are invited$/);
    expect(mail.text).toContain(invited.link);
    expect(mail.text).toContain('valid 7 days, until Sunday 29 November 2026, 12:00 (Europe/Lisbon)');
  });

  it('is not sent without SMTP_URL: the reply says so, and the organiser passes the link on', async () => {
    const invited = await inviteStaff('unmailed@confetti.dev');
    expect(invited.mailed).toBe(false);
    await t.app.background.whenIdle();
    expect(t.mailer.sent).toEqual([]);
  });

  it('is offered to the CLI through POST /api/admin/staff, with the expiry it prints', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/admin/staff',
      headers: { authorization: `Admin ${TEST_ADMIN_SECRET}` },
      payload: { email: 'cli@confetti.dev' },
    });
    expect(res.statusCode).toBe(201);
    expect(res.json()).toMatchObject({
      email: 'cli@confetti.dev',
      expires_at: '2026-11-29T12:00:00Z',
      mailed: false,
    });
  });
});

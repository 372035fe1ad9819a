// Issue 7, item 1: the password reset mail could hand an account to whoever forged the Host
// header, its token never expired within hours and was stored as mailed, and sessions opened
// before a reset kept working. Each case reproduces one of those holes.
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { users } from '../../server/db/schema/accounts.ts';
import { createTestApp, type TestApp } from '../helpers/app.ts';
import { createAttendee, PASSWORD, signIn } from '../helpers/factories.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ PORT: '4555' });
});
afterAll(() => t.close());
beforeEach(() => t.reset());

const EMAIL = 'victim@test.dev';

async function requestReset(app: TestApp, headers: Record<string, string> = {}): Promise<string> {
  const res = await app.app.inject({
    method: 'POST',
    url: '/api/auth/passwords',
    headers,
    payload: { user: { email: EMAIL } },
  });
  expect(res.statusCode).toBe(201);
  await app.app.background.whenIdle(); // the mail goes after the answer
  const mail = app.mailer.sent.at(-1);
  if (!mail) throw new Error('no mail sent');
  return mail.text;
}

const tokenIn = (text: string) => text.match(/reset\?token=([\w-]{48})/)?.[1] ?? '';

const resetWith = (token: string, password = 'brand-new-pass') =>
  t.app.inject({ method: 'PUT', url: `/api/auth/passwords/${token}`, payload: { user: { password } } });

const me = (token: string) =>
  t.app.inject({ url: '/api/user', headers: { authorization: `Bearer ${token}` } });

describe('the reset link comes from configuration only', () => {
  it('ignores Host and X-Forwarded-Host: the link points at the listen origin', async () => {
    await createAttendee(t.database.db, { email: EMAIL });
    const text = await requestReset(t, { host: 'attacker.example', 'x-forwarded-host': 'evil.example' });
    expect(text).toContain('http://localhost:4555/reset?token=');
    expect(text).not.toMatch(/attacker|evil/);
  });

  it('uses PUBLIC_ORIGIN when it is set', async () => {
    const other = await createTestApp({ PUBLIC_ORIGIN: 'https://conf.example.org' });
    try {
      await createAttendee(other.database.db, { email: EMAIL });
      const text = await requestReset(other, { host: 'attacker.example' });
      expect(text).toContain('https://conf.example.org/reset?token=');
    } finally {
      await other.close();
    }
  });
});

describe('reset tokens', () => {
  it('are stored hashed, never as mailed', async () => {
    const { user } = await createAttendee(t.database.db, { email: EMAIL });
    const token = tokenIn(await requestReset(t));
    const [row] = await t.database.db
      .select({ stored: users.resetPasswordToken })
      .from(users)
      .where(eq(users.id, user.id));
    expect(row?.stored).toMatch(/^[0-9a-f]{64}$/);
    expect(row?.stored).not.toContain(token);
  });

  it('expire after 2 hours', async () => {
    await createAttendee(t.database.db, { email: EMAIL });
    const token = tokenIn(await requestReset(t));
    const realNow = t.clock.now;
    t.clock.now = new Date(realNow.getTime() + 2 * 3600_000 + 60_000);
    try {
      const res = await resetWith(token);
      expect([res.statusCode, res.json()]).toEqual([
        400,
        { errors: [{ detail: 'Password reset token expired.' }] },
      ]);
    } finally {
      t.clock.now = realNow;
    }
  });

  it('work once, even when two resets race with one token', async () => {
    await createAttendee(t.database.db, { email: EMAIL });
    const token = tokenIn(await requestReset(t));
    const answers = await Promise.all([
      resetWith(token, 'first-new-pass'),
      resetWith(token, 'second-new-pass'),
    ]);
    expect(answers.map((r) => r.statusCode).sort()).toEqual([200, 400]);
    expect((await resetWith(token)).json()).toEqual({
      errors: [{ detail: 'Password reset token nonexistent.' }],
    });
  });
});

describe('a reset ends every older session', () => {
  it('refuses a token signed before the reset, on the plain and the cached (leaderboard) path', async () => {
    await createAttendee(t.database.db, { email: EMAIL });
    const old = await signIn(t.app, EMAIL);
    const board = () =>
      t.app.inject({ url: '/api/leaderboard', headers: { authorization: `Bearer ${old}` } });
    expect((await board()).statusCode).toBe(200); // the caller is now kept by the leaderboard
    expect((await resetWith(tokenIn(await requestReset(t)))).statusCode).toBe(200);

    const plain = await me(old);
    expect([plain.statusCode, plain.json()]).toEqual([401, { error: 'invalid_token' }]);
    const cached = await board();
    expect([cached.statusCode, cached.json()]).toEqual([401, { error: 'invalid_token' }]);

    const fresh = await t.app.inject({
      method: 'POST',
      url: '/api/auth/sign_in',
      payload: { email: EMAIL, password: 'brand-new-pass' },
    });
    expect((await me(fresh.json().jwt)).statusCode).toBe(200);
    const stale = await t.app.inject({
      method: 'POST',
      url: '/api/auth/sign_in',
      payload: { email: EMAIL, password: PASSWORD },
    });
    expect(stale.statusCode).toBe(401);
  });
});

describe('a deleted account', () => {
  it('stops reading the leaderboard at once (issue 7, item 6)', async () => {
    const { attendee } = await createAttendee(t.database.db, { email: EMAIL });
    const token = await signIn(t.app, EMAIL);
    const headers = { authorization: `Bearer ${token}` };
    expect((await t.app.inject({ url: '/api/leaderboard', headers })).statusCode).toBe(200);
    const deleted = await t.app.inject({ method: 'DELETE', url: `/api/attendees/${attendee.id}`, headers });
    expect(deleted.statusCode).toBe(204);
    const after = await t.app.inject({ url: '/api/leaderboard', headers });
    expect(after.statusCode).toBe(404);
  });
});

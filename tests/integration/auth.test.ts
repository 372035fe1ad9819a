// Sign-up, sign-in and password reset against the real app and database (provider-api.md §2).
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../helpers/app.ts';
import { createAttendee, createCard, createCourse, PASSWORD } from '../helpers/factories.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());
beforeEach(() => t.reset());

const post = (url: string, payload: unknown) =>
  t.app.inject({ method: 'POST', url, payload: payload as object });

function signUpBody(cardId: unknown, over: Record<string, unknown> = {}) {
  return {
    user: {
      email: 'new@test.dev',
      password: PASSWORD,
      password_confirmation: PASSWORD,
      attendee: { id: cardId, nickname: 'newbie', name: 'New Person', course_id: null },
      ...over,
    },
  };
}

describe('POST /api/auth/sign_up', () => {
  it('claims a free card and answers a jwt and the discord code', async () => {
    const card = await createCard(t.database.db);
    const course = await createCourse(t.database.db);
    const body = signUpBody(card.id);
    (body.user.attendee as Record<string, unknown>).course_id = course.id;
    const res = await post('/api/auth/sign_up', body);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({
      jwt: expect.any(String),
      discord_association_code: card.discordAssociationCode,
    });
    const me = await t.app.inject({
      url: '/api/user',
      headers: { authorization: `Bearer ${res.json().jwt}` },
    });
    expect(me.json()).toMatchObject({
      id: card.id,
      type: 'attendee',
      email: 'new@test.dev',
      nickname: 'newbie',
      course: course.id,
    });
  });

  it('answers the provider bodies for each refusal, in its order', async () => {
    const card = await createCard(t.database.db);
    expect((await post('/api/auth/sign_up', signUpBody(undefined))).json()).toEqual({ error: 'Login error' });
    const bad = await post('/api/auth/sign_up', signUpBody('not-a-uuid'));
    expect([bad.statusCode, bad.json()]).toEqual([400, { errors: { detail: 'Bad Request' } }]);
    const unknown = await post('/api/auth/sign_up', signUpBody('00000000-0000-4000-8000-000000000000'));
    expect([unknown.statusCode, unknown.json()]).toEqual([401, { error: 'Login error' }]);
    const mismatch = await post(
      '/api/auth/sign_up',
      signUpBody(card.id, { password_confirmation: 'other-password' }),
    );
    expect([mismatch.statusCode, mismatch.json()]).toEqual([400, { error: 'Invalid register data' }]);
    const noConfirmation = signUpBody(card.id);
    delete (noConfirmation.user as Record<string, unknown>).password_confirmation;
    expect((await post('/api/auth/sign_up', noConfirmation)).statusCode).toBe(400);
    const badNick = signUpBody(card.id);
    (badNick.user.attendee as Record<string, unknown>).nickname = 'a b';
    expect((await post('/api/auth/sign_up', badNick)).json()).toEqual({ error: 'Invalid register data' });
    expect((await post('/api/auth/sign_up', signUpBody(card.id))).statusCode).toBe(200);
    const again = await post('/api/auth/sign_up', signUpBody(card.id, { email: 'other@test.dev' }));
    expect([again.statusCode, again.json()]).toEqual([401, { error: 'Already registered' }]);
  });

  it('refuses a taken email or nickname and leaves the card free', async () => {
    await createAttendee(t.database.db, { email: 'taken@test.dev', nickname: 'taken' });
    const card = await createCard(t.database.db);
    const byEmail = await post('/api/auth/sign_up', signUpBody(card.id, { email: 'TAKEN@test.dev' }));
    expect([byEmail.statusCode, byEmail.json()]).toEqual([400, { error: 'Invalid register data' }]);
    const byNick = signUpBody(card.id);
    (byNick.user.attendee as Record<string, unknown>).nickname = 'Taken';
    expect((await post('/api/auth/sign_up', byNick)).statusCode).toBe(400);
    const status = await t.app.inject({ url: `/api/is_registered/${card.id}` });
    expect(status.json()).toEqual({ is_registered: false });
  });
});

describe('POST /api/auth/sign_in', () => {
  it('answers a jwt for the right password and Login error otherwise', async () => {
    await createAttendee(t.database.db, { email: 'me@test.dev' });
    const ok = await post('/api/auth/sign_in', { email: 'me@test.dev', password: PASSWORD });
    expect(ok.statusCode).toBe(200);
    expect(Object.keys(ok.json())).toEqual(['jwt']);
    const wrong = await post('/api/auth/sign_in', { email: 'me@test.dev', password: 'nope-nope' });
    expect([wrong.statusCode, wrong.json()]).toEqual([401, { error: 'Login error' }]);
    const nobody = await post('/api/auth/sign_in', { email: 'ghost@test.dev', password: PASSWORD });
    expect([nobody.statusCode, nobody.json()]).toEqual([401, { error: 'Login error' }]);
  });

  it('answers 400 for a missing key or a wrong type, and for malformed JSON', async () => {
    expect((await post('/api/auth/sign_in', { email: 'me@test.dev' })).json()).toEqual({
      errors: { detail: 'Bad Request' },
    });
    expect((await post('/api/auth/sign_in', { email: 1, password: 2 })).statusCode).toBe(400);
    const broken = await t.app.inject({
      method: 'POST',
      url: '/api/auth/sign_in',
      headers: { 'content-type': 'application/json' },
      payload: '{"email": ',
    });
    expect([broken.statusCode, broken.json()]).toEqual([400, { errors: { detail: 'Bad Request' } }]);
  });
});

describe('rate limit on sign-in', () => {
  it('answers 429 with a JSON error after the per-email limit', async () => {
    const limited = await createTestApp({ SIGN_IN_LIMIT_PER_MINUTE: '3' });
    try {
      const attempt = () =>
        limited.app.inject({
          method: 'POST',
          url: '/api/auth/sign_in',
          payload: { email: 'x@test.dev', password: 'wrong-one' },
        });
      for (let i = 0; i < 3; i++) expect((await attempt()).statusCode).toBe(401);
      const res = await attempt();
      expect(res.statusCode).toBe(429);
      expect(res.json().error).toMatch(/Too many sign-in attempts/);
    } finally {
      await limited.close();
    }
  });
});

describe('password reset', () => {
  it('always answers 201 with the same text and mails a link only to a known email', async () => {
    await createAttendee(t.database.db, { email: 'me@test.dev' });
    const known = await post('/api/auth/passwords', { user: { email: 'me@test.dev' } });
    const unknown = await post('/api/auth/passwords', { user: { email: 'ghost@test.dev' } });
    expect(known.statusCode).toBe(201);
    expect(unknown.json()).toEqual(known.json());
    await t.app.background.whenIdle(); // the mail goes after the answer
    expect(t.mailer.sent.map((m) => m.to)).toEqual(['me@test.dev']);
    const token = t.mailer.sent[0]!.text.match(/reset\?token=([\w-]{48})/)?.[1];
    expect(token).toBeDefined();

    const short = await t.app.inject({
      method: 'PUT',
      url: `/api/auth/passwords/${token}`,
      payload: { user: { password: 'short' } },
    });
    expect(short.statusCode).toBe(422);
    const done = await t.app.inject({
      method: 'PUT',
      url: `/api/auth/passwords/${token}`,
      payload: { user: { password: 'brand-new-pass' } },
    });
    expect(done.statusCode).toBe(200);
    expect(done.json()).toEqual({ data: { attributes: { info: 'User password successfully updated.' } } });
    expect(
      (await post('/api/auth/sign_in', { email: 'me@test.dev', password: 'brand-new-pass' })).statusCode,
    ).toBe(200);
    const reused = await t.app.inject({
      method: 'PATCH',
      url: `/api/auth/passwords/${token}`,
      payload: { user: { password: 'another-pass' } },
    });
    expect(reused.json()).toEqual({ errors: [{ detail: 'Password reset token nonexistent.' }] });
  });

  it('refuses a token older than 10 days and clears it', async () => {
    await createAttendee(t.database.db, { email: 'me@test.dev' });
    await post('/api/auth/passwords', { user: { email: 'me@test.dev' } });
    await t.app.background.whenIdle();
    const token = t.mailer.sent[0]!.text.match(/reset\?token=([\w-]{48})/)?.[1];
    const realNow = t.clock.now;
    t.clock.now = new Date(realNow.getTime() + 11 * 24 * 3600 * 1000);
    try {
      const put = () =>
        t.app.inject({
          method: 'PUT',
          url: `/api/auth/passwords/${token}`,
          payload: { user: { password: 'brand-new-pass' } },
        });
      expect((await put()).json()).toEqual({ errors: [{ detail: 'Password reset token expired.' }] });
      expect((await put()).json()).toEqual({ errors: [{ detail: 'Password reset token nonexistent.' }] });
    } finally {
      t.clock.now = realNow;
    }
  });
});

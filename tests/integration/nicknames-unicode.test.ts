// Nicknames with the letters of any one alphabet (issue 23; #contract/nickname nicknameProblem):
// sign-up and the profile edit take "inês", "Zoë", "Łukasz"; both store the composed (NFC) form,
// so "inês" typed decomposed is the same nickname, taken once whatever the case. Look-alikes,
// spaces and symbols stay refused with the provider's bodies (provider-api.md §2, §3).
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../helpers/app.ts';
import { createAttendee, createCard, PASSWORD } from '../helpers/factories.ts';
import { bearer } from '../helpers/session.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());
beforeEach(() => t.reset());

async function signUp(nickname: string, email: string) {
  const card = await createCard(t.database.db);
  const res = await t.app.inject({
    method: 'POST',
    url: '/api/auth/sign_up',
    payload: {
      user: {
        email,
        password: PASSWORD,
        password_confirmation: PASSWORD,
        attendee: { id: card.id, nickname, name: 'Someone', course_id: null },
      },
    },
  });
  return { status: res.statusCode, body: res.json() as Record<string, unknown> };
}

const nicknameOf = async (jwt: string) =>
  (await t.app.inject({ url: '/api/user', headers: { authorization: `Bearer ${jwt}` } })).json().nickname;

describe('sign-up', () => {
  it('takes accented and non-Latin letters, stored composed', async () => {
    for (const [typed, stored, email] of [
      ['inês', 'inês', 'ines@test.dev'],
      ['Zoe\u0308', 'Zoë', 'zoe@test.dev'],
      ['Łukasz', 'Łukasz', 'lukasz@test.dev'],
      ['Зоя', 'Зоя', 'zoya@test.dev'],
    ]) {
      const res = await signUp(typed!, email!);
      expect(res.status, typed).toBe(200);
      expect(await nicknameOf(res.body.jwt as string)).toBe(stored);
    }
  });

  it('holds a nickname once, whatever the case or composition', async () => {
    expect((await signUp('inês', 'first@test.dev')).status).toBe(200);
    for (const [again, email] of [
      ['INÊS', 'a@test.dev'],
      ['ine\u0302s', 'b@test.dev'],
    ]) {
      expect(await signUp(again!, email!)).toEqual({ status: 400, body: { error: 'Invalid register data' } });
    }
  });

  it('refuses look-alikes, spaces and symbols with the provider body', async () => {
    for (const nickname of ['pаypal', 'ａｄｍｉｎ', 'a b c', 'ab\u200bc', 'x!y']) {
      expect(await signUp(nickname, 'x@test.dev'), nickname).toEqual({
        status: 400,
        body: { error: 'Invalid register data' },
      });
    }
  });
});

describe('PATCH /api/attendees/:id', () => {
  it('changes the nickname to letters of any one alphabet, and refuses look-alikes with 422', async () => {
    const { attendee, user } = await createAttendee(t.database.db, { nickname: 'plain' });
    const headers = await bearer(t, user.email);
    const edit = (nickname: string) =>
      t.app.inject({
        method: 'PATCH',
        url: `/api/attendees/${attendee.id}`,
        headers,
        payload: { attendee: { nickname } },
      });
    const ok = await edit('Łukasz');
    expect([ok.statusCode, ok.json().data.nickname]).toEqual([200, 'Łukasz']);
    const mixed = await edit('pаypal');
    expect([mixed.statusCode, mixed.json()]).toEqual([422, { errors: { nickname: ['has invalid format'] } }]);
    const composed = await edit('Zoe\u0308');
    expect(composed.json().data.nickname).toBe('Zoë');
  });
});

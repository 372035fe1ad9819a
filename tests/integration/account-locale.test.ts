// The account's language (issue 24): any account sets it and reads it back, a language Confetti
// does not speak is refused with a clear 400, and the mails follow it: a reset mail in the
// account's language (else the asking browser's), an invitation and the printable card sheet in
// the organiser's.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../helpers/app.ts';
import { CONSOLE, consoleCallers } from '../helpers/console.ts';
import { createAttendee, signIn } from '../helpers/factories.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({
    PUBLIC_ORIGIN: 'https://confetti.example',
    SMTP_URL: 'smtp://mail.confetti.example:587',
    EVENT_NAME: 'SEI',
  });
});
afterAll(() => t.close());

const locale = (token: string, method: 'GET' | 'PUT' = 'GET', payload?: object) =>
  t.app.inject({ method, url: '/api/user/locale', headers: { authorization: `Bearer ${token}` }, payload });

async function resetMailTo(email: string, acceptLanguage?: string) {
  const headers = acceptLanguage === undefined ? {} : { 'accept-language': acceptLanguage };
  const asked = await t.app.inject({
    method: 'POST',
    url: '/api/auth/passwords',
    headers,
    payload: { user: { email } },
  });
  expect(asked.statusCode).toBe(201);
  await t.app.background.whenIdle();
  const mail = t.mailer.sent.at(-1)!;
  expect(mail.to).toBe(email);
  return mail;
}

describe('the account language', () => {
  it('is null until chosen, then what was chosen, on this and any later session', async () => {
    await createAttendee(t.database.db, { email: 'lang@test.dev' });
    const token = await signIn(t.app, 'lang@test.dev');
    expect((await locale(token)).json()).toEqual({ locale: null });
    const set = await locale(token, 'PUT', { locale: 'pt-PT' });
    expect(set.statusCode).toBe(200);
    expect(set.json()).toEqual({ locale: 'pt-PT' });
    expect((await locale(await signIn(t.app, 'lang@test.dev'))).json()).toEqual({ locale: 'pt-PT' });
  });

  it('refuses a language Confetti does not speak, and keeps the one it had', async () => {
    await createAttendee(t.database.db, { email: 'fr@test.dev' });
    const token = await signIn(t.app, 'fr@test.dev');
    await locale(token, 'PUT', { locale: 'en' });
    for (const payload of [{ locale: 'fr' }, { locale: 'PT-pt' }, {}, { locale: 7 }]) {
      const refused = await locale(token, 'PUT', payload);
      expect(refused.statusCode, JSON.stringify(payload)).toBe(400);
      expect(refused.headers['content-type']).toMatch(/^application\/json/);
    }
    expect((await locale(token)).json()).toEqual({ locale: 'en' });
  });
});

describe('the reset mail', () => {
  it("is in the account's language, whatever the asking browser speaks", async () => {
    await createAttendee(t.database.db, { email: 'pt@test.dev' });
    await locale(await signIn(t.app, 'pt@test.dev'), 'PUT', { locale: 'pt-PT' });
    const mail = await resetMailTo('pt@test.dev', 'en-GB,en;q=0.9');
    expect(mail.subject).toMatch(/^\[SEI \d{4}\] Repor a palavra-passe$/);
    expect(mail.text).toContain('Alguém pediu para repor a palavra-passe desta conta.');
    expect(mail.text).toContain('válido durante 2 horas, uma única vez');
    expect(mail.text).toMatch(/https:\/\/confetti\.example\/reset\?token=[\w-]{48}/);
  });

  it("is in the asking browser's language when the account chose none, English by default", async () => {
    await createAttendee(t.database.db, { email: 'none@test.dev' });
    expect((await resetMailTo('none@test.dev', 'pt-PT,pt;q=0.9')).subject).toMatch(/Repor a palavra-passe$/);
    expect((await resetMailTo('none@test.dev', 'de-DE')).subject).toMatch(/Reset your password$/);
    expect((await resetMailTo('none@test.dev')).text).toContain('(valid 2 hours, once)');
  });
});

describe('the invitation mail', () => {
  it("is in the inviting organiser's language", async () => {
    const { admin, asAdmin } = await consoleCallers(t);
    await locale(await signIn(t.app, admin.user.email), 'PUT', { locale: 'pt-PT' });
    const invited = await t.app.inject({
      method: 'POST',
      url: '/api/admin/console/staff',
      headers: asAdmin,
      payload: { email: 'convidado@sei.pt' },
    });
    expect(invited.statusCode).toBe(201);
    await t.app.background.whenIdle();
    const mail = t.mailer.sent.at(-1)!;
    expect(mail.to).toBe('convidado@sei.pt');
    expect(mail.subject).toMatch(/^\[SEI \d{4}\] Recebeu um convite$/);
    expect(mail.text).toContain('Recebeu um convite para ajudar a organização do evento em SEI');
  });
});

describe('the printable card sheet', () => {
  it("is in the organiser's language", async () => {
    const { admin, asAdmin } = await consoleCallers(t);
    const sheet = () => t.app.inject({ url: `${CONSOLE}/cards/sheet`, headers: asAdmin });
    expect((await sheet()).body).toContain('<html lang="en">');
    await locale(await signIn(t.app, admin.user.email), 'PUT', { locale: 'pt-PT' });
    const body = (await sheet()).body;
    expect(body).toContain('<html lang="pt-PT">');
    expect(body).toContain('Imprima em A4');
  });
});

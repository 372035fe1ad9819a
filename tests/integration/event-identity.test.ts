// The event's identity set in the console (issue 23): name, short name and colours (refused per
// field when text on them would fail WCAG AA), logo and icons; admin only, each change audited;
// used by GET /api/event, the served manifest, the mails and the card sheet.
import { deflateSync, crc32 } from 'node:zlib';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { ProgrammeReply } from '../../server/contract/programme.ts';
import { createTestApp, type TestApp } from '../helpers/app.ts';
import { answer, auditRows, CONSOLE, consoleCallers, consoleClient, FORBIDDEN } from '../helpers/console.ts';
import { absolute } from '../helpers/cvs.ts';
import { createUser } from '../helpers/factories.ts';
import { fixture, multipart } from '../fixtures/forms.ts';
import { fixtureXml } from '../helpers/programme-fixture.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());
beforeEach(() => t.reset());

const { get, put, del } = consoleClient(() => t);
const AT = new Date('2026-11-22T12:00:00Z').getTime();
const PORTO = {
  name: 'Porto Tech Week',
  short_name: 'PTW',
  theme_color: '#ffb703',
  background_color: '#12263f',
};
/** Back to every default, so a case does not see what the previous one set (the reads are cached). */
const DEFAULTS = { name: null, short_name: null, theme_color: null, background_color: null };

/** A real PNG of `side` × `side`, one colour. */
function png(side: number): Buffer {
  const chunk = (type: string, data: Buffer) => {
    const body = Buffer.concat([Buffer.from(type, 'latin1'), data]);
    const out = Buffer.alloc(12 + data.length);
    out.writeUInt32BE(data.length, 0);
    body.copy(out, 4);
    out.writeUInt32BE(crc32(body), 8 + data.length);
    return out;
  };
  const ihdr = Buffer.alloc(13);
  ihdr.writeUInt32BE(side, 0);
  ihdr.writeUInt32BE(side, 4);
  ihdr.set([8, 2, 0, 0, 0], 8);
  const row = Buffer.concat([Buffer.from([0]), Buffer.alloc(side * 3, 0x40)]);
  const pixels = deflateSync(Buffer.concat(Array.from({ length: side }, () => row)));
  const signature = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
  return Buffer.concat([
    signature,
    chunk('IHDR', ihdr),
    chunk('IDAT', pixels),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}

async function upload(path: string, headers: Record<string, string>, field: string, data: Buffer) {
  const form = await multipart([[field, { data, filename: 'upload.png' }]]);
  return t.app.inject({
    method: 'PUT',
    url: `${CONSOLE}${path}`,
    headers: { ...headers, ...form.headers },
    payload: form.payload,
  });
}

const eventRead = async () => (await t.app.inject({ url: '/api/event' })).json();
const manifestRead = async () => {
  const res = await t.app.inject({ url: '/manifest.webmanifest' });
  expect([res.statusCode, res.headers['content-type'], res.headers['cache-control']]).toEqual([
    200,
    'application/manifest+json; charset=utf-8',
    'no-cache',
  ]);
  return res.json();
};

describe('the name and colours', () => {
  it('default to EVENT_NAME and the theme, then every read carries what the console set', async () => {
    const { asAdmin } = await consoleCallers(t);
    await put('/identity', asAdmin, DEFAULTS);
    expect(await eventRead()).toMatchObject({
      name: 'Test Conf',
      short_name: 'Test Conf',
      logo: null,
      theme_color: null,
      background_color: null,
      palette: null,
    });
    expect(await manifestRead()).toMatchObject({
      id: '/',
      name: 'Test Conf',
      short_name: 'Test Conf',
      theme_color: '#0f0d1a',
      background_color: '#0f0d1a',
      icons: expect.arrayContaining([
        expect.objectContaining({ src: '/icons/icon-maskable-512.png', purpose: 'maskable' }),
      ]),
    });

    const set = await put('/identity', asAdmin, PORTO);
    expect(answer(set)).toEqual([
      200,
      {
        settings: PORTO,
        name: 'Porto Tech Week',
        short_name: 'PTW',
        logo: null,
        icons: null,
        defaults: { name: 'Test Conf', theme_color: '#ff5c8a', background_color: '#0f0d1a' },
      },
    ]);
    expect(await eventRead()).toMatchObject({
      name: 'Porto Tech Week',
      short_name: 'PTW',
      theme_color: '#ffb703',
      background_color: '#12263f',
      palette: expect.objectContaining({ '--color-bg': '#12263f', '--color-accent': '#ffb703' }),
    });
    expect(await manifestRead()).toMatchObject({
      name: 'Porto Tech Week',
      short_name: 'PTW',
      theme_color: '#ffb703',
      background_color: '#12263f',
    });
    const css = await t.app.inject({ url: '/event-theme.css' });
    expect(css.headers['content-type']).toBe('text/css; charset=utf-8');
    expect(css.body).toContain('--color-bg:#12263f;');
    expect(
      (await auditRows(t)).map((e) => [e.action, e.entity, (e.after as { name: unknown }).name]),
    ).toEqual([
      ['identity.settings', 'identity', null],
      ['identity.settings', 'identity', 'Porto Tech Week'],
    ]);
  });

  it('refuses colours text would fail WCAG AA on, per field in words, and keeps what was set', async () => {
    const { asAdmin } = await consoleCallers(t);
    await put('/identity', asAdmin, PORTO);
    const refused = await put('/identity', asAdmin, { ...PORTO, background_color: '#ffffff', name: '' });
    expect(answer(refused)).toEqual([
      422,
      {
        errors: {
          background_color: [
            'Text on this background would reach only 1.9:1; WCAG AA needs 4.5:1. Choose a darker colour.',
          ],
        },
      },
    ]);
    const dark = await put('/identity', asAdmin, { ...PORTO, theme_color: '#1a1a1a' });
    expect(answer(dark)).toEqual([
      422,
      {
        errors: {
          theme_color: [
            'Button text on this colour would reach only 1.1:1; WCAG AA needs 4.5:1. Choose a lighter colour.',
          ],
        },
      },
    ]);
    const words = await put('/identity', asAdmin, { short_name: 'Far too long a name', theme_color: 'red' });
    expect(words.json()).toEqual({
      errors: {
        short_name: ['Keep the short name to 12 characters'],
        theme_color: ['Give the colour as # and six hex digits, such as #1a2b3c'],
      },
    });
    expect((await put('/identity', asAdmin, { colour: '#000000' })).statusCode).toBe(400);
    expect(await eventRead()).toMatchObject({ name: 'Porto Tech Week', background_color: '#12263f' });
    expect((await auditRows(t)).length).toBe(1);
  });

  it('is for admin staff only: other staff get 403, signed-out callers 401', async () => {
    const { asStaff } = await consoleCallers(t);
    expect(answer(await get('/identity', asStaff))).toEqual([403, FORBIDDEN]);
    expect(answer(await put('/identity', asStaff, PORTO))).toEqual([403, FORBIDDEN]);
    expect((await del('/identity/logo', asStaff)).statusCode).toBe(403);
    expect((await upload('/identity/icons/192', asStaff, 'icon[file]', png(192))).statusCode).toBe(403);
    expect(
      (await t.app.inject({ method: 'PUT', url: `${CONSOLE}/identity`, payload: PORTO })).statusCode,
    ).toBe(401);
    expect(await auditRows(t)).toEqual([]);
  });
});

describe('the logo and icons', () => {
  it('stores a logo judged by its content, serves it as a picture, and removes it', async () => {
    const { asAdmin } = await consoleCallers(t);
    const stored = `/uploads/identity/logo.png?v=${AT}`;
    const set = await upload('/identity/logo', asAdmin, 'logo[file]', fixture('avatar.png'));
    expect(answer(set)).toEqual([200, expect.objectContaining({ logo: absolute(t, stored) })]);
    expect((await eventRead()).logo).toBe(absolute(t, stored));
    const file = await t.app.inject({ url: stored });
    expect([file.statusCode, file.headers['content-type'], file.rawPayload]).toEqual([
      200,
      'image/png',
      fixture('avatar.png'),
    ]);
    expect(file.headers['content-security-policy']).toContain("default-src 'none'");
    const wrong = await upload('/identity/logo', asAdmin, 'logo[file]', fixture('not-an-image.txt'));
    expect(answer(wrong)).toEqual([
      422,
      { errors: { logo: ['Choose a PNG, JPEG, GIF or SVG picture of at most 512 KB'] } },
    ]);
    expect(answer(await del('/identity/logo', asAdmin))).toEqual([
      200,
      expect.objectContaining({ logo: null }),
    ]);
    expect((await t.app.inject({ url: stored })).statusCode).toBe(404);
    expect((await auditRows(t)).map((e) => e.action)).toEqual(['identity.logo', 'identity.logo']);
  });

  it('takes each icon as a PNG of its size, then the manifest lists them, maskable included', async () => {
    const { asAdmin } = await consoleCallers(t);
    const wrongSize = await upload('/identity/icons/512', asAdmin, 'icon[file]', png(192));
    expect(answer(wrongSize)).toEqual([
      422,
      { errors: { icon: ['Choose a PNG of 512 × 512 pixels, at most 1 MB'] } },
    ]);
    const notPng = await upload('/identity/icons/192', asAdmin, 'icon[file]', fixture('avatar.jpg'));
    expect(notPng.statusCode).toBe(422);
    expect((await upload('/identity/icons/huge', asAdmin, 'icon[file]', png(192))).statusCode).toBe(404);
    expect((await upload('/identity/icons/192', asAdmin, 'icon[file]', png(192))).statusCode).toBe(200);
    expect((await upload('/identity/icons/512', asAdmin, 'icon[file]', png(512))).statusCode).toBe(200);
    // Until all three are there the defaults hold, so the manifest never mixes two sets.
    expect((await manifestRead()).icons[0].src).toBe('/icons/icon-192.png');
    const last = await upload('/identity/icons/maskable', asAdmin, 'icon[file]', png(512));
    expect(last.json().icons).toEqual({
      icon_192: absolute(t, `/uploads/identity/icon-192.png?v=${AT}`),
      icon_512: absolute(t, `/uploads/identity/icon-512.png?v=${AT}`),
      maskable: absolute(t, `/uploads/identity/icon-maskable.png?v=${AT}`),
    });
    const manifest = await manifestRead();
    expect(manifest.icons).toEqual([
      { src: `/uploads/identity/icon-192.png?v=${AT}`, sizes: '192x192', type: 'image/png', purpose: 'any' },
      { src: `/uploads/identity/icon-512.png?v=${AT}`, sizes: '512x512', type: 'image/png', purpose: 'any' },
      {
        src: `/uploads/identity/icon-maskable.png?v=${AT}`,
        sizes: '512x512',
        type: 'image/png',
        purpose: 'maskable',
      },
    ]);
    expect(manifest.shortcuts[0].icons[0].src).toBe(`/uploads/identity/icon-192.png?v=${AT}`);
    const served = await t.app.inject({ url: '/uploads/identity/icon-maskable.png' });
    expect([served.statusCode, served.headers['content-type']]).toEqual([200, 'image/png']);
    await del('/identity/icons', asAdmin);
    expect((await manifestRead()).icons[2].src).toBe('/icons/icon-maskable-512.png');
    expect((await auditRows(t)).map((e) => e.action)).toEqual(Array(4).fill('identity.icons'));
  });
});

describe('where the name goes', () => {
  it('names the event in the reset mail, as sender and subject', async () => {
    const { asAdmin } = await consoleCallers(t);
    await put('/identity', asAdmin, PORTO);
    const user = await createUser(t.database.db, 'lost@test.dev');
    await t.app.inject({
      method: 'POST',
      url: '/api/auth/passwords',
      payload: { user: { email: user.email } },
    });
    await t.app.background.whenIdle();
    expect(t.mailer.sent.at(-1)).toMatchObject({
      subject: `[Porto Tech Week ${t.config.eventYear}] Reset your password`,
      fromName: 'Porto Tech Week',
    });
  });

  it("names the programme's calendar files with it", async () => {
    const { asAdmin } = await consoleCallers(t);
    await put('/identity', asAdmin, PORTO);
    await consoleClient(() => t).post('/programme/import/apply', asAdmin, { file: fixtureXml({ days: 1 }) });
    const [session] = (await t.app.inject({ url: '/api/programme' })).json<ProgrammeReply>().sessions;
    const ics = await t.app.inject({ url: `/api/programme/sessions/${session!.id}.ics` });
    expect(ics.body).toContain(`X-WR-CALNAME:Porto Tech Week ${t.config.eventYear}\r\n`);
  });

  it('titles the printed card sheet with it', async () => {
    const { asAdmin } = await consoleCallers(t);
    await put('/identity', asAdmin, PORTO);
    const sheet = await t.app.inject({ url: `${CONSOLE}/cards/sheet`, headers: asAdmin });
    expect(sheet.statusCode).toBe(200);
    expect(sheet.body).toContain(`<title>Porto Tech Week ${t.config.eventYear} ·`);
  });
});

// Issue 7, item 5: no security header on the app or the API. Every answer (JSON, the app shell,
// a built file, a 404) now carries a strict CSP, nosniff and CORP; documents also no-referrer, no
// framing and a Permissions-Policy that lets only this origin use the camera; the API's JSON a
// CSP that allows nothing (issue 11 made the sets per kind of answer, to send fewer bytes).
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { avatarKey, catalogueImageKey } from '../../server/uploads/storage.ts';
import { storeUpload } from '../helpers/uploads.ts';
import { createTestApp, type TestApp } from '../helpers/app.ts';
import { createStaff, signIn } from '../helpers/factories.ts';
import { CONSOLE_PATH } from '#contract/paths';
import { PAGE_LOADER_HASH } from '../../server/plugins/page-loader.ts';

let t: TestApp;
let dir: string;
let adminJwt: string;
beforeAll(async () => {
  dir = fs.mkdtempSync(path.join(os.tmpdir(), 'confetti-dist-'));
  fs.mkdirSync(path.join(dir, 'assets'));
  fs.writeFileSync(path.join(dir, 'index.html'), '<html><head><title>x</title></head><body></body></html>');
  fs.writeFileSync(path.join(dir, 'assets', 'app-1.js'), 'console.log(1)');
  fs.writeFileSync(path.join(dir, 'assets', 'worker-decode-1.js'), 'onmessage = () => {}');
  fs.writeFileSync(path.join(dir, 'sw.js'), 'self.skipWaiting()');
  fs.writeFileSync(path.join(dir, 'manifest.webmanifest'), '{}');
  t = await createTestApp({ SERVE_CLIENT: 'true', CLIENT_DIR: dir });
  for (const key of [avatarKey(AVATAR_ID, 'svg'), catalogueImageKey('badges', 1, 'svg')]) {
    await storeUpload(t.database.db, key, Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"/>'));
  }
  await createStaff(t.database.db, { email: 'admin@test.dev', isAdmin: true });
  adminJwt = await signIn(t.app, 'admin@test.dev');
});
afterAll(async () => {
  await t.close();
  fs.rmSync(dir, { recursive: true, force: true });
});

const AVATAR_ID = '2bba7478-276f-4946-b66d-8475960d899c';

const directives = (csp: string) =>
  Object.fromEntries(
    csp.split(';').map((d) => {
      const [name, ...values] = d.trim().split(/\s+/);
      return [name, values];
    }),
  );

describe('security headers', () => {
  it.each([
    ['the API', '/api/event', 200],
    ['the app shell', '/attendee/profile', 200],
    ["a worker's script", '/assets/worker-decode-1.js', 200],
    ['a 404', '/api/nothing-here', 404],
    ['a refusal', '/api/user', 401],
  ])('are on %s', async (_name, url, status) => {
    const res = await t.app.inject({ url });
    expect(res.statusCode).toBe(status);
    expect(res.headers).toMatchObject({
      'x-content-type-options': 'nosniff',
      'cross-origin-resource-policy': 'same-origin',
    });
    const csp = directives(String(res.headers['content-security-policy']));
    // No plugin content anywhere: object-src 'none', or a default that allows nothing.
    expect(csp['object-src'] ?? csp['default-src']).toEqual(["'none'"]);
  });

  it("give a document the full set: the app's CSP, no referrer, no framing, the camera for this origin only", async () => {
    const res = await t.app.inject({ url: '/attendee/profile' });
    expect(res.headers).toMatchObject({ 'referrer-policy': 'no-referrer', 'x-frame-options': 'DENY' });
    expect(res.headers['permissions-policy']).toMatch(/(^|, )camera=\(self\)(,|$)/);
    const csp = directives(String(res.headers['content-security-policy']));
    expect(csp['frame-ancestors']).toEqual(["'none'"]);
    expect(csp['object-src']).toEqual(["'none'"]);
    expect(csp['base-uri']).toEqual(["'none'"]);
    for (const name of ['default-src', 'style-src']) expect(csp[name]).toEqual(["'self'"]);
    // The one inline script: a drawn page's loader (issue 26), by its hash.
    expect(csp['script-src']).toEqual(["'self'", PAGE_LOADER_HASH]);
  });

  it.each(['/api/event', '/api/nothing-here', '/api/user'])(
    'give the JSON of %s a CSP that allows nothing, and no framing',
    async (url) => {
      const res = await t.app.inject({ url });
      expect(res.headers).toMatchObject({ 'referrer-policy': 'no-referrer', 'x-frame-options': 'DENY' });
      const csp = directives(String(res.headers['content-security-policy']));
      expect([csp['default-src'], csp['frame-ancestors']]).toEqual([["'none'"], ["'none'"]]);
    },
  );

  it("give a worker's script, which runs under its own answer's CSP, one that keeps it to this origin", async () => {
    const csp = directives(
      String((await t.app.inject({ url: '/assets/worker-decode-1.js' })).headers['content-security-policy']),
    );
    expect([csp['default-src'], csp['object-src'], csp['base-uri']]).toEqual([
      ["'self'"],
      ["'none'"],
      ["'none'"],
    ]);
  });

  it('give a script a page imports nosniff and CORP, and no CSP, which would govern nothing', async () => {
    const res = await t.app.inject({ url: '/assets/app-1.js' });
    expect(res.statusCode).toBe(200);
    expect(res.headers).toMatchObject({
      'x-content-type-options': 'nosniff',
      'cross-origin-resource-policy': 'same-origin',
    });
    expect(res.headers['content-security-policy']).toBeUndefined();
  });

  it.each(['/attendee/profile', '/api/event', '/assets/worker-decode-1.js'])(
    'never allow inline script or style, or eval (%s)',
    async (url) => {
      const csp = String((await t.app.inject({ url })).headers['content-security-policy']);
      expect(csp).not.toMatch(/unsafe-inline|unsafe-eval|unsafe-hashes|\*/);
    },
  );

  it('let a web client on a listed origin embed images (CORP cross-origin)', async () => {
    const cors = await createTestApp({ CORS_ORIGINS: 'http://localhost:5173' });
    try {
      const res = await cors.app.inject({ url: '/api/event' });
      expect(res.headers['cross-origin-resource-policy']).toBe('cross-origin');
    } finally {
      await cors.close();
    }
  });

  // Issue 21, point 8b: X-Frame-Options alone covered framing, and the files a route serves with a
  // CSP of its own (pictures, the plan: SVG documents when opened) had no frame-ancestors at all.
  it.each([
    ['the app shell', '/'],
    ['an in-app route', '/attendee/profile'],
    ["the service worker's precached shell", '/index.html?__WB_REVISION__=1'],
    ['the service worker', '/sw.js'],
    ['the manifest', '/manifest.webmanifest'],
    ['the venue plan', '/venue/plan.svg'],
    ['an avatar', `/uploads/attendee/avatars/${AVATAR_ID}/original.svg`],
    ['a catalogue picture', '/uploads/catalogue/badges/1/original.svg'],
    ['the card sheet', `${CONSOLE_PATH}/cards/sheet`],
  ])("forbid framing %s in the CSP (frame-ancestors 'none')", async (_name, url) => {
    const res = await t.app.inject({ url, headers: { authorization: `Bearer ${adminJwt}` } });
    expect([url, res.statusCode]).toEqual([url, 200]);
    const csp = directives(String(res.headers['content-security-policy']));
    expect([url, csp['frame-ancestors']]).toEqual([url, ["'none'"]]);
  });
});

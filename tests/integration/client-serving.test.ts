// The built PWA on the same port: app paths get the shell with the event title, the build's files
// are served, and a missing file is a 404, never the shell.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../helpers/app.ts';

let t: TestApp;
let dir: string;
beforeAll(async () => {
  dir = fs.mkdtempSync(path.join(os.tmpdir(), 'confetti-dist-'));
  fs.mkdirSync(path.join(dir, 'assets'));
  fs.writeFileSync(
    path.join(dir, 'index.html'),
    '<html><head><title>Confetti</title></head><body></body></html>',
  );
  fs.writeFileSync(path.join(dir, 'assets', 'app-1.js'), 'console.log(1)');
  t = await createTestApp({
    SERVE_CLIENT: 'true',
    CLIENT_DIR: dir,
    EVENT_NAME: 'Serve Conf',
    EVENT_YEAR: '2030',
  });
});
afterAll(async () => {
  await t.close();
  fs.rmSync(dir, { recursive: true, force: true });
});

it('answers app paths with the shell titled "<name> <year>"', async () => {
  const res = await t.app.inject({ url: '/attendee/profile' });
  expect(res.statusCode).toBe(200);
  expect(res.headers['content-type']).toMatch(/text\/html/);
  expect(res.body).toContain('<title>Serve Conf 2030</title>');
});

it('serves the files of the build and 404s a missing one (an old chunk after a deploy)', async () => {
  expect((await t.app.inject({ url: '/assets/app-1.js' })).body).toBe('console.log(1)');
  const missing = await t.app.inject({ url: '/assets/gone-3.js' });
  expect([missing.statusCode, missing.json()]).toEqual([404, { errors: { detail: 'Endpoint Not Found' } }]);
});

it('answers / with the shell, titled as the landing page (issue 26)', async () => {
  const res = await t.app.inject({ url: '/' });
  expect([res.statusCode, res.body.includes('<title>Welcome · Serve Conf 2030</title>')]).toEqual([
    200,
    true,
  ]);
});

it('keeps unknown API paths as JSON 404s', async () => {
  const res = await t.app.inject({ url: '/api/nope' });
  expect([res.statusCode, res.json()]).toEqual([404, { errors: { detail: 'Endpoint Not Found' } }]);
});

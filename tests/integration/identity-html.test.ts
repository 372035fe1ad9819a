// The app shell as served (issue 23): the HTML a first visit paints carries the event's identity as
// the console set it: the title, the theme colour, the name and logo in the shell's header, and a
// link to the colours' stylesheet, so the first paint is already the event's.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../helpers/app.ts';
import { consoleCallers, consoleClient } from '../helpers/console.ts';
import { fixture, multipart } from '../fixtures/forms.ts';

let t: TestApp;
let dir: string;
const SHELL = `<!doctype html><html><head><title>Confetti</title>
<meta name="theme-color" content="#0F0D1A" />
</head><body><div class="shell"><header class="shell-top"><span class="shell-brand">
<svg class="shell-logo" viewBox="0 0 32 32"><circle cx="1" cy="1" r="1" /></svg>
Confetti
</span></header><p class="shell-status" role="status">Loading Confetti…</p></div></body></html>`;

beforeAll(async () => {
  dir = fs.mkdtempSync(path.join(os.tmpdir(), 'confetti-dist-'));
  fs.writeFileSync(path.join(dir, 'index.html'), SHELL);
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

const { put } = consoleClient(() => t);

it('is the built shell with EVENT_NAME until the console sets an identity, then carries it', async () => {
  const before = (await t.app.inject({ url: '/attendee/profile' })).body;
  expect(before).toContain('<title>Serve Conf 2030</title>');
  expect(before).toContain('Serve Conf</span>');
  expect(before).toContain('<meta name="theme-color" content="#0f0d1a"');
  expect(before).not.toContain('event-theme.css');

  const { asAdmin } = await consoleCallers(t);
  await put('/identity', asAdmin, {
    name: 'Harbour <Summit> $&',
    theme_color: '#ffb703',
    background_color: '#12263f',
  });
  const form = await multipart([['logo[file]', { data: fixture('avatar.png'), filename: 'logo.png' }]]);
  await t.app.inject({
    method: 'PUT',
    url: '/api/admin/console/identity/logo',
    headers: { ...asAdmin, ...form.headers },
    payload: form.payload,
  });

  const after = (await t.app.inject({ url: '/attendee/profile' })).body;
  expect(after).toContain('<title>Harbour &lt;Summit&gt; $&amp; 2030</title>');
  expect(after).toContain('<meta name="theme-color" content="#ffb703"');
  expect(after).toMatch(
    /<img class="shell-logo" src="\/uploads\/identity\/logo\.png\?v=\d+" alt="" \/> Harbour &lt;Summit&gt; \$&amp;<\/span>/,
  );
  expect(after).toContain('Loading Harbour &lt;Summit&gt; $&amp;…');
  // A public page's preview carries the new name without a rebuild (issue 26).
  const login = (await t.app.inject({ url: '/login?from=%2Fattendee%2Fstore' })).body;
  expect(login).toContain('<title>Sign in · Harbour &lt;Summit&gt; $&amp; 2030</title>');
  expect(login).toContain(
    '<meta property="og:title" content="Sign in · Harbour &lt;Summit&gt; $&amp; 2030" />',
  );
  expect(login).toMatch(/<meta property="og:url" content="http[^"]*\/login" \/>/);
  const link = /<link rel="stylesheet" href="(\/event-theme\.css\?v=[\w-]+)" \/>/.exec(after)?.[1];
  expect(link).toBeDefined();
  const css = await t.app.inject({ url: link! });
  expect(css.body).toContain('--color-bg:#12263f;');
  expect(css.body).toContain('--color-accent:#ffb703');
});

// Reminders app-wide and the calendar reset (issue 22), in Chromium: a reminder of a starred
// session shows on a screen that is not the programme's, under a fake clock; "Reset the calendar
// link" asks in place, then the old feed URL is gone and the new one answers.
import { randomUUID } from 'node:crypto';
import { beforeAll, describe, expect, it } from 'vitest';
import { ACCOUNTS, tokenFor } from './fixtures/accounts.ts';
import { setUpApp } from './fixtures/app.ts';
import { importProgramme, PROGRAMME } from './fixtures/programme-file.ts';

const app = setUpApp();
const MINUTE_MS = 60_000;

type Stars = { data: string[]; calendar_url: string };
let token = '';
let next = { id: '', start: '' };

async function call(method: string, path: string): Promise<Response> {
  return fetch(`${app.url}${path}`, {
    method,
    headers: {
      authorization: `Bearer ${token}`,
      'content-type': 'application/json',
      'idempotency-key': randomUUID(),
      'occurred-at': new Date().toISOString(),
    },
    ...(method === 'GET' ? {} : { body: '{}' }),
  });
}

beforeAll(async () => {
  await importProgramme(app);
  token = await tokenFor(app, ACCOUNTS.attendee.email);
  const programme = (await (await fetch(`${app.url}/api/programme`)).json()) as {
    sessions: { id: string; title: string; start: string }[];
  };
  next = programme.sessions.find((s) => s.title === PROGRAMME.next) ?? next;
  expect((await call('PUT', `/api/programme/stars/${next.id}`)).status).toBe(200);
});

describe('the attendee’s programme, app-wide', () => {
  it('shows a reminder of a starred session on the profile screen', async () => {
    const page = await app.newPage({ token });
    await page.clock.install({ time: new Date(new Date(next.start).getTime() - 10 * MINUTE_MS) });
    // NOTE: the jump waits for the reminder slot's two reads: one still in flight when the clock
    // jumps six minutes would time out (the client's request timeout is a fake timer too), as no
    // real clock does; CI lost the programme that way once, under load.
    const answered = ['/api/programme', '/api/programme/stars'].map((path) =>
      page.waitForResponse((r) => new URL(r.url()).pathname === path, { timeout: 20_000 }),
    );
    await page.goto('/attendee/profile');
    await page.getByRole('heading', { level: 1 }).first().waitFor({ timeout: 15_000 });
    await Promise.all(answered);
    await page.clock.fastForward('06:00');
    await page.getByRole('status').filter({ hasText: 'Starting soon' }).getByText(PROGRAMME.next).waitFor();
    expect(new URL(page.url()).pathname).toBe('/attendee/profile');
  });

  it('resets the calendar link after a confirmation in place', async () => {
    const before = ((await (await call('GET', '/api/programme/stars')).json()) as Stars).calendar_url;
    expect((await fetch(before)).status).toBe(200);
    const page = await app.newPage({ token });
    await page.goto('/schedule');
    await page.getByRole('button', { name: 'Reset the calendar link' }).click();
    await page
      .getByRole('group', { name: 'Reset the calendar link' })
      .getByRole('button', { name: 'Reset the link' })
      .click();
    await page.getByText('New calendar link ready').waitFor();
    const after = ((await (await call('GET', '/api/programme/stars')).json()) as Stars).calendar_url;
    expect(after).not.toBe(before);
    expect((await fetch(before)).status).toBe(404);
    expect((await fetch(after)).status).toBe(200);
  });
});

// The programme's public pages rendered by the server (issue 26, server/plugins/client.ts): drawn
// by the build's renderer with the programme GET /api/programme answers and the instant, which the
// page carries for the hydration; drawn once per version of the programme (an organiser's edit
// shows on the next request, no rebuild) and at most a minute ago; a failed render is the shell.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../helpers/app.ts';
import { consoleCallers, consoleClient, type Headers } from '../helpers/console.ts';

const SHELL = '<div id="root"><p>Loading</p></div>\n<noscript>Needs JavaScript.</noscript>';
// The build's renderer, stood in for: it says what it was asked to draw, and how many times it drew.
const RENDERER = `let renders = 0;
export async function renderPage(url, data = {}) {
  renders += 1;
  if (url.startsWith('/speakers/fails')) throw new Error('the render failed');
  const titles = data.programme ? data.programme.sessions.map((s) => s.title).join('|') : 'none';
  return '<main data-render="' + renders + '" data-url="' + url + '">' + titles + '</main>';
}
`;

let t: TestApp;
let dir: string;
let asAdmin: Headers;
const { post, patch } = consoleClient(() => t);

beforeAll(async () => {
  dir = fs.mkdtempSync(path.join(os.tmpdir(), 'confetti-ssr-'));
  fs.writeFileSync(
    path.join(dir, 'index.html'),
    `<html><head><title>Confetti</title></head><body>\n${SHELL}\n</body></html>`,
  );
  fs.mkdirSync(path.join(dir, '.ssr'));
  fs.writeFileSync(path.join(dir, '.ssr', 'prerender.js'), RENDERER);
  t = await createTestApp({
    SERVE_CLIENT: 'true',
    CLIENT_DIR: dir,
    EVENT_NAME: 'Page Conf',
    EVENT_YEAR: '2030',
  });
});
afterAll(async () => {
  await t.close();
  fs.rmSync(dir, { recursive: true, force: true });
});
beforeEach(async () => {
  await t.reset();
  ({ asAdmin } = await consoleCallers(t));
});

const talk = (title: string) => ({
  title,
  type: 'Talk',
  start: '2030-03-10T10:00:00+00:00',
  end: '2030-03-10T10:45:00+00:00',
});

/** The page at `url`: its #root's data, decoded, and what the renderer drew. */
async function page(url: string) {
  const res = await t.app.inject({ url });
  const data = (name: string): unknown => {
    const raw = new RegExp(`<div id="root"[^>]* data-${name}="([^"]*)"`).exec(res.body)?.[1];
    return raw === undefined ? undefined : JSON.parse(raw.replace(/&quot;/g, '"').replace(/&amp;/g, '&'));
  };
  const main = /<main data-render="(\d+)" data-url="([^"]*)">([^<]*)<\/main>/.exec(res.body);
  return {
    status: res.statusCode,
    body: res.body,
    programme: data('programme') as { version: string } | undefined,
    at: data('at'),
    event: data('event') as { name: string } | undefined,
    render: main === null ? null : { count: Number(main[1]), url: main[2], titles: main[3] },
  };
}

describe('the programme’s pages rendered by the server', () => {
  it('are drawn with the programme the API answers and the instant, which the page carries', async () => {
    await post('/programme/sessions', asAdmin, talk('Offline first'));
    const api = (await t.app.inject({ url: '/api/programme' })).json<{ version: string }>();
    const schedule = await page('/schedule');
    expect(schedule.status).toBe(200);
    expect(schedule.render).toMatchObject({ url: '/schedule', titles: 'Offline first' });
    expect(schedule.programme).toEqual(api);
    expect(schedule.at).toBe(t.clock.now.toISOString());
    expect(schedule.event?.name).toBe('Page Conf');
    expect(schedule.body).toContain('<div id="root" data-prerendered');
    expect(schedule.body).toContain('<title>Programme · Page Conf 2030</title>');
    expect(schedule.body).not.toContain('<noscript>');
    // The query is the client's too (the day, the filters): drawn with it.
    expect((await page('/schedule?day=2030-03-10')).render?.url).toBe('/schedule?day=2030-03-10');
    for (const url of ['/speakers', '/speakers/1', '/schedule/some-id'])
      expect((await page(url)).render?.url, url).toBe(url);
  });

  it('are drawn once per version of the programme: an organiser’s edit shows on the next request', async () => {
    const made = await post('/programme/sessions', asAdmin, talk('Before'));
    const first = await page('/schedule');
    const again = await page('/schedule');
    expect(again.render).toEqual(first.render);
    expect(again.body).toBe(first.body);

    await patch(`/programme/sessions/${made.json<{ data: { id: string } }>().data.id}`, asAdmin, {
      title: 'After',
    });
    const edited = await page('/schedule');
    expect(edited.render?.titles).toBe('After');
    expect(edited.render?.count).toBe((first.render?.count ?? 0) + 1);
    expect(edited.programme?.version).not.toBe(first.programme?.version);
    expect(edited.programme).toEqual((await t.app.inject({ url: '/api/programme' })).json());
  });

  it('are drawn again after a minute, at the new instant, with unchanged data', async () => {
    const first = await page('/speakers');
    t.clock.now = new Date(t.clock.now.getTime() + 59_000);
    expect((await page('/speakers')).render).toEqual(first.render);
    t.clock.now = new Date(t.clock.now.getTime() + 1_000);
    const later = await page('/speakers');
    expect(later.render?.count).toBe((first.render?.count ?? 0) + 1);
    expect(later.at).toBe(t.clock.now.toISOString());
  });

  it('are the loading shell when the render fails, and other paths are never rendered', async () => {
    const failed = await page('/speakers/fails');
    expect([failed.status, failed.render, failed.programme]).toEqual([200, null, undefined]);
    expect(failed.body).toContain(SHELL);
    expect(failed.body).toContain('<title>Speaker · Page Conf 2030</title>');
    const other = await page('/attendee/profile');
    expect([other.render, other.programme]).toEqual([null, undefined]);
    expect(other.body).toContain(SHELL);
  });
});

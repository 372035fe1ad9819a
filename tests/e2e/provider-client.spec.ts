// The provider's own web client against our server (issue 21, reference-client.md): it sends
// every call with XMLHttpRequest and `withCredentials = true` (axios), from another origin. A
// page on an origin listed in CORS_ORIGINS makes its calls, with its methods, paths and bodies:
// sign-in, GET /api/user, the profile save (multipart, a picture), the Hall of Fame
// (GET /api/leaderboard/), the badge list with its pictures shown from their absolute links, and
// a spotlight pushed on the socket (Phoenix vsn 2.0.0) after an admin starts it. The same calls
// from an origin not listed get nothing. Before issue 21 every credentialed call failed.
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ACCOUNTS, DEMO_PASSWORD } from './fixtures/accounts.ts';
import { launchBrowser } from './helpers/browser.ts';
import { servePage, type PageServer } from './helpers/page-server.ts';
import { freePort, startServer, type RunningServer } from './helpers/server.ts';

const BLANK_PAGE =
  '<!doctype html><html lang="en"><head><meta charset="utf-8"><title>Provider client</title></head><body></body></html>';

type Call = {
  method: string;
  url: string;
  token?: string;
  json?: unknown;
  /** Multipart fields; `picture` adds a PNG drawn in the page under that field name. */
  form?: { fields: Record<string, string>; picture?: string };
};
type Answer = { status: number; body: unknown };

let listed: PageServer;
let unlisted: PageServer;
let api: RunningServer;
let browser: Browser;

beforeAll(async () => {
  listed = await servePage(BLANK_PAGE, await freePort());
  unlisted = await servePage(BLANK_PAGE, await freePort());
  [api, browser] = await Promise.all([startServer({ CORS_ORIGINS: listed.origin }), launchBrowser()]);
});

afterAll(async () => {
  await browser?.close();
  await api?.stop();
  await listed?.close();
  await unlisted?.close();
});

/** One call as axios makes it: XMLHttpRequest, withCredentials, JSON or multipart. */
function xhr(page: Page, call: Call): Promise<Answer> {
  return page.evaluate(async ({ method, url, token, json, form }) => {
    let body: XMLHttpRequestBodyInit | null = null;
    if (form !== undefined) {
      const data = new FormData();
      for (const [name, value] of Object.entries(form.fields)) data.append(name, value);
      if (form.picture !== undefined) {
        const canvas = document.createElement('canvas');
        canvas.width = canvas.height = 8;
        canvas.getContext('2d')!.fillRect(0, 0, 4, 4);
        const png = await new Promise<Blob>((done) => canvas.toBlob((blob) => done(blob!), 'image/png'));
        data.append(form.picture, png, 'me.png');
      }
      body = data;
    }
    const request = new XMLHttpRequest();
    request.open(method, url);
    request.withCredentials = true;
    if (token !== undefined) request.setRequestHeader('Authorization', `Bearer ${token}`);
    if (json !== undefined) {
      request.setRequestHeader('Content-Type', 'application/json');
      body = JSON.stringify(json);
    }
    return new Promise<Answer>((resolve) => {
      request.onload = () =>
        resolve({
          status: request.status,
          body: request.responseText ? JSON.parse(request.responseText) : null,
        });
      request.onerror = () => resolve({ status: 0, body: null });
      request.send(body);
    });
  }, call);
}

/** How many of `urls` the page shows as images (each an <img> that loads). */
function shownPictures(page: Page, urls: string[]): Promise<number> {
  return page.evaluate(async (links) => {
    const loads = links.map(
      (src) =>
        new Promise<boolean>((done) => {
          const img = document.createElement('img');
          img.onload = () => done(img.naturalWidth > 0);
          img.onerror = () => done(false);
          img.src = src;
          document.body.append(img);
        }),
    );
    return (await Promise.all(loads)).filter(Boolean).length;
  }, urls);
}

/** Joins `spotlight` on a raw Phoenix socket (vsn 2.0.0) and resolves with the first push. */
function firstSpotlight(page: Page, socketUrl: string): Promise<unknown> {
  return page.evaluate(async (url) => {
    const socket = new WebSocket(`${url}?vsn=2.0.0`);
    const joined = new Promise<void>((resolve, reject) => {
      socket.onerror = () => reject(new Error('socket refused'));
      socket.onopen = () => socket.send(JSON.stringify(['1', '1', 'spotlight', 'phx_join', {}]));
      (window as { pushed?: Promise<unknown> }).pushed = new Promise((pushed) => {
        socket.onmessage = (event) => {
          const [, ref, topic, name, payload] = JSON.parse(String(event.data)) as unknown[];
          if (topic === 'spotlight' && name === 'phx_reply' && ref === '1') resolve();
          if (topic === 'spotlight' && name === 'spotlight') pushed(payload);
        };
      });
    });
    await joined;
    return 'joined';
  }, socketUrl);
}

const signIn = async (page: Page, email: string): Promise<Answer> =>
  xhr(page, { method: 'POST', url: `${api.url}/api/auth/sign_in`, json: { email, password: DEMO_PASSWORD } });

const jwtOf = (answer: Answer) => (answer.body as { jwt: string }).jwt;

async function onPage<T>(origin: string, run: (page: Page) => Promise<T>): Promise<T> {
  const context = await browser.newContext({ serviceWorkers: 'block' });
  try {
    const page = await context.newPage();
    await page.goto(`${origin}/client`);
    return await run(page);
  } finally {
    await context.close();
  }
}

describe('the provider’s web client, from a listed origin (issue 21)', () => {
  it('signs in, reads the user, saves a profile with a picture and reads the Hall of Fame', async () => {
    await onPage(listed.origin, async (page) => {
      const session = await signIn(page, ACCOUNTS.attendee.email);
      expect(session.status).toBe(200);
      const token = jwtOf(session);
      const user = await xhr(page, { method: 'GET', url: `${api.url}/api/user`, token });
      const me = user.body as { id: string; nickname: string; course: number | null };
      expect([user.status, typeof me.id]).toEqual([200, 'string']);

      const courses = await xhr(page, { method: 'GET', url: `${api.url}/api/attendee/courses`, token });
      const course = (courses.body as { data: { id: number }[] }).data[0]!.id;
      const saved = await xhr(page, {
        method: 'PATCH',
        url: `${api.url}/api/attendees/${me.id}`,
        token,
        form: {
          fields: { 'attendee[nickname]': me.nickname, 'attendee[course_id]': String(course) },
          picture: 'attendee[avatar]',
        },
      });
      const avatar = (saved.body as { data: { avatar: string | null } }).data.avatar;
      expect([saved.status, avatar]).toEqual([
        200,
        expect.stringMatching(/^http:\/\/localhost:\d+\/uploads\//),
      ]);
      expect(await shownPictures(page, [avatar!])).toBe(1);

      const fame = await xhr(page, { method: 'GET', url: `${api.url}/api/leaderboard/`, token });
      const board = await xhr(page, { method: 'GET', url: `${api.url}/api/leaderboard`, token });
      expect([fame.status, fame.body]).toEqual([200, board.body]);
      expect((fame.body as { data: unknown[] }).data.length).toBeGreaterThan(0);
    });
  });

  it('shows the badge list’s pictures from their absolute links', async () => {
    await onPage(listed.origin, async (page) => {
      const token = jwtOf(await signIn(page, ACCOUNTS.attendee.email));
      const badges = await xhr(page, { method: 'GET', url: `${api.url}/api/badges`, token });
      const pictures = (badges.body as { data: { avatar: string | null }[] }).data.flatMap((b) =>
        b.avatar === null ? [] : [b.avatar],
      );
      expect(pictures.length).toBeGreaterThan(50);
      const apiPort = new URL(api.url).port;
      for (const link of pictures) expect(link).toMatch(new RegExp(`^http://localhost:${apiPort}/uploads/`));
      expect(await shownPictures(page, pictures)).toBe(pictures.length);
    });
  });

  it('receives a spotlight on the socket once an admin starts one', async () => {
    await onPage(listed.origin, async (page) => {
      const socketUrl = `${api.url.replace(/^http/, 'ws')}/socket/websocket`;
      expect(await firstSpotlight(page, socketUrl)).toBe('joined');
      const admin = jwtOf(await signIn(page, ACCOUNTS.admin.email));
      const list = await xhr(page, { method: 'GET', url: `${api.url}/api/spotlights`, token: admin });
      const company = (list.body as { data: { id: number; name: string; remaining: number }[] }).data.find(
        (c) => c.remaining > 0,
      )!;
      const started = await xhr(page, {
        method: 'POST',
        url: `${api.url}/api/spotlight/${company.id}`,
        token: admin,
      });
      expect(started.status).toBe(201);
      const pushed = await page.evaluate(() => (window as { pushed?: Promise<unknown> }).pushed);
      expect(pushed).toMatchObject({ id: company.id, name: company.name });
    });
  });
});

describe('the same calls from an origin not listed', () => {
  it('get nothing: every XHR fails', async () => {
    await onPage(unlisted.origin, async (page) => {
      const session = await signIn(page, ACCOUNTS.attendee.email);
      const event = await xhr(page, { method: 'GET', url: `${api.url}/api/event` });
      expect([session, event]).toEqual([
        { status: 0, body: null },
        { status: 0, body: null },
      ]);
    });
  });
});

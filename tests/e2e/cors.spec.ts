// A web client on another origin (issue 7, server/plugins/cors.ts): with CORS_ORIGINS listing
// http://localhost:5173, a page served there signs in (POST /api/auth/sign_in, JSON: a preflight)
// and reads GET /api/user with the bearer header (another preflight) from the API on
// http://127.0.0.1:<port>, in Chromium. The same page from an origin not listed is refused by the
// browser: no answer is readable, not even a simple GET's. The page is served by this file's own
// tiny server, so its inline script is under no CSP of ours.
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ACCOUNTS, DEMO_PASSWORD } from './fixtures/accounts.ts';
import { launchBrowser } from './helpers/browser.ts';
import { servePage, type PageServer } from './helpers/page-server.ts';
import { freePort, startServer, type RunningServer } from './helpers/server.ts';

/** The Vite dev server's port, the README's example; another when something else holds it. */
const PREFERRED_PAGE_PORT = 5173;

type PageResult = {
  /** GET /api/event, no headers: a simple request, no preflight. */
  event?: number;
  signIn?: number;
  user?: { status: number; body: { id?: string; nickname?: string | null; token_balance?: number } };
  error?: string;
};

/** Where the page leaves its outcome. */
type ClientWindow = { corsResult?: PageResult };

/** The client: the API origin and the account come in the query; the outcome lands on window. */
const CLIENT_PAGE = `<!doctype html>
<html lang="en">
  <head><meta charset="utf-8" /><title>Another web client</title></head>
  <body>
    <pre id="out">running</pre>
    <script>
      (async () => {
        const query = new URLSearchParams(location.search);
        const api = query.get('api');
        const result = {};
        try {
          result.event = (await fetch(api + '/api/event')).status;
        } catch (error) {
          result.error = 'GET /api/event: ' + error;
        }
        try {
          const signIn = await fetch(api + '/api/auth/sign_in', {
            method: 'POST',
            headers: { 'Content-Type': 'application/json' },
            body: JSON.stringify({ email: query.get('email'), password: query.get('password') }),
          });
          result.signIn = signIn.status;
          const { jwt } = await signIn.json();
          const user = await fetch(api + '/api/user', { headers: { Authorization: 'Bearer ' + jwt } });
          result.user = { status: user.status, body: await user.json() };
        } catch (error) {
          result.error = (result.error ? result.error + '; ' : '') + 'sign-in: ' + error;
        }
        document.getElementById('out').textContent = JSON.stringify(result, null, 2);
        window.corsResult = result;
      })();
    </script>
  </body>
</html>
`;

/** On the preferred port, else on a free one. */
async function servePageNear(preferred: number): Promise<PageServer> {
  try {
    return await servePage(CLIENT_PAGE, preferred);
  } catch {
    return servePage(CLIENT_PAGE, await freePort());
  }
}

let listed: PageServer;
let unlisted: PageServer;
let api: RunningServer;
let browser: Browser;

beforeAll(async () => {
  listed = await servePageNear(PREFERRED_PAGE_PORT);
  unlisted = await servePage(CLIENT_PAGE, await freePort());
  [api, browser] = await Promise.all([startServer({ CORS_ORIGINS: listed.origin }), launchBrowser()]);
});

afterAll(async () => {
  await browser?.close();
  await api?.stop();
  await listed?.close();
  await unlisted?.close();
});

type Visit = { result: PageResult; messages: string[]; answers: { path: string; allowOrigin?: string }[] };

/** Opens the client page on `origin` as the attendee and waits for its outcome. */
async function visit(origin: string): Promise<Visit> {
  const context = await browser.newContext({ serviceWorkers: 'block' });
  try {
    const page: Page = await context.newPage();
    const messages: string[] = [];
    page.on('console', (message) => messages.push(message.text()));
    const answers: Visit['answers'] = [];
    page.on('response', (response) => {
      const url = new URL(response.url());
      if (url.origin === api.url) {
        answers.push({ path: url.pathname, allowOrigin: response.headers()['access-control-allow-origin'] });
      }
    });
    const query = new URLSearchParams({
      api: api.url,
      email: ACCOUNTS.attendee.email,
      password: DEMO_PASSWORD,
    });
    await page.goto(`${origin}/client?${query}`);
    const outcome = await page.waitForFunction(() => (window as ClientWindow).corsResult, null, {
      timeout: 60_000,
    });
    const result = (await outcome.jsonValue()) as PageResult;
    return { result, messages, answers };
  } finally {
    await context.close();
  }
}

/** GET /api/user for the attendee, from Node: what the page should have read. */
async function userFromNode(): Promise<{ id: string }> {
  const signIn = await fetch(`${api.url}/api/auth/sign_in`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ email: ACCOUNTS.attendee.email, password: DEMO_PASSWORD }),
  });
  const { jwt } = (await signIn.json()) as { jwt: string };
  const user = await fetch(`${api.url}/api/user`, { headers: { Authorization: `Bearer ${jwt}` } });
  return (await user.json()) as { id: string };
}

describe('CORS_ORIGINS in Chromium', () => {
  it('a page on a listed origin signs in and reads /api/user', async () => {
    expect(listed.origin).not.toBe(new URL(api.url).origin);
    const { result, answers } = await visit(listed.origin);
    expect(result.error).toBeUndefined();
    expect(result.event).toBe(200);
    expect(result.signIn).toBe(200);
    expect(result.user?.status).toBe(200);
    expect(result.user?.body.id).toBe((await userFromNode()).id);
    // NOTE: Chromium sends the preflights (JSON body, bearer header) itself; Playwright shows
    // only the answers, each allowed for this origin alone.
    expect(answers).toEqual(
      expect.arrayContaining([
        { path: '/api/auth/sign_in', allowOrigin: listed.origin },
        { path: '/api/user', allowOrigin: listed.origin },
      ]),
    );
  });

  it('a page on an origin not listed is refused', async () => {
    const { result, messages } = await visit(unlisted.origin);
    expect(result.event).toBeUndefined();
    expect(result.signIn).toBeUndefined();
    expect(result.user).toBeUndefined();
    expect(result.error).toMatch(
      /GET \/api\/event: TypeError: Failed to fetch; sign-in: TypeError: Failed to fetch/,
    );
    expect(messages.join('\n')).toMatch(/blocked by CORS policy/);
  });
});

// A quiet console on every screen (issue 21): with no spotlight running, each user type, and an
// anonymous visitor, opens every route of the route table the guard lets them open
// (fixtures/route-tour.ts), each as a fresh document with the real service worker, so every
// start-up call runs on every screen. Any console error, uncaught error, failed request or answer
// of 400 or more fails the tour, named by its screen. Before the fix every signed-in screen logged
// the 404 of GET /api/spotlight, which the client asked at start to learn the running spotlight.
import type { Page, WebSocket } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { ACCOUNTS, pageAs, ROLES, type Role } from './fixtures/accounts.ts';
import { setUpApp, type App } from './fixtures/app.ts';
import {
  sampleIds,
  screensFor,
  settle,
  SETTLE_TIMEOUT_MS,
  VIEWERS,
  type Screen,
} from './fixtures/route-tour.ts';

const app = setUpApp();

/** NOTE: a document load per screen on 2 shared cores, the SW's install included. */
const TOUR_TIMEOUT_MS = 300_000;

/** Records what a clean console must not show, from every page of `page`'s context. */
function watchProblems(page: Page): { take: () => string[] } {
  let found: string[] = [];
  const context = page.context();
  context.on('console', (message) => {
    if (message.type() === 'error')
      found.push(`console error: ${message.text()} (${message.location().url})`);
  });
  context.on('weberror', (error) => found.push(`uncaught: ${error.error().message}`));
  context.on('requestfailed', (request) =>
    found.push(`failed: ${request.method()} ${request.url()} ${request.failure()?.errorText ?? ''}`),
  );
  context.on('response', (response) => {
    if (response.status() >= 400) {
      found.push(`answered ${response.status()}: ${response.request().method()} ${response.url()}`);
    }
  });
  return {
    take() {
      const taken = found;
      found = [];
      return taken;
    },
  };
}

/** The channel's reply to the join of `spotlight` (DESIGN.md §6), as the phoenix client frames it. */
function isSpotlightJoinReply(payload: string | Buffer): boolean {
  try {
    const frame: unknown = JSON.parse(payload.toString());
    return Array.isArray(frame) && frame[2] === 'spotlight' && frame[3] === 'phx_reply';
  } catch {
    return false;
  }
}

/** Resolves once the page's spotlight channel has joined: whatever the join brings has arrived. */
function spotlightJoined(page: Page): Promise<unknown> {
  return page.waitForEvent('websocket', { timeout: SETTLE_TIMEOUT_MS }).then((socket: WebSocket) =>
    socket.waitForEvent('framereceived', {
      predicate: (frame) => isSpotlightJoinReply(frame.payload),
      timeout: SETTLE_TIMEOUT_MS,
    }),
  );
}

/** Opens each screen as a new document; returns every problem, prefixed by its screen. */
async function tour(page: Page, who: string, screens: Screen[]): Promise<string[]> {
  const watcher = watchProblems(page);
  const problems: string[] = [];
  for (const { route, url } of screens) {
    const isSignedIn = route.access.kind === 'signed-in';
    const joined = isSignedIn ? spotlightJoined(page) : Promise.resolve();
    await page.goto(url);
    await settle(page, route);
    await joined;
    await page.waitForLoadState('networkidle', { timeout: SETTLE_TIMEOUT_MS });
    problems.push(...watcher.take().map((problem) => `${who} on ${route.path} (${url}): ${problem}`));
  }
  return problems;
}

async function noSpotlightRunning(a: App): Promise<void> {
  expect((await fetch(`${a.url}/api/spotlight`)).status).toBe(404);
}

describe('every screen of every user type, with no spotlight running', () => {
  it(
    'anonymous visitor: no console error, no failed request',
    async () => {
      await noSpotlightRunning(app);
      const screens = screensFor(null, await sampleIds(app));
      expect(screens.length).toBeGreaterThanOrEqual(6);
      const page = await app.newPage({ serviceWorkers: 'allow' });
      expect(await tour(page, 'anonymous', screens)).toEqual([]);
    },
    TOUR_TIMEOUT_MS,
  );

  it.each(ROLES)(
    '%s: no console error, no failed request',
    async (role: Role) => {
      await noSpotlightRunning(app);
      const screens = screensFor(VIEWERS[role], await sampleIds(app));
      expect(screens.map((s) => s.route.path)).toContain(ACCOUNTS[role].landing);
      const page = await pageAs(app, role, { serviceWorkers: 'allow' });
      expect(await tour(page, role, screens)).toEqual([]);
    },
    TOUR_TIMEOUT_MS,
  );
});

// One tour of the whole route table, checking four properties on every screen. For each user type,
// and an anonymous visitor, every route of src/app/routes.ts the guard lets them open
// (fixtures/route-tour.ts) is opened once, as a fresh document with the real service worker, and
// once settled (and, signed in, the spotlight channel joined: no spotlight runs) it is checked for:
//
// - csp (issue 7, server/plugins/security-headers.ts): the document carries the policy, with
//   script-src 'self' and nothing `unsafe-`, including the documents the service worker answers
//   from its precache (every one after the first; at least one must be); and no violation is
//   reported, neither as a `securitypolicyviolation` event nor as a console message
//   (fixtures/csp-watch.ts). csp.spec.ts holds the watcher's own proof, the scan stations and
//   the screens in use.
// - console (issue 21): no console error, uncaught error, failed request or answer of 400 or more,
//   start-up calls included (before its fix every signed-in screen logged the 404 of GET
//   /api/spotlight).
// - axe (issue 27): Deque's engine with the WCAG 2.0, 2.1 and 2.2 A and AA rules, `target-size`
//   included, at phone and laptop size (fixtures/axe.ts); and, after the tour, in the open states
//   a person reaches (the phone menu, the buy confirmation, every console section, a console form).
// - focus (issue 27, WCAG 2.4.11): no focused control hides behind a sticky or fixed bar, at
//   320×568, 390×844 and 1280×800 (fixtures/focus-hidden.ts).
//
// Console and CSP problems are taken once the screen has settled, and again after the axe and
// focus checks, so nothing the checks set off goes unseen. Each property is asserted on its own
// (expect.soft: one failing property does not hide another), and each problem names the property,
// the user type, the screen and, for axe and focus, the size.
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { menuFor } from '../../src/app/access.ts';
import { ACCOUNTS, pageAs, ROLES, type Role } from './fixtures/accounts.ts';
import { affordableProduct, storeOf, userOf } from './fixtures/attendee-api.ts';
import { PHONE, setUpApp, type App } from './fixtures/app.ts';
import { axeAtBothSizes, violationsOf } from './fixtures/axe.ts';
import { spotlightJoined, watchProblems } from './fixtures/console-watch.ts';
import { watchCsp } from './fixtures/csp-watch.ts';
import { hiddenAtEachSize } from './fixtures/focus-hidden.ts';
import {
  sampleIds,
  screensFor,
  settle,
  SETTLE_TIMEOUT_MS,
  VIEWERS,
  type Screen,
} from './fixtures/route-tour.ts';

const app = setUpApp();

/** NOTE: a document load and four checks per screen on 2 shared cores, the SW's install included. */
const TOUR_TIMEOUT_MS = 480_000;

const PROPERTIES = ['csp', 'console', 'axe', 'focus'] as const;
type Property = (typeof PROPERTIES)[number];
type Found = Record<Property, string[]>;

/** What each property asks of the screens, for the failure's message. */
const MEANING: Record<Property, string> = {
  csp: 'CSP: every document carries the policy, no violation',
  console: 'console: no console error, uncaught error, failed request or answer of 400 or more',
  axe: 'axe: no WCAG 2.x A or AA violation, at phone and laptop size',
  focus: 'focus: a focused control is never hidden by a sticky bar',
};

/** Waits until the page's service worker is active (it registers after the first screen). */
async function serviceWorkerReady(page: Page): Promise<void> {
  await page.evaluate(() => navigator.serviceWorker.ready.then(() => undefined));
}

type Watchers = {
  console: ReturnType<typeof watchProblems>;
  csp: Awaited<ReturnType<typeof watchCsp>>;
};

/** Console and CSP problems since the last take, into `found`, prefixed by `where`. */
async function takeProblems(page: Page, watchers: Watchers, found: Found, where: string): Promise<void> {
  found.console.push(...watchers.console.take().map((p) => `console: ${where}: ${p}`));
  found.csp.push(...(await watchers.csp.take(page)).map((v) => `csp: ${where}: ${v}`));
}

type Tour = { found: Found; servedByWorker: number; watchers: Watchers };

/** Opens each screen as a new document and checks the four properties there. */
async function tour(page: Page, who: string, screens: Screen[]): Promise<Tour> {
  const watchers: Watchers = { console: watchProblems(page), csp: await watchCsp(page) };
  const found: Found = { csp: [], console: [], axe: [], focus: [] };
  let servedByWorker = 0;
  for (const [index, { route, url }] of screens.entries()) {
    const where = `${who} on ${route.path} (${url})`;
    const isSignedIn = route.access.kind === 'signed-in';
    const joined = isSignedIn ? spotlightJoined(page) : Promise.resolve();
    await page.setViewportSize(PHONE);
    const response = await page.goto(url);
    if (response?.fromServiceWorker() === true) servedByWorker++;
    const policy = response?.headers()['content-security-policy'];
    if (policy === undefined) {
      found.csp.push(
        `csp: ${where}: no Content-Security-Policy (from the SW: ${response?.fromServiceWorker()})`,
      );
    } else {
      if (!policy.includes("script-src 'self'"))
        found.csp.push(`csp: ${where}: no script-src 'self' in ${policy}`);
      if (policy.includes('unsafe-')) found.csp.push(`csp: ${where}: 'unsafe-' in ${policy}`);
    }
    await settle(page, route);
    if (index === 0) await serviceWorkerReady(page);
    await joined.catch(async (error: unknown) => {
      const state = await page.evaluate(() => ({
        marks: performance.getEntriesByType('mark').map((m) => `${m.name}@${Math.round(m.startTime)}`),
        now: Math.round(performance.now()),
        visibility: document.visibilityState,
        main: document.querySelector('main')?.textContent?.slice(0, 80),
        controller: navigator.serviceWorker.controller?.state,
      }));
      throw new Error(`${where}: the spotlight channel did not join ${JSON.stringify(state)}`, {
        cause: error,
      });
    });
    await page.waitForLoadState('networkidle', { timeout: SETTLE_TIMEOUT_MS });
    await takeProblems(page, watchers, found, where);
    found.axe.push(...(await axeAtBothSizes(page, `axe: ${where}`)));
    found.focus.push(...(await hiddenAtEachSize(page, `focus: ${where}`)));
    await takeProblems(page, watchers, found, `${where} during the axe and focus checks`);
  }
  return { found, servedByWorker, watchers };
}

/** The phone menu, open: its drawer is a modal dialog over an inert page (phones only). */
async function auditMenu(page: Page, who: string): Promise<string[]> {
  await page.setViewportSize(PHONE);
  await page.getByRole('button', { name: 'Open menu' }).click();
  await page.getByRole('dialog', { name: 'Menu' }).getByRole('link').first().waitFor();
  return violationsOf(page, `axe: ${who} phone menu open`);
}

/** A product's buy confirmation, open. */
async function auditBuy(page: Page): Promise<string[]> {
  const email = ACCOUNTS.attendee.email;
  const product = affordableProduct(await storeOf(app, email), (await userOf(app, email)).token_balance);
  if (product === undefined) throw new Error(`the seed has no product ${email} can afford`);
  await page.goto(`/product/${product.id}`);
  await page.getByRole('button', { name: /^Buy for/ }).click();
  await page.getByRole('button', { name: 'Buy now' }).waitFor();
  return axeAtBothSizes(page, 'axe: attendee buy confirmation open');
}

/** Every section of the console (the section switch's own buttons), and the new badge form open. */
async function auditConsole(page: Page): Promise<string[]> {
  const found: string[] = [];
  await page.goto('/admin');
  const switcher = page.getByRole('group', { name: 'Console section' });
  await switcher.getByRole('button').first().waitFor();
  for (const name of await switcher.getByRole('button').allInnerTexts()) {
    const button = switcher.getByRole('button', { name, exact: true });
    await button.click();
    await expect.poll(() => button.getAttribute('aria-pressed')).toBe('true');
    await page.waitForLoadState('networkidle');
    await page.waitForFunction(() => document.querySelector('main [aria-busy="true"]') === null);
    found.push(...(await axeAtBothSizes(page, `axe: admin console ${name}`)));
  }
  await page.goto('/admin?section=badges');
  await page.getByRole('button', { name: 'New badge' }).click();
  await page.getByRole('form', { name: 'New badge' }).waitFor();
  found.push(...(await axeAtBothSizes(page, 'axe: admin new badge form open')));
  return found;
}

/** Each property asserted on its own: a failure names the property and every screen it failed on. */
function expectNoProblems(found: Found): void {
  for (const property of PROPERTIES) expect.soft(found[property], MEANING[property]).toEqual([]);
}

async function noSpotlightRunning(a: App): Promise<void> {
  expect((await fetch(`${a.url}/api/spotlight`)).status).toBe(404);
}

describe('every screen of every user type: CSP, clean console, axe, visible focus', () => {
  it(
    'anonymous visitor',
    async () => {
      await noSpotlightRunning(app);
      const screens = screensFor(null, await sampleIds(app));
      expect(screens.length).toBeGreaterThanOrEqual(6);
      expect(screens.map((s) => s.route.path)).toEqual(
        expect.arrayContaining(['/', '/login', '/signup', '/register/:uuid', '/forgot-password', '/reset']),
      );
      const page = await app.newPage({ viewport: PHONE, serviceWorkers: 'allow' });
      const { found, servedByWorker } = await tour(page, 'anonymous', screens);
      expectNoProblems(found);
      // The precached shell carries the policy too (checked in tour()).
      expect(servedByWorker, 'csp: documents the service worker answered').toBeGreaterThan(0);
    },
    TOUR_TIMEOUT_MS,
  );

  it.each(ROLES)(
    '%s',
    async (role: Role) => {
      await noSpotlightRunning(app);
      const screens = screensFor(VIEWERS[role], await sampleIds(app));
      const paths = screens.map((s) => s.route.path);
      expect(paths).toContain(ACCOUNTS[role].landing);
      expect(paths).toEqual(expect.arrayContaining(menuFor(VIEWERS[role]).map((item) => item.path)));
      const page = await pageAs(app, role, { viewport: PHONE, serviceWorkers: 'allow' });
      const { found, servedByWorker, watchers } = await tour(page, role, screens);
      found.axe.push(...(await auditMenu(page, role)));
      if (role === 'attendee') found.axe.push(...(await auditBuy(page)));
      if (role === 'admin') found.axe.push(...(await auditConsole(page)));
      await takeProblems(page, watchers, found, `${role} in the menu, buy and console states`);
      expectNoProblems(found);
      expect(servedByWorker, 'csp: documents the service worker answered').toBeGreaterThan(0);
    },
    TOUR_TIMEOUT_MS,
  );
});

// Every screen for every user type passes axe (issue 27): Deque's engine with the WCAG 2.0, 2.1
// and 2.2 A and AA rules, `target-size` included, on each route of the route table the guard lets
// a viewer open (fixtures/route-tour.ts), at phone and laptop size, and in the open states a
// person reaches (the phone menu, the buy confirmation, every console section, a console form). A violation names
// its screen, rule and elements, so the failure says what to fix.
import { createRequire } from 'node:module';
import { readFile } from 'node:fs/promises';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { ACCOUNTS, pageAs, ROLES, type Role } from './fixtures/accounts.ts';
import { affordableProduct, storeOf, userOf } from './fixtures/attendee-api.ts';
import { LAPTOP, PHONE, setUpApp } from './fixtures/app.ts';
import { sampleIds, screensFor, settle, VIEWERS, type Screen } from './fixtures/route-tour.ts';

const app = setUpApp();

const AXE_SOURCE = readFile(createRequire(import.meta.url).resolve('axe-core/axe.min.js'), 'utf8');

/** WCAG 2.x A and AA; `target-size` (2.5.8, AA) is in wcag22aa. */
const TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22a', 'wcag22aa'];

const TOUR_TIMEOUT_MS = 300_000;

type Violation = { id: string; help: string; nodes: { target: string[]; failureSummary?: string }[] };

/** axe's violations on the page as it stands, one line per rule with its first elements. */
async function violationsOf(page: Page, where: string): Promise<string[]> {
  // NOTE: evaluated through the DevTools protocol, which the page's CSP (script-src 'self') allows.
  if (!(await page.evaluate(() => 'axe' in window))) await page.evaluate(await AXE_SOURCE);
  const violations = await page.evaluate(
    (tags) =>
      (
        window as unknown as {
          axe: { run: (context: Document, options: object) => Promise<{ violations: Violation[] }> };
        }
      ).axe
        .run(document, { runOnly: { type: 'tag', values: tags }, resultTypes: ['violations'] })
        .then((r) => r.violations),
    TAGS,
  );
  return violations.map(
    (v) =>
      `${where}: ${v.id} (${v.help}) on ${v.nodes
        .slice(0, 4)
        .map((n) => n.target.join(' '))
        .join(', ')}${v.nodes.length > 4 ? ` and ${v.nodes.length - 4} more` : ''}`,
  );
}

/** Checks the page as it stands at phone size, then at laptop size, and leaves it at phone size. */
async function atBothSizes(page: Page, where: string): Promise<string[]> {
  const found: string[] = [];
  for (const viewport of [PHONE, LAPTOP]) {
    await page.setViewportSize(viewport);
    await page.evaluate(
      () => new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(done))),
    );
    found.push(...(await violationsOf(page, `${where} at ${viewport.width}×${viewport.height}`)));
  }
  await page.setViewportSize(PHONE);
  return found;
}

/** Opens each screen at phone size, once settled checks it at both sizes. */
async function audit(page: Page, who: string, screens: Screen[]): Promise<string[]> {
  const found: string[] = [];
  for (const { route, url } of screens) {
    await page.goto(url);
    await settle(page, route);
    found.push(...(await atBothSizes(page, `${who} ${url}`)));
  }
  return found;
}

/** The phone menu, open: its drawer is a modal dialog over an inert page (phones only). */
async function auditMenu(page: Page, who: string): Promise<string[]> {
  await page.getByRole('button', { name: 'Open menu' }).click();
  await page.getByRole('dialog', { name: 'Menu' }).getByRole('link').first().waitFor();
  return violationsOf(page, `${who} phone menu open`);
}

/** A product's buy confirmation, open. */
async function auditBuy(page: Page): Promise<string[]> {
  const email = ACCOUNTS.attendee.email;
  const product = affordableProduct(await storeOf(app, email), (await userOf(app, email)).token_balance);
  if (product === undefined) throw new Error(`the seed has no product ${email} can afford`);
  await page.goto(`/product/${product.id}`);
  await page.getByRole('button', { name: /^Buy for/ }).click();
  await page.getByRole('button', { name: 'Buy now' }).waitFor();
  return atBothSizes(page, 'attendee buy confirmation open');
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
    found.push(...(await atBothSizes(page, `admin console ${name}`)));
  }
  await page.goto('/admin?section=badges');
  await page.getByRole('button', { name: 'New badge' }).click();
  await page.getByRole('form', { name: 'New badge' }).waitFor();
  found.push(...(await atBothSizes(page, 'admin new badge form open')));
  return found;
}

describe('axe finds no WCAG 2.x A or AA violation, at phone and laptop size', () => {
  it(
    'anonymous visitor',
    async () => {
      const screens = screensFor(null, await sampleIds(app));
      const page = await app.newPage({ viewport: PHONE });
      expect(await audit(page, 'anonymous', screens)).toEqual([]);
    },
    TOUR_TIMEOUT_MS,
  );

  it.each(ROLES)(
    '%s',
    async (role: Role) => {
      const screens = screensFor(VIEWERS[role], await sampleIds(app));
      const page = await pageAs(app, role, { viewport: PHONE });
      const found = await audit(page, role, screens);
      found.push(...(await auditMenu(page, role)));
      if (role === 'attendee') found.push(...(await auditBuy(page)));
      if (role === 'admin') found.push(...(await auditConsole(page)));
      expect(found).toEqual([]);
    },
    TOUR_TIMEOUT_MS,
  );
});

// Every flow with the keyboard alone (issue 27), in Chromium: sign-in, a buy, a staff award by a
// typed code, a sponsor's export, a console badge created and edited, and the phone menu. Only the keyboard moves
// (Tab, Enter, Escape, typing); after each step the spec asserts where focus is, and each walk
// to the next control is bounded in Tabs, so a screen that loses focus or adds a long way round fails.
import { readFile } from 'node:fs/promises';
import { parse } from 'csv-parse/sync';
import type { Locator, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { ACCOUNTS, DEMO_PASSWORD, pageAs, tokenFor } from './fixtures/accounts.ts';
import { affordableProduct, attendeeEmail, storeOf, userOf } from './fixtures/attendee-api.ts';
import { badgeNoneHold } from './fixtures/awards.ts';
import { LAPTOP, PHONE, setUpApp, waitForPath } from './fixtures/app.ts';

const app = setUpApp();

/** The Tabs each walk took, printed at the end for the record. */
const walked: string[] = [];

async function isFocused(target: Locator): Promise<boolean> {
  return target.evaluate((element) => element === document.activeElement);
}

/** What has focus, for a failure message. */
function focusedText(page: Page): Promise<string> {
  return page.evaluate(() => {
    const element = document.activeElement;
    if (element === null || element === document.body) return '<body>';
    const name = element.getAttribute('aria-label') ?? element.textContent?.trim().slice(0, 40) ?? '';
    return `<${element.tagName.toLowerCase()}> ${name}`;
  });
}

/** Presses Tab (Shift+Tab when `isBack`) until `target` has focus; fails past `max` presses. */
async function tabTo(
  page: Page,
  target: Locator,
  max: number,
  what: string,
  isBack = false,
): Promise<number> {
  await target.waitFor();
  for (let presses = 1; presses <= max; presses += 1) {
    await page.keyboard.press(isBack ? 'Shift+Tab' : 'Tab');
    if (await isFocused(target)) {
      walked.push(`${what}: ${presses}`);
      return presses;
    }
  }
  throw new Error(`${what}: not reached in ${max} Tabs; focus is on ${await focusedText(page)}`);
}

async function expectFocus(page: Page, target: Locator, what: string): Promise<void> {
  await target.waitFor();
  await expect
    .poll(() => isFocused(target), { message: `${what}; focus is on ${await focusedText(page)}` })
    .toBe(true);
}

/** The first Tab reaches the skip link; Enter on it puts the start of the next Tab in main. */
async function skipToContent(page: Page): Promise<void> {
  await tabTo(page, page.getByRole('link', { name: 'Skip to content' }), 1, 'skip link');
  await page.keyboard.press('Enter');
  await expectFocus(page, page.locator('main'), 'the skip link moves focus to main');
}

/** The focusable box (tabindex -1) in main that holds `text`: an action's result. */
const resultHolding = (page: Page, text: string) =>
  page.locator('main [tabindex="-1"]', { has: page.getByText(text, { exact: true }) });

const heading = (page: Page, name: string | RegExp) =>
  page.locator('main').getByRole('heading', { level: 1, name });

describe('with the keyboard alone', () => {
  it('signs in: from the page start to the form in a few Tabs, then to the landing screen’s heading', async () => {
    const page = await app.newPage({ viewport: PHONE });
    await page.goto('/login');
    await heading(page, 'Sign in').waitFor();
    await tabTo(page, page.getByLabel('Email', { exact: true }), 3, 'sign-in: page start → email');
    await page.keyboard.type(ACCOUNTS.attendee.email);
    await tabTo(page, page.getByLabel('Password', { exact: true }), 1, 'sign-in: email → password');
    await page.keyboard.type(DEMO_PASSWORD);
    await page.keyboard.press('Enter');
    await waitForPath(page, ACCOUNTS.attendee.landing);
    await expectFocus(page, heading(page, /^Hello/), 'after sign-in, focus is on the profile’s heading');
    expect(await page.title()).toMatch(/^Profile · /);
  });

  it('buys a product: the store’s link, Buy, the confirmation, then focus on the result', async () => {
    const email = attendeeEmail(21);
    const product = affordableProduct(await storeOf(app, email), (await userOf(app, email)).token_balance);
    if (product === undefined) throw new Error(`the seed has no product ${email} can afford`);
    const page = await app.newPage({ viewport: PHONE, token: await tokenFor(app, email) });
    await page.goto('/attendee/store');
    await heading(page, 'Store').waitFor();
    const link = page.getByRole('link', { name: new RegExp(product.name) }).first();
    await tabTo(page, link, 8, 'buy: page start → the product');
    await page.keyboard.press('Enter');
    await waitForPath(page, `/product/${product.id}`);
    await expectFocus(page, heading(page, product.name), 'on the product, focus is on its heading');

    const buy = page.getByRole('button', { name: /^Buy for/ });
    await tabTo(page, buy, 2, 'buy: heading → Buy');
    await page.keyboard.press('Enter');
    await expectFocus(
      page,
      page.getByRole('button', { name: 'Buy now' }),
      'the confirmation focuses Buy now',
    );
    await page.keyboard.press('Enter');
    const result = resultHolding(page, `${product.name} bought successfully!`);
    await expectFocus(page, result, 'after the buy, focus is on its result');
    await tabTo(page, page.getByRole('button', { name: 'Dismiss message' }), 3, 'buy: result → Dismiss');
    await page.keyboard.press('Enter');
    const buyRow = page.locator('main div[tabindex="-1"]', { has: page.getByText('You have') }).or(buy);
    await expectFocus(page, buyRow, 'a dismissed result gives focus to Buy (or its row when Buy is off)');
  });

  it('awards a badge by a typed nickname, then goes back to the grid', async () => {
    const email = attendeeEmail(22);
    const attendee = await userOf(app, email);
    const badge = await badgeNoneHold(app, [attendee.id]);
    const page = await pageAs(app, 'staff', { viewport: LAPTOP });
    await page.goto('/staff/badges');
    await heading(page, 'Badges').waitFor();
    await skipToContent(page);
    await tabTo(
      page,
      page.getByRole('searchbox').or(page.getByRole('textbox')).first(),
      2,
      'award: start → search',
    );
    await page.keyboard.type(badge.name);
    const tile = page.getByRole('button', { name: new RegExp(badge.name) }).first();
    await tabTo(page, tile, 12, 'award: search → the badge');
    await page.keyboard.press('Enter');
    await expectFocus(page, heading(page, badge.name), 'the opened badge focuses its heading');

    const code = page.getByRole('region', { name: 'Scanner' }).getByRole('textbox');
    await tabTo(page, code, 3, 'award: heading → the code field');
    await page.keyboard.type(attendee.nickname ?? '');
    await page.keyboard.press('Enter');
    await page
      .getByRole('region', { name: 'Scanner' })
      .getByRole('status')
      .getByText(/awarded|Awarded/)
      .waitFor();
    await expectFocus(page, code, 'after an award, focus stays in the code field for the next one');

    const back = page.getByRole('button', { name: '← All badges' });
    await tabTo(page, back, 3, 'award: code → All badges', true);
    await page.keyboard.press('Enter');
    await expectFocus(page, heading(page, 'Badges'), 'back on the grid, focus is on its heading');
  });

  it('exports a searched visitors list: search, CSV in a few Tabs, the file holds the matches, focus stays', async () => {
    const page = await pageAs(app, 'sponsor', { viewport: PHONE });
    await page.goto('/sponsor/visitors');
    await heading(page, 'Visitors').waitFor();
    await page.locator('main li').first().waitFor();
    await skipToContent(page);
    const search = page.getByRole('searchbox', { name: 'Search visitors' });
    await tabTo(page, search, 2, 'export: main → search');
    await page.keyboard.type('attendee1');
    await page.getByText(/^\d+ visitors shown$/).waitFor({ state: 'attached' });
    // The exports come right after the filters, not after one stop per visitor's links.
    const csv = page.getByRole('button', { name: 'CSV', exact: true });
    await tabTo(page, csv, 6, 'export: search → CSV');
    const [download] = await Promise.all([page.waitForEvent('download'), page.keyboard.press('Enter')]);
    const rows = parse(await readFile(await download.path(), 'utf8'), { columns: true }) as Record<
      string,
      string
    >[];
    expect(rows.length).toBeGreaterThan(0);
    for (const row of rows) expect(row.email).toMatch(/^attendee1\d*@/);
    await expectFocus(page, csv, 'after the export, focus stays on CSV');
    await tabTo(page, page.getByRole('button', { name: 'vCards', exact: true }), 1, 'export: CSV → vCards');
  });

  it('creates and edits a console badge: the form takes focus, Escape returns it, a save focuses its notice', async () => {
    const page = await pageAs(app, 'admin', { viewport: LAPTOP });
    await page.goto('/admin?section=badges');
    await heading(page, 'Badges').waitFor();
    await page
      .getByRole('button', { name: /tokens/ })
      .first()
      .waitFor();
    await skipToContent(page);
    const newBadge = page.getByRole('button', { name: 'New badge' });
    await tabTo(page, newBadge, 2, 'console: start → New badge');

    await page.keyboard.press('Enter');
    const form = page.getByRole('form', { name: 'New badge' });
    await expectFocus(page, form.getByLabel('Name'), 'New badge focuses the form’s first field');
    await page.keyboard.press('Escape');
    await form.waitFor({ state: 'detached' });
    await expectFocus(page, newBadge, 'Escape closes the form and focus returns to New badge');

    await page.keyboard.press('Enter');
    await expectFocus(page, form.getByLabel('Name'), 'the form takes focus again');
    await page.keyboard.type('Keyboard badge');
    await tabTo(page, form.getByLabel('Description'), 1, 'console: name → description');
    await page.keyboard.type('Made without a mouse');
    // A new badge's four times come from an event day and a time slot (issue 23): another day by
    // an arrow key (the next, or the one before on the last), and Enter in a field creates it.
    const day = form.getByLabel('Event day');
    await tabTo(page, day, 3, 'console: description → Event day');
    const starts = await form.getByLabel('Starts').inputValue();
    const isLastDay = await day.evaluate(
      (select: HTMLSelectElement) => select.selectedIndex === select.length - 1,
    );
    await page.keyboard.press(isLastDay ? 'ArrowUp' : 'ArrowDown');
    await expect.poll(() => form.getByLabel('Starts').inputValue()).not.toBe(starts);
    await tabTo(page, form.getByLabel('From'), 1, 'console: Event day → From');
    await page.keyboard.press('Enter');
    await expectFocus(page, resultHolding(page, 'Keyboard badge created'), 'Create focuses its notice');

    const row = page.getByRole('button', { name: /Keyboard badge/ });
    await row.waitFor();
    await tabTo(page, page.getByRole('button', { name: /tokens/ }).first(), 1, 'console: notice → the rows');
    // The rows are one Tab stop; End reaches the last, the one just created (rows are in id order).
    await page.keyboard.press('End');
    await expectFocus(page, row, 'End moves to the last row');
    await page.keyboard.press('Enter');
    const edit = page.getByRole('form', { name: 'Edit Keyboard badge' });
    await expectFocus(page, edit.getByLabel('Name'), 'an opened row focuses its form’s first field');
    await page.keyboard.press('End');
    await page.keyboard.type(' II');
    await page.keyboard.press('Enter');
    await expectFocus(page, resultHolding(page, 'Keyboard badge II saved'), 'Save focuses its notice');
  });

  it('uses the phone menu as a modal: Tab stays inside, Escape returns to the button, a link focuses the new screen', async () => {
    const page = await pageAs(app, 'attendee', { viewport: PHONE });
    await page.goto(ACCOUNTS.attendee.landing);
    await heading(page, /^Hello/).waitFor();
    const menuButton = page.getByRole('button', { name: 'Open menu' });
    await tabTo(page, menuButton, 2, 'menu: page start → menu button');
    await page.keyboard.press('Enter');
    const drawer = page.getByRole('dialog', { name: 'Menu' });
    await expectFocus(
      page,
      drawer.getByRole('link', { name: 'Profile' }),
      'the menu opens on the current screen',
    );

    const stops = await drawer.locator('a[href], button').count();
    for (let press = 0; press < stops + 3; press += 1) {
      await page.keyboard.press('Tab');
      expect(
        await drawer.evaluate((element) => element.contains(document.activeElement)),
        `Tab ${press + 1}`,
      ).toBe(true);
    }
    for (let press = 0; press < stops + 3; press += 1) {
      await page.keyboard.press('Shift+Tab');
      expect(
        await drawer.evaluate((element) => element.contains(document.activeElement)),
        `Shift+Tab ${press + 1}`,
      ).toBe(true);
    }
    await page.keyboard.press('Escape');
    await expectFocus(page, menuButton, 'Escape closes the menu and focus returns to its button');
    expect(await menuButton.getAttribute('aria-expanded')).toBe('false');

    await page.keyboard.press('Enter');
    await expectFocus(page, drawer.getByRole('link', { name: 'Profile' }), 'the menu opens again');
    await tabTo(page, drawer.getByRole('link', { name: 'Store' }), 6, 'menu: Profile → Store');
    await page.keyboard.press('Enter');
    await waitForPath(page, '/attendee/store');
    await expectFocus(page, heading(page, 'Store'), 'a menu link focuses the new screen’s heading');
    console.info(`Tabs walked: ${walked.join('; ')}`);
  });
});

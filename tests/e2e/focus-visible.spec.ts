// No focused control hides behind a sticky or fixed bar (issue 27, WCAG 2.4.11): for each user
// type, and an anonymous visitor, every screen of the route table (fixtures/route-tour.ts) at
// 320×568, 390×844 and 1280×800. On each screen every control Tab reaches is focused in turn, in
// the page, forwards and then backwards (the browser scrolls it into view as Tab and Shift+Tab
// do, scroll-padding included); then the middle of its visible box must be its own, not a bar's
// (the top bar, a buy or spin bar, the pinned leaderboard row, the sidebar), and some of it
// inside the window. A failure names the screen, the size and the control.
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { pageAs, ROLES, type Role } from './fixtures/accounts.ts';
import { LAPTOP, PHONE, setUpApp, type Viewport } from './fixtures/app.ts';
import { sampleIds, screensFor, settle, VIEWERS, type Screen } from './fixtures/route-tour.ts';

const app = setUpApp();

const SMALL_PHONE: Viewport = { width: 320, height: 568 };
const SIZES = [SMALL_PHONE, PHONE, LAPTOP];

const TOUR_TIMEOUT_MS = 300_000;

/**
 * Focuses each control Tab would reach, in document order and back, and returns those whose
 * middle is covered by a sticky or fixed element that does not hold them, or that are out of the
 * window.
 */
function hiddenWhenFocused(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const TABBABLE =
      'a[href], button:not(:disabled), input:not(:disabled):not([type="hidden"]), select:not(:disabled), textarea:not(:disabled), summary, [tabindex]:not([tabindex="-1"])';
    const isBar = (element: Element) => {
      const position = getComputedStyle(element).position;
      return position === 'sticky' || position === 'fixed';
    };
    const nameOf = (element: HTMLElement) =>
      `${element.tagName.toLowerCase()} "${(element.getAttribute('aria-label') ?? element.textContent ?? '').trim().slice(0, 40)}"`;
    const hidden: string[] = [];
    const controls = [...document.querySelectorAll<HTMLElement>(TABBABLE)].filter(
      (c) =>
        c.closest('[inert]') === null && c.checkVisibility({ visibilityProperty: true }) && c.tabIndex >= 0,
    );
    // Forwards as Tab goes, then backwards as Shift+Tab: bars at the bottom, then at the top.
    for (const control of [...controls, ...controls.reverse()]) {
      control.focus();
      if (document.activeElement !== control) continue;
      const box = control.getBoundingClientRect();
      if (box.width === 0 || box.height === 0) continue;
      if (box.right <= 0 || box.bottom <= 0 || box.left >= innerWidth || box.top >= innerHeight) {
        hidden.push(`${nameOf(control)} is outside the window`);
        continue;
      }
      const x = Math.min(Math.max(box.left + box.width / 2, 0), innerWidth - 1);
      const y = Math.min(Math.max(box.top + box.height / 2, 0), innerHeight - 1);
      const top = document.elementFromPoint(x, y);
      if (top === null || control.contains(top) || top.contains(control)) continue;
      for (let e: Element | null = top; e !== null && e !== document.body; e = e.parentElement) {
        if (e.contains(control)) break;
        if (isBar(e)) {
          hidden.push(`${nameOf(control)} is under ${e.tagName.toLowerCase()}.${e.className}`);
          break;
        }
      }
    }
    (document.activeElement as HTMLElement | null)?.blur();
    return hidden;
  });
}

/** Opens each screen once, settled, and walks its controls at each size. */
async function tour(page: Page, who: string, screens: Screen[]): Promise<string[]> {
  const found: string[] = [];
  for (const { route, url } of screens) {
    await page.setViewportSize(PHONE);
    await page.goto(url);
    await settle(page, route);
    for (const size of SIZES) {
      await page.setViewportSize(size);
      await page.evaluate(
        () => new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(done))),
      );
      found.push(
        ...(await hiddenWhenFocused(page)).map((h) => `${who} ${size.width}×${size.height} ${url}: ${h}`),
      );
    }
  }
  return found;
}

describe('a focused control is never hidden by a sticky bar', () => {
  it(
    'anonymous visitor',
    async () => {
      const page = await app.newPage();
      expect(await tour(page, 'anonymous', screensFor(null, await sampleIds(app)))).toEqual([]);
    },
    TOUR_TIMEOUT_MS,
  );

  it.each(ROLES)(
    '%s',
    async (role: Role) => {
      const page = await pageAs(app, role);
      expect(await tour(page, role, screensFor(VIEWERS[role], await sampleIds(app)))).toEqual([]);
    },
    TOUR_TIMEOUT_MS,
  );
});

// Targets big enough and names in full (issue 27; WCAG 2.5.8, 1.4.10): the venue plan's markers
// are at least 24×24 px and never cover each other, and at 320 px no name on the leaderboard, the
// venue list or a console catalogue is cut. Screenshots of those screens and of the phone menu at
// 320×568, 390×844 and 1280×800 go to /tmp/e2e-keyboard-shots (E2E_KEYBOARD_SHOTS_DIR) to look at.
import { mkdir } from 'node:fs/promises';
import path from 'node:path';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { pageAs } from './fixtures/accounts.ts';
import { LAPTOP, PHONE, setUpApp, type Viewport } from './fixtures/app.ts';
import { MapPage } from './page-models/map-page.ts';

const app = setUpApp();

const SMALL_PHONE: Viewport = { width: 320, height: 568 };
const SIZES = { small: SMALL_PHONE, phone: PHONE, laptop: LAPTOP } as const;
const SHOTS_DIR = process.env.E2E_KEYBOARD_SHOTS_DIR ?? '/tmp/e2e-keyboard-shots';

/** AXE's and WCAG 2.5.8's minimum. */
const TARGET_PX = 24;

async function shootAt(
  page: Page,
  name: string,
  sizes: readonly (keyof typeof SIZES)[],
  isFullPage = true,
): Promise<void> {
  await mkdir(SHOTS_DIR, { recursive: true });
  for (const size of sizes) {
    await page.setViewportSize(SIZES[size]);
    await page.evaluate(() => document.fonts.ready.then(() => undefined));
    await page.screenshot({
      path: path.join(SHOTS_DIR, `${name}-${size}.png`),
      fullPage: isFullPage,
      animations: 'disabled',
    });
  }
}

/** Text in main that its box cuts off (overflow hidden, wider than it shows). */
function cutTexts(page: Page): Promise<string[]> {
  return page.evaluate(() =>
    [...document.querySelectorAll<HTMLElement>('main *')]
      .filter((element) => {
        if (element.children.length > 0 || (element.textContent ?? '').trim() === '') return false;
        if (element.closest('[aria-hidden="true"], .visually-hidden') !== null) return false;
        const style = getComputedStyle(element);
        return style.overflowX !== 'visible' && element.scrollWidth > element.clientWidth + 1;
      })
      .map((element) => element.textContent?.trim() ?? ''),
  );
}

describe('targets and names', () => {
  it.each([PHONE, SMALL_PHONE])(
    'venue markers are $width px wide enough to hit and never overlap',
    async (size) => {
      const page = await pageAs(app, 'attendee', { viewport: size });
      const map = new MapPage(page);
      await map.goto();
      await map.waitForDrawing();
      const boxes = await map.markers().evaluateAll((markers) =>
        markers.map((marker) => {
          const { left, top, width, height } = marker.getBoundingClientRect();
          return { name: marker.getAttribute('aria-label') ?? '', left, top, width, height };
        }),
      );
      expect(boxes.length).toBeGreaterThan(3);
      for (const box of boxes) {
        expect(box.width, box.name).toBeGreaterThanOrEqual(TARGET_PX);
        expect(box.height, box.name).toBeGreaterThanOrEqual(TARGET_PX);
      }
      for (const [i, a] of boxes.entries())
        for (const b of boxes.slice(i + 1)) {
          const isApart =
            a.left + a.width <= b.left ||
            b.left + b.width <= a.left ||
            a.top + a.height <= b.top ||
            b.top + b.height <= a.top;
          expect(isApart, `${a.name} covers ${b.name}`).toBe(true);
        }
      if (size === SMALL_PHONE) await shootAt(page, 'venue-map', ['small', 'phone', 'laptop']);
    },
  );

  it('shows every leaderboard and venue list name in full at 320 px', async () => {
    const page = await pageAs(app, 'attendee', { viewport: SMALL_PHONE });
    await page.goto('/attendee/leaderboard');
    await page.getByRole('list').first().getByRole('link').first().waitFor();
    expect(await cutTexts(page)).toEqual([]);
    await shootAt(page, 'leaderboard', ['small', 'phone', 'laptop']);

    const map = new MapPage(page);
    await page.setViewportSize(SMALL_PHONE);
    await map.goto();
    await map.viewSwitch().getByRole('button', { name: 'List' }).click();
    await page.getByRole('main').getByRole('list').first().waitFor();
    expect(await cutTexts(page)).toEqual([]);
  });

  it('shows every console row’s name in full at 320 px', async () => {
    const page = await pageAs(app, 'admin', { viewport: SMALL_PHONE });
    await page.goto('/admin?section=badges');
    await page
      .getByRole('button', { name: /tokens/ })
      .first()
      .waitFor();
    expect(await cutTexts(page)).toEqual([]);
    await page.getByRole('button', { name: 'New badge' }).click();
    await shootAt(page, 'console-badges', ['small', 'phone', 'laptop']);
  });

  it('draws the phone menu over an inert page at 320 and 390 px', async () => {
    const page = await pageAs(app, 'attendee', { viewport: SMALL_PHONE });
    await page.goto('/attendee/profile');
    await page.getByRole('button', { name: 'Open menu' }).click();
    await page.getByRole('dialog', { name: 'Menu' }).getByRole('link', { name: 'Profile' }).waitFor();
    expect(await page.locator('main').evaluate((main) => main.closest('[inert]') !== null)).toBe(true);
    await shootAt(page, 'phone-menu', ['small', 'phone'], false);
  });
});

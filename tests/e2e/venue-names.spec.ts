// Named booths on the venue map (issue 23, item 7 "booths on the venue map are unnamed dots"): on a
// laptop at zoom 1 every booth's name is drawn; on a phone the names that would cover each other
// (or another booth's marker) are left out, a tap names the booth picked, and zooming in names more.
// At both sizes no two drawn names overlap.
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { ACCOUNTS, tokenFor } from './fixtures/accounts.ts';
import { LAPTOP, PHONE, setUpApp, type Viewport } from './fixtures/app.ts';
import { shoot } from './fixtures/screenshots.ts';
import { MapPage } from './page-models/map-page.ts';

const app = setUpApp();

type Drawn = { name: string; left: number; top: number; right: number; bottom: number };

/** The names the plan draws now (visible, with their boxes), and how many booths there are. */
async function drawnNames(page: Page): Promise<{ drawn: Drawn[]; booths: number }> {
  return page.evaluate(() => {
    const plan = document.querySelector('[aria-label="Venue floor plan"]')!;
    const names = [...plan.querySelectorAll<HTMLElement>('[data-name]')];
    const drawn = names
      .filter((n) => getComputedStyle(n).visibility === 'visible' && n.getBoundingClientRect().width > 0)
      .map((n) => {
        const r = n.getBoundingClientRect();
        return { name: n.textContent ?? '', left: r.left, top: r.top, right: r.right, bottom: r.bottom };
      });
    return { drawn, booths: names.length };
  });
}

const overlapping = (boxes: readonly Drawn[]): string[][] =>
  boxes.flatMap((a, i) =>
    boxes
      .slice(i + 1)
      .filter((b) => a.left < b.right && b.left < a.right && a.top < b.bottom && b.top < a.bottom)
      .map((b) => [a.name, b.name]),
  );

async function openMap(viewport: Viewport): Promise<{ page: Page; map: MapPage }> {
  const page = await app.newPage({ viewport, token: await tokenFor(app, ACCOUNTS.attendee.email) });
  const map = new MapPage(page);
  await map.goto();
  await map.waitForDrawing();
  await map.markers().first().waitFor();
  return { page, map };
}

describe('booth names on the venue map', () => {
  it('on a laptop at zoom 1, names every booth, none over another', async () => {
    const { page } = await openMap(LAPTOP);
    await expect.poll(async () => (await drawnNames(page)).drawn.length).toBeGreaterThan(0);
    await expect.poll(async () => (await drawnNames(page)).drawn.length).toBe(30);
    const { drawn, booths } = await drawnNames(page);
    expect(booths).toBe(30); // the demo's booths
    expect(overlapping(drawn)).toEqual([]);
    await shoot(page, 'map-names', { sizes: ['laptop'] });
  });

  it('on a phone, draws no name over another; a tap names the booth, zooming in names more', async () => {
    const { page, map } = await openMap(PHONE);
    await expect.poll(async () => (await drawnNames(page)).drawn.length).toBeGreaterThan(0);
    const first = await drawnNames(page);
    expect(overlapping(first.drawn)).toEqual([]);
    await shoot(page, 'map-names-phone', { sizes: ['phone'] });

    // A booth whose name had no room: tapped, its name is drawn and still covers none.
    const hidden = await page.evaluate(() =>
      [...document.querySelectorAll<HTMLElement>('[data-name]')]
        .filter((n) => getComputedStyle(n).visibility !== 'visible')
        .map((n) => n.textContent ?? ''),
    );
    if (hidden.length > 0) {
      const name = hidden[0]!;
      await map
        .plan()
        .getByRole('button', { name: new RegExp(`^${name}, `) })
        .click();
      await expect.poll(async () => (await drawnNames(page)).drawn.map((d) => d.name)).toContain(name);
      expect(overlapping((await drawnNames(page)).drawn)).toEqual([]);
      await map
        .plan()
        .getByRole('button', { name: new RegExp(`^${name}, `) })
        .click();
    }

    await page.getByRole('button', { name: 'Zoom in' }).click();
    await page.getByRole('button', { name: 'Zoom in' }).click();
    await expect
      .poll(async () => (await drawnNames(page)).drawn.length)
      .toBeGreaterThanOrEqual(first.drawn.length);
    expect(overlapping((await drawnNames(page)).drawn)).toEqual([]);
  });
});

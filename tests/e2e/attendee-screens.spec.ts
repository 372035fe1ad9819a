// Screenshots of every attendee screen (seed-spec §2) at phone and laptop size, for a person to
// look at, written to /tmp/e2e-attendee-shots (E2E_ATTENDEE_SHOTS_DIR), never into the repository.
// Each shot also checks that nothing is wider than the viewport (fixtures/screenshots.ts).
import type { Page } from 'playwright-core';
import { afterAll, describe, expect, it, vi } from 'vitest';

// NOTE: before the imports below, so fixtures/screenshots.ts reads this file's folder.
const previousShotsDir = vi.hoisted(() => {
  const previous = process.env.E2E_SHOTS_DIR;
  process.env.E2E_SHOTS_DIR = process.env.E2E_ATTENDEE_SHOTS_DIR ?? '/tmp/e2e-attendee-shots';
  return previous;
});

import { tokenFor } from './fixtures/accounts.ts';
import { affordableProduct, attendeeEmail, storeOf, topUp, userOf } from './fixtures/attendee-api.ts';
import { setUpApp } from './fixtures/app.ts';
import { shoot } from './fixtures/screenshots.ts';
import { AppShell } from './page-models/app-shell.ts';
import { BadgedexPage } from './page-models/badgedex-page.ts';
import { IdentifierPage } from './page-models/identifier-page.ts';
import { InventoryPage } from './page-models/inventory-page.ts';
import { LeaderboardPage } from './page-models/leaderboard-page.ts';
import { MapPage } from './page-models/map-page.ts';
import { ProductPage } from './page-models/product-page.ts';
import { ProfilePage } from './page-models/profile-page.ts';
import { SlotsPage } from './page-models/slots-page.ts';
import { StorePage } from './page-models/store-page.ts';
import { WheelPage } from './page-models/wheel-page.ts';

const app = setUpApp();

afterAll(() => {
  if (previousShotsDir === undefined) delete process.env.E2E_SHOTS_DIR;
  else process.env.E2E_SHOTS_DIR = previousShotsDir;
});

/** The attendee the shots are of: badges, tokens to spend, and (later) a purchase. */
const SUBJECT = attendeeEmail(41);
/** The first attendee from 42 on who never bought or won anything: the empty inventory. */
async function newcomer(): Promise<string> {
  for (let n = 42; n <= 100; n++) {
    const user = await userOf(app, attendeeEmail(n));
    if (user.redeemables.length === 0 && user.prizes.every((p) => !p.is_redeemable)) return attendeeEmail(n);
  }
  throw new Error('every seeded attendee holds something');
}

async function pageFor(email: string): Promise<Page> {
  return app.newPage({ token: await tokenFor(app, email) });
}

describe('attendee screens at phone and laptop size', () => {
  it('profile, and its edit form', async () => {
    const page = await pageFor(SUBJECT);
    const profile = new ProfilePage(page);
    await profile.goto();
    await shoot(page, 'profile');
    await profile.openEditForm();
    await profile.courseOptions();
    await shoot(page, 'profile-edit');
  });

  it('slots, idle and after a spin', async () => {
    await topUp(app, SUBJECT, 100);
    const page = await pageFor(SUBJECT);
    const slots = new SlotsPage(page);
    await slots.goto();
    await slots.spinButton().waitFor();
    await shoot(page, 'slots');
    await slots.setBet(5);
    await slots.spin();
    await shoot(page, 'slots-result');
  });

  it('wheel, idle and after a spin', async () => {
    await topUp(app, SUBJECT, 100);
    const page = await pageFor(SUBJECT);
    const wheel = new WheelPage(page);
    await wheel.goto();
    await page.getByRole('button', { name: 'Spin the wheel', exact: true }).waitFor();
    await shoot(page, 'wheel');
    await wheel.spin();
    await shoot(page, 'wheel-result');
  });

  it('badgedex and a badge’s page', async () => {
    const page = await pageFor(SUBJECT);
    const badgedex = new BadgedexPage(page);
    await badgedex.goto();
    // Answered absolute on the server's link origin (issue 21), loaded from the page's own origin
    // (src/api/wire.ts pagePicture): this page is on 127.0.0.1, the links on localhost.
    const picture = page.locator('img[src*="/uploads/catalogue/badges/"]').first();
    await expect
      .poll(() => picture.evaluate((img) => (img instanceof HTMLImageElement ? img.naturalWidth : 0)))
      .toBeGreaterThan(0);
    expect(await picture.getAttribute('src')).toMatch(/^\/uploads\/catalogue\/badges\//);
    await shoot(page, 'badgedex');
    await badgedex.heldBadges().first().click();
    await new AppShell(page).waitForScreen('Badge');
    await badgedex.badgeStatus().waitFor();
    await shoot(page, 'badge');
  });

  it('leaderboard, daily and all time, and an attendee’s public page', async () => {
    const page = await pageFor(SUBJECT);
    const leaderboard = new LeaderboardPage(page);
    await leaderboard.goto();
    await leaderboard.board('Ranking of the day').waitFor();
    await shoot(page, 'leaderboard');
    await leaderboard.showAllTime();
    await leaderboard.people().first().waitFor();
    await shoot(page, 'leaderboard-all-time');

    const { id } = await userOf(app, attendeeEmail(43));
    await page.goto(`/attendees/${id}`);
    await new AppShell(page).waitForScreen('Attendee');
    await shoot(page, 'attendee');
  });

  it('store, a product, its confirmation and result, a product out of reach, and the inventory', async () => {
    const balance = await topUp(app, SUBJECT, 150);
    const products = await storeOf(app, SUBJECT);
    const product = affordableProduct(products, balance);
    if (product === undefined) throw new Error(`the seed has no product ${SUBJECT} can afford`);
    const page = await pageFor(SUBJECT);
    const store = new StorePage(page);
    await store.goto();
    await shoot(page, 'store');

    await store.openProduct(product.name);
    const detail = new ProductPage(page);
    await detail.heading(product.name).waitFor();
    await shoot(page, 'product');
    await detail.buyButton().click();
    await detail.confirmDialog().waitFor();
    await shoot(page, 'product-confirm', { isFullPage: false });
    await detail.confirmDialog().getByRole('button', { name: 'Buy now', exact: true }).click();
    await detail.success().waitFor();
    await shoot(page, 'product-bought');

    const dearest = [...products].sort((a, b) => b.price - a.price)[0];
    if (dearest !== undefined && dearest.price > balance - product.price) {
      await detail.goto(dearest.id);
      await detail.heading(dearest.name).waitFor();
      await shoot(page, 'product-short');
    }

    const inventory = new InventoryPage(page);
    await inventory.goto();
    await inventory.row('To collect', product.name).waitFor();
    await shoot(page, 'inventory');
  });

  it('the empty inventory', async () => {
    const page = await pageFor(await newcomer());
    const inventory = new InventoryPage(page);
    await inventory.goto();
    await inventory.emptyHeading().waitFor();
    await page.getByRole('link', { name: 'Open the store', exact: true }).waitFor();
    await shoot(page, 'inventory-empty');
  });

  it('identifier and map', async () => {
    const page = await pageFor(SUBJECT);
    const identifier = new IdentifierPage(page);
    await identifier.goto();
    await shoot(page, 'identifier');

    const map = new MapPage(page);
    await map.goto();
    await map.waitForDrawing();
    await map.markers().first().waitFor();
    await shoot(page, 'map');
    await map.markers().first().click();
    await map.boothSheet().waitFor();
    await shoot(page, 'map-booth');
  });
});

// Queued writes are never lost (DESIGN.md §5, issue 9): a buy kept offline survives a service
// worker update taken while it waits, and a whole browser restart (a persistent profile closed and
// opened again), and is applied exactly once when the network is back.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { chromium, type BrowserContext, type Page } from 'playwright-core';
import { afterAll, beforeEach, describe, expect, it, onTestFailed } from 'vitest';
import { TOKEN_STORAGE_KEY } from '#contract/constants';
import { compressFile } from '../../scripts/compress-dist.ts';
import { tokenFor } from './fixtures/accounts.ts';
import { attendeeEmail, storeOf, topUp, userOf, type WireProduct } from './fixtures/attendee-api.ts';
import { LAPTOP, setUpApp } from './fixtures/app.ts';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from './helpers/browser.ts';
import { OutboxPage, waitForServiceWorker } from './page-models/outbox-page.ts';
import { ProductPage } from './page-models/product-page.ts';

const app = setUpApp();
/** The built SW the e2e server serves (tests/e2e/global-setup.ts builds dist/). */
const SW_FILE = path.resolve(import.meta.dirname, '../../dist/sw.js');
const profiles: string[] = [];

/** The step a test is in: one that runs out of time says where (a CI flake hung without a trace). */
let step = 'set-up';
const at = (name: string) => {
  step = name;
};
beforeEach(() => {
  at('set-up');
  onTestFailed(() => {
    console.error(`outbox-durable: failed at step "${step}"`);
  });
});

afterAll(() => {
  for (const dir of profiles) fs.rmSync(dir, { recursive: true, force: true });
});

/** The cheapest product `email` may buy now, with the balance raised to afford it. */
async function cheapProduct(email: string): Promise<WireProduct> {
  const product = (await storeOf(app, email))
    .filter((p) => p.can_buy > 0 && p.stock > 0)
    .sort((a, b) => a.price - b.price)[0];
  if (!product) throw new Error(`no product ${email} can buy`);
  await topUp(app, email, 2 * product.price);
  return product;
}

const held = (user: Awaited<ReturnType<typeof userOf>>, id: number) =>
  user.redeemables.find((r) => r.id === id)?.quantity ?? 0;

/** Opens the product online under the SW, goes offline, buys it: one row kept. */
async function buyOffline(page: Page, product: WireProduct): Promise<void> {
  const detail = new ProductPage(page);
  at('open the product under the service worker');
  await detail.goto(product.id);
  await waitForServiceWorker(page);
  await detail.heading(product.name).waitFor();
  at('buy offline');
  await page.context().setOffline(true);
  await detail.buy();
  await page.getByRole('status').filter({ hasText: 'Saved, will sync' }).waitFor();
}

async function expectBoughtOnce(
  email: string,
  product: WireProduct,
  before: { balance: number; held: number },
) {
  at('read the balance after the replay');
  await expect
    .poll(() => userOf(app, email).then((u) => u.token_balance), { timeout: 30_000 })
    .toBe(before.balance - product.price);
  await new Promise((resolve) => setTimeout(resolve, 1_500)); // every trigger has fired again
  const after = await userOf(app, email);
  expect(after.token_balance).toBe(before.balance - product.price);
  expect(held(after, product.id)).toBe(before.held + 1);
}

/**
 * How long "Reload" may take at most, whatever the worker does: the outbox's quiet wait (5 s) and
 * the new worker's takeover wait (3 s) of src/app/sw-lifecycle.ts, plus the reload itself.
 */
const RELOAD_BOUND_MS = 12_000;

/**
 * A new version of the SW is deployed (its script changed by one comment) and found while the API
 * is still out of reach; the page offers "Reload to update".
 */
async function deployUpdateWhileApiDown(page: Page): Promise<void> {
  const context = page.context();
  await context.route('**/api/**', (route) => route.abort('internetdisconnected'));
  await context.setOffline(false);
  // NOTE: as a deploy does, with its compressed copies: the server sends sw.js.br to Chromium.
  const original = fs.readFileSync(SW_FILE, 'utf8');
  try {
    fs.writeFileSync(SW_FILE, `${original}\n// next version ${Date.now()}\n`);
    compressFile(SW_FILE);
    at('check for the new service worker');
    // Bounded: an update check is a fetch of sw.js, and evaluate() itself never times out. Asked
    // up to four times, 15 s each: in the full browser suite (another spec file beside this one)
    // Chromium has left a check unsettled for 15 s (seen here) and for over 30 s (CI, twice on
    // 2026-12-06), while the same file alone settles in well under a second. What holds the check
    // back is not known yet; how long it took is printed, so a slow check shows in the log.
    const waited = await page.evaluate(async () => {
      const registration = await navigator.serviceWorker.getRegistration();
      if (!registration) return 0;
      const started = Date.now();
      for (let attempt = 1; ; attempt += 1) {
        const isChecked = await Promise.race([
          registration.update().then(() => true),
          new Promise<boolean>((resolve) => setTimeout(() => resolve(false), 15_000)),
        ]);
        if (isChecked) return Date.now() - started;
        if (attempt === 4) throw new Error('update() did not settle in 60 s');
      }
    });
    if (waited > 5_000) console.warn(`outbox-durable: the update check took ${waited} ms`);
    at('wait for "A new version of the app is ready."');
    await page
      .getByRole('status')
      .getByText('A new version of the app is ready.')
      .waitFor({ timeout: 20_000 });
  } finally {
    fs.writeFileSync(SW_FILE, original);
    compressFile(SW_FILE);
  }
}

/** Taps "Reload" and waits for the page to load again, at most RELOAD_BOUND_MS. */
async function reloadToUpdate(page: Page): Promise<number> {
  const reloaded = page.waitForEvent('load', { timeout: RELOAD_BOUND_MS });
  const tapped = Date.now();
  at('reload to update');
  await page.getByRole('button', { name: 'Reload' }).click();
  await reloaded;
  return Date.now() - tapped;
}

/** After the reload: the buy still waits, then goes out once when the API is back. */
async function expectKeptThenAppliedOnce(
  page: Page,
  email: string,
  product: WireProduct,
  before: { balance: number; held: number },
): Promise<void> {
  const outbox = new OutboxPage(page);
  at('find the buy waiting in the outbox');
  await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Outbox' }).click();
  await outbox.row('Waiting', `Buy ${product.name}`).waitFor();
  expect((await userOf(app, email)).token_balance).toBe(before.balance);

  at('replay once the API is back');
  await page.context().unroute('**/api/**');
  await page.evaluate(() => window.dispatchEvent(new Event('online')));
  await outbox.row('Done', `Buy ${product.name}`).waitFor({ timeout: 30_000 });
  await expectBoughtOnce(email, product, before);
}

async function setUpBuyer(seat: number) {
  const email = attendeeEmail(seat);
  const product = await cheapProduct(email);
  const user = await userOf(app, email);
  const before = { balance: user.token_balance, held: held(user, product.id) };
  const page = await app.newPage({
    token: await tokenFor(app, email),
    viewport: LAPTOP,
    serviceWorkers: 'allow',
  });
  return { email, product, before, page };
}

describe('a queued write is never lost', () => {
  it('survives a service worker update taken while it waits', async () => {
    const { email, product, before, page } = await setUpBuyer(24);
    await buyOffline(page, product);
    await deployUpdateWhileApiDown(page);
    await reloadToUpdate(page);
    await expectKeptThenAppliedOnce(page, email, product, before);
  }, 150_000);

  it('reloads within the bound when the new worker never takes control', async () => {
    const { email, product, before, page } = await setUpBuyer(26);
    // As on a browser that holds the activation back or loses the event (issue 30): the page
    // never hears `controllerchange`, so workbox-window never reports the new worker in control.
    await page.addInitScript(() => {
      const add = ServiceWorkerContainer.prototype.addEventListener;
      ServiceWorkerContainer.prototype.addEventListener = function (
        this: ServiceWorkerContainer,
        ...args: Parameters<ServiceWorkerContainer['addEventListener']>
      ) {
        if (args[0] === 'controllerchange') return;
        add.apply(this, args);
      };
    });
    await buyOffline(page, product);
    await deployUpdateWhileApiDown(page);
    const took = await reloadToUpdate(page);
    expect(took).toBeLessThan(RELOAD_BOUND_MS);
    await expectKeptThenAppliedOnce(page, email, product, before);
  }, 150_000);

  it('survives the browser closing and opening again', async () => {
    const email = attendeeEmail(25);
    const product = await cheapProduct(email);
    const user = await userOf(app, email);
    const before = { balance: user.token_balance, held: held(user, product.id) };
    const profile = fs.mkdtempSync(path.join(os.tmpdir(), 'confetti-profile-'));
    profiles.push(profile);
    const open = async (): Promise<BrowserContext> =>
      chromium.launchPersistentContext(profile, {
        executablePath: CHROMIUM_PATH,
        args: CHROMIUM_ARGS,
        baseURL: app.url,
        viewport: LAPTOP,
        serviceWorkers: 'allow',
      });

    const first = await open();
    try {
      const page = first.pages()[0] ?? (await first.newPage());
      await page.goto('/');
      await page.evaluate(([key, token]) => localStorage.setItem(key, token), [
        TOKEN_STORAGE_KEY,
        await tokenFor(app, email),
      ] as const);
      await buyOffline(page, product);
    } finally {
      await first.close();
    }
    expect((await userOf(app, email)).token_balance).toBe(before.balance);

    const second = await open();
    try {
      const page = second.pages()[0] ?? (await second.newPage());
      const outbox = new OutboxPage(page);
      await outbox.goto();
      await outbox.row('Done', `Buy ${product.name}`).waitFor({ timeout: 30_000 });
      await expectBoughtOnce(email, product, before);
    } finally {
      await second.close();
    }
  });
});

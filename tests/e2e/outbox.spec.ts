// The offline outbox (DESIGN.md §5, issue 9) with the real SW, the built app and the real server:
// a buy made offline is kept, shown as pending (balance held, inventory "waiting to sync"), and
// applied exactly once when the network is back, with the screen updated without a reload; a kept
// buy that the server refuses ends "failed" with its reason; kept rows survive a reload.
// NOTE: with Playwright ≥ 1.57 context.setOffline also fails the SW's own fetches.
import { describe, expect, it } from 'vitest';
import { tokenFor } from './fixtures/accounts.ts';
import { attendeeEmail, buyAs, storeOf, topUp, userOf, type WireProduct } from './fixtures/attendee-api.ts';
import { LAPTOP, setUpApp } from './fixtures/app.ts';
import { OutboxPage, waitForServiceWorker } from './page-models/outbox-page.ts';
import { ProductPage } from './page-models/product-page.ts';

const app = setUpApp();

const BUYER = attendeeEmail(21);
const LATE_BUYER = attendeeEmail(22);
const RELOADER = attendeeEmail(23);

async function swPage(email: string) {
  const page = await app.newPage({
    token: await tokenFor(app, email),
    viewport: LAPTOP,
    serviceWorkers: 'allow',
  });
  await page.goto('/attendee/store');
  await waitForServiceWorker(page);
  return page;
}

/** The cheapest product `email` may buy now, after raising their balance to afford it twice. */
async function cheapProduct(email: string, pick = (p: WireProduct[]) => p[0]): Promise<WireProduct> {
  const products = (await storeOf(app, email))
    .filter((p) => p.can_buy > 0 && p.stock > 0)
    .sort((a, b) => a.price - b.price);
  const product = pick(products);
  if (!product) throw new Error(`no product ${email} can buy`);
  await topUp(app, email, 2 * product.price);
  return product;
}

function heldQuantity(user: Awaited<ReturnType<typeof userOf>>, id: number): number {
  return user.redeemables.find((r) => r.id === id)?.quantity ?? 0;
}

/** Opens the product online (so it is cached), goes offline and buys it through the dialog. */
async function buyOffline(email: string, product: WireProduct) {
  const page = await swPage(email);
  const detail = new ProductPage(page);
  await detail.goto(product.id);
  await detail.heading(product.name).waitFor();
  const before = await userOf(app, email);
  await expect.poll(() => detail.balance()).toBe(before.token_balance);
  await page.context().setOffline(true);
  await detail.buy();
  await page.getByRole('status').filter({ hasText: 'Saved, will sync' }).waitFor();
  return { page, detail, before };
}

describe('a buy made offline', () => {
  it('is kept, shown pending, then applied once when back online; balance and inventory follow without a reload', async () => {
    const product = await cheapProduct(BUYER);
    const { page, detail, before } = await buyOffline(BUYER, product);
    const outbox = new OutboxPage(page);

    // Pending: the price is held off the balance shown, the header counts it, nothing reached the server.
    await expect.poll(() => detail.balance()).toBe(before.token_balance - product.price);
    await outbox.headerCount().getByText('1 to sync').waitFor();
    expect((await userOf(app, BUYER)).token_balance).toBe(before.token_balance);

    await page.context().setOffline(false);
    await expect
      .poll(() => userOf(app, BUYER).then((u) => u.token_balance), { timeout: 20_000 })
      .toBe(before.token_balance - product.price);
    const after = await userOf(app, BUYER);
    expect(heldQuantity(after, product.id)).toBe(heldQuantity(before, product.id) + 1);
    // The screen shows the server's numbers without a reload, and the count is gone.
    await expect.poll(() => detail.balance(), { timeout: 10_000 }).toBe(after.token_balance);
    await outbox.headerCount().waitFor({ state: 'detached' });

    // In-app navigation (no reload): the inventory lists it, the outbox shows it done.
    await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Inventory' }).click();
    await page
      .getByRole('region', { name: /^To collect \d+$/ })
      .getByText(product.name)
      .first()
      .waitFor();
    await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Outbox' }).click();
    await outbox.row('Done', `Buy ${product.name}`).waitFor();

    // Exactly once, even after every trigger fired again.
    await page.reload();
    await outbox.heading().waitFor();
    await new Promise((r) => setTimeout(r, 1_000));
    expect((await userOf(app, BUYER)).token_balance).toBe(after.token_balance);
  });

  it('ends "failed: Item is sold out!" when the item sold out meanwhile, and the balance stays right', async () => {
    // The product with the least stock, then emptied by other attendees while this one is offline.
    const product = await cheapProduct(
      LATE_BUYER,
      (products) => [...products].filter((p) => p.stock < 1000).sort((a, b) => a.stock - b.stock)[0],
    );
    const { page, before } = await buyOffline(LATE_BUYER, product);
    for (let n = 40; ; n++) {
      const other = attendeeEmail(n);
      const item = (await storeOf(app, other)).find((p) => p.id === product.id);
      if (!item || item.stock === 0) break;
      if (item.can_buy === 0) continue;
      await topUp(app, other, item.price);
      await buyAs(app, other, product.id);
    }

    const outbox = new OutboxPage(page);
    await page.context().setOffline(false);
    await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Outbox' }).click();
    await outbox.row('Failed', 'Failed: Item is sold out!').waitFor({ timeout: 20_000 });
    expect(await outbox.row('Failed', 'Failed: Item is sold out!').innerText()).toContain(
      `Buy ${product.name}`,
    );
    const after = await userOf(app, LATE_BUYER);
    expect(after.token_balance).toBe(before.token_balance);
    expect(heldQuantity(after, product.id)).toBe(heldQuantity(before, product.id));
    await outbox.headerCount().getByText('1 failed').waitFor();
  });

  it('stays in the outbox across an offline reload, then syncs', async () => {
    const product = await cheapProduct(RELOADER);
    const { page, before } = await buyOffline(RELOADER, product);
    await page.reload(); // still offline: the SW serves the shell, the row is read from IndexedDB
    const outbox = new OutboxPage(page);
    await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Outbox' }).click();
    await outbox.row('Waiting', `Buy ${product.name}`).waitFor();
    expect(await outbox.count('Waiting')).toBe(1);

    await page.context().setOffline(false);
    await outbox.row('Done', `Buy ${product.name}`).waitFor({ timeout: 20_000 });
    const after = await userOf(app, RELOADER);
    expect(after.token_balance).toBe(before.token_balance - product.price);
    expect(heldQuantity(after, product.id)).toBe(heldQuantity(before, product.id) + 1);
  });
});

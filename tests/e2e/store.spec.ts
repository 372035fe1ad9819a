// The store as an attendee uses it (seed-spec §2; provider-api.md §3 "Store", §4 "Store"): a
// product bought through its confirmation costs exactly its price on the server and on screen and
// waits in the inventory; what cannot be bought says why, in the page's words or the server's.
import { describe, expect, it } from 'vitest';
import { tokenFor } from './fixtures/accounts.ts';
import {
  affordableProduct,
  attendeeEmail,
  buyAs,
  storeOf,
  topUp,
  userOf,
  type WireProduct,
} from './fixtures/attendee-api.ts';
import { setUpApp, waitForPath } from './fixtures/app.ts';
import { InventoryPage } from './page-models/inventory-page.ts';
import { ProductPage } from './page-models/product-page.ts';
import { StorePage } from './page-models/store-page.ts';

const app = setUpApp();

/** Each test its own attendee, so no test sees another's purchase. */
const BUYER = attendeeEmail(11);
const SHORT_OF_TOKENS = attendeeEmail(12);
const RACED = attendeeEmail(13);

async function pageFor(email: string) {
  return app.newPage({ token: await tokenFor(app, email) });
}

function required<T>(value: T | undefined, what: string): T {
  if (value === undefined) throw new Error(`the seed has no ${what}`);
  return value;
}

describe('buying', () => {
  it('buys a product it can afford through the confirmation: price charged once, listed to collect', async () => {
    const before = await userOf(app, BUYER);
    const product = required(
      affordableProduct(await storeOf(app, BUYER), before.token_balance),
      `product ${BUYER} can afford`,
    );
    const page = await pageFor(BUYER);
    const store = new StorePage(page);
    await store.goto();
    await expect.poll(() => store.balance()).toBe(before.token_balance);

    await store.openProduct(product.name);
    await waitForPath(page, `/product/${product.id}`);
    const detail = new ProductPage(page);
    await detail.heading(product.name).waitFor();
    await expect.poll(() => detail.balance()).toBe(before.token_balance);
    await detail.buy();
    await detail.success().getByText(`${product.name} bought successfully!`, { exact: true }).waitFor();
    await detail.confirmDialog().waitFor({ state: 'hidden' });

    const after = await userOf(app, BUYER);
    expect(after.token_balance).toBe(before.token_balance - product.price);
    const held = before.redeemables.find((r) => r.id === product.id) ?? { quantity: 0, not_redeemed: 0 };
    expect(after.redeemables).toContainEqual(
      expect.objectContaining({
        id: product.id,
        quantity: held.quantity + 1,
        not_redeemed: held.not_redeemed + 1,
      }),
    );
    await expect.poll(() => detail.balance()).toBe(after.token_balance);
    if (product.max_per_user === 1) {
      await detail.buyButton().getByText('Limit reached', { exact: true }).waitFor();
      expect(await detail.buyButton().isDisabled()).toBe(true);
      expect(await detail.blockedReason()).toBe('You already have yours (1 per person).');
    }

    await store.goto();
    await expect.poll(() => store.balance()).toBe(after.token_balance);
    const inventory = new InventoryPage(page);
    await inventory.goto();
    const row = inventory.row('To collect', product.name);
    await row.waitFor();
    expect(await row.innerText()).toContain('To collect');
    expect(await row.innerText()).toContain('Bought in the store');
  });
});

describe('refusals', () => {
  it('disables Buy for a product dearer than the balance and says how many tokens are missing', async () => {
    const { token_balance: balance } = await userOf(app, SHORT_OF_TOKENS);
    const product = required(
      (await storeOf(app, SHORT_OF_TOKENS))
        .filter((p) => p.can_buy > 0 && p.stock > 0 && p.price > balance)
        .sort((a, b) => a.price - b.price)[0],
      `product dearer than ${SHORT_OF_TOKENS}'s ${balance} tokens`,
    );
    const page = await pageFor(SHORT_OF_TOKENS);
    const detail = new ProductPage(page);
    await detail.goto(product.id);
    await detail.heading(product.name).waitFor();
    await expect.poll(() => detail.balance()).toBe(balance);

    const button = detail.buyButton();
    expect(await button.innerText()).toBe(`Buy for ${product.price.toLocaleString('en')} tokens`);
    expect(await button.isDisabled()).toBe(true);
    expect(await detail.blockedReason()).toBe(
      `You need ${(product.price - balance).toLocaleString('en')} more tokens. Collect badges to earn them.`,
    );
    expect((await userOf(app, SHORT_OF_TOKENS)).token_balance).toBe(balance);
  });

  it('shows the server’s reason when a buy is refused behind a stale page, and charges nothing more', async () => {
    // Enough for two of the cheaper items, so the stale buy is refused on the limit, not the balance.
    await topUp(app, RACED, 200);
    const before = await userOf(app, RACED);
    // One unit per person, and cheap enough that a second buy fails on the limit, not the balance.
    const product: WireProduct = required(
      (await storeOf(app, RACED))
        .filter((p) => p.max_per_user === 1 && p.can_buy === 1 && p.stock > 1)
        .filter((p) => 2 * p.price <= before.token_balance)
        .sort((a, b) => a.price - b.price)[0],
      `one-per-person product ${RACED} can afford twice`,
    );
    const page = await pageFor(RACED);
    const detail = new ProductPage(page);
    await detail.goto(product.id);
    await detail.heading(product.name).waitFor();
    await expect.poll(() => detail.balance()).toBe(before.token_balance);
    expect(await detail.buyButton().isEnabled()).toBe(true);
    // The screen's own reads are back: none brings the other device's buy before the click.
    await page.waitForLoadState('networkidle');

    // The same attendee buys it on another device while this page still offers it.
    await buyAs(app, RACED, product.id);
    await detail.buy();
    const alert = detail.failure();
    await alert.getByText('Limit reached', { exact: true }).waitFor();
    expect(await alert.innerText()).toContain(
      'Quantity is greater than the maximum amount permitted per attendee',
    );

    expect((await userOf(app, RACED)).token_balance).toBe(before.token_balance - product.price);
    await expect.poll(() => detail.balance()).toBe(before.token_balance - product.price);
    await detail.buyButton().getByText('Limit reached', { exact: true }).waitFor();
    expect(await detail.buyButton().isDisabled()).toBe(true);
  });
});

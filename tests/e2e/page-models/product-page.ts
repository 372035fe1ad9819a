// `/product/:id` (src/attendee/store/product-screen.tsx): the product's facts, the buy bar ("You have",
// "Buy for N tokens" or why not, the last buy's result in place) and the "Buy <name>?" dialog.
import type { Locator, Page } from 'playwright-core';
import { describedText, tokensIn } from './store-page.ts';

export class ProductPage {
  readonly page: Page;

  constructor(page: Page) {
    this.page = page;
  }

  async goto(id: number): Promise<void> {
    await this.page.goto(`/product/${id}`);
  }

  heading(name: string): Locator {
    return this.page.getByRole('heading', { level: 1, name, exact: true });
  }

  /** The buy button under every label it takes: "Buy for N tokens", "Sold out", "Limit reached". */
  buyButton(): Locator {
    return this.page.getByRole('button', {
      name: /^(Buy for [\d,]+ tokens|Sold out|Limit reached|Buying…)$/,
    });
  }

  /** Why the buy button is disabled: the line under it, which is its accessible description. */
  async blockedReason(): Promise<string | null> {
    return describedText(this.buyButton());
  }

  /** The stock and limit facts ("Your limit" → "You already have yours (1 per person)"). */
  fact(term: 'Stock' | 'Your limit'): Locator {
    return this.page.getByRole('term').filter({ hasText: term }).locator('xpath=following-sibling::dd');
  }

  /** The balance in the buy bar, "You have N tokens". */
  async balance(): Promise<number | null> {
    return tokensIn(this.page.getByText('You have', { exact: true }).locator('..'));
  }

  confirmDialog(): Locator {
    return this.page.getByRole('dialog', { name: /^Buy .+\?$/ });
  }

  /** Buy → the dialog → Buy now. */
  async buy(): Promise<void> {
    await this.buyButton().click();
    const dialog = this.confirmDialog();
    await dialog.waitFor();
    await dialog.getByRole('button', { name: 'Buy now', exact: true }).click();
  }

  /** The result of a successful buy: the server's "<name> bought successfully!". */
  success(): Locator {
    return this.page.getByRole('status').filter({ hasText: 'bought successfully' });
  }

  /** A refused buy: its title ("Limit reached", "Not enough tokens", …) and the server's reason. */
  failure(): Locator {
    return this.page.getByRole('alert');
  }
}

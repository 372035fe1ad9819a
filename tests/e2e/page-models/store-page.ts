// `/attendee/store` (src/attendee/store/store-screen.tsx): "Your balance" with its token chip and the
// product grid, each card a link to /product/:id named after the product.
import type { Locator, Page } from 'playwright-core';

/** The whole number of a token chip's text ("1,240 tokens"), or null while it shows "…". */
export async function tokensIn(chip: Locator): Promise<number | null> {
  const text = (await chip.textContent()) ?? '';
  const digits = /([\d,]+)\s*tokens/.exec(text)?.[1];
  return digits === undefined ? null : Number(digits.replace(/,/g, ''));
}

/** The text of what describes `control` (aria-describedby), or null when nothing does. */
export async function describedText(control: Locator): Promise<string | null> {
  const ids = await control.getAttribute('aria-describedby');
  if (ids === null) return null;
  const texts = await Promise.all(
    ids.split(/\s+/).map((id) => control.page().locator(`[id="${id}"]`).textContent()),
  );
  return texts.join(' ').trim();
}

/** "Your balance" and its chip, as the store, wheel and slots headers show it. */
export function headerBalance(page: Page): Locator {
  return page.getByRole('main').getByText('Your balance', { exact: true }).locator('..');
}

export class StorePage {
  readonly page: Page;

  constructor(page: Page) {
    this.page = page;
  }

  async goto(): Promise<void> {
    await this.page.goto('/attendee/store');
    await this.products().waitFor();
  }

  /** The grid, once the shelf has been read (the skeleton is labelled "Loading products"). */
  products(): Locator {
    return this.page.getByRole('list', { name: 'Products', exact: true });
  }

  /** A product's card: the link named after the product (its picture is decoration). */
  card(name: string): Locator {
    return this.products().getByRole('link', { name });
  }

  async balance(): Promise<number | null> {
    return tokensIn(headerBalance(this.page));
  }

  async openProduct(name: string): Promise<void> {
    await this.card(name).click();
  }
}

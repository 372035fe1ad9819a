// `/attendee/inventory` (src/attendee/store/inventory-screen.tsx): "To collect" and "Delivered"
// sections, each a list of rows with the item's name and its status ("To collect", "Delivered").
import type { Locator, Page } from 'playwright-core';

export class InventoryPage {
  readonly page: Page;

  constructor(page: Page) {
    this.page = page;
  }

  async goto(): Promise<void> {
    await this.page.goto('/attendee/inventory');
    await this.page.getByRole('heading', { level: 1, name: 'Inventory', exact: true }).waitFor();
  }

  /** A section by its heading, e.g. "To collect" (the heading also holds the count). */
  section(title: 'To collect' | 'Delivered'): Locator {
    return this.page.getByRole('region', { name: new RegExp(`^${title} \\d+$`) });
  }

  /** The row of `name` within `section`. */
  row(section: 'To collect' | 'Delivered', name: string): Locator {
    return this.section(section).getByRole('listitem').filter({ hasText: name });
  }

  /** "Nothing here yet", the empty inventory. */
  emptyHeading(): Locator {
    return this.page.getByRole('heading', { name: 'Nothing here yet', exact: true });
  }
}

// `/staff/prizes/:id` (src/staff/prize-delivery-screen.tsx): the "Store items" and "Wheel prizes"
// regions, one row per thing owed with a quantity stepper, "Hand over n", a confirmation and the
// server's answer on the row.
import type { Locator, Page } from 'playwright-core';

export type OwedSection = 'Store items' | 'Wheel prizes';

export class PrizeDeliveryPage {
  readonly page: Page;

  constructor(page: Page) {
    this.page = page;
  }

  row(section: OwedSection, name: string): Locator {
    return this.page
      .getByRole('region', { name: section })
      .getByRole('listitem')
      .filter({ has: this.page.getByText(name, { exact: true }) });
  }

  /** Sets the quantity with the stepper, hands it over and confirms. */
  async deliver(section: OwedSection, name: string, quantity: number): Promise<void> {
    const row = this.row(section, name);
    const shown = row.locator('output');
    await shown.waitFor();
    while (Number(await shown.innerText()) > quantity) {
      await row.getByRole('button', { name: 'One less' }).click();
    }
    await row.getByRole('button', { name: `Hand over ${quantity}`, exact: true }).click();
    await row.getByRole('button', { name: 'Confirm', exact: true }).click();
  }

  /** The answer shown in place after a delivery: on the row, or where the row was. */
  note(section: OwedSection): Locator {
    return this.page.getByRole('region', { name: section }).getByRole('status');
  }
}

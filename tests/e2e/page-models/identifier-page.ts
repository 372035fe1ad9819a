// `/attendee/identifier` (src/attendee/identifier/identifier-screen.tsx): "Your code", the QR (an image named
// "QR code for <nickname>") with @nickname under it, and the card code in text.
import type { Locator, Page } from 'playwright-core';

export class IdentifierPage {
  readonly page: Page;

  constructor(page: Page) {
    this.page = page;
  }

  async goto(): Promise<void> {
    await this.page.goto('/attendee/identifier');
    await this.qr().waitFor();
  }

  qr(): Locator {
    return this.page.getByRole('img', { name: /^QR code for / });
  }

  /** The card code under "Card code". */
  cardCode(): Locator {
    return this.page.getByText('Card code', { exact: true }).locator('xpath=following-sibling::*[1]');
  }
}

// `/attendee/badgedex` (src/attendee/badges/badgedex-screen.tsx) and the badge page `/badge/:id` it links
// to (src/attendee/badges/badge-screen.tsx): "N of M collected", the grid of badge links (a held one's
// name ends in "Collected"), and on a badge's page "You have it" or "Not collected yet".
import type { Locator, Page } from 'playwright-core';

export class BadgedexPage {
  readonly page: Page;

  constructor(page: Page) {
    this.page = page;
  }

  async goto(): Promise<void> {
    await this.page.goto('/attendee/badgedex');
    await this.progress().waitFor();
  }

  /** "N of M collected", once both the badges and the attendee's own are read. */
  progress(): Locator {
    return this.page.getByText(/^[\d,]+ of [\d,]+ collected$/);
  }

  /** The links of the badges the attendee holds (their names end in "Collected"). */
  heldBadges(): Locator {
    return this.page.getByRole('main').getByRole('link', { name: /Collected$/ });
  }

  /** On a badge's page: "You have it" or "Not collected yet", once the attendee's badges are read. */
  badgeStatus(): Locator {
    return this.page.getByText(/^(You have it|Not collected yet)$/);
  }
}

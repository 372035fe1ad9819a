// `/404` (src/app/not-found-screen.tsx): where the guard sends a user from a page not theirs.
import type { Locator, Page } from 'playwright-core';

export class NotFoundPage {
  readonly page: Page;

  constructor(page: Page) {
    this.page = page;
  }

  heading(): Locator {
    return this.page.getByRole('heading', { level: 1, name: "This page isn't here", exact: true });
  }
}

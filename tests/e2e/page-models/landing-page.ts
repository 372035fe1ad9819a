// `/` (src/auth/landing-screen.tsx): the event's name and year, Sign in and Register your card.
import type { Locator, Page } from 'playwright-core';

export class LandingPage {
  readonly page: Page;

  constructor(page: Page) {
    this.page = page;
  }

  async goto(): Promise<void> {
    await this.page.goto('/');
  }

  /** The h1: "Confetti" until GET /api/event answers, then "<name> <year>". */
  heading(name?: string): Locator {
    return this.page.getByRole('heading', { level: 1, name, exact: true });
  }

  signInLink(): Locator {
    return this.page.getByRole('link', { name: 'Sign in', exact: true });
  }

  registerLink(): Locator {
    return this.page.getByRole('link', { name: 'Register your card', exact: true });
  }
}

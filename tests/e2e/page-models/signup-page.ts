// `/signup` and `/register/<uuid>` (src/auth/signup-screen.tsx): the card (linked from the URL),
// then name, email, nickname, course, password and its confirmation, then Create account.
import type { Locator, Page } from 'playwright-core';

export type SignUpDetails = {
  name: string;
  email: string;
  nickname: string;
  password: string;
};

export class SignUpPage {
  readonly page: Page;

  constructor(page: Page) {
    this.page = page;
  }

  async gotoCard(cardId: string): Promise<void> {
    await this.page.goto(`/register/${cardId}`);
    await this.heading().waitFor();
  }

  heading(): Locator {
    return this.page.getByRole('heading', { level: 1, name: 'Register your card', exact: true });
  }

  /** "✓ Card linked" and the card's code, once a card is set. */
  linkedCard(): Locator {
    return this.page.getByRole('status').filter({ hasText: 'Card linked' });
  }

  course(): Locator {
    return this.page.getByLabel('Course', { exact: true });
  }

  /** The consent box beside the event's terms (issue 23), shown when the organiser set terms. */
  termsBox(): Locator {
    return this.page.getByRole('checkbox', { name: /accept the event.s terms/ });
  }

  termsLink(): Locator {
    return this.page.getByRole('link', { name: /terms and privacy notice/ });
  }

  /** Fills every field, picks the first real course once the list has loaded, and submits. */
  async register(details: SignUpDetails): Promise<void> {
    const { page } = this;
    await page.getByLabel('Name', { exact: true }).fill(details.name);
    await page.getByLabel('Email', { exact: true }).fill(details.email);
    await page.getByLabel('Nickname', { exact: true }).fill(details.nickname);
    await this.course().locator('option').nth(1).waitFor({ state: 'attached' });
    await this.course().selectOption({ index: 1 });
    await page.getByLabel('Password', { exact: true }).fill(details.password);
    await page.getByLabel('Confirm password', { exact: true }).fill(details.password);
    await page.getByRole('button', { name: 'Create account', exact: true }).click();
  }
}

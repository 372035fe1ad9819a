// `/login` (src/auth/login-screen.tsx): email, password, Sign in; a refusal shows as an alert.
import type { Locator, Page } from 'playwright-core';

export class LoginPage {
  readonly page: Page;

  constructor(page: Page) {
    this.page = page;
  }

  /** Opens /login, with `from` as the return path when given (raw: the spec controls encoding). */
  async goto(from?: string): Promise<void> {
    await this.page.goto(from === undefined ? '/login' : `/login?from=${encodeURIComponent(from)}`);
    await this.heading().waitFor();
  }

  heading(): Locator {
    return this.page.getByRole('heading', { level: 1, name: 'Sign in', exact: true });
  }

  email(): Locator {
    return this.page.getByLabel('Email', { exact: true });
  }

  /** Exact, because the Show/Hide toggle is labelled "Show password". */
  password(): Locator {
    return this.page.getByLabel('Password', { exact: true });
  }

  submitButton(): Locator {
    return this.page.getByRole('button', { name: 'Sign in', exact: true });
  }

  /** The inline failure (role="alert") under the form. */
  alert(): Locator {
    return this.page.getByRole('alert');
  }

  async signIn(email: string, password: string): Promise<void> {
    await this.email().fill(email);
    await this.password().fill(password);
    await this.submitButton().click();
  }
}

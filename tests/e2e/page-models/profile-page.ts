// `/attendee/profile` (src/attendee/profile/profile-screen.tsx): the identity card (name, @nickname,
// course, "Edit profile" → the form with Nickname, Course, Save changes), the achievements
// (Tokens, Badges, Draw entries) and the CV card (Choose PDF, the consent box, Upload CV).
import type { Locator, Page } from 'playwright-core';

export const CV_CONSENT = 'I agree that sponsors with CV access may see my CV';

export class ProfilePage {
  readonly page: Page;

  constructor(page: Page) {
    this.page = page;
  }

  async goto(): Promise<void> {
    await this.page.goto('/attendee/profile');
    await this.greeting().waitFor();
  }

  /** "Hello, <first name>", once the attendee is read. */
  greeting(): Locator {
    return this.page.getByRole('heading', { level: 1, name: /^Hello, / });
  }

  /** The identity card, named after the attendee. */
  identity(): Locator {
    return this.page
      .getByRole('main')
      .getByRole('region')
      .filter({
        has: this.page.getByRole('button', { name: 'Edit profile', exact: true }),
      });
  }

  /** "@nickname" on the identity card. */
  nickname(nickname: string): Locator {
    return this.identity().getByText(`@${nickname}`, { exact: true });
  }

  /** A stat's value ("Tokens", "Badges", "Draw entries") as a number. */
  async stat(label: string): Promise<number> {
    const value = this.page
      .getByRole('term')
      .filter({ hasText: label })
      .locator('xpath=following-sibling::dd');
    return Number(((await value.textContent()) ?? '').replace(/\D/g, ''));
  }

  async openEditForm(): Promise<void> {
    await this.page.getByRole('button', { name: 'Edit profile', exact: true }).click();
    await this.nicknameField().waitFor();
  }

  editForm(): Locator {
    return this.page.getByRole('region', { name: 'Edit profile', exact: true });
  }

  nicknameField(): Locator {
    return this.page.getByLabel('Nickname', { exact: true });
  }

  courseField(): Locator {
    return this.page.getByLabel('Course', { exact: true });
  }

  /**
   * The course options once the list has loaded: until then the select holds "None" and, for an
   * attendee with a course, "Your current course".
   */
  async courseOptions(): Promise<{ value: string; label: string }[]> {
    const options = this.courseField().locator('option');
    await options.filter({ hasText: 'Your current course' }).waitFor({ state: 'detached' });
    await options.nth(1).waitFor({ state: 'attached' });
    return options.evaluateAll((options) =>
      options.map((o) => ({ value: (o as HTMLOptionElement).value, label: o.textContent ?? '' })),
    );
  }

  saveButton(): Locator {
    return this.page.getByRole('button', { name: 'Save changes', exact: true });
  }

  /** The error under the nickname field (its accessible description beyond the hint). */
  async nicknameError(): Promise<string | null> {
    const field = this.nicknameField();
    if ((await field.getAttribute('aria-invalid')) !== 'true') return null;
    const ids = ((await field.getAttribute('aria-describedby')) ?? '').split(/\s+/);
    const errorId = ids.find((id) => id.endsWith('-error'));
    return errorId === undefined ? null : this.page.locator(`[id="${errorId}"]`).textContent();
  }

  /** "Profile saved" (a status) after a save. */
  savedNotice(): Locator {
    return this.page.getByRole('status').filter({ hasText: 'Profile saved' });
  }

  cvCard(): Locator {
    return this.page.getByRole('region', { name: 'CV', exact: true });
  }

  /** The hidden file input, reached through its "Choose PDF" label. */
  cvFileInput(): Locator {
    return this.cvCard().getByLabel(/^Choose (another )?PDF$/);
  }

  cvConsent(): Locator {
    return this.cvCard().getByLabel(CV_CONSENT, { exact: true });
  }

  async uploadCv(file: string, { consent = true } = {}): Promise<void> {
    await this.cvFileInput().setInputFiles(file);
    if (consent) await this.cvConsent().check();
    await this.cvCard()
      .getByRole('button', { name: /^Upload (new )?CV$/ })
      .click();
  }

  /** "CV uploaded" once the server has a CV for the attendee. */
  cvUploaded(): Locator {
    return this.cvCard().getByRole('status').filter({ hasText: 'CV uploaded' });
  }

  /** The CV card's refusals: a file the page turns down, or the server's notice. */
  cvAlerts(): Locator {
    return this.cvCard().getByRole('alert');
  }
}

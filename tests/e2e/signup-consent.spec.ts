// Consent to the event's terms at sign-up, on screen (issue 23): with EVENT_TERMS_URL set, the
// form shows a box linking the terms; sending without ticking it says so next to the box and
// registers nothing; ticked, the card is registered. The nickname has an accented letter, which
// the form and the server now take.
import { describe, expect, it } from 'vitest';
import { freeCards, isRegistered } from './fixtures/admin-api.ts';
import { setUpApp, waitForPath } from './fixtures/app.ts';
import { shoot } from './fixtures/screenshots.ts';
import { AppShell } from './page-models/app-shell.ts';
import { SignUpPage } from './page-models/signup-page.ts';

/** The English of src/auth/signup-validation.ts's TERMS_REQUIRED_TEXT (a message, compiled at build). */
const TERMS_REQUIRED_TEXT = "Tick the box to accept the event's terms: you can't register without it";

const TERMS_URL = 'https://conf.example/terms.html';
const app = setUpApp({ EVENT_TERMS_URL: TERMS_URL });

describe('sign-up consent', () => {
  it('refuses to register until the terms are accepted, then registers', async () => {
    const [cardId] = await freeCards(app);
    if (cardId === undefined) throw new Error('the seed has no free card');
    const page = await app.newPage();
    const signUp = new SignUpPage(page);
    await signUp.gotoCard(cardId);
    await signUp.termsBox().waitFor();
    expect(await signUp.termsLink().getAttribute('href')).toBe(TERMS_URL);
    expect(await signUp.termsLink().getAttribute('target')).toBe('_blank');
    await shoot(page, 'signup-consent');

    await signUp.register({
      name: 'Inês Consent',
      email: 'ines.consent@example.com',
      nickname: 'inês_e2e',
      password: 'correct horse',
    });
    await page.getByText(TERMS_REQUIRED_TEXT, { exact: true }).waitFor();
    // The box is the first field needing the person, so it has the focus.
    expect(await signUp.termsBox().evaluate((box) => box === document.activeElement)).toBe(true);
    expect(await signUp.termsBox().getAttribute('aria-invalid')).toBe('true');
    expect(await isRegistered(app, cardId)).toBe(false);
    await shoot(page, 'signup-consent-missing');

    await signUp.termsBox().check();
    await page.getByRole('button', { name: 'Create account', exact: true }).click();
    await waitForPath(page, '/attendee/profile');
    await new AppShell(page).waitForScreen('Profile');
    expect(await isRegistered(app, cardId)).toBe(true);
  });
});

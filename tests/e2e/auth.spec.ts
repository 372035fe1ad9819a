// Sign-in, sign-up and sign-out through the real screens against the real server (DESIGN.md §4,
// seed-spec §2, §4, §8): each user type's landing, the `from` return path and its sanitising, the
// §8 refusal text, a card's registration link, logout, and the landing page's event title.
import { describe, expect, it } from 'vitest';
import { ACCOUNTS, DEMO_PASSWORD, pageAs, ROLES } from './fixtures/accounts.ts';
import { freeCards, isRegistered } from './fixtures/admin-api.ts';
import { EVENT, pathOf, setUpApp, storedToken, waitForPath } from './fixtures/app.ts';
import { shoot } from './fixtures/screenshots.ts';
import { AppShell } from './page-models/app-shell.ts';
import { LandingPage } from './page-models/landing-page.ts';
import { LoginPage } from './page-models/login-page.ts';
import { NotFoundPage } from './page-models/not-found-page.ts';
import { SignUpPage } from './page-models/signup-page.ts';

const app = setUpApp();

describe('sign-in form', () => {
  it.each(ROLES)('signs in the %s and lands on their landing', async (role) => {
    const { email, landing, title } = ACCOUNTS[role];
    const page = await app.newPage();
    const login = new LoginPage(page);
    await login.goto();
    await login.signIn(email, DEMO_PASSWORD);
    await waitForPath(page, landing);
    await new AppShell(page).waitForScreen(title);
  });

  it('returns to a `from` path after signing in', async () => {
    const page = await app.newPage();
    const login = new LoginPage(page);
    await login.goto('/attendee/badgedex');
    await login.signIn(ACCOUNTS.attendee.email, DEMO_PASSWORD);
    await waitForPath(page, '/attendee/badgedex');
    await new AppShell(page).waitForScreen('Badgedex');
  });

  it.each(['//evil.example', 'https://evil.example', '/\\evil.example'])(
    'ignores an off-site `from` (%s) and lands on the type’s landing',
    async (from) => {
      const page = await app.newPage();
      const login = new LoginPage(page);
      await login.goto(from);
      await login.signIn(ACCOUNTS.sponsor.email, DEMO_PASSWORD);
      await waitForPath(page, ACCOUNTS.sponsor.landing);
      expect(new URL(page.url()).origin).toBe(app.url);
      await new AppShell(page).waitForScreen(ACCOUNTS.sponsor.title);
    },
  );

  it('shows the server’s "Login error" for a wrong password and stays usable', async () => {
    const page = await app.newPage();
    const login = new LoginPage(page);
    await login.goto();
    await login.signIn(ACCOUNTS.attendee.email, 'not-the-password');
    await login.alert().getByText('Login error', { exact: true }).waitFor();
    expect(pathOf(page)).toBe('/login');
    expect(await storedToken(page)).toBeNull();
    expect(await login.submitButton().isEnabled()).toBe(true);

    await login.password().fill(DEMO_PASSWORD);
    await login.submitButton().click();
    await waitForPath(page, ACCOUNTS.attendee.landing);
  });
});

describe('sign-up with a card', () => {
  it('registers a fresh card from /register/<uuid> and lands on the profile', async () => {
    const [cardId] = await freeCards(app);
    if (cardId === undefined) throw new Error('the seed has no free card');
    const page = await app.newPage();
    const signUp = new SignUpPage(page);
    await signUp.gotoCard(cardId);
    expect(await signUp.linkedCard().innerText()).toContain(cardId);
    await signUp.register({
      name: 'Erin Twoe',
      email: 'erin.e2e@example.com',
      nickname: 'erin_e2e',
      password: 'correct horse',
    });
    await waitForPath(page, '/attendee/profile');
    await new AppShell(page).waitForScreen('Profile');
    expect(await storedToken(page)).toBeTruthy();
    expect(await isRegistered(app, cardId)).toBe(true);
  });

  it('sends an anonymous visitor of an unregistered card’s link to sign up with it', async () => {
    const cardId = (await freeCards(app)).at(-1);
    if (cardId === undefined) throw new Error('the seed has no free card');
    const page = await app.newPage();
    await page.goto(`/attendees/${cardId}`);
    await waitForPath(page, `/register/${cardId}`);
    const signUp = new SignUpPage(page);
    await signUp.heading().waitFor();
    expect(await signUp.linkedCard().innerText()).toContain(cardId);
  });
});

describe('sign-out', () => {
  it('clears the token, goes to / and guards the signed-in pages again', async () => {
    const page = await pageAs(app, 'attendee');
    await page.goto('/attendee/profile');
    const shell = new AppShell(page);
    await shell.waitForScreen('Profile');
    await shell.signOut();
    await waitForPath(page, '/');
    await new LandingPage(page).signInLink().waitFor();
    expect(await storedToken(page)).toBeNull();

    await page.goto('/attendee/profile');
    await waitForPath(page, `/login?from=${encodeURIComponent('/attendee/profile')}`);
    await new LoginPage(page).heading().waitFor();
  });
});

describe('landing page', () => {
  it('shows the server’s event name and year as heading and document title', async () => {
    const page = await app.newPage();
    const landing = new LandingPage(page);
    await landing.goto();
    const title = `${EVENT.name} ${EVENT.year}`;
    await landing.heading(title).waitFor();
    expect(await page.title()).toBe(`Welcome · ${title}`);
    await landing.signInLink().waitFor();
    await landing.registerLink().waitFor();
  });
});

describe('screenshots', () => {
  it('renders the signed-out screens and 404 within phone and laptop widths', async () => {
    const page = await app.newPage();
    const landing = new LandingPage(page);
    await landing.goto();
    await landing.heading(`${EVENT.name} ${EVENT.year}`).waitFor();
    await shoot(page, 'landing');

    const login = new LoginPage(page);
    await login.goto();
    await shoot(page, 'login');
    await login.signIn(ACCOUNTS.attendee.email, 'not-the-password');
    await login.alert().waitFor();
    await shoot(page, 'login-error');

    const cardId = (await freeCards(app)).at(-1) ?? '00000000-0000-4000-8000-000000000000';
    const signUp = new SignUpPage(page);
    await signUp.gotoCard(cardId);
    await shoot(page, 'signup');

    await page.goto('/no/such/page');
    await new NotFoundPage(page).heading().waitFor();
    await shoot(page, '404');
  });

  it('renders the 404 a signed-in user gets within phone and laptop widths', async () => {
    const page = await pageAs(app, 'attendee');
    await page.goto('/staff/badges');
    await waitForPath(page, '/404');
    await new NotFoundPage(page).heading().waitFor();
    await page.getByRole('link', { name: 'Back to the app', exact: true }).waitFor();
    await shoot(page, '404-signed-in');
  });

  it.each(ROLES)('renders the %s’s landing and menu within phone and laptop widths', async (role) => {
    const { landing, title } = ACCOUNTS[role];
    const page = await pageAs(app, role);
    await page.goto(landing);
    const shell = new AppShell(page);
    await shell.waitForScreen(title);
    await shoot(page, `landing-${role}`);
    await shell.openMenu();
    // The laptop sidebar is already in the landing shot.
    await shoot(page, `menu-${role}`, { sizes: ['phone'], isFullPage: false });
  });
});

// The guard and the menu, both read from the one route table (src/app/routes.ts; seed-spec §2,
// DESIGN.md §4): anonymous visitors go to /login with `from` and come back after signing in, a
// path not meant for the user's type goes to /404, and each type's menu lists its own screens.
import { describe, expect, it } from 'vitest';
import { ACCOUNTS, DEMO_PASSWORD, pageAs } from './fixtures/accounts.ts';
import type { Role } from './fixtures/accounts.ts';
import { setUpApp, storedToken, waitForPath } from './fixtures/app.ts';
import { AppShell } from './page-models/app-shell.ts';
import { LoginPage } from './page-models/login-page.ts';
import { NotFoundPage } from './page-models/not-found-page.ts';

const app = setUpApp();

describe('anonymous visitor', () => {
  it('is sent to /login with `from` and returned there after signing in', async () => {
    const page = await app.newPage();
    await page.goto('/attendee/store');
    await waitForPath(page, '/login?from=%2Fattendee%2Fstore');
    const login = new LoginPage(page);
    await login.heading().waitFor();
    await login.signIn(ACCOUNTS.attendee.email, DEMO_PASSWORD);
    await waitForPath(page, '/attendee/store');
    await new AppShell(page).waitForScreen('Store');
  });

  it('drops a stored token the server refuses and is sent to /login (seed-spec §4)', async () => {
    const page = await app.newPage({ token: 'not.a.jwt' });
    await page.goto('/attendee/profile');
    await waitForPath(page, '/login?from=%2Fattendee%2Fprofile');
    await new LoginPage(page).heading().waitFor();
    expect(await storedToken(page)).toBeNull();
  });
});

/** `outcome`: the route title of the screen the user may open, or '/404' where the guard sends them. */
type Visit = { role: Role; path: string; outcome: string };

const NOT_FOUND = '/404';

const VISITS: Visit[] = [
  { role: 'attendee', path: '/staff/badges', outcome: NOT_FOUND },
  { role: 'sponsor', path: '/staff/badges', outcome: 'Badges' },
  { role: 'staff', path: '/staff/spotlights', outcome: NOT_FOUND },
  { role: 'admin', path: '/staff/spotlights', outcome: 'Spotlights' },
  { role: 'staff', path: '/admin', outcome: NOT_FOUND },
  { role: 'attendee', path: '/admin', outcome: NOT_FOUND },
  { role: 'admin', path: '/admin', outcome: 'Event setup' },
  { role: 'sponsor', path: '/attendee/profile', outcome: NOT_FOUND },
];

describe('signed-in user', () => {
  it.each(VISITS)('$role opening $path gets $outcome', async ({ role, path, outcome }) => {
    const page = await pageAs(app, role);
    await page.goto(path);
    if (outcome === NOT_FOUND) {
      await waitForPath(page, NOT_FOUND);
      await new NotFoundPage(page).heading().waitFor();
    } else {
      await new AppShell(page).waitForScreen(outcome);
      expect(new URL(page.url()).pathname).toBe(path);
    }
  });
});

type MenuCase = { role: Role; shows: string[]; hides: string[] };

const MENUS: MenuCase[] = [
  { role: 'attendee', shows: ['Profile', 'Store'], hides: ['Scanner', 'Visitors', 'Badges', 'Spotlights'] },
  { role: 'sponsor', shows: ['Scanner', 'Visitors'], hides: ['Badges', 'Store', 'Prizes', 'Spotlights'] },
  { role: 'staff', shows: ['Badges', 'Prizes'], hides: ['Spotlights', 'Event setup', 'Store', 'Scanner'] },
  {
    role: 'admin',
    shows: ['Badges', 'Prizes', 'Spotlights', 'Event setup'],
    hides: ['Store', 'Scanner'],
  },
];

describe('navigation menu', () => {
  it.each(MENUS)('shows the $role their own entries', async ({ role, shows, hides }) => {
    const page = await pageAs(app, role);
    await page.goto(ACCOUNTS[role].landing);
    const shell = new AppShell(page);
    await shell.waitForScreen(ACCOUNTS[role].title);
    const labels = await shell.menuLabels();
    expect(labels).toEqual(expect.arrayContaining(shows));
    for (const label of hides) expect(labels).not.toContain(label);
    // The first entry is the type's landing (src/app/routes.ts).
    expect(labels[0]).toBe(ACCOUNTS[role].title);
  });
});

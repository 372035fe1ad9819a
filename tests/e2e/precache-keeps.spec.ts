// What of the precache a device keeps (docs/decisions/0046): a first visit installs its own
// language's catalogs and no staff or sponsor screen; a switch of language online keeps the other
// language's, so every screen opens in it offline; a switch offline to a language not kept says so
// and stays in the current one; an offline start in a language not kept starts in one that is; a
// staff device keeps its screens once signed in, opened or not.
import { describe, expect, it } from 'vitest';
import { LOCALE_COOKIE } from '#contract/constants';
import { ACCOUNTS, pageAs } from './fixtures/accounts.ts';
import { setUpApp } from './fixtures/app.ts';
import { holdsAll, holdsUserType, paths, precached, precacheList } from './fixtures/precache.ts';
import { AppShell } from './page-models/app-shell.ts';
import { waitForServiceWorker } from './page-models/outbox-page.ts';

const app = setUpApp();

const list = precacheList();
const catalogs = (locale: string) => list.filter((e) => e.locale === locale && e.userTypes === undefined);

describe('the install', () => {
  it('keeps the Portuguese device’s catalogs and no English one, and no staff or sponsor file', async () => {
    expect(catalogs('pt-PT').length).toBeGreaterThan(10);
    expect(list.filter((e) => e.userTypes?.includes('staff')).length).toBeGreaterThan(5);
    const page = await app.newPage({ locale: 'pt-PT', serviceWorkers: 'allow' });
    await page.goto('/login');
    await page.getByRole('textbox').first().click();
    await waitForServiceWorker(page);
    const files = await precached(page);
    expect(paths(catalogs('pt-PT')).filter((file) => !files.includes(file))).toEqual([]);
    expect(files.filter((file) => file.includes('/messages-en-'))).toEqual([]);
    const typed = new Set(paths(list.filter((e) => e.userTypes !== undefined)));
    expect(files.filter((file) => typed.has(file))).toEqual([]);
  });
});

describe('the language, offline', () => {
  it('switched online, is kept whole: a screen not opened before opens in it offline', async () => {
    const page = await pageAs(app, 'attendee', { locale: 'en', serviceWorkers: 'allow' });
    await page.goto(ACCOUNTS.attendee.landing);
    const shell = new AppShell(page);
    await shell.waitForScreen('Profile');
    await waitForServiceWorker(page);
    expect((await precached(page)).filter((file) => file.includes('/messages-pt-PT-'))).toEqual([]);
    await shell.openMenu();
    await page.getByRole('dialog', { name: 'Menu' }).getByLabel('Language').selectOption('pt-PT');
    await page.waitForFunction(() => document.documentElement.lang === 'pt-PT');
    await holdsAll(page, paths(catalogs('pt-PT')));
    await page.context().setOffline(true);
    await page.goto('/attendee/store');
    await expect.poll(() => page.title()).toMatch(/^Loja · /);
    await page.getByRole('heading', { level: 1 }).first().waitFor();
  });

  it('switched to a language the device has not kept, says so and stays in its own', async () => {
    const page = await pageAs(app, 'attendee', { locale: 'en', serviceWorkers: 'allow' });
    await page.goto(ACCOUNTS.attendee.landing);
    const shell = new AppShell(page);
    await shell.waitForScreen('Profile');
    await waitForServiceWorker(page);
    await page.context().setOffline(true);
    await shell.openMenu();
    await page.getByRole('dialog', { name: 'Menu' }).getByLabel('Language').selectOption('pt-PT');
    await page.getByRole('alert').filter({ hasText: 'This language could not be loaded' }).waitFor();
    expect(await page.evaluate(() => document.documentElement.lang)).toBe('en');
    await expect.poll(() => page.title()).toMatch(/^Profile · /);
  });

  it('starts in a language the device holds when the chosen one is not kept', async () => {
    const page = await pageAs(app, 'attendee', { locale: 'en', serviceWorkers: 'allow' });
    await page.goto(ACCOUNTS.attendee.landing);
    const shell = new AppShell(page);
    await shell.waitForScreen('Profile');
    await waitForServiceWorker(page);
    // The language chosen on this device, as a switch writes it; its catalogs were never loaded.
    await page.context().addCookies([{ name: LOCALE_COOKIE, value: 'pt-PT', url: app.url }]);
    await page.context().setOffline(true);
    await page.reload();
    await shell.waitForScreen('Profile');
    expect(await page.evaluate(() => document.documentElement.lang)).toBe('en');
  });
});

describe('a staff device', () => {
  it('keeps its screens once signed in, and opens one it never opened offline', async () => {
    const page = await pageAs(app, 'staff', { serviceWorkers: 'allow' });
    await page.goto(ACCOUNTS.staff.landing);
    await new AppShell(page).waitForScreen(ACCOUNTS.staff.title);
    await waitForServiceWorker(page);
    await holdsUserType(page, 'staff');
    const sponsorsOnly = new Set(paths(list.filter((e) => e.userTypes?.join() === 'company')));
    expect((await precached(page)).filter((file) => sponsorsOnly.has(file))).toEqual([]);
    await page.context().setOffline(true);
    await page.goto('/staff/cv');
    await new AppShell(page).waitForScreen('CV');
  });
});

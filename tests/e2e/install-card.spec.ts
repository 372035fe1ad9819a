// The install card (issues 9 and 12) in the built app: Chromium's install offer is held from the
// start (its own mini-infobar kept off) and offered once, in the profile's second column or at the
// foot of the outbox, from the second visit on; answered (installed or dismissed) it never comes
// back. Where `beforeinstallprompt` does not exist and the browser is iOS Safari, the card gives the
// Share → Add to Home Screen steps and the 7-day warning instead.
// NOTE: headless Chromium makes no real offer; the tests fire the event as Chromium would.
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { INSTALL_STORAGE_KEY } from '../../src/lib/storage-keys.ts';
import { ACCOUNTS, tokenFor } from './fixtures/accounts.ts';
import { setUpApp } from './fixtures/app.ts';

const app = setUpApp();

const IPHONE_SAFARI =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Mobile/15E148 Safari/604.1';

type Outcome = 'accepted' | 'dismissed';

/** Fires a `beforeinstallprompt` as Chromium does; returns whether the page called preventDefault. */
function offerInstall(page: Page, outcome: Outcome): Promise<boolean> {
  return page.evaluate((answer) => {
    const state = window as unknown as { prompted?: number };
    const offer = Object.assign(new Event('beforeinstallprompt', { cancelable: true }), {
      prompt: () => {
        state.prompted = (state.prompted ?? 0) + 1;
        return Promise.resolve();
      },
      userChoice: Promise.resolve({ outcome: answer }),
    });
    window.dispatchEvent(offer);
    return offer.defaultPrevented;
  }, outcome);
}

/** Two animation frames: whatever an event just set off has rendered. */
function afterRender(page: Page): Promise<void> {
  return page.evaluate(
    () => new Promise<void>((done) => requestAnimationFrame(() => requestAnimationFrame(() => done()))),
  );
}

/** The profile with its deferred second column loaded (its Password card is always there). */
async function openProfile(page: Page): Promise<void> {
  await page.goto('/attendee/profile');
  await page.getByRole('heading', { name: 'Password' }).waitFor();
}

const installHeading = (page: Page) => page.getByRole('heading', { name: 'Install Confetti' });
const iosHeading = (page: Page) => page.getByRole('heading', { name: 'Add Confetti to your Home Screen' });

async function attendeePage(): Promise<Page> {
  return app.newPage({ token: await tokenFor(app, ACCOUNTS.attendee.email) });
}

describe('the install card', () => {
  it('offers Chromium’s install from the second profile visit, once, and remembers the install', async () => {
    const page = await attendeePage();
    await openProfile(page);
    expect(await offerInstall(page, 'accepted'), 'the mini-infobar is kept off').toBe(true);
    await afterRender(page);
    expect(await installHeading(page).count(), 'not on the first visit').toBe(0);

    await openProfile(page);
    await offerInstall(page, 'accepted');
    await installHeading(page).waitFor();
    await page.getByRole('button', { name: 'Install', exact: true }).click();
    await installHeading(page).waitFor({ state: 'detached' });
    expect(await page.evaluate(() => (window as unknown as { prompted?: number }).prompted)).toBe(1);

    await openProfile(page);
    await offerInstall(page, 'accepted');
    await afterRender(page);
    expect(await installHeading(page).count()).toBe(0);
  });

  it('is dismissed for good with "Not now", at the foot of the outbox too', async () => {
    const page = await attendeePage();
    for (let visit = 0; visit < 2; visit++) {
      await page.goto('/outbox');
      await page.getByRole('heading', { level: 1, name: 'Outbox' }).waitFor();
      // The card is deferred JS: a visit counts once it has loaded and committed, which on a busy
      // machine can come after the network has gone quiet, so wait for the count itself.
      await page.waitForFunction(
        ([key, uses]) => (JSON.parse(localStorage.getItem(key) ?? '{}') as { uses?: number }).uses === uses,
        [INSTALL_STORAGE_KEY, visit + 1] as const,
      );
    }
    await offerInstall(page, 'dismissed');
    await installHeading(page).waitFor();
    await page.getByRole('button', { name: 'Not now' }).click();
    await installHeading(page).waitFor({ state: 'detached' });

    await openProfile(page);
    await offerInstall(page, 'dismissed');
    await afterRender(page);
    expect(await installHeading(page).count()).toBe(0);
  });

  it('gives iOS Safari the Home Screen steps and the 7-day warning, once', async () => {
    const page = await attendeePage();
    // iOS Safari: an iPhone's user agent, and no beforeinstallprompt at all.
    const cdp = await page.context().newCDPSession(page);
    await cdp.send('Emulation.setUserAgentOverride', { userAgent: IPHONE_SAFARI });
    await page.context().addInitScript(() => {
      Reflect.deleteProperty(window, 'onbeforeinstallprompt');
    });
    await openProfile(page);
    expect(await page.evaluate(() => 'onbeforeinstallprompt' in window)).toBe(false);
    expect(await iosHeading(page).count(), 'not on the first visit').toBe(0);

    await openProfile(page);
    const card = page.getByRole('region', { name: 'Add Confetti to your Home Screen' });
    await card.waitFor();
    expect(await card.innerText()).toContain('after 7 days without use');
    expect(await card.innerText()).toContain('Add to Home Screen');
    await card.getByRole('button', { name: 'Got it' }).click();
    await card.waitFor({ state: 'detached' });

    await openProfile(page);
    expect(await iosHeading(page).count()).toBe(0);
  });
});

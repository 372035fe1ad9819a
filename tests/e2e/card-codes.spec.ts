// The code printed under a card's QR (07FE-0767, issue 21) typed where a camera cannot help: it
// links the card at sign-up, and it finds the attendee in the staff's award entry (offline too:
// the award waits in the outbox by code and lands exactly once) and the sponsor's booth entry.
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { ACCOUNTS, tokenFor } from './fixtures/accounts.ts';
import { freeCards, isRegistered } from './fixtures/admin-api.ts';
import { PHONE, setUpApp, waitForPath } from './fixtures/app.ts';
import { attendeeEmail, userOf } from './fixtures/attendee-api.ts';
import { badgeNoneHold, ownersOf } from './fixtures/awards.ts';
import { shoot } from './fixtures/screenshots.ts';
import { AppShell } from './page-models/app-shell.ts';
import { OutboxPage } from './page-models/outbox-page.ts';
import { ScanStation } from './page-models/scan-station.ts';
import { SignUpPage } from './page-models/signup-page.ts';

const app = setUpApp();

/** The code as the card prints it. */
const printed = (id: string) => `${id.slice(0, 4)}-${id.slice(4, 8)}`.toUpperCase();

async function typeCardCode(page: Page, code: string): Promise<void> {
  await page.getByRole('button', { name: 'Enter the code instead', exact: true }).click();
  await page.getByLabel('Card code', { exact: true }).fill(code);
  await page.getByRole('button', { name: 'Use this code', exact: true }).click();
}

describe('sign-up with the printed code', () => {
  it('links the card by its code, typed lower case without the dash, and registers it', async () => {
    const cardId = (await freeCards(app)).at(0);
    if (cardId === undefined) throw new Error('the seed has no free card');
    const page = await app.newPage();
    await page.goto('/signup');
    const signUp = new SignUpPage(page);
    await signUp.heading().waitFor();
    await typeCardCode(page, ` ${printed(cardId).toLowerCase().replace('-', ' ')} `);
    await signUp.linkedCard().waitFor();
    expect(await signUp.linkedCard().innerText()).toContain(cardId);
    await signUp.register({
      name: 'Coda Card',
      email: 'coda.e2e@example.com',
      nickname: 'coda_e2e',
      password: 'correct horse',
    });
    await waitForPath(page, '/attendee/profile');
    await new AppShell(page).waitForScreen('Profile');
    expect(await isRegistered(app, cardId)).toBe(true);
  });

  it('says under the field that no card has a wrong code', async () => {
    const page = await app.newPage({ viewport: PHONE });
    await page.goto('/signup');
    await new SignUpPage(page).heading().waitFor();
    await typeCardCode(page, '0000-0001');
    await page
      .getByText('No card with code 0000-0001. Check it against your card.', { exact: true })
      .waitFor();
    expect(await page.getByRole('status').filter({ hasText: 'Card linked' }).count()).toBe(0);
    await shoot(page, 'card-code-signup-wrong', { sizes: ['phone'] });
  });
});

describe('staff award by the printed code', () => {
  it('keeps an award typed offline by code, and applies it exactly once when back online', async () => {
    const attendee = await userOf(app, attendeeEmail(26));
    const badge = await badgeNoneHold(app, [attendee.id]);
    const page = await app.newPage({
      token: await tokenFor(app, ACCOUNTS.staff.email),
      viewport: PHONE,
      serviceWorkers: 'allow',
    });
    const station = await ScanStation.openForBadge(page, badge.name);
    await page.context().setOffline(true);
    await station.enter(printed(attendee.id).replace('0', 'O'), 'Award');
    await station.results().first().waitFor({ timeout: 15_000 });
    const row = await station.results().first().innerText();
    expect(row).toContain('Saved, will sync');
    expect(row).toContain(`Card ${printed(attendee.id)}`);
    await shoot(page, 'card-code-staff-entry', { sizes: ['phone'] });
    expect(await ownersOf(app, badge.id)).not.toContain(attendee.id);

    await page.context().setOffline(false);
    await page.evaluate(() => window.dispatchEvent(new Event('online')));
    const outbox = new OutboxPage(page);
    await outbox.goto();
    await outbox.row('Done', `for Card ${printed(attendee.id)}`).waitFor({ timeout: 60_000 });
    expect(await outbox.count('Failed')).toBe(0);
    const owners = await ownersOf(app, badge.id);
    expect(owners.filter((id) => id === attendee.id)).toHaveLength(1);
  });

  it('shows a conflict the outbox can read for an award typed offline with a code of no card', async () => {
    const badge = await badgeNoneHold(app, []);
    const page = await app.newPage({
      token: await tokenFor(app, ACCOUNTS.staff.email),
      viewport: PHONE,
      serviceWorkers: 'allow',
    });
    const station = await ScanStation.openForBadge(page, badge.name);
    await page.context().setOffline(true);
    await station.enter('0000-0001', 'Award');
    await station.results().first().getByText('Saved, will sync').waitFor({ timeout: 15_000 });
    await page.context().setOffline(false);
    await page.evaluate(() => window.dispatchEvent(new Event('online')));
    const outbox = new OutboxPage(page);
    await outbox.goto();
    const failed = outbox.row('Failed', 'for Card 0000-0001');
    await failed.waitFor({ timeout: 60_000 });
    expect(await failed.innerText()).toContain('No card with code 0000-0001');
  });
});

/** A Silver sponsor (the seed's). */
const SILVER = 'silver@confetti.dev';

describe('sponsor booth entry by the printed code', () => {
  it("gives the company's badge to the attendee whose code was typed", async () => {
    const attendee = await userOf(app, attendeeEmail(27));
    const token = await tokenFor(app, SILVER);
    const me = (await (
      await fetch(`${app.url}/api/user`, { headers: { Authorization: `Bearer ${token}` } })
    ).json()) as { badge_id: number };
    expect(attendee.badges.map((b) => b.id)).not.toContain(me.badge_id);
    const page = await app.newPage({ token, viewport: PHONE });
    await page.goto('/sponsor/scanner');
    const station = new ScanStation(page);
    await station.enter(printed(attendee.id).toLowerCase(), 'Give badge');
    await station.results().first().waitFor({ timeout: 15_000 });
    expect(await station.results().first().innerText()).toContain('Visit recorded');
    expect((await userOf(app, attendeeEmail(27))).badges.map((b) => b.id)).toContain(me.badge_id);
  });
});

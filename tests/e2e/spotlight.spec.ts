// Spotlights live (issue 10, DESIGN.md §6): an admin starts one on /staff/spotlights; a page that is
// already open shows the banner without a reload (the phoenix channel's broadcast), and a page
// opened afterwards shows it at once from the channel's join, which pushes the running one
// (issue 21: the client no longer asks GET /api/spotlight, whose 404 when none runs was a console
// error on every screen). Screenshots of both.
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { ACCOUNTS, tokenFor } from './fixtures/accounts.ts';
import { setUpApp } from './fixtures/app.ts';
import { shoot } from './fixtures/screenshots.ts';

const app = setUpApp();

/** The page's requests of GET /api/spotlight (the provider's public read), counted as they go. */
function spotlightReads(page: Page): string[] {
  const reads: string[] = [];
  page.on('request', (request) => {
    if (new URL(request.url()).pathname === '/api/spotlight') reads.push(request.url());
  });
  return reads;
}

describe('spotlights', () => {
  it('an admin starts one; an open page shows the banner without a reload, a new page at once', async () => {
    const watcher = await app.newPage({ token: await tokenFor(app, ACCOUNTS.attendee.email) });
    await watcher.goto('/attendee/profile');
    await watcher.getByRole('heading', { level: 1 }).waitFor();
    const banner = watcher.getByTestId('spotlight-banner');
    expect(await banner.count()).toBe(0);
    // The channel joins once the first screen is up; give it that moment before the start.
    await watcher.waitForFunction(() => performance.getEntriesByName('confetti:deferred').length > 0);
    await watcher.waitForTimeout(1_000);

    const admin = await app.newPage({ token: await tokenFor(app, ACCOUNTS.admin.email) });
    await admin.goto('/staff/spotlights');
    await admin.getByRole('heading', { name: 'Spotlights' }).waitFor();
    await shoot(admin, 'admin-spotlights');
    const start = admin.getByRole('button', { name: /^Start a spotlight for / }).first();
    const label = (await start.getAttribute('aria-label')) ?? '';
    const company = label.replace('Start a spotlight for ', '');
    await start.click();
    await admin.getByRole('button', { name: 'Start now' }).click();
    await admin.getByText(`${company} is in the spotlight for 20 min`).waitFor();
    await admin.getByRole('region', { name: 'Running now' }).getByText(company).waitFor();
    await shoot(admin, 'admin-spotlights-running');

    await banner.getByText(company).waitFor({ timeout: 15_000 });
    const href = await banner.getByRole('link').getAttribute('href');
    expect(href).toMatch(/^\/badge\/\d+$/);
    await shoot(watcher, 'spotlight-banner');

    // Pages opened now learn it from the join alone.
    const attendee = await app.newPage({ token: await tokenFor(app, ACCOUNTS.attendee.email) });
    const attendeeReads = spotlightReads(attendee);
    await attendee.goto('/attendee/store');
    await attendee.getByTestId('spotlight-banner').getByText(company).waitFor();
    await shoot(attendee, 'spotlight-banner-from-join', { sizes: ['phone'], isFullPage: false });
    expect(attendeeReads).toEqual([]);

    const latecomer = await app.newPage({ token: await tokenFor(app, ACCOUNTS.sponsor.email) });
    const sponsorReads = spotlightReads(latecomer);
    await latecomer.goto('/sponsor/scanner');
    await latecomer.getByTestId('spotlight-banner').getByText(company).waitFor();
    // Sponsors see it too, without a link to a screen they cannot open.
    expect(await latecomer.getByTestId('spotlight-banner').getByRole('link').count()).toBe(0);
    expect(sponsorReads).toEqual([]);

    // While one runs, no other can be started from the screen.
    expect(
      await admin
        .getByRole('button', { name: /^Start a spotlight for / })
        .first()
        .isDisabled(),
    ).toBe(true);
  });
});

// Staff awards through the outbox (DESIGN.md §5, issue 9), with the real SW, the built app and the
// real server: awards scanned offline (manual card entry) are kept, survive the page closing and
// are applied exactly once when the device is back; a write whose answer is lost after the server
// committed it, and one answered after 12 s, are each applied once; with half the requests failing
// while 100 scans are made and for a while after, every scan still ends applied exactly once.
// NOTE: context.route sees the SW's own requests (Playwright ≥ 1.57), so it plays the bad network.
import type { Page, Route } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { ACCOUNTS, tokenFor } from './fixtures/accounts.ts';
import { LAPTOP, setUpApp } from './fixtures/app.ts';
import { attendeeIds, badgeNoneHold, ownersOf, type WireBadge } from './fixtures/awards.ts';
import { OutboxPage } from './page-models/outbox-page.ts';
import { ScanStation } from './page-models/scan-station.ts';

const app = setUpApp();
const used: number[] = [];

/** The staff award screen with `badge` picked, under a controlling SW. */
async function awardStation(badge: WireBadge): Promise<{ page: Page; station: ScanStation }> {
  const page = await app.newPage({
    token: await tokenFor(app, ACCOUNTS.staff.email),
    viewport: LAPTOP,
    serviceWorkers: 'allow',
  });
  return { page, station: await ScanStation.openForBadge(page, badge.name) };
}

async function pickBadge(ids: readonly string[]): Promise<WireBadge> {
  const badge = await badgeNoneHold(app, ids, used);
  used.push(badge.id);
  return badge;
}

/** Awards by manual entry, waiting for each answer (applied or kept) before the next. */
async function awardAll(station: ScanStation, ids: readonly string[]): Promise<void> {
  for (const [i, id] of ids.entries()) {
    await station.enter(id, 'Award');
    await expect.poll(() => station.results().count(), { timeout: 15_000 }).toBe(i + 1);
  }
}

/** Every id holds the badge exactly once on the server. */
async function expectHeldOnce(badgeId: number, ids: readonly string[]): Promise<void> {
  const owners = await ownersOf(app, badgeId);
  for (const id of ids) expect(owners.filter((owner) => owner === id)).toHaveLength(1);
}

/**
 * Awards the `nth` attendee a fresh badge with the first POST /api/redeems going through `fault`;
 * the scan ends in the outbox as the one Done row, the badge held once.
 */
async function awardThroughFirstFault(nth: number, feedback: string, fault: (route: Route) => Promise<void>) {
  const id = (await attendeeIds(app, nth + 1))[nth];
  if (id === undefined) throw new Error('no attendee');
  const badge = await pickBadge([id]);
  const { page, station } = await awardStation(badge);
  let isFaultMet = false;
  await page.context().route('**/api/redeems', async (route: Route) => {
    if (isFaultMet) return route.continue();
    isFaultMet = true;
    await fault(route);
  });
  await station.enter(id, 'Award');
  await station.feedback().getByText(new RegExp(feedback)).waitFor({ timeout: 15_000 });
  expect(isFaultMet, 'the award went through the faulty network').toBe(true);
  await page.goto('/outbox');
  const outbox = new OutboxPage(page);
  await expect.poll(() => outbox.count('Done'), { timeout: 40_000 }).toBe(1);
  expect(await outbox.count('Failed')).toBe(0);
  await expectHeldOnce(badge.id, [id]);
}

describe('staff awards through the outbox', () => {
  it('keeps 20 awards scanned offline, and applies each once after the page was closed', async () => {
    const ids = await attendeeIds(app, 20);
    const badge = await pickBadge(ids);
    const { page, station } = await awardStation(badge);
    await page.context().setOffline(true);
    await awardAll(station, ids);
    const rows = await station.results().allInnerTexts();
    expect(rows.every((row) => row.includes('Saved, will sync'))).toBe(true);
    expect((await ownersOf(app, badge.id)).filter((owner) => ids.includes(owner))).toHaveLength(0);

    const context = page.context();
    await page.close();
    await context.setOffline(false);
    const reopened = await context.newPage();
    const outbox = new OutboxPage(reopened);
    await outbox.goto();
    await expect.poll(() => outbox.count('Done'), { timeout: 60_000 }).toBe(20);
    expect(await outbox.count('Failed')).toBe(0);
    await expectHeldOnce(badge.id, ids);
  });

  it('applies once a write whose answer was lost after the server committed it', async () => {
    await awardThroughFirstFault(30, 'Badge awarded|Saved, will sync', async (route) => {
      await route.fetch(); // the server commits and answers …
      await route.abort('connectionreset'); // … and the answer never arrives
    });
  });

  it('applies once a write answered after 12 s, and ends showing it done', async () => {
    await awardThroughFirstFault(31, 'Saved, will sync', async (route) => {
      const response = await route.fetch();
      await new Promise((resolve) => setTimeout(resolve, 12_000));
      await route.fulfill({ response }).catch(() => undefined); // the SW gave up at 4 s
    });
  });

  /** How long the network stays faulty after the last scan. */
  const FAULTY_AFTER_SCANS_MS = 10_000;

  it('applies 100 scans exactly once while half of the requests fail', async () => {
    const ids = await attendeeIds(app, 100);
    const badge = await pickBadge(ids);
    const { page, station } = await awardStation(badge);
    let failing = true;
    let flip = 0;
    await page.context().route('**/api/redeems', async (route: Route) => {
      if (!failing) return route.continue();
      flip += 1;
      // Every other request fails: before it reaches the server, or after it committed.
      if (flip % 4 === 1) return route.abort('connectionrefused');
      if (flip % 4 === 3) {
        await route.fetch();
        return route.abort('connectionreset');
      }
      return route.continue();
    });
    await awardAll(station, ids);
    expect(flip, 'every scan met the faulty network').toBeGreaterThanOrEqual(100);
    // The retries of the last scans meet the faulty network too (the SW retries within seconds).
    await new Promise((resolve) => setTimeout(resolve, FAULTY_AFTER_SCANS_MS));
    failing = false;
    // Back to a good network: the page's `online` trigger asks the SW to replay at once.
    await page.evaluate(() => window.dispatchEvent(new Event('online')));
    const outbox = new OutboxPage(page);
    await page.goto('/outbox');
    await outbox.heading().waitFor();
    await expect
      .poll(async () => (await ownersOf(app, badge.id)).filter((owner) => ids.includes(owner)).length, {
        timeout: 120_000,
        interval: 2_000,
      })
      .toBe(100);
    await expectHeldOnce(badge.id, ids);
    expect(await outbox.count('Failed')).toBe(0);
  }, 300_000);
});

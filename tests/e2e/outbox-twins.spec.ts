// The outbox's local check before queueing (issue 9): offline, scanning a card whose award already
// waits in the outbox answers "Already queued" at once on the staff award screen, in this tab and
// in a second one, and the award is kept (and applied) once. The real SW, built app and server.
import { describe, expect, it } from 'vitest';
import { ACCOUNTS, tokenFor } from './fixtures/accounts.ts';
import { LAPTOP, setUpApp } from './fixtures/app.ts';
import { attendeeIds, badgeNoneHold, ownersOf } from './fixtures/awards.ts';
import { OutboxPage } from './page-models/outbox-page.ts';
import { ScanStation } from './page-models/scan-station.ts';

const app = setUpApp();

/** Enters `id` and waits for its line in "This session"; returns that line's text. */
async function award(station: ScanStation, id: string, nth: number): Promise<string> {
  await station.enter(id, 'Award');
  await expect.poll(() => station.results().count(), { timeout: 15_000 }).toBe(nth);
  return station.results().first().innerText();
}

describe('an award already waiting in the outbox', () => {
  it('is answered "Already queued" offline, in this tab and another, and applied once', async () => {
    const [twice, once] = await attendeeIds(app, 2);
    if (twice === undefined || once === undefined) throw new Error('no attendees');
    const badge = await badgeNoneHold(app, [twice, once]);
    const page = await app.newPage({
      token: await tokenFor(app, ACCOUNTS.staff.email),
      viewport: LAPTOP,
      serviceWorkers: 'allow',
    });
    const station = await ScanStation.openForBadge(page, badge.name);
    const context = page.context();
    await context.setOffline(true);

    expect(await award(station, twice, 1)).toContain('Saved, will sync');
    expect(await award(station, twice, 2)).toContain('Already queued');
    await station.feedback().getByText('Already queued').waitFor();
    expect(await award(station, once, 3)).toContain('Saved, will sync');

    const otherTab = await context.newPage();
    const otherStation = await ScanStation.openForBadge(otherTab, badge.name);
    expect(await award(otherStation, twice, 1)).toContain('Already queued');
    await otherTab.close();

    const outbox = new OutboxPage(page);
    await outbox.goto();
    // The rows come from IndexedDB just after the heading shows.
    await expect.poll(() => outbox.count('Waiting'), { timeout: 10_000 }).toBe(2);

    await context.setOffline(false);
    await page.evaluate(() => window.dispatchEvent(new Event('online')));
    await expect.poll(() => outbox.count('Done'), { timeout: 60_000 }).toBe(2);
    expect(await outbox.count('Failed')).toBe(0);
    const owners = await ownersOf(app, badge.id);
    expect(owners.filter((owner) => owner === twice)).toHaveLength(1);
    expect(owners.filter((owner) => owner === once)).toHaveLength(1);
  }, 120_000);
});

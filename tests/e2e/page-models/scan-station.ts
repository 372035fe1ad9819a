// The scan station every staff and sponsor scanner uses (src/ui/scanner/scan-station.tsx): the
// "Scanner" region with the camera, the feedback bar (its one status) and manual entry; and the
// running "This session" list beside it.
import type { Locator, Page } from 'playwright-core';
import { waitForServiceWorker } from './outbox-page.ts';

export class ScanStation {
  readonly page: Page;

  constructor(page: Page) {
    this.page = page;
  }

  /**
   * A staff phone's station for the badge named `badgeName`, opened online from /staff/badges once
   * the worker controls the page, and shown (its manual entry there): its screen has loaded before
   * a test goes offline. Staff's screens are kept on the device in the background once signed in
   * (docs/decisions/0046), so one still loading when the network drops may not come.
   */
  static async openForBadge(page: Page, badgeName: string): Promise<ScanStation> {
    await page.goto('/staff/badges');
    await waitForServiceWorker(page);
    const name = badgeName.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
    await page.getByRole('button', { name: new RegExp(`^${name}`) }).click();
    const station = new ScanStation(page);
    await station.region().getByRole('textbox').waitFor();
    return station;
  }

  region(): Locator {
    return this.page.getByRole('region', { name: 'Scanner' });
  }

  feedback(): Locator {
    return this.region().getByRole('status');
  }

  /** Opens the camera with "Start camera" unless it opened by itself (permission already given). */
  async startCamera(): Promise<void> {
    const start = this.region().getByRole('button', { name: 'Start camera' });
    const stop = this.region().getByRole('button', { name: 'Stop camera' });
    await start.or(stop).first().waitFor();
    if (await start.isVisible()) await start.click();
    await stop.waitFor();
  }

  /** Types a card code or nickname into manual entry and sends it. */
  async enter(text: string, action: string): Promise<void> {
    await this.region().getByRole('textbox').fill(text);
    await this.region().getByRole('button', { name: action, exact: true }).click();
  }

  /** This session's results, newest first. */
  results(): Locator {
    return this.page.getByRole('region', { name: 'This session' }).getByRole('listitem');
  }
}

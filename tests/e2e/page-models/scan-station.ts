// The scan station every staff and sponsor scanner uses (src/ui/scanner/scan-station.tsx): the
// "Scanner" region with the camera, the feedback bar (its one status) and manual entry; and the
// running "This session" list beside it.
import type { Locator, Page } from 'playwright-core';

export class ScanStation {
  readonly page: Page;

  constructor(page: Page) {
    this.page = page;
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

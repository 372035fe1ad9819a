// `/attendee/map` (src/attendee/venue/map-screen.tsx): "Venue map", the visited count, the "Venue floor
// plan" with a marker button per booth ("<name>, <tier>, visited|not visited yet"), the "Show the
// booths as" switch (map or list) and a booth's sheet once a marker is picked.
import type { Locator, Page } from 'playwright-core';

export class MapPage {
  readonly page: Page;

  constructor(page: Page) {
    this.page = page;
  }

  async goto(): Promise<void> {
    await this.page.goto('/attendee/map');
    await this.plan().waitFor();
  }

  plan(): Locator {
    return this.page.getByRole('group', { name: 'Venue floor plan', exact: true });
  }

  markers(): Locator {
    return this.plan().getByRole('button');
  }

  /** Waits until the floor plan's drawing is in, or says it is missing (never "Loading…"). */
  async waitForDrawing(): Promise<void> {
    await this.page.getByText('Loading the floor plan drawing…').waitFor({ state: 'detached' });
  }

  viewSwitch(): Locator {
    return this.page.getByRole('group', { name: 'Show the booths as', exact: true });
  }

  /** The sheet of the booth picked on the plan ("<name> booth"). */
  boothSheet(): Locator {
    return this.page.getByRole('region', { name: / booth$/ });
  }
}

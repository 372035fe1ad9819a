// `/outbox` (src/outbox/outbox-screen.tsx) and the header's count of writes waiting to sync: the
// Waiting, Failed and Done lists, each row with its title and its status line.
import type { Locator, Page } from 'playwright-core';

export type OutboxSection = 'Waiting' | 'Failed' | 'Done';

export class OutboxPage {
  readonly page: Page;

  constructor(page: Page) {
    this.page = page;
  }

  async goto(): Promise<void> {
    await this.page.goto('/outbox');
    await this.heading().waitFor();
  }

  heading(): Locator {
    return this.page.getByRole('heading', { level: 1, name: 'Outbox', exact: true });
  }

  section(title: OutboxSection): Locator {
    return this.page.getByRole('region', { name: new RegExp(`^${title} \\d+$`) });
  }

  /** How many rows a section lists (0 when the section is not shown). */
  async count(title: OutboxSection): Promise<number> {
    const section = this.section(title);
    if ((await section.count()) === 0) return 0;
    return section.getByRole('listitem').count();
  }

  row(title: OutboxSection, text: string): Locator {
    return this.section(title).getByRole('listitem').filter({ hasText: text });
  }

  /** The header's "N to sync · M failed" link, visible wherever the layout is (sidebar or top bar). */
  headerCount(): Locator {
    return this.page.getByTestId('outbox-count').locator('visible=true');
  }
}

/** Waits until a service worker controls `page`, so writes that find no network are kept. */
export async function waitForServiceWorker(page: Page): Promise<void> {
  await page.waitForFunction(() => navigator.serviceWorker.controller !== null, null, { timeout: 20_000 });
}

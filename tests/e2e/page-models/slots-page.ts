// `/attendee/slots` (src/attendee/games/slots-screen.tsx): "Your balance", the "Slot machine" region
// with the reels, the result in place (a polite live region), the Bet box with − / + / MAX and
// Spin (disabled with its reason underneath when the bet cannot go out).
import type { Locator, Page } from 'playwright-core';
import { describedText, headerBalance, tokensIn } from './store-page.ts';

export class SlotsPage {
  readonly page: Page;

  constructor(page: Page) {
    this.page = page;
  }

  async goto(): Promise<void> {
    await this.page.goto('/attendee/slots');
    await this.page.getByRole('heading', { level: 1, name: 'Slots', exact: true }).waitFor();
  }

  region(): Locator {
    return this.page.getByRole('region', { name: 'Slot machine', exact: true });
  }

  betField(): Locator {
    return this.region().getByLabel('Bet', { exact: true });
  }

  maxButton(): Locator {
    return this.region().getByRole('button', { name: 'Max: bet your whole balance', exact: true });
  }

  /** Spin; while a bet is out it reads "Spinning…". */
  spinButton(): Locator {
    return this.region().getByRole('button', { name: /^(Spin|Spinning…)$/ });
  }

  result(): Locator {
    return this.region().locator('[aria-live="polite"]');
  }

  async balance(): Promise<number | null> {
    return tokensIn(headerBalance(this.page));
  }

  /** Why Spin is disabled: the line under it, its accessible description. */
  async blockedReason(): Promise<string | null> {
    return describedText(this.spinButton());
  }

  /** Types `bet` into the bet box once the balance is known (the box is disabled until then). */
  async setBet(bet: number): Promise<void> {
    await this.betField().fill(String(bet));
  }

  /**
   * Presses SPIN and waits for the server's answer, then for the spinner to stop; returns the
   * answer (status and JSON body) and what the result's place says then.
   */
  async spin(): Promise<{ status: number; body: unknown; text: string }> {
    const [response] = await Promise.all([
      this.page.waitForResponse(
        (r) => r.request().method() === 'POST' && new URL(r.url()).pathname === '/api/slots',
      ),
      this.spinButton().click(),
    ]);
    await this.result().getByText('Spinning…').waitFor({ state: 'detached', timeout: 30_000 });
    await this.region().getByRole('button', { name: 'Spin', exact: true }).waitFor();
    const body: unknown = await response.json();
    return { status: response.status(), body, text: await this.result().innerText() };
  }
}

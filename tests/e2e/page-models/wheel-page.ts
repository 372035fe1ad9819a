// `/attendee/wheel` (src/attendee/games/wheel-screen.tsx): "Your balance", the "Prize wheel" region with
// the wheel, the result in place (a polite live region), "A spin costs" and "Spin the wheel"
// (disabled with its reason underneath when a spin is not possible).
import type { Locator, Page } from 'playwright-core';
import { describedText, headerBalance, tokensIn } from './store-page.ts';

export class WheelPage {
  readonly page: Page;

  constructor(page: Page) {
    this.page = page;
  }

  async goto(): Promise<void> {
    await this.page.goto('/attendee/wheel');
    await this.page.getByRole('heading', { level: 1, name: 'Wheel', exact: true }).waitFor();
  }

  region(): Locator {
    return this.page.getByRole('region', { name: 'Prize wheel', exact: true });
  }

  /** SPIN; while a spin is out it reads "Spinning…". */
  spinButton(): Locator {
    return this.region().getByRole('button', { name: /^(Spin the wheel|Spinning…)$/ });
  }

  /** The result's place: the hint, "Spinning…", or the last result's title and detail. */
  result(): Locator {
    return this.region().locator('[aria-live="polite"]');
  }

  async balance(): Promise<number | null> {
    return tokensIn(headerBalance(this.page));
  }

  async price(): Promise<number | null> {
    return tokensIn(this.region().getByText('A spin costs', { exact: true }).locator('..'));
  }

  /** Why SPIN is disabled: the line under it, its accessible description. */
  async blockedReason(): Promise<string | null> {
    return describedText(this.spinButton());
  }

  /**
   * Presses SPIN and waits for the server's answer, then for the spinner to stop; returns the
   * answer (status and JSON body) and what the result's place says then.
   */
  async spin(): Promise<{ status: number; body: unknown; text: string }> {
    const [response] = await Promise.all([
      this.page.waitForResponse(
        (r) => r.request().method() === 'POST' && new URL(r.url()).pathname === '/api/roulette',
      ),
      this.spinButton().click(),
    ]);
    await this.result().getByText('Spinning…').waitFor({ state: 'detached', timeout: 30_000 });
    await this.region().getByRole('button', { name: 'Spin the wheel', exact: true }).waitFor();
    const body: unknown = await response.json();
    return { status: response.status(), body, text: await this.result().innerText() };
  }
}

// `/attendee/leaderboard` (src/attendee/leaderboard/leaderboard-screen.tsx): "Ranking" Daily / All time, the
// day picker, the podium ("Top three") and the board ("Ranking of the day" / "All-time ranking"),
// each row a link to the attendee's public page (/attendees/:id).
import type { Locator, Page } from 'playwright-core';

export class LeaderboardPage {
  readonly page: Page;

  constructor(page: Page) {
    this.page = page;
  }

  async goto(): Promise<void> {
    await this.page.goto('/attendee/leaderboard');
    await this.page.getByRole('heading', { level: 1, name: 'Leaderboard', exact: true }).waitFor();
  }

  /** The "All time" choice of the Ranking switch. */
  async showAllTime(): Promise<void> {
    await this.page
      .getByRole('group', { name: 'Ranking', exact: true })
      .getByRole('button', { name: 'All time', exact: true })
      .click();
    await this.board('All-time ranking').waitFor();
  }

  board(name: 'All-time ranking' | 'Ranking of the day'): Locator {
    return this.page.getByRole('region', { name, exact: true });
  }

  /** The links to attendees' pages on the board shown (podium and rows). */
  people(): Locator {
    return this.page.getByRole('main').locator('a[href^="/attendees/"]');
  }
}

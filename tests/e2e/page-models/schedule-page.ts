// The programme's screens (issue 22) as a spec sees them: the schedule, a session's star, the
// overlap warning.
import type { Locator, Page } from 'playwright-core';

export class SchedulePage {
  constructor(private readonly page: Page) {}

  async open(path = '/schedule'): Promise<void> {
    await this.page.goto(path);
    await this.page.getByRole('heading', { level: 1, name: 'Programme' }).waitFor();
  }

  session(title: string): Locator {
    return this.page.getByRole('article', { name: title });
  }

  star(title: string): Locator {
    return this.session(title).getByRole('button', { name: new RegExp(`“${title}”`) });
  }

  overlapWarning(): Locator {
    return this.page.getByRole('alert').filter({ hasText: /starred sessions overlap/ });
  }
}

// Sign-in and the guard on every engine (issue 12): an anonymous visit to an attendee screen is
// sent to /login and comes back after signing in through the form (typed as key presses), and an
// attendee opening a staff screen is sent to /404.
import { describe, it } from 'vitest';
import { ACCOUNTS, DEMO_PASSWORD, tokenFor } from '../../e2e/fixtures/accounts.ts';
import type { EngineName } from '../drivers/engine.ts';
import { clickButton, until, waitForText, type EngineApp } from '../fixtures.ts';

export function signInSuite(engine: EngineName, app: EngineApp): void {
  describe(`sign-in and the guard on ${engine}`, () => {
    it('sends an anonymous visitor to /login and back after signing in', async () => {
      const tab = await app.open('/attendee/store');
      await until('/login with the way back', async () => {
        const at = await tab.run<string>('return location.pathname + location.search');
        return at === '/login?from=%2Fattendee%2Fstore';
      });
      await tab.type('input[type="email"]', ACCOUNTS.attendee.email);
      await tab.type('input[autocomplete="current-password"]', DEMO_PASSWORD);
      await clickButton(tab, 'Sign in');
      await until(
        'the store after signing in',
        async () => (await tab.run<string>('return location.pathname')) === '/attendee/store',
      );
      await waitForText(tab, 'Store');
      await tab.close();
    });

    it('sends an attendee opening a staff screen to /404', async () => {
      const tab = await app.open('/staff/badges', await tokenFor(app.server, ACCOUNTS.attendee.email));
      await until('/404', async () => (await tab.run<string>('return location.pathname')) === '/404');
      await tab.close();
    });
  });
}

// Sign-in with the keyboard alone on every engine (issue 27): from the page's start to the email
// field in a few Tabs, typed, Tab to the password, Enter; then focus is on the landing screen's
// heading and the title names the screen. Tab and focus differ between engines (WebKit on a Mac
// skips links unless asked; Firefox focuses scrollers), so the walk is checked on each.
import { describe, expect, it } from 'vitest';
import { TOKEN_STORAGE_KEY } from '#contract/constants';
import { ACCOUNTS, DEMO_PASSWORD } from '../../e2e/fixtures/accounts.ts';
import type { EngineName, EngineTab } from '../drivers/engine.ts';
import { until, waitForText, type EngineApp } from '../fixtures.ts';

/** What has focus: its tag, type and text, for a check and a failure message. */
const focused = (tab: EngineTab) =>
  tab.run<string>(
    `const el = document.activeElement;
     if (!el || el === document.body) return '<body>';
     return '<' + el.tagName.toLowerCase() + (el.getAttribute('type') ? ' ' + el.getAttribute('type') : '') + '> ' +
       (el.getAttribute('aria-label') ?? el.textContent ?? '').trim().slice(0, 40);`,
  );

/** Presses Tab until `selector` has focus; fails past `max` presses. */
async function tabTo(tab: EngineTab, selector: string, max: number, what: string): Promise<number> {
  for (let presses = 1; presses <= max; presses += 1) {
    await tab.press('Tab');
    if (await tab.run<boolean>('return document.activeElement?.matches(args[0]) ?? false', [selector])) {
      return presses;
    }
  }
  throw new Error(`${what}: not reached in ${max} Tabs; focus is on ${await focused(tab)}`);
}

export function keyboardSuite(engine: EngineName, app: EngineApp): void {
  describe(`the keyboard on ${engine}`, () => {
    it('signs in with the keyboard alone and lands with focus on the screen’s heading', async () => {
      const tab = await app.open('/login');
      // The tabs of this browser share storage: start signed out whatever ran before.
      await tab.run('localStorage.removeItem(args[0])', [TOKEN_STORAGE_KEY]);
      await tab.goto(`${app.network.url}/login`);
      await waitForText(tab, 'Sign in');
      await until('the sign-in form', () =>
        tab.run<boolean>('return !!document.querySelector("input[type=email]")'),
      );

      expect(await tabTo(tab, 'input[type="email"]', 3, 'page start → email')).toBeLessThanOrEqual(3);
      await tab.keys(ACCOUNTS.attendee.email);
      expect(await tabTo(tab, 'input[autocomplete="current-password"]', 1, 'email → password')).toBe(1);
      await tab.keys(DEMO_PASSWORD);
      await tab.press('Enter');

      await until(
        `${ACCOUNTS.attendee.landing} after signing in`,
        async () => (await tab.run<string>('return location.pathname')) === ACCOUNTS.attendee.landing,
      );
      await until('focus on the landing screen’s heading', () =>
        tab.run<boolean>(
          `const el = document.activeElement;
           return !!el && el.matches('main h1') && /^Hello/.test(el.textContent.trim());`,
        ),
      ).catch(async (error: unknown) => {
        throw new Error(`${(error as Error).message}; focus is on ${await focused(tab)}`);
      });
      expect(await tab.run<string>('return document.title')).toMatch(/^Profile · /);
      await tab.close();
    });
  });
}

// @vitest-environment happy-dom
// Every screen's tab title is its own (WCAG 2.4.2): "<screen> · <event>" from the route table.
import { i18n } from '#i18n/runtime';
import { cleanup, render, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { MemoryRouter } from 'react-router-dom';
import { EVENT_STORAGE_KEY } from '../../../../src/lib/storage-keys.ts';

vi.stubEnv('VITE_API_URL', 'http://api.test/');
const { ROUTES } = await import('../../../../src/app/routes.ts');
const { DocumentTitle, screenTitle } = await import('../../../../src/app/document-title.tsx');

const EVENT = { name: 'Confetti Conf', year: 2026, start: '2026-11-27', days: 2 };

afterEach(() => {
  cleanup();
  localStorage.clear();
  vi.unstubAllGlobals();
});

describe('screen titles', () => {
  it('gives each screen of the route table a title no other screen has', () => {
    const screenOf = new Map<string, unknown>();
    for (const route of ROUTES) {
      const title = i18n._(route.title);
      expect(title.trim(), route.path).not.toBe('');
      const owner = screenOf.get(title);
      // Two paths of one screen (the 404 and the catch-all, sign-up with and without a card) share it.
      if (owner !== undefined) expect(owner, `"${title}" at ${route.path}`).toBe(route.screen);
      screenOf.set(title, route.screen);
    }
    expect(new Set(ROUTES.map((route) => i18n._(route.title))).size).toBeGreaterThanOrEqual(30);
  });

  it('names the screen first, then the event, for every route', () => {
    expect(screenTitle('/attendee/store', 'Confetti Conf 2026')).toBe('Store · Confetti Conf 2026');
    expect(screenTitle('/product/12', 'Confetti Conf 2026')).toBe('Product · Confetti Conf 2026');
    expect(screenTitle('/staff/identifier', 'Confetti Conf 2026')).toBe('Identifier · Confetti Conf 2026');
    expect(screenTitle('/attendee/identifier', 'Confetti Conf 2026')).toBe('Your code · Confetti Conf 2026');
    expect(screenTitle('/no/such/page', 'Confetti Conf 2026')).toBe('Not found · Confetti Conf 2026');
  });

  it('sets the document title from the path and the stored event', async () => {
    localStorage.setItem(EVENT_STORAGE_KEY, JSON.stringify(EVENT));
    vi.stubGlobal('fetch', async () => Response.json(EVENT));
    render(
      <MemoryRouter initialEntries={['/attendee/leaderboard']}>
        <DocumentTitle />
      </MemoryRouter>,
    );
    await waitFor(() => expect(document.title).toBe('Leaderboard · Confetti Conf 2026'));
  });
});

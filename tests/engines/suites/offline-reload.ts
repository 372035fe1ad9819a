// Every attendee screen reads offline after one online visit, on every engine (issue 12): the
// attendee visits each screen with the service worker in control, the network is cut (the proxy
// refuses every connection), and each screen is loaded anew from the precached shell and the
// page's IndexedDB cache, showing data only the server could have given and the "offline ·
// updated" mark, never the "not saved on this device" state. A phone screenshot of each.
import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { ACCOUNTS, tokenFor } from '../../e2e/fixtures/accounts.ts';
import type { EngineName } from '../drivers/engine.ts';
import { waitForServiceWorker, waitForText, type EngineApp } from '../fixtures.ts';

/** Where the engines' screenshots go (looked at by hand; not committed). */
const SHOTS = path.resolve(import.meta.dirname, '../../../test-results/engines');

type Named = { name: string };

async function getAs<T>(url: string, token: string, apiPath: string): Promise<T> {
  const response = await fetch(`${url}${apiPath}`, { headers: { Authorization: `Bearer ${token}` } });
  if (!response.ok) throw new Error(`GET ${apiPath}: ${response.status}`);
  return (await response.json()) as T;
}

export function offlineReloadSuite(engine: EngineName, app: EngineApp): void {
  describe(`offline reload on ${engine}`, () => {
    it('shows every attendee screen with its last data', async () => {
      const token = await tokenFor(app.server, ACCOUNTS.attendee.email);
      const url = app.server.url;
      const me = await getAs<{ nickname: string }>(url, token, '/api/user');
      const badges = (await getAs<{ data: Named[] }>(url, token, '/api/badges')).data;
      const store = (await getAs<{ data: Named[] }>(url, token, '/api/store')).data;
      const board = (await getAs<{ data: { nickname: string }[] }>(url, token, '/api/leaderboard')).data;
      const visits: { path: string; marker: string | null }[] = [
        { path: '/attendee/profile', marker: `@${me.nickname}` },
        { path: '/attendee/badgedex', marker: badges[0]?.name ?? null },
        { path: '/attendee/leaderboard', marker: board[0]?.nickname ?? null },
        { path: '/attendee/store', marker: store[0]?.name ?? null },
        { path: '/attendee/inventory', marker: null },
        { path: '/attendee/identifier', marker: me.nickname },
        { path: '/attendee/slots', marker: null },
        { path: '/attendee/wheel', marker: null },
        { path: '/attendee/map', marker: null },
      ];

      const tab = await app.open(visits[0]?.path ?? '/', token);
      await waitForServiceWorker(tab);
      for (const visit of visits) {
        await tab.goto(`${app.network.url}${visit.path}`);
        await waitForText(tab, visit.marker ?? '');
        // The cache row is written when the network answer arrives; let the last reads land.
        await new Promise((resolve) => setTimeout(resolve, 500));
      }

      app.network.offline();
      fs.mkdirSync(SHOTS, { recursive: true });
      for (const visit of visits) {
        await tab.goto(`${app.network.url}${visit.path}`);
        await waitForText(tab, /offline · updated/);
        if (visit.marker !== null) await waitForText(tab, visit.marker);
        expect(await tab.text(), visit.path).not.toMatch(
          /not saved on this device|hasn't been saved on this device/i,
        );
        await tab.screenshot(
          path.join(SHOTS, `${engine}-offline-${visit.path.split('/').slice(1).join('-')}.png`),
        );
      }
      app.network.online();
      await tab.close();
    }, 240_000);
  });
}

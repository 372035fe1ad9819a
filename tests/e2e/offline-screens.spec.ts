// Every screen reads offline after one online visit (DESIGN.md §5; issues 8 and 12): with the real
// SW, each role visits its screens online, then the browser goes offline and every screen is
// opened again from the precached shell and the page's IndexedDB cache. Each must show data only
// the server could have given (a name, a nickname) and the quiet "offline · updated" mark, never
// the "not saved on this device yet" state. Phone screenshots of each offline screen.
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { ACCOUNTS, tokenFor } from './fixtures/accounts.ts';
import { setUpApp } from './fixtures/app.ts';
import { shoot } from './fixtures/screenshots.ts';
import { waitForServiceWorker } from './page-models/outbox-page.ts';

const app = setUpApp();

/** A screen and, where the screen shows one, a text only the server's data contains. */
type Visit = { path: string; marker: string | null };

async function getAs<T>(email: string, path: string): Promise<T> {
  const response = await fetch(`${app.url}${path}`, {
    headers: { Authorization: `Bearer ${await tokenFor(app, email)}` },
  });
  if (!response.ok) throw new Error(`GET ${path} as ${email}: ${response.status}`);
  return (await response.json()) as T;
}

type Named = { name: string };

async function visitsOf(role: 'staff' | 'sponsor'): Promise<Visit[]> {
  const email = ACCOUNTS[role].email;
  if (role === 'sponsor') {
    return [
      { path: '/sponsor/scanner', marker: null },
      { path: '/sponsor/visitors', marker: null },
      { path: '/staff/badges', marker: null },
    ];
  }
  const badges = (await getAs<{ data: Named[] }>(email, '/api/badges')).data;
  const board = (await getAs<{ data: { id: string; nickname: string }[] }>(email, '/api/leaderboard')).data;
  const attendee = board[0];
  return [
    { path: '/staff/badges', marker: badges[0]?.name ?? null },
    { path: '/staff/leaderboard', marker: attendee?.nickname ?? null },
    { path: `/staff/prizes/${attendee?.id ?? ''}`, marker: attendee?.nickname ?? null },
    { path: '/staff/cv', marker: null },
  ];
}

async function screenShows(page: Page, visit: Visit): Promise<void> {
  await page.getByRole('heading', { level: 1 }).first().waitFor({ timeout: 15_000 });
  if (visit.marker !== null) await page.getByText(visit.marker, { exact: false }).first().waitFor();
}

// NOTE: the attendee's screens are proven on every engine, Chromium included, by the cross-engine
// suite (tests/engines/suites/offline-reload.ts); this file keeps the staff and sponsor screens.
describe('offline reload after one online visit', () => {
  for (const role of ['staff', 'sponsor'] as const) {
    it(`shows every ${role} screen with its last data`, async () => {
      const visits = await visitsOf(role);
      const page = await app.newPage({
        token: await tokenFor(app, ACCOUNTS[role].email),
        serviceWorkers: 'allow',
      });
      await page.goto(visits[0]?.path ?? '/');
      await waitForServiceWorker(page);
      for (const visit of visits) {
        await page.goto(visit.path);
        await screenShows(page, visit);
        // The cache row is written when the network answer arrives; let the last reads land.
        await page.waitForLoadState('networkidle');
      }

      await page.context().setOffline(true);
      for (const visit of visits) {
        const response = await page.goto(visit.path);
        expect(response?.fromServiceWorker(), visit.path).toBe(true);
        await screenShows(page, visit);
        await page
          .getByText(/offline · updated/)
          .first()
          .waitFor();
        expect(
          await page.getByText(/hasn't been saved on this device|not saved on this device/i).count(),
        ).toBe(0);
        const name = `offline-${role}-${visit.path.split('/').slice(1, 3).join('-')}`;
        await shoot(page, name, { sizes: ['phone'] });
      }
    }, 240_000);
  }
});

/** The build's worker scripts the page's caches hold (the QR decoder's, for a device that scans). */
async function keptWorkerScripts(page: Page): Promise<string[]> {
  return page.evaluate(async () => {
    const urls: string[] = [];
    for (const name of await caches.keys()) {
      const cache = await caches.open(name);
      for (const request of await cache.keys()) urls.push(new URL(request.url).pathname);
    }
    return urls.filter((path) => path.startsWith('/assets/worker-'));
  });
}

// The QR decoder (27 kB) is out of the precache: browsers without BarcodeDetector decode with it,
// and only staff and sponsors scan.
describe('the QR decoder, kept by a device that scans', () => {
  it('is never downloaded by an attendee; a staff device keeps it and decodes with it offline', async () => {
    const attendee = await app.newPage({
      token: await tokenFor(app, ACCOUNTS.attendee.email),
      serviceWorkers: 'allow',
    });
    await attendee.goto(ACCOUNTS.attendee.landing);
    await waitForServiceWorker(attendee);
    await attendee.waitForLoadState('networkidle');
    expect(await keptWorkerScripts(attendee)).toEqual([]);
    await attendee.context().close();

    const staff = await app.newPage({
      token: await tokenFor(app, ACCOUNTS.staff.email),
      serviceWorkers: 'allow',
    });
    await staff.goto(ACCOUNTS.staff.landing);
    await waitForServiceWorker(staff);
    await expect.poll(() => keptWorkerScripts(staff), { timeout: 15_000 }).toHaveLength(1);
    const [decoder = ''] = await keptWorkerScripts(staff);

    // Only the service worker's cache may answer: not the browser's HTTP cache.
    await (await staff.context().newCDPSession(staff)).send('Network.clearBrowserCache');
    await staff.context().setOffline(true);
    // A blank frame decodes to no code: the worker started from the kept script and answered.
    const answer = await staff.evaluate(
      (url) =>
        new Promise<unknown>((resolve, reject) => {
          const worker = new Worker(url, { type: 'module' });
          worker.addEventListener('message', ({ data }: MessageEvent) => resolve(data));
          worker.addEventListener('error', () => reject(new Error(`the decoder did not start: ${url}`)));
          const pixels = new Uint8ClampedArray(32 * 32 * 4).fill(255);
          worker.postMessage({ id: 7, width: 32, height: 32, pixels: pixels.buffer }, [pixels.buffer]);
        }),
      decoder,
    );
    expect(answer).toEqual({ id: 7, text: null });
  }, 120_000);
});

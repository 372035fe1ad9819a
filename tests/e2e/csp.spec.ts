// Under the Content-Security-Policy (issue 7, server/plugins/security-headers.ts), beyond the tour
// of every screen (screen-tour.spec.ts: each document's policy and no violation on any screen of
// any user type): the watcher (fixtures/csp-watch.ts) sees what the policy refuses; the scan
// stations run with Chromium's fake camera (Chromium on Linux has no BarcodeDetector, so the jsQR
// worker decodes: worker-src); the games spin, a picture is previewed (blob:) and saved, and a CV
// opens in a tab of its own (a blob: document inheriting the policy).
import path from 'node:path';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { TOKEN_STORAGE_KEY } from '#contract/constants';
import { ACCOUNTS, tokenFor, type Role } from './fixtures/accounts.ts';
import { topUp } from './fixtures/attendee-api.ts';
import { PHONE, setUpApp } from './fixtures/app.ts';
import { setUpCameraPages } from './fixtures/camera.ts';
import { watchCsp } from './fixtures/csp-watch.ts';
import { SETTLE_TIMEOUT_MS } from './fixtures/route-tour.ts';
import { launchBrowser } from './helpers/browser.ts';
import { AppShell } from './page-models/app-shell.ts';
import { ProfilePage } from './page-models/profile-page.ts';
import { ScanStation } from './page-models/scan-station.ts';
import { SlotsPage } from './page-models/slots-page.ts';
import { WheelPage } from './page-models/wheel-page.ts';

const FIXTURES = path.resolve(import.meta.dirname, '../fixtures');

const app = setUpApp();
const cameraPage = setUpCameraPages(app);

/** NOTE: a camera's decode or a row of screens in use on 2 shared cores. */
const TOUR_TIMEOUT_MS = 300_000;

describe('the CSP watcher', () => {
  it('the watcher sees what the policy refuses: an inline script and a style attribute', async () => {
    const page = await app.newPage();
    const watcher = await watchCsp(page);
    await page.goto('/login');
    await page.getByRole('heading', { level: 1 }).waitFor();
    await page.evaluate(() => {
      const script = document.createElement('script');
      script.textContent = 'window.name = "ran"';
      document.body.append(script);
      document.body.setAttribute('style', 'outline: 1px solid red');
    });
    const seen: string[] = [];
    await expect
      .poll(async () => seen.push(...(await watcher.take(page))), { timeout: SETTLE_TIMEOUT_MS })
      .toBeGreaterThanOrEqual(4);
    expect(seen).toEqual(
      expect.arrayContaining([
        expect.stringMatching(/^script-src-elem blocked inline/),
        expect.stringMatching(/^style-src-attr blocked inline/),
        expect.stringMatching(/^console: .*script-src/),
        expect.stringMatching(/^console: .*style-src/),
      ]),
    );
    expect(await page.evaluate(() => window.name)).not.toBe('ran');
  });
});

type CameraCase = { role: Role; path: string; pickBadge?: boolean };

/** Every screen with a scan station (src/ui/scanner/scan-station.tsx). */
const CAMERA_CASES: CameraCase[] = [
  { role: 'sponsor', path: '/sponsor/scanner' },
  { role: 'staff', path: '/staff/badges', pickBadge: true },
  { role: 'staff', path: '/staff/prizes' },
  { role: 'staff', path: '/staff/identifier' },
];

describe('scan stations under the CSP, with the camera and the decode worker', () => {
  it.each(CAMERA_CASES)(
    '$role on $path',
    async ({ role, path, pickBadge }) => {
      // A code that is not ours: once it is reported, the worker has decoded frames.
      const page = await cameraPage({
        token: await tokenFor(app, ACCOUNTS[role].email),
        camera: [
          { text: 'https://example.org/not-a-card', seconds: 3 },
          { text: null, seconds: 1 },
        ],
      });
      const watcher = await watchCsp(page);
      const response = await page.goto(path);
      expect(response?.headers()['content-security-policy']).toContain("worker-src 'self'");
      if (pickBadge === true) {
        await new AppShell(page).waitForScreen('Badges');
        await page.getByRole('main').getByRole('listitem').first().getByRole('button').click();
      }
      const station = new ScanStation(page);
      await station.startCamera();
      await station
        .feedback()
        .getByText('Scan the QR on a Confetti badge or card.')
        .waitFor({ timeout: SETTLE_TIMEOUT_MS });
      expect(await watcher.take(page)).toEqual([]);
    },
    TOUR_TIMEOUT_MS,
  );
});

/**
 * The origin the server builds file links on (avatars) when PUBLIC_ORIGIN is unset: its listen
 * origin, http://localhost:<port> (server/cards/rules.ts). NOTE: the other e2e pages run on
 * http://127.0.0.1:<port>, another origin, from which img-src 'self' (and CORP same-origin) refuse
 * a saved avatar, as they would on any page not served from the configured origin. A deployment
 * serves its pages from PUBLIC_ORIGIN, so this test opens its page on the link origin.
 */
const linkOrigin = (): string => app.url.replace('//127.0.0.1:', '//localhost:');

/** A signed-in page of `role` on the link origin, in a browser of its own; `close` ends both. */
async function pageOnLinkOrigin(
  role: Role,
): Promise<{ page: Page; errors: string[]; close: () => Promise<void> }> {
  const browser = await launchBrowser();
  const origin = linkOrigin();
  const context = await browser.newContext({
    baseURL: origin,
    viewport: PHONE,
    serviceWorkers: 'block',
    storageState: {
      cookies: [],
      origins: [
        {
          origin,
          localStorage: [{ name: TOKEN_STORAGE_KEY, value: await tokenFor(app, ACCOUNTS[role].email) }],
        },
      ],
    },
  });
  context.setDefaultTimeout(10_000);
  const page = await context.newPage();
  const errors: string[] = [];
  page.on('pageerror', (error) => errors.push(`${page.url()}: ${error.message}`));
  return { page, errors, close: () => browser.close() };
}

describe('screens in use under the CSP', () => {
  it(
    'attendee spins the slots and the wheel, saves a new picture and opens their CV',
    async () => {
      await topUp(app, ACCOUNTS.attendee.email, 100);
      const { page, errors, close } = await pageOnLinkOrigin('attendee');
      try {
        const watcher = await watchCsp(page);

        const slots = new SlotsPage(page);
        await slots.goto();
        await slots.setBet(1);
        expect((await slots.spin()).status).toBe(200);
        expect(await watcher.take(page)).toEqual([]);

        const wheel = new WheelPage(page);
        await wheel.goto();
        expect((await wheel.spin()).status).toBe(200);
        expect(await watcher.take(page)).toEqual([]);

        // The preview is a blob: URL (img-src blob:), the saved picture a file the server serves.
        const profile = new ProfilePage(page);
        await profile.goto();
        await profile.openEditForm();
        await profile
          .editForm()
          .getByLabel(/^(Add a picture|Change picture)$/)
          .setInputFiles(path.join(FIXTURES, 'avatar.png'));
        await expect.poll(() => naturalWidth(page, 'Your new picture, not saved yet')).toBeGreaterThan(0);
        await profile.saveButton().click();
        await profile.savedNotice().waitFor();
        await expect.poll(() => naturalWidth(page, 'Your profile picture')).toBeGreaterThan(0);
        expect(await watcher.take(page)).toEqual([]);

        await profile.uploadCv(path.join(FIXTURES, 'cv.pdf'));
        await profile.cvUploaded().waitFor();
        // Opened from memory as a blob: document, which inherits the page's policy.
        const [tab] = await Promise.all([
          page.context().waitForEvent('page'),
          profile.cvCard().getByRole('button', { name: 'View CV', exact: true }).click(),
        ]);
        await tab.waitForLoadState('load');
        expect(tab.url()).toMatch(/^blob:/);
        expect(await watcher.take(page)).toEqual([]);
        expect(errors, 'uncaught errors in the page').toEqual([]);
      } finally {
        await close();
      }
    },
    TOUR_TIMEOUT_MS,
  );
});

/** The width an <img> named `alt` decoded to: 0 while loading or when refused. */
function naturalWidth(page: Page, alt: string): Promise<number> {
  return page
    .getByRole('img', { name: alt, exact: true })
    .evaluate((image) => (image instanceof HTMLImageElement ? image.naturalWidth : 0));
}

// A shared link previews (issue 26): every public page of the route table, read as a link preview
// reads it (no JavaScript), has its own title "<screen> · <event>", a description naming the event
// and its dates, and the Open Graph tags; the picture they name loads; and once the app runs, the
// title it sets is the same one.
import { i18n } from '#i18n/runtime';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { ACCOUNTS, DEMO_PASSWORD } from './fixtures/accounts.ts';
import {
  EVENT,
  holdEntryScript,
  setUpApp,
  storedToken,
  waitForHydration,
  waitForPath,
} from './fixtures/app.ts';
import { sampleIds, screensFor } from './fixtures/route-tour.ts';

const app = setUpApp();
const BRAND = `${EVENT.name} ${EVENT.year}`;

type Head = { title: string; tags: Record<string, string | null> };

const TAGS = [
  'description',
  'og:type',
  'og:site_name',
  'og:title',
  'og:description',
  'og:url',
  'og:image',
  'twitter:card',
];

/**
 * The class lists on the page none of whose names a rule of its stylesheets names (a class that
 * only composes others has no rule of its own, but its element carries those others).
 */
function classesWithNoRule(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const named = new Set<string>();
    const read = (rules: CSSRuleList) => {
      for (const rule of Array.from(rules)) {
        if (rule instanceof CSSStyleRule)
          for (const [, name] of rule.selectorText.matchAll(/\.([\w-]+)/g)) named.add(name ?? '');
        if ('cssRules' in rule) read((rule as CSSGroupingRule).cssRules);
      }
    };
    for (const sheet of Array.from(document.styleSheets)) read(sheet.cssRules);
    const lists = Array.from(document.querySelectorAll('[class]'), (el) => Array.from(el.classList));
    return [
      ...new Set(lists.filter((list) => !list.some((name) => named.has(name))).map((list) => list.join(' '))),
    ];
  });
}

describe('public pages before their JS', () => {
  it('have a title, a description with the event’s dates and Open Graph tags each', async () => {
    const screens = screensFor(null, await sampleIds(app)).filter(
      (s) => i18n._(s.route.title) !== 'Not found',
    );
    expect(screens.map((s) => s.route.path)).toEqual(
      expect.arrayContaining(['/', '/login', '/signup', '/schedule', '/speakers/:id', '/sponsors']),
    );
    const { start, days } = (await (await fetch(`${app.url}/api/event`)).json()) as {
      start: string;
      days: number;
    };
    const firstDay = new Date(`${start}T00:00:00Z`).getUTCDate();
    const page = await app.newPage({ javaScriptEnabled: false });
    for (const { route, url } of screens) {
      await page.goto(url);
      const head = await page.evaluate(
        (names): Head => ({
          title: document.title,
          tags: Object.fromEntries(
            names.map((name) => [
              name,
              document.querySelector<HTMLMetaElement>(`meta[name="${name}"], meta[property="${name}"]`)
                ?.content ?? null,
            ]),
          ),
        }),
        TAGS,
      );
      const where = `${route.path} (${url})`;
      expect(head.title, where).toBe(`${i18n._(route.title)} · ${BRAND}`);
      expect(head.tags['og:title'], where).toBe(head.title);
      expect(head.tags['og:site_name'], where).toBe(BRAND);
      expect(head.tags['og:type'], where).toBe('website');
      expect(head.tags['twitter:card'], where).toBe('summary');
      expect(head.tags.description, where).toContain(BRAND);
      expect(head.tags.description, where).toContain(String(firstDay));
      expect(head.tags['og:description'], where).toBe(head.tags.description);
      expect(new URL(head.tags['og:url'] ?? '').pathname, where).toBe(url.split('?')[0]);
      expect(days).toBeGreaterThan(0);
      // Drawn with its styles: every element's classes meet a rule in the stylesheets it came with
      // (the lazy screens' own were missing until the server linked them, so /schedule and /
      // painted as bare HTML before their JS, and stayed so without it).
      expect(await classesWithNoRule(page), where).toEqual([]);
    }
    const image = new URL((await page.locator('meta[property="og:image"]').getAttribute('content')) ?? '');
    const picture = await fetch(new URL(image.pathname, app.url));
    expect(picture.status).toBe(200);
    expect(picture.headers.get('content-type')).toMatch(/^image\//);
  });

  it('keep the served title once the app has run', async () => {
    const page = await app.newPage();
    await page.goto('/login');
    await page.getByRole('heading', { level: 1, name: 'Sign in' }).waitFor();
    await page.waitForLoadState('networkidle');
    expect(await page.title()).toBe(`Sign in · ${BRAND}`);
    await page.goto('/schedule');
    await page.getByRole('heading', { level: 1 }).first().waitFor();
    await page.waitForLoadState('networkidle');
    expect(await page.title()).toBe(`Programme · ${BRAND}`);
  });
});

// Issue 26: the sign-in and sign-up pages are prerendered at build time (scripts/prerender.ts), the
// landing page rendered by the server with the event (server/plugins/client.ts), and all hydrated:
// their content is in the HTML, a form works before the app has run, and what was typed before it
// ran is still there after.
describe('prerendered pages', () => {
  it('show the landing page’s event with JavaScript disabled', async () => {
    const page = await app.newPage({ javaScriptEnabled: false });
    await page.goto('/');
    expect(await page.getByRole('heading', { level: 1 }).textContent()).toBe(BRAND);
    expect(await page.locator('header a[href="/"]').innerText()).toBe(EVENT.name);
    const { start } = (await (await fetch(`${app.url}/api/event`)).json()) as { start: string };
    const firstDay = new Date(`${start}T00:00:00Z`).getUTCDate();
    expect(await page.locator('h1 ~ p, p:has(+ h1)').first().textContent()).toMatch(
      new RegExp(`^${firstDay}\\b`),
    );
    expect(await page.getByRole('link', { name: 'Sign in' }).getAttribute('href')).toBe('/login');
  });

  it('hydrate the landing page as the server drew it, and show it offline from the service worker', async () => {
    const page = await app.newPage({ serviceWorkers: 'allow' });
    const { logged, release } = await holdEntryScript(page);
    await page.goto('/', { waitUntil: 'commit' });
    const title = page.getByRole('heading', { level: 1 });
    await title.waitFor();
    // The heading the server drew is the one React takes over: no second render, no shift.
    await title.evaluate((h1) => ((h1 as HTMLElement & { served?: boolean }).served = true));
    release();
    await waitForHydration(title);
    expect(await title.evaluate((h1) => (h1 as HTMLElement & { served?: boolean }).served)).toBe(true);
    expect(await title.textContent()).toBe(BRAND);
    expect(logged.filter((text) => /hydrat|did not match|server rendered/i.test(text))).toEqual([]);

    await page.waitForFunction(() => navigator.serviceWorker.controller !== null, null, { timeout: 15_000 });
    await page.context().setOffline(true);
    try {
      const offline = await page.goto('/');
      expect(offline?.fromServiceWorker()).toBe(true);
      expect(await offline?.text()).toContain(`>${EVENT.name}<!-- --> <span`);
      expect(await title.textContent()).toBe(BRAND);
    } finally {
      await page.context().setOffline(false);
    }
  });

  it('show their content and take typing with JavaScript disabled', async () => {
    const page = await app.newPage({ javaScriptEnabled: false });
    await page.goto('/login');
    await page.getByRole('heading', { level: 1, name: 'Sign in' }).waitFor();
    // The header's brand is the event's, written in by the server.
    expect(await page.locator('header a[href="/"]').innerText()).toBe(EVENT.name);
    await page.getByLabel('Email').fill('someone@example.com');
    await page.getByLabel('Password', { exact: true }).fill('typed before any script');
    expect(await page.getByLabel('Email').inputValue()).toBe('someone@example.com');
    await page.goto('/signup');
    await page.getByRole('heading', { level: 1, name: 'Register your card' }).waitFor();
    await page.getByLabel('Name', { exact: true }).fill('Ada');
    expect(await page.getByLabel('Name', { exact: true }).inputValue()).toBe('Ada');
  });

  it('sign in through the form with JavaScript disabled, or say why not', async () => {
    const page = await app.newPage({ javaScriptEnabled: false });
    await page.goto('/login');
    await page.getByLabel('Email').fill(ACCOUNTS.attendee.email);
    await page.getByLabel('Password', { exact: true }).fill('not-the-password');
    await page.getByRole('button', { name: 'Sign in' }).click();
    await waitForPath(page, '/login?failed=credentials');
    expect(await page.getByRole('alert').innerText()).toBe('Login error');
    // No password in any address.
    expect(page.url()).not.toContain('not-the-password');

    const posted = await fetch(`${app.url}/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded', origin: 'https://elsewhere.example' },
      body: new URLSearchParams({ email: ACCOUNTS.attendee.email, password: DEMO_PASSWORD }),
      redirect: 'manual',
    });
    expect(posted.status).toBe(303);
    expect(posted.headers.get('location')).toBe('/login?failed=denied');

    // With scripts on, the answer hands the token to the app, which opens the attendee's landing.
    const withJs = await app.newPage();
    await withJs.route(/\/assets\/index-[^/]*\.js$/, (route) => route.abort());
    await withJs.goto('/login');
    await withJs.getByLabel('Email').fill(ACCOUNTS.attendee.email);
    await withJs.getByLabel('Password', { exact: true }).fill(DEMO_PASSWORD);
    await withJs.getByRole('button', { name: 'Sign in' }).click();
    await expect.poll(() => storedToken(withJs).catch(() => null), { timeout: 10_000 }).toMatch(/^ey/);
    await withJs.waitForURL((url) => url.pathname === '/login');
    await withJs.unroute(/\/assets\/index-[^/]*\.js$/);
    await withJs.reload();
    await waitForPath(withJs, ACCOUNTS.attendee.landing);
  });

  it('keep what was typed before hydration, with no hydration error', async () => {
    const page = await app.newPage();
    const { logged, release } = await holdEntryScript(page);
    await page.goto('/login', { waitUntil: 'commit' });
    const email = page.getByLabel('Email');
    await email.waitFor();
    expect(await page.locator('#root[data-prerendered]').count()).toBe(1);
    await email.click();
    await page.keyboard.type('early@example.com');
    await page.getByLabel('Password', { exact: true }).fill('secret-typed-early');
    release();
    // Hydrated: the Show button works (React's handler) and the typed text is still there.
    const show = page.getByRole('button', { name: 'Show password' });
    await expect
      .poll(async () => {
        await show.click({ timeout: 1_000 }).catch(() => undefined);
        return page.getByRole('button', { name: 'Hide password' }).count();
      })
      .toBe(1);
    expect(await email.inputValue()).toBe('early@example.com');
    expect(await page.getByLabel('Password', { exact: true }).inputValue()).toBe('secret-typed-early');
    // React's state has it too: submitting signs in with what was typed (a wrong account here).
    await page.getByRole('button', { name: 'Sign in' }).click();
    await page.getByText('Login error').waitFor();
    expect(await email.inputValue()).toBe('early@example.com');
    expect(logged.filter((text) => /hydrat|did not match|server rendered/i.test(text))).toEqual([]);
  });
  it('load no script until touched, then replay a click and a submit made before the app had the page', async () => {
    const page = await app.newPage();
    const scripts: string[] = [];
    page.on('request', (request) => {
      if (/\/assets\/.*\.js$/.test(request.url())) scripts.push(request.url());
    });
    await page.goto('/login', { waitUntil: 'networkidle' });
    await page.getByLabel('Email').waitFor();
    // Read, not touched: the page is its HTML, with no script of the app.
    expect(scripts).toEqual([]);

    // A click on a drawn button before React has the page: replayed on it once React has it.
    const { logged, release } = await holdEntryScript(page);
    await page.getByRole('button', { name: 'Show password' }).click();
    await expect.poll(() => scripts.some((url) => /\/assets\/index-[^/]*\.js$/.test(url))).toBe(true);
    expect(await page.getByRole('button', { name: 'Hide password' }).count()).toBe(0);
    release();
    await page.getByRole('button', { name: 'Hide password' }).waitFor();

    // A submit (Enter) before React has the page: sent once it has.
    const next = await app.newPage();
    const held = await holdEntryScript(next);
    const formPosts: string[] = [];
    next.on('request', (request) => {
      if (request.method() === 'POST' && new URL(request.url()).pathname === '/login')
        formPosts.push(request.url());
    });
    await next.goto('/login');
    await next.getByLabel('Email').fill(ACCOUNTS.attendee.email);
    await next.getByLabel('Password', { exact: true }).fill(DEMO_PASSWORD);
    await next.getByLabel('Password', { exact: true }).press('Enter');
    held.release();
    await waitForPath(next, ACCOUNTS.attendee.landing);
    expect(await storedToken(next)).toMatch(/^ey/);
    // Signed in by the app, not by the HTML form's POST.
    expect(formPosts).toEqual([]);
    expect(
      [...logged, ...held.logged].filter((text) => /hydrat|did not match|server rendered/i.test(text)),
    ).toEqual([]);
  });
});

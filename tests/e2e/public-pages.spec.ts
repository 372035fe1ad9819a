// A shared link previews (issue 26): every public page of the route table, read as a link preview
// reads it (no JavaScript), has its own title "<screen> · <event>", a description naming the event
// and its dates, and the Open Graph tags; the picture they name loads; and once the app runs, the
// title it sets is the same one.
import { describe, expect, it } from 'vitest';
import { EVENT, setUpApp } from './fixtures/app.ts';
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

describe('public pages before their JS', () => {
  it('have a title, a description with the event’s dates and Open Graph tags each', async () => {
    const screens = screensFor(null, await sampleIds(app)).filter((s) => s.route.title !== 'Not found');
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
      expect(head.title, where).toBe(`${route.title} · ${BRAND}`);
      expect(head.tags['og:title'], where).toBe(head.title);
      expect(head.tags['og:site_name'], where).toBe(BRAND);
      expect(head.tags['og:type'], where).toBe('website');
      expect(head.tags['twitter:card'], where).toBe('summary');
      expect(head.tags.description, where).toContain(BRAND);
      expect(head.tags.description, where).toContain(String(firstDay));
      expect(head.tags['og:description'], where).toBe(head.tags.description);
      expect(new URL(head.tags['og:url'] ?? '').pathname, where).toBe(url.split('?')[0]);
      expect(days).toBeGreaterThan(0);
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

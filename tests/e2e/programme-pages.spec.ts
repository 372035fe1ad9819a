// Issue 26: the programme's public pages are rendered by the server with the stored programme and
// the instant they were drawn at (server/plugins/client.ts), which they carry for the hydration:
// shown with JavaScript off, taken over by React with no second render, shown offline, and an
// organiser's edit on the next visit.
import { describe, expect, it } from 'vitest';
import { ACCOUNTS, tokenFor } from './fixtures/accounts.ts';
import { EVENT, holdEntryScript, setUpApp, waitForHydration } from './fixtures/app.ts';

const app = setUpApp();

describe('the programme rendered by the server', () => {
  type Wire = {
    sessions: { id: string; title: string }[];
    speakers: { id: number; name: string }[];
  };
  const programme = async () => (await (await fetch(`${app.url}/api/programme`)).json()) as Wire;

  it('shows the sessions, a session and a speaker with JavaScript disabled', async () => {
    const { sessions, speakers } = await programme();
    const page = await app.newPage({ javaScriptEnabled: false });
    await page.goto('/schedule');
    expect(await page.getByRole('heading', { level: 1 }).textContent()).toBe('Programme');
    const cards = page.locator('main article');
    expect(await cards.count()).toBeGreaterThan(2);
    const shown = await cards.locator('h3').allTextContents();
    expect(sessions.map((s) => s.title)).toEqual(expect.arrayContaining(shown));
    expect(await page.locator('header a[href="/"]').innerText()).toBe(EVENT.name);

    const session = sessions[0]!;
    await page.goto(`/schedule/${session.id}`);
    expect(await page.getByRole('heading', { level: 1 }).textContent()).toBe(session.title);
    const speaker = speakers[0]!;
    await page.goto(`/speakers/${speaker.id}`);
    expect(await page.getByRole('heading', { level: 1 }).textContent()).toBe(speaker.name);
    await page.goto('/speakers');
    expect(await page.getByRole('listitem').filter({ hasText: speaker.name }).count()).toBeGreaterThan(0);
  });

  it('hydrate as the server drew them, and show /schedule offline from the service worker', async () => {
    const page = await app.newPage({ serviceWorkers: 'allow' });
    const { logged, release } = await holdEntryScript(page);
    await page.goto('/schedule', { waitUntil: 'commit' });
    const card = page.locator('main article h3 a').first();
    await card.waitFor();
    const served = await card.textContent();
    // The nodes the server drew are the ones React takes over: no second render, no shift.
    await card.evaluate((a) => ((a as HTMLElement & { served?: boolean }).served = true));
    release();
    await waitForHydration(card);
    expect(await card.evaluate((a) => (a as HTMLElement & { served?: boolean }).served)).toBe(true);
    expect(await card.textContent()).toBe(served);
    await page.waitForLoadState('networkidle');
    expect(logged.filter((text) => /hydrat|did not match|server rendered/i.test(text))).toEqual([]);

    await page.waitForFunction(() => navigator.serviceWorker.controller !== null, null, { timeout: 15_000 });
    await page.context().setOffline(true);
    try {
      const offline = await page.goto('/schedule');
      expect(offline?.fromServiceWorker()).toBe(true);
      expect(await offline?.text()).toContain(`>${served}</a>`);
      await page.locator('main article').first().waitFor();
    } finally {
      await page.context().setOffline(false);
    }
  });

  it('hydrate a session’s, the speakers’ and a speaker’s page with no error', async () => {
    const { sessions, speakers } = await programme();
    const page = await app.newPage();
    const { logged, release } = await holdEntryScript(page);
    release();
    for (const url of [`/schedule/${sessions[0]!.id}`, '/speakers', `/speakers/${speakers[0]!.id}`]) {
      await page.goto(url);
      const title = page.getByRole('heading', { level: 1 });
      const served = await title.textContent();
      await waitForHydration(title);
      await page.waitForLoadState('networkidle');
      expect(await title.textContent(), url).toBe(served);
    }
    expect(logged.filter((text) => /hydrat|did not match|server rendered/i.test(text))).toEqual([]);
  });

  it('shows an organiser’s edit on the next visit, with no rebuild', async () => {
    const session = (await programme()).sessions[1]!;
    const token = await tokenFor(app, ACCOUNTS.admin.email);
    const edited = await fetch(`${app.url}/api/admin/console/programme/sessions/${session.id}`, {
      method: 'PATCH',
      headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
      body: JSON.stringify({ title: 'Retitled for the preview' }),
    });
    expect(edited.status).toBe(200);
    const page = await app.newPage({ javaScriptEnabled: false });
    await page.goto(`/schedule/${session.id}`);
    expect(await page.getByRole('heading', { level: 1 }).textContent()).toBe('Retitled for the preview');
  });
});

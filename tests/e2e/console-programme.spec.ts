// The console's programme section (issue 22), in Chromium: an admin previews a frab schedule.xml
// (the counts and the sessions named, the demo's seeded sessions removed with their badges left
// unlinked), applies it, and the public schedule shows it; a malformed file shows the server's
// fault, naming its line, and changes nothing; a session's title edited by hand shows on its page.
// Screenshots of the preview and the edit form at phone and laptop size.
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { fixtureEvents, fixtureXml } from '../helpers/programme-fixture.ts';
import { pageAs } from './fixtures/accounts.ts';
import { PHONE, setUpApp } from './fixtures/app.ts';
import { shoot } from './fixtures/screenshots.ts';

const app = setUpApp();

/** One day, four rooms, two sessions each (one after midnight), on the event's today. */
const today = new Intl.DateTimeFormat('en-CA', { timeZone: 'Europe/Lisbon', dateStyle: 'short' }).format(
  new Date(),
);
const OPTIONS = { days: 1, perRoomPerDay: 2, firstDate: today };
const EVENTS = fixtureEvents(OPTIONS).flatMap((day) => day.events);
const FIRST = EVENTS[0]!.title;

type ProgrammeBody = { version: string; sessions: { id: string; title: string; badge_name?: string }[] };

async function readProgramme(): Promise<ProgrammeBody> {
  const response = await fetch(`${app.url}/api/programme`);
  return (await response.json()) as ProgrammeBody;
}

async function openConsole(page: Page): Promise<void> {
  await page.goto('/admin?section=programme');
  await page.getByRole('heading', { level: 1, name: 'Programme' }).waitFor();
}

async function chooseFile(page: Page, name: string, text: string): Promise<void> {
  await page
    .locator('input[type="file"]')
    .setInputFiles({ name, mimeType: 'application/xml', buffer: Buffer.from(text) });
  await page.getByText(name, { exact: true }).waitFor();
}

const count = (page: Page, key: string) => page.locator(`[data-count="${key}"] strong`).innerText();

describe('the console programme', () => {
  it('previews a frab XML with its counts and names, then applies it for the public schedule', async () => {
    const seeded = (await readProgramme()).sessions.length;
    const page = await pageAs(app, 'admin', { viewport: PHONE });
    await openConsole(page);
    await chooseFile(page, 'schedule.xml', fixtureXml(OPTIONS));
    const apply = page.getByRole('button', { name: 'Apply' });
    expect(await apply.isDisabled()).toBe(true);

    await page.getByRole('button', { name: 'Preview' }).click();
    const preview = page.getByLabel('Import preview');
    await preview.waitFor();
    expect(await count(page, 'added')).toBe(String(EVENTS.length));
    expect(await count(page, 'removed')).toBe(String(seeded));
    await preview.getByText(`Would add ${EVENTS.length}, change 0 and remove ${seeded}`).waitFor();
    await preview.getByRole('region', { name: 'Added sessions' }).getByText(FIRST).waitFor();
    const removed = preview.getByRole('region', { name: 'Removed sessions' });
    await removed
      .getByText(/its badge .+ stays, unlinked/)
      .first()
      .waitFor();
    // Nothing is written by a preview.
    expect((await readProgramme()).sessions.length).toBe(seeded);
    await shoot(page, 'console-programme-preview');

    await page.setViewportSize(PHONE);
    await apply.click();
    const result = page.getByLabel('Import result');
    await result.getByText(`Added ${EVENTS.length}, changed 0 and removed ${seeded}`).waitFor();
    expect(await apply.isDisabled()).toBe(true);
    expect((await readProgramme()).sessions.map((s) => s.title).sort()).toEqual(
      EVENTS.map((e) => e.title).sort(),
    );

    const visitor = await app.newPage({ viewport: PHONE });
    await visitor.goto('/schedule');
    await visitor.getByRole('article', { name: FIRST }).waitFor();
  });

  it('shows a malformed file’s fault by its line and changes nothing', async () => {
    const before = await readProgramme();
    const page = await pageAs(app, 'admin', { viewport: PHONE });
    await openConsole(page);
    const broken = fixtureXml(OPTIONS).replace('<duration>00:45</duration>', '<duration>1h</duration>');
    await chooseFile(page, 'broken.xml', broken);
    await page.getByRole('button', { name: 'Preview' }).click();
    const fault = page.getByRole('alert').filter({ hasText: 'Not imported: the file has faults' });
    await fault.getByText(/line \d+.*duration/).waitFor();
    expect(await page.getByRole('button', { name: 'Apply' }).isDisabled()).toBe(true);
    expect((await readProgramme()).version).toBe(before.version);
  });

  it('edits a session’s title by hand, and its public page shows it', async () => {
    const first = (await readProgramme()).sessions[0]?.title ?? '';
    const page = await pageAs(app, 'admin', { viewport: PHONE });
    await openConsole(page);
    await page.getByRole('button', { name: new RegExp(`^${escape(first)}`) }).click();
    const form = page.getByRole('form', { name: `Edit ${first}` });
    const title = form.getByLabel('Title', { exact: true });
    // The form takes focus when it opens.
    await expect.poll(() => title.evaluate((input) => input === document.activeElement)).toBe(true);
    await shoot(page, 'console-programme-edit');
    await page.setViewportSize(PHONE);

    await title.fill('Renamed by hand');
    // Its badge: one of the unlinked talk, workshop and pitch badges (the import unlinked the seed's).
    const badge = form.getByLabel('Badge');
    const badgeName = await badge.locator('option').nth(1).innerText();
    await badge.selectOption({ label: badgeName });
    await form.getByRole('button', { name: 'Save session' }).click();
    await page.getByRole('status').filter({ hasText: 'Renamed by hand saved' }).waitFor();

    const saved = (await readProgramme()).sessions.find((s) => s.title === 'Renamed by hand');
    expect(saved?.badge_name).toBe(badgeName);
    const id = saved?.id;
    const visitor = await app.newPage({ viewport: PHONE });
    await visitor.goto(`/schedule/${id}`);
    await visitor.getByRole('heading', { level: 1, name: 'Renamed by hand' }).waitFor();
  });

  it('creates and deletes a speaker by hand, and says when offline that changes need a connection', async () => {
    const page = await pageAs(app, 'admin', { viewport: PHONE });
    await openConsole(page);
    await page.getByRole('button', { name: 'Speakers', exact: true }).click();
    await page.getByRole('button', { name: 'New speaker' }).click();
    const form = page.getByRole('form', { name: 'New speaker' });
    await form.getByLabel('Name').fill('Hand-made Speaker');
    await form.getByRole('button', { name: 'Create speaker' }).click();
    await page.getByRole('status').filter({ hasText: 'Hand-made Speaker created' }).waitFor();
    const speakers = async () => {
      const body = (await (await fetch(`${app.url}/api/programme`)).json()) as {
        speakers: { name: string }[];
      };
      return body.speakers.map((s) => s.name);
    };
    expect(await speakers()).toContain('Hand-made Speaker');

    await page.getByRole('button', { name: /^Hand-made Speaker/ }).click();
    const edit = page.getByRole('form', { name: 'Edit Hand-made Speaker' });
    await edit.getByRole('button', { name: 'Delete speaker…' }).click();
    await edit.getByRole('button', { name: 'Delete this speaker for good' }).click();
    await page.getByRole('status').filter({ hasText: 'Hand-made Speaker deleted' }).waitFor();
    expect(await speakers()).not.toContain('Hand-made Speaker');

    await page.context().setOffline(true);
    await page.getByRole('alert').filter({ hasText: 'Importing and editing need a connection' }).waitFor();
    expect(await page.getByRole('button', { name: 'Preview' }).isDisabled()).toBe(true);
    await page.context().setOffline(false);
  });
});

function escape(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}

// A sponsor's leads (issue 29) with the real SW, built app and server: a booth phone scans a visitor
// offline (a typed card id), rates and notes them offline, and reloads; the visitors list still
// shows the edits. Back online the outbox replays the scan and the edits once: the server has the
// visit once and the rating and note; a second phone of the same company sees them, another
// company and the attendee do not. Screens shot at phone and laptop size.
import { readFile } from 'node:fs/promises';
import { parse } from 'csv-parse/sync';
import ICAL from 'ical.js';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import type { LeadsReply } from '#contract/leads';
import { ACCOUNTS, tokenFor } from './fixtures/accounts.ts';
import { attendeeEmail, userOf } from './fixtures/attendee-api.ts';
import { setUpApp } from './fixtures/app.ts';
import { shoot } from './fixtures/screenshots.ts';
import { holdsUserType } from './fixtures/precache.ts';
import { OutboxPage, waitForServiceWorker } from './page-models/outbox-page.ts';
import { ScanStation } from './page-models/scan-station.ts';

const app = setUpApp();
const SILVER = 'silver@confetti.dev';
const NOTE = 'Wants the Go role; call after the event';

async function api(token: string, method: string, path: string, body?: unknown): Promise<Response> {
  return fetch(`${app.url}${path}`, {
    method,
    headers: {
      Authorization: `Bearer ${token}`,
      ...(body === undefined ? {} : { 'Content-Type': 'application/json' }),
    },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
}

async function leadsOf(token: string): Promise<LeadsReply> {
  const response = await api(token, 'GET', '/api/company/leads');
  expect(response.status).toBe(200);
  return (await response.json()) as LeadsReply;
}

const visitorRow = (page: Page, text: string) => page.getByRole('listitem').filter({ hasText: text });

describe("a sponsor's leads", () => {
  it('are rated and noted offline after an offline scan, replayed once, and seen by a second phone', async () => {
    const email = attendeeEmail(31);
    const attendee = await userOf(app, email);
    const token = await tokenFor(app, SILVER);
    const me = (await (await api(token, 'GET', '/api/user')).json()) as { badge_id: number };
    expect((await api(token, 'PUT', '/api/company/lead-tags', { tags: ['backend', 'hiring'] })).status).toBe(
      200,
    );

    const page = await app.newPage({ token, serviceWorkers: 'allow' });
    // Online once: the shell, the screens' chunks and the lists are kept for offline.
    await page.goto('/sponsor/visitors');
    await waitForServiceWorker(page);
    await page.getByRole('heading', { name: 'Visitors' }).waitFor();
    await page.goto('/sponsor/scanner');
    const station = new ScanStation(page);
    await station.region().getByRole('textbox').waitFor();
    // The sponsor's screens are kept once signed in (docs/decisions/0046), in the background.
    await holdsUserType(page, 'company');
    const context = page.context();
    await context.setOffline(true);

    await station.enter(attendee.id, 'Give badge');
    await expect.poll(() => station.results().count(), { timeout: 15_000 }).toBe(1);
    expect(await station.results().first().innerText()).toContain('Saved, will sync');
    const panel = page.getByRole('region', { name: 'Last visitor' });
    await panel.getByRole('button', { name: 'Hot' }).click();
    await expect
      .poll(() => panel.getByRole('button', { name: 'Hot' }).getAttribute('aria-pressed'))
      .toBe('true');
    await panel.getByRole('button', { name: 'backend' }).click();
    await panel.getByRole('textbox', { name: 'Note' }).fill(NOTE);
    await panel.getByRole('button', { name: 'Save note' }).click();
    await panel.getByText('Note saved').waitFor();
    await shoot(page, 'sponsor-scan-lead');

    // Closed and opened again, still offline: the edits wait in the outbox and show on the list.
    await page.goto('/sponsor/visitors');
    const offlineRow = visitorRow(page, NOTE);
    await offlineRow.waitFor({ timeout: 15_000 });
    expect(await offlineRow.innerText()).toContain('Hot');
    const outbox = new OutboxPage(page);
    await outbox.goto();
    await expect.poll(() => outbox.count('Waiting'), { timeout: 10_000 }).toBe(4);

    await context.setOffline(false);
    await page.evaluate(() => window.dispatchEvent(new Event('online')));
    await expect.poll(() => outbox.count('Done'), { timeout: 60_000 }).toBe(4);
    expect(await outbox.count('Failed')).toBe(0);

    const lead = (await leadsOf(token)).data.find((l) => l.attendee_id === attendee.id);
    expect(lead).toMatchObject({ rating: 'hot', tags: ['backend'], note: NOTE, follow_up: false });
    const badges = (await userOf(app, email)).badges.filter((b) => b.id === me.badge_id);
    expect(badges).toHaveLength(1);

    // A second booth phone of the same company.
    const second = await app.newPage({ token });
    await second.goto('/sponsor/visitors');
    const row = visitorRow(second, attendee.nickname ?? attendee.id);
    await row.waitFor();
    // The visitors and the leads are two reads; the row takes its rating when the second answers.
    await expect.poll(() => row.innerText(), { timeout: 10_000 }).toContain('Hot');
    expect(await row.innerText()).toContain(NOTE);
    await shoot(second, 'sponsor-visitors-leads');
    await row.getByRole('button').first().click();
    const sheet = second.getByRole('dialog');
    await sheet.getByRole('group', { name: 'Rating' }).waitFor();
    expect(await sheet.getByRole('textbox', { name: 'Note' }).inputValue()).toBe(NOTE);
    await shoot(second, 'sponsor-lead-sheet', { isFullPage: false });

    // Its vCard and the list's CSV hold the lead, read back by maintained parsers.
    const [card] = await Promise.all([
      second.waitForEvent('download'),
      sheet.getByRole('button', { name: 'Save vCard' }).click(),
    ]);
    const vcard = new ICAL.Component(ICAL.parse(await readFile(await card.path(), 'utf8')) as unknown[]);
    expect(vcard.getFirstPropertyValue('email')).toBe(email);
    expect(vcard.getFirstPropertyValue('x-confetti-rating')).toBe('hot');
    expect(String(vcard.getFirstPropertyValue('note'))).toContain(NOTE);
    await sheet.getByRole('button', { name: 'Done' }).click();
    const [file] = await Promise.all([
      second.waitForEvent('download'),
      second.getByRole('button', { name: 'CSV' }).click(),
    ]);
    const rows = parse(await readFile(await file.path(), 'utf8'), { columns: true }) as Record<
      string,
      string
    >[];
    expect(rows.find((r) => r.email === email)).toMatchObject({ rating: 'hot', tags: 'backend', note: NOTE });
    await second.getByText(/^Booth numbers/).click();
    await second.getByRole('heading', { name: 'Visits per hour' }).waitFor();
    await shoot(second, 'sponsor-booth-numbers');

    // Another company and the attendee never see the lead.
    const gold = await tokenFor(app, ACCOUNTS.sponsor.email);
    expect((await leadsOf(gold)).data.find((l) => l.attendee_id === attendee.id)).toBeUndefined();
    expect((await api(await tokenFor(app, email), 'GET', '/api/company/leads')).status).toBe(403);
  }, 150_000);
});

// Leads and privacy (issue 29) in Chromium with the built app and the real server:
// - the attendee's profile lists the sponsors whose booth scanned them (contact, and the CV when
//   the sponsorship has CV access); "Take back CV" removes the CV from that sponsor's visitor list,
//   CV link and zip while the visit stays; offline the list reads from the cache and "Share CV
//   again" waits in the outbox until the phone is back online;
// - a sponsor's lead sheet shows the visitor's history by booth member;
// - the organiser's leads export holds a sponsor's leads only after it agreed on its visitors screen.
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { parse } from 'csv-parse/sync';
import { describe, expect, it } from 'vitest';
import type { VisitsReply } from '#contract/visits';
import { ACCOUNTS, tokenFor } from './fixtures/accounts.ts';
import { attendeeEmail, userOf } from './fixtures/attendee-api.ts';
import { setUpApp } from './fixtures/app.ts';
import { shoot } from './fixtures/screenshots.ts';
import { waitForServiceWorker } from './page-models/outbox-page.ts';

const app = setUpApp();
const GOLD = ACCOUNTS.sponsor.email;
const FIXTURES = path.resolve(import.meta.dirname, '../fixtures');

async function api(token: string, method: string, route: string, body?: unknown): Promise<Response> {
  return fetch(`${app.url}${route}`, {
    method,
    headers: {
      Authorization: `Bearer ${token}`,
      'Idempotency-Key': crypto.randomUUID(),
      ...(body === undefined ? {} : { 'Content-Type': 'application/json' }),
    },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
}

/** The attendee uploads a CV (multipart PUT /api/attendees/:id) and the Gold booth scans them as `member`. */
async function visitedWithCv(email: string, member: string) {
  const attendee = await userOf(app, email);
  const token = await tokenFor(app, email);
  const form = new FormData();
  const pdf = await readFile(path.join(FIXTURES, 'cv.pdf'));
  form.append('attendee[cv]', new Blob([pdf], { type: 'application/pdf' }), 'cv.pdf');
  const upload = await fetch(`${app.url}/api/attendees/${attendee.id}`, {
    method: 'PUT',
    headers: { Authorization: `Bearer ${token}` },
    body: form,
  });
  expect(upload.status).toBe(200);
  const gold = await tokenFor(app, GOLD);
  const scan = await api(gold, 'POST', '/api/redeems', {
    redeem: { attendee_id: attendee.id },
    booth_member: member,
  });
  expect(scan.status).toBe(201);
  const company = (await (await api(gold, 'GET', '/api/user')).json()) as { id: number; name: string };
  return { attendee, token, gold, company };
}

async function goldCvOf(gold: string, companyId: number, attendeeId: string) {
  const list = (await (await api(gold, 'GET', `/api/company/attendees/${companyId}`)).json()) as {
    data: { id: string; cv: string | null }[];
  };
  return list.data.find((a) => a.id === attendeeId)?.cv;
}

describe('the attendee’s sponsors', () => {
  it('lists who holds the contact and CV; the CV is taken back, and shared again offline', async () => {
    const email = attendeeEmail(41);
    const { attendee, token, gold, company } = await visitedWithCv(email, 'Ana');
    expect(await goldCvOf(gold, company.id, attendee.id)).toEqual(expect.any(String));

    const page = await app.newPage({ token, serviceWorkers: 'allow' });
    await page.goto('/attendee/profile');
    await waitForServiceWorker(page);
    const card = page.getByRole('region', { name: 'Sponsors with your contact' });
    await card.getByRole('button', { name: 'Show sponsors' }).click();
    const row = card.getByRole('listitem').filter({ hasText: company.name });
    await row.getByText('Contact and CV').waitFor();
    await shoot(page, 'profile-sponsors');

    await row.getByRole('button', { name: `Take back my CV from ${company.name}` }).click();
    await row.getByText('you took your CV back').waitFor();
    await expect.poll(() => goldCvOf(gold, company.id, attendee.id), { timeout: 10_000 }).toBeNull();
    const zip = await api(gold, 'GET', `/api/company/attendees/cvs/${company.id}`);
    expect(zip.status).toBe(200);
    expect(Buffer.from(await zip.arrayBuffer()).includes(Buffer.from(`${attendee.nickname}.pdf`))).toBe(
      false,
    );
    expect((await api(gold, 'GET', `/api/attendees/${attendee.id}/cv`)).status).toBe(403);
    const leads = (await (await api(gold, 'GET', '/api/company/leads')).json()) as {
      data: { attendee_id: string }[];
    };
    expect(leads.data.map((l) => l.attendee_id)).toContain(attendee.id); // the visit stays
    await shoot(page, 'profile-sponsors-withdrawn');

    // Offline: the list reads from the cache, and sharing again waits in the outbox.
    await page.context().setOffline(true);
    await page.reload();
    await card.getByRole('button', { name: 'Show sponsors' }).click();
    await row.getByText('you took your CV back').waitFor({ timeout: 15_000 });
    await row.getByRole('button', { name: `Share my CV again with ${company.name}` }).click();
    await row.getByText('waiting to send').waitFor({ timeout: 15_000 });
    expect(await goldCvOf(gold, company.id, attendee.id)).toBeNull();
    await page.context().setOffline(false);
    await page.evaluate(() => window.dispatchEvent(new Event('online')));
    await expect
      .poll(() => goldCvOf(gold, company.id, attendee.id), { timeout: 60_000 })
      .toEqual(expect.any(String));
    const visits = (await (await api(token, 'GET', '/api/attendee/visits')).json()) as VisitsReply;
    expect(visits.data.find((v) => v.company_id === company.id)).toMatchObject({
      cv_withdrawn: false,
      cv_shared: true,
    });
  }, 150_000);
});

describe('a sponsor’s lead history and the organiser’s export', () => {
  it('shows each step by booth member, and exports the leads only once the sponsor agrees', async () => {
    const email = attendeeEmail(42);
    const { attendee, gold } = await visitedWithCv(email, 'Ana');
    const admin = await tokenFor(app, ACCOUNTS.admin.email);
    const exported = async () => {
      const res = await api(admin, 'GET', '/api/admin/console/export/leads');
      expect(res.status).toBe(200);
      return parse(await res.text(), { bom: true, columns: true }) as Record<string, string>[];
    };

    const page = await app.newPage({ token: gold });
    await page.goto('/sponsor/visitors');
    const row = page.getByRole('listitem').filter({ hasText: attendee.nickname ?? attendee.id });
    await row.getByRole('button').first().click();
    const sheet = page.getByRole('dialog');
    await sheet.getByRole('textbox', { name: 'You at the booth' }).fill('Rui');
    await sheet.getByRole('button', { name: 'Hot' }).click();
    const history = sheet.getByRole('region', { name: 'History' });
    await history.getByText('Ana').first().waitFor();
    expect(await history.innerText()).toContain('scanned the badge');
    await expect.poll(() => history.innerText(), { timeout: 10_000 }).toContain('Rui rated hot');
    await shoot(page, 'sponsor-lead-history', { isFullPage: false });
    await sheet.getByRole('button', { name: 'Done' }).click();

    expect((await exported()).find((r) => r.attendee_id === attendee.id)).toBeUndefined();
    await page.getByText(/^Sharing with the organiser/).click();
    await page.getByRole('checkbox', { name: /Let the organiser export our leads/ }).check();
    await page.getByText('The organiser may now export your leads.').waitFor();
    await shoot(page, 'sponsor-lead-consent');
    expect((await exported()).find((r) => r.attendee_id === attendee.id)).toMatchObject({
      email,
      rating: 'hot',
    });
  }, 90_000);
});

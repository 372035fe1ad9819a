// Scanning with a real camera stream (seed-spec §2, issue 8): Chromium's fake camera plays QR codes
// drawn into a Y4M file, and Chromium on Linux has no BarcodeDetector, so the worker decoder
// (jsQR) reads them. Staff award a badge to two attendees in a row; a code held in view for 5 s
// is one scan; a sponsor's booth scan gives the company's badge.
import { describe, expect, it } from 'vitest';
import { ACCOUNTS, tokenFor } from './fixtures/accounts.ts';
import { attendeeEmail, userOf } from './fixtures/attendee-api.ts';
import { setUpApp } from './fixtures/app.ts';
import { setUpCameraPages } from './fixtures/camera.ts';
import { shoot } from './fixtures/screenshots.ts';
import { ScanStation } from './page-models/scan-station.ts';

const app = setUpApp();
const cameraPage = setUpCameraPages(app);

type WireBadge = { id: number; name: string; type: number };

async function badgesOf(email: string): Promise<WireBadge[]> {
  const response = await fetch(`${app.url}/api/badges`, {
    headers: { Authorization: `Bearer ${await tokenFor(app, email)}` },
  });
  return ((await response.json()) as { data: WireBadge[] }).data;
}

/** A badge staff may award now that none of `emails` holds. */
async function awardableBadge(...emails: string[]): Promise<WireBadge> {
  const held = new Set(
    (await Promise.all(emails.map((e) => userOf(app, e)))).flatMap((u) => u.badges.map((b) => b.id)),
  );
  const badge = (await badgesOf(ACCOUNTS.staff.email)).find((b) => !held.has(b.id));
  if (badge === undefined) throw new Error('the seed has no badge to award now');
  return badge;
}

const cardLink = (id: string) => `${app.url}/attendees/${id}`;

describe('staff scanner', () => {
  it('awards a badge to two attendees scanned one after the other', async () => {
    const [first, second] = [attendeeEmail(21), attendeeEmail(22)];
    const badge = await awardableBadge(first, second);
    const [a, b] = await Promise.all([userOf(app, first), userOf(app, second)]);
    const page = await cameraPage({
      token: await tokenFor(app, ACCOUNTS.staff.email),
      camera: [
        { text: null, seconds: 2 },
        { text: cardLink(a.id), seconds: 2 },
        { text: null, seconds: 2 },
        { text: cardLink(b.id), seconds: 2 },
        { text: null, seconds: 40 },
      ],
    });
    await page.goto('/staff/badges');
    await page
      .getByRole('button', { name: new RegExp(`^${badge.name.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}`) })
      .click();
    const station = new ScanStation(page);
    await station.startCamera();

    await expect.poll(() => station.results().count(), { timeout: 20_000 }).toBe(2);
    const rows = await station.results().allInnerTexts();
    expect(rows.every((row) => row.includes('Badge awarded'))).toBe(true);
    await page.getByText('2 badges awarded this session').waitFor();
    await shoot(page, 'staff-award-session');

    for (const email of [first, second]) {
      expect((await userOf(app, email)).badges.map((held) => held.id)).toContain(badge.id);
    }
  });

  it('reads a code held in view for 5 s once', async () => {
    const email = attendeeEmail(23);
    const badge = await awardableBadge(email);
    const attendee = await userOf(app, email);
    const page = await cameraPage({
      token: await tokenFor(app, ACCOUNTS.staff.email),
      camera: [
        { text: null, seconds: 1 },
        { text: cardLink(attendee.id), seconds: 60 },
      ],
    });
    const awards: string[] = [];
    page.on('request', (request) => {
      if (request.method() === 'POST' && new URL(request.url()).pathname === '/api/redeems')
        awards.push(request.url());
    });
    await page.goto(`/staff/badges?badge=${badge.id}`);
    const station = new ScanStation(page);
    await station.startCamera();
    await station.results().first().waitFor({ timeout: 20_000 });
    await page.waitForTimeout(5_000);

    expect(awards).toHaveLength(1);
    expect(await station.results().count()).toBe(1);
    expect(await station.feedback().innerText()).toContain('Badge awarded');
  });
});

/** A Silver sponsor: its visitors list holds only the attendees it scanned (provider-api.md §3). */
const SILVER = 'silver@confetti.dev';

async function visitorIds(token: string, companyId: number): Promise<string[]> {
  const response = await fetch(`${app.url}/api/company/attendees/${companyId}`, {
    headers: { Authorization: `Bearer ${token}` },
  });
  return ((await response.json()) as { data: { id: string }[] }).data.map((v) => v.id);
}

describe('sponsor scanner', () => {
  it("gives the company's own badge to a scanned visitor, who then appears in visitors", async () => {
    const email = attendeeEmail(24);
    const attendee = await userOf(app, email);
    const token = await tokenFor(app, SILVER);
    const me = (await (
      await fetch(`${app.url}/api/user`, { headers: { Authorization: `Bearer ${token}` } })
    ).json()) as { id: number; badge_id: number };
    expect(await visitorIds(token, me.id)).not.toContain(attendee.id);
    const page = await cameraPage({
      token,
      camera: [
        { text: null, seconds: 2 },
        { text: cardLink(attendee.id), seconds: 2 },
        { text: null, seconds: 40 },
      ],
    });
    await page.goto('/sponsor/scanner');
    const station = new ScanStation(page);
    await station.startCamera();
    await station.results().first().waitFor({ timeout: 20_000 });
    expect(await station.results().first().innerText()).toContain('Visit recorded');
    await shoot(page, 'sponsor-scanner');

    expect((await userOf(app, email)).badges.map((b) => b.id)).toContain(me.badge_id);
    expect(await visitorIds(token, me.id)).toContain(attendee.id);
    await page.goto('/sponsor/visitors');
    await page
      .getByRole('listitem')
      .filter({ hasText: attendee.nickname ?? attendee.id })
      .waitFor();
    await shoot(page, 'sponsor-visitors');
  });
});

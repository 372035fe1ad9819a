// Issue 28 on the build as shipped and the real server: with 10,000 generated attendees (about 10
// badges each, `npm run db:crowd`), the bytes each of three screens downloads from the API stay
// within DESIGN.md §7's budgets, far below the provider's whole answers beside them:
//   the leaderboard (daily and all time) ≤ 20 kB, a badge page ≤ 30 kB, the visitors list's first
//   page ≤ 30 kB (a Gold sponsor, who sees every attendee), and the whole visitors screen, its
//   visitors' leads included, ≤ 30 kB.
// Bytes are what went over the wire (compressed bodies and headers), as Chromium counted them.
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import { ACCOUNTS, tokenFor } from './fixtures/accounts.ts';
import { setUpApp } from './fixtures/app.ts';
import { DATA_TEMPLATE_ENV } from './helpers/server.ts';

const CROWD = 10_000;
const KB = 1000;
const root = path.resolve(import.meta.dirname, '../..');

// The crowd is written into the DATA_DIR before the server starts: this hook is registered before
// setUpApp's, so it runs first.
const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'confetti-e2e-crowd-'));
beforeAll(() => {
  const template = process.env[DATA_TEMPLATE_ENV];
  if (template) {
    fs.cpSync(path.join(template, 'data'), dataDir, { recursive: true });
    for (const file of ['server.json', 'db.lock'])
      fs.rmSync(path.join(dataDir, file), { recursive: true, force: true });
  }
  const run = spawnSync(process.execPath, ['--import', 'tsx', 'server/cli/crowd.ts', String(CROWD)], {
    cwd: root,
    env: { ...process.env, DATA_DIR: dataDir, DATABASE_URL: '', KDF_COST_LOG2: '12', LOG_LEVEL: 'warn' },
    encoding: 'utf8',
  });
  if (run.status !== 0) throw new Error(`db:crowd failed (${run.status}):\n${run.stderr}`);
  process.stdout.write(`[bounded-reads] ${run.stdout.trim()}\n`);
}, 180_000);

const app = setUpApp({ DATA_DIR: dataDir });

type Counted = { path: string; bytes: number };

/** Counts every API answer the page receives from now on: body as sent (compressed) plus headers. */
function countApi(page: Page): { total: () => number; of: (prefix: string) => number; list: Counted[] } {
  const list: Counted[] = [];
  page.on('requestfinished', (request) => {
    const url = new URL(request.url());
    if (!url.pathname.startsWith('/api/')) return;
    // NOTE: an answer still arriving as the test closes its page is not counted (sizes() throws).
    void request
      .sizes()
      .then((sizes) => {
        list.push({
          path: `${url.pathname}${url.search}`,
          bytes: sizes.responseBodySize + sizes.responseHeadersSize,
        });
      })
      .catch(() => undefined);
  });
  return {
    list,
    total: () => list.reduce((sum, c) => sum + c.bytes, 0),
    of: (prefix) => list.filter((c) => c.path.startsWith(prefix)).reduce((sum, c) => sum + c.bytes, 0),
  };
}

/** Lets the last answers' sizes arrive after the screen shows them. */
const settle = (page: Page) => page.waitForLoadState('networkidle').then(() => page.waitForTimeout(300));

async function wholeAnswerBytes(pathname: string, email: string): Promise<number> {
  const token = await tokenFor(app, email);
  const res = await fetch(`${app.url}${pathname}`, {
    headers: { authorization: `Bearer ${token}`, 'accept-encoding': 'br, gzip' },
  });
  expect(res.status).toBe(200);
  return Number(res.headers.get('content-length') ?? (await res.arrayBuffer()).byteLength);
}

const report = (what: string, counted: ReturnType<typeof countApi>) =>
  process.stdout.write(
    `[bounded-reads] ${what}: ${(counted.total() / KB).toFixed(1)} kB over ${counted.list.length} API answers ` +
      `(${counted.list.map((c) => `${c.path.slice(0, 60)} ${(c.bytes / KB).toFixed(1)}`).join(', ')})\n`,
  );

describe(`the screens' downloads with ${CROWD.toLocaleString('en-GB')} attendees`, () => {
  it('the leaderboard, daily and all time, stays within 20 kB', async () => {
    const page = await app.newPage({ token: await tokenFor(app, ACCOUNTS.attendee.email) });
    const counted = countApi(page);
    await page.goto('/attendee/leaderboard');
    await page.getByRole('region', { name: 'Ranking of the day' }).waitFor();
    await page.getByRole('button', { name: 'All time' }).click();
    const board = page.getByRole('region', { name: 'All-time ranking' });
    await board.getByText(/ranked · top 50 shown/).waitFor();
    expect(await board.getByText(/ranked/).innerText()).toMatch(/^10,\d{3} ranked/);
    await settle(page);
    report('leaderboard', counted);
    expect(counted.of('/api/leaderboard')).toBeGreaterThan(0);
    expect(counted.total()).toBeLessThanOrEqual(20 * KB);
    // The provider's whole board is still served, whole, to its clients.
    expect(await wholeAnswerBytes('/api/leaderboard', ACCOUNTS.attendee.email)).toBeGreaterThan(200 * KB);
  });

  it('a badge page with hundreds of owners stays within 30 kB', async () => {
    const token = await tokenFor(app, ACCOUNTS.attendee.email);
    const badges = (await (
      await fetch(`${app.url}/api/badges`, { headers: { authorization: `Bearer ${token}` } })
    ).json()) as { data: { id: number; type: number }[] };
    const badge = badges.data.find((b) => b.type === 3)!;
    const page = await app.newPage({ token });
    const counted = countApi(page);
    await page.goto(`/badge/${badge.id}`);
    const owners = page.getByRole('region', { name: /Who has it/ });
    await owners.getByRole('button', { name: /Show more/ }).waitFor();
    const shownTotal = Number((await owners.getByRole('heading').innerText()).replace(/\D/g, ''));
    expect(shownTotal).toBeGreaterThan(300);
    expect(await owners.getByRole('listitem').count()).toBe(12);
    await settle(page);
    report(`badge ${badge.id} (${shownTotal} owners)`, counted);
    expect(counted.total()).toBeLessThanOrEqual(30 * KB);
    await owners.getByRole('button', { name: /Show more/ }).click();
    await expect.poll(() => owners.getByRole('listitem').count()).toBe(62);
    expect(await wholeAnswerBytes(`/api/badges/${badge.id}`, ACCOUNTS.attendee.email)).toBeGreaterThan(
      30 * KB,
    );
  });

  it("a Gold sponsor's visitors list reads a first page within 30 kB, then pages on and searches", async () => {
    const page = await app.newPage({ token: await tokenFor(app, ACCOUNTS.sponsor.email) });
    const counted = countApi(page);
    await page.goto('/sponsor/visitors');
    await page.getByRole('heading', { name: 'Visitors' }).waitFor();
    const more = page.getByRole('button', { name: /Show more/ });
    await more.waitFor();
    await settle(page);
    report('visitors', counted);
    const listRead = counted.of('/api/company/attendees/');
    expect(listRead).toBeGreaterThan(0);
    expect(listRead).toBeLessThanOrEqual(30 * KB);
    // The leads are read for the shown visitors only (the booth's whole book was 28.7 kB here), so
    // the whole screen, every API answer it read, stays within the page's budget too.
    const leadReads = () => counted.list.filter((c) => c.path.startsWith('/api/company/leads'));
    // The shown visitors' leads, and the tag list alone (kept for the scanner offline).
    expect(leadReads().map((c) => c.path.replace(/=.+/, '=…'))).toEqual(
      expect.arrayContaining(['/api/company/leads?attendees=…', '/api/company/leads?attendees=']),
    );
    expect(leadReads()).toHaveLength(2);
    expect(counted.total()).toBeLessThanOrEqual(30 * KB);
    // Only the page's rows: no row is added from a lead the page did not list.
    await expect.poll(() => page.getByText(/^@/).count()).toBe(40);
    // The next page, and its visitors' leads with it.
    await more.click();
    await expect.poll(() => counted.list.filter((c) => c.path.includes('after=')).length).toBe(1);
    await expect.poll(() => leadReads().length).toBe(3);
    // A search runs on the server: an attendee far beyond the pages read is found.
    await page.getByRole('searchbox', { name: 'Search visitors' }).fill('crowd9876');
    await expect
      .poll(() => page.getByText('@crowd9876', { exact: true }).count(), { timeout: 10_000 })
      .toBe(1);
  });
});

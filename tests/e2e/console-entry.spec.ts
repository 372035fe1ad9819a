// Faster entry in the console (issue 23), in Chromium: a new badge starts on an event day and
// slot, its name is refused before saving when another badge holds it, the list gives the whole
// date, "Copy" opens a badge as a new one; a CSV of products is previewed row by row, refused
// whole while a row is bad, then imported. Screenshots of each changed screen at both sizes.
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { pageAs } from './fixtures/accounts.ts';
import { PHONE, setUpApp } from './fixtures/app.ts';
import { shoot } from './fixtures/screenshots.ts';

const app = setUpApp();

async function openSection(page: Page, section: string, title: string): Promise<void> {
  await page.goto(`/admin?section=${section}`);
  await page.getByRole('heading', { level: 1, name: title }).waitFor();
}

async function chooseCsv(page: Page, name: string, text: string): Promise<void> {
  await page
    .locator('input[type="file"]')
    .setInputFiles({ name, mimeType: 'text/csv', buffer: Buffer.from(text) });
}

describe('faster entry in the console', () => {
  it('fills a new badge from an event day and slot, names a twin, lists full dates, and copies', async () => {
    const { start } = (await (await fetch(`${app.url}/api/event`)).json()) as { start: string };
    const page = await pageAs(app, 'admin', { viewport: PHONE });
    await openSection(page, 'badges', 'Badges');
    await page.getByRole('button', { name: 'New badge' }).click();
    const form = page.getByRole('form', { name: 'New badge' });
    await form.waitFor();
    const day = await form.getByLabel('Event day', { exact: true }).inputValue();
    expect(day >= start).toBe(true);
    expect(await form.getByLabel('Starts', { exact: true }).inputValue()).toBe(`${day}T10:00`);
    await form.getByLabel('From', { exact: true }).fill('14:00');
    await form.getByLabel('To', { exact: true }).fill('15:30');
    expect(await form.getByLabel('Starts', { exact: true }).inputValue()).toBe(`${day}T14:00`);
    expect(await form.getByLabel('Ends', { exact: true }).inputValue()).toBe(`${day}T15:30`);
    expect(await form.getByLabel('Gifting opens', { exact: true }).inputValue()).toBe(`${day}T14:00`);
    expect(await form.getByLabel('Gifting closes', { exact: true }).inputValue()).toBe(`${day}T23:59`);
    await form.getByLabel('Name', { exact: true }).fill('Aurora talk');
    await shoot(page, 'console-entry-new-badge');
    await form.getByRole('button', { name: 'Create badge' }).click();
    await page.getByText('Aurora talk created').waitFor();

    // The list names the whole date, not a weekday alone.
    const row = page.getByRole('button', { name: /^Aurora talk/ });
    expect(await row.innerText()).toMatch(
      /gifting \w{3} \d{1,2} \w{3} \d{4}, 14:00 – \w{3} \d{1,2} \w{3} \d{4}, 23:59/,
    );

    // A second badge of that name is named before saving, and Create stays off.
    await page.getByRole('button', { name: 'New badge' }).click();
    await form.getByLabel('Name', { exact: true }).fill(' aurora TALK');
    await form.getByText('Another badge is already called Aurora talk').waitFor();
    expect(await form.getByRole('button', { name: 'Create badge' }).isDisabled()).toBe(true);
    await shoot(page, 'console-entry-twin-name');
    await form.getByRole('button', { name: 'Cancel' }).click();

    // Copy opens the badge's fields as a new badge with a new name.
    await row.click();
    await page.getByRole('button', { name: 'Copy as a new badge' }).click();
    await form.waitFor();
    expect(await form.getByLabel('Name', { exact: true }).inputValue()).toBe('Aurora talk (copy)');
    expect(await form.getByLabel('Starts', { exact: true }).inputValue()).toBe(`${day}T14:00`);
    await shoot(page, 'console-entry-copy');
    await form.getByRole('button', { name: 'Create badge' }).click();
    await page.getByText('Aurora talk (copy) created').waitFor();
    await page.getByRole('button', { name: /^Aurora talk \(copy\)/ }).waitFor();
  });

  it('previews a CSV of products, imports nothing while a row is bad, then imports a good file', async () => {
    const page = await pageAs(app, 'admin', { viewport: PHONE });
    await openSection(page, 'store', 'Store');
    await page.getByRole('button', { name: 'Import from CSV' }).click();
    const panel = page.getByRole('region', { name: 'Import products from CSV' });
    await panel.waitFor();
    await chooseCsv(
      page,
      'bad.csv',
      'name,price,stock,max_per_user\r\nE2E tote,5,20,1\r\nE2E cap,-3,10,1\r\nE2E tote,4,1,1\r\n',
    );
    await panel.getByText('2 of 3 rows have problems').waitFor();
    await panel.getByText('price: must be greater than or equal to 0').waitFor();
    await panel.getByText('name: is also the name on line 2').waitFor();
    expect(await panel.getByRole('button', { name: /^Import \d/ }).count()).toBe(0);
    await shoot(page, 'console-entry-csv-problems');

    await chooseCsv(
      page,
      'good.csv',
      'name,price,stock,max_per_user\r\nE2E tote,5,20,1\r\n"E2E cap, blue",7,10,2\r\n',
    );
    await panel.getByText('2 products ready to import').waitFor();
    await shoot(page, 'console-entry-csv-preview');
    await panel.getByRole('button', { name: 'Import 2 products' }).click();
    await panel.getByText('2 products imported').waitFor();
    await page.getByRole('button', { name: /^E2E cap, blue/ }).waitFor();
    await page.getByRole('button', { name: /^E2E tote/ }).waitFor();
  });
});

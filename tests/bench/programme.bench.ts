// The programme's rows of DESIGN.md §7 (issue 22), on a programme of FIXTURE_SESSIONS sessions (the
// budget's 150 cannot be made of 4 rooms; more is the stricter test) from the real-shaped frab XML
// of tests/helpers/programme-fixture.ts, imported through the console as an admin:
// - GET /api/programme with Accept-Encoding: br, its body's bytes on the wire (≤ 40 kB);
// - an offline reload of /schedule, signed out, to a session of the first day on screen (≤ 500 ms,
//   median of 5, timed as offline.bench.ts times /attendee/profile);
// - the import's apply call on PGlite (≤ 2 s), median of 3 runs, each on a fresh database.
import http from 'node:http';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { Browser } from 'playwright-core';
import { createTestApp } from '../helpers/app.ts';
import { consoleCallers, consoleClient } from '../helpers/console.ts';
import { fixtureEvents, fixtureXml } from '../helpers/programme-fixture.ts';

export const PROGRAMME_WIRE_BUDGET_KB = 40;
export const PROGRAMME_OFFLINE_BUDGET_MS = 500;
export const PROGRAMME_IMPORT_BUDGET_MS = 2000;

const RELOADS = 5;
const IMPORT_RUNS = 3;
const FIXTURE = { days: 4, perRoomPerDay: 10, firstDate: new Date().toISOString().slice(0, 10) };
const FIXTURE_SESSIONS = 4 * 4 * 10;

const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)] ?? 0;

/** The body's bytes of a GET as sent with `encoding` (fetch would decode them). */
function bytesOnWire(url: string, encoding: string): Promise<{ bytes: number; encoding: string }> {
  return new Promise((resolve, reject) => {
    http
      .get(url, { headers: { 'accept-encoding': encoding } }, (res) => {
        let bytes = 0;
        res.on('data', (chunk: Buffer) => (bytes += chunk.length));
        res.on('end', () => resolve({ bytes, encoding: String(res.headers['content-encoding'] ?? 'none') }));
      })
      .on('error', reject);
  });
}

/** Imports the fixture on the running server as `adminJwt`; its sessions' count as the server says. */
async function importOnServer(baseUrl: string, adminJwt: string): Promise<number> {
  const res = await fetch(`${baseUrl}/api/admin/console/programme/import/apply`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', authorization: `Bearer ${adminJwt}` },
    body: JSON.stringify({ file: fixtureXml(FIXTURE) }),
  });
  if (!res.ok) throw new Error(`programme import: ${res.status} ${await res.text()}`);
  return ((await res.json()) as { added: unknown[] }).added.length;
}

/** Milliseconds from an offline reload of /schedule, signed out, to `title` on screen, median of 5. */
async function measureOfflineSchedule(browser: Browser, baseUrl: string, title: string) {
  const context = await browser.newContext({
    baseURL: baseUrl,
    serviceWorkers: 'allow',
    viewport: { width: 390, height: 844 },
  });
  const page = await context.newPage();
  try {
    await page.goto('/schedule');
    await page.waitForFunction(() => navigator.serviceWorker.controller !== null, null, { timeout: 30_000 });
    await page.reload(); // the controlled page reads and caches the programme
    await page.getByText(title).first().waitFor({ timeout: 15_000 });
    await page.waitForLoadState('networkidle');
    await context.setOffline(true);
    const times: number[] = [];
    for (let i = 0; i < RELOADS; i++) {
      const started = performance.now();
      await page.reload({ waitUntil: 'commit' });
      await page.getByText(title).first().waitFor({ timeout: 10_000 });
      times.push(performance.now() - started);
    }
    return { medianMs: Math.round(median(times)), maxMs: Math.round(Math.max(...times)) };
  } finally {
    await context.close();
  }
}

/** The apply call's milliseconds on PGlite (on disk, as `npm start` runs it), each run on a fresh database. */
export async function measureImportOnPglite(): Promise<number[]> {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'confetti-bench-programme-'));
  const t = await createTestApp({ DATABASE_URL: '', DATA_DIR: dataDir });
  const file = fixtureXml(FIXTURE);
  const times: number[] = [];
  try {
    for (let run = 0; run < IMPORT_RUNS; run++) {
      await t.reset();
      const { asAdmin } = await consoleCallers(t);
      const started = performance.now();
      const res = await consoleClient(() => t).post('/programme/import/apply', asAdmin, { file });
      times.push(performance.now() - started);
      if (res.statusCode !== 200) throw new Error(`programme import: ${res.statusCode} ${res.body}`);
    }
  } finally {
    await t.close();
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
  return times;
}

/** Prints the programme's rows (the server's programme becomes the fixture); false when over. */
export async function reportProgramme(browser: Browser, baseUrl: string, adminJwt: string): Promise<boolean> {
  const sessions = await importOnServer(baseUrl, adminJwt);
  const wire = await bytesOnWire(`${baseUrl}/api/programme`, 'br');
  const plain = await bytesOnWire(`${baseUrl}/api/programme`, 'identity');
  const wireKB = Math.round(wire.bytes / 102.4) / 10;
  const isWireOk = wire.encoding === 'br' && wireKB <= PROGRAMME_WIRE_BUDGET_KB;
  console.log(
    `\nThe programme, ${sessions} sessions of frab XML (budgets for 150):\n` +
      `  ${isWireOk ? 'ok  ' : 'OVER'} GET /api/programme ${wireKB} kB as ${wire.encoding} ` +
      `(budget ≤ ${PROGRAMME_WIRE_BUDGET_KB} kB br; ${Math.round(plain.bytes / 1024)} kB plain)`,
  );
  const title = fixtureEvents(FIXTURE)[0]?.events[0]?.title ?? '';
  const offline = await measureOfflineSchedule(browser, baseUrl, title);
  const isOfflineOk = offline.medianMs <= PROGRAMME_OFFLINE_BUDGET_MS;
  console.log(
    `  ${isOfflineOk ? 'ok  ' : 'OVER'} offline reload of /schedule → a session on screen ${offline.medianMs} ms ` +
      `median of ${RELOADS}, max ${offline.maxMs} ms (budget ≤ ${PROGRAMME_OFFLINE_BUDGET_MS} ms)`,
  );
  return isWireOk && isOfflineOk && sessions === FIXTURE_SESSIONS;
}

/** Prints the import row; false when its median is over the budget. */
export async function reportProgrammeImport(): Promise<boolean> {
  const times = await measureImportOnPglite();
  const medianMs = Math.round(median(times));
  const isOk = medianMs <= PROGRAMME_IMPORT_BUDGET_MS;
  console.log(
    `  ${isOk ? 'ok  ' : 'OVER'} import of ${FIXTURE_SESSIONS} sessions of frab XML on PGlite ${medianMs} ms ` +
      `median of ${times.length} on fresh databases [${times.map(Math.round).join(', ')}] ` +
      `(budget ≤ ${PROGRAMME_IMPORT_BUDGET_MS} ms)`,
  );
  return isOk;
}

// The CV zip costs bounded memory however many CVs there are (issue 8, DESIGN.md §8): 200 visitors
// with a 200 kB CV each in the upload store (issue 28: in the database, here PGlite in this
// process) make a 40 MB zip, streamed over a real socket while this process's memory is sampled;
// it must grow by less than 20 MB, which a zip built in memory (the provider's way) could not do. The client side only counts bytes and keeps the tail for the entry count.
import fs from 'node:fs/promises';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import v8 from 'node:v8';
import vm from 'node:vm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { attendees, users } from '../../server/db/schema/accounts.ts';
import { redeems } from '../../server/db/schema/contest.ts';
import { createTestApp, type TestApp } from '../helpers/app.ts';
import { placeCv } from '../helpers/cvs.ts';
import { createCompany, signIn } from '../helpers/factories.ts';

const VISITORS = 200;
const CV_BYTES = 200_000;
const BUDGET_BYTES = 20 * 1024 * 1024;
const SAMPLE_MS = 25;

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

// NOTE: each chunk read from the database is a fresh Buffer, and V8 frees Buffers lazily: without
// a collection before each sample, garbage the size of the zip can wait to be freed. What must stay
// bounded is what is still held, so each sample is taken after a full collection.
v8.setFlagsFromString('--expose-gc');
const gc = vm.runInNewContext('gc') as () => void;

type Sample = { rss: number; heap: number };
const sample = (): Sample => {
  gc();
  const m = process.memoryUsage();
  return { rss: m.rss, heap: m.heapUsed + m.arrayBuffers };
};

/** Downloads the URL, keeping only the byte count and the last 64 kB (the central directory). */
function download(url: string, authorization: string) {
  return new Promise<{ status: number; length: string | undefined; bytes: number; tail: Buffer }>(
    (resolve, reject) => {
      http
        .get(url, { headers: { authorization } }, (res) => {
          let bytes = 0;
          let last: Buffer[] = [];
          res.on('data', (chunk: Buffer) => {
            bytes += chunk.length;
            last = [...last, chunk].slice(-4);
          });
          res.on('end', () => {
            const tail = Buffer.concat(last).subarray(-65_536);
            resolve({ status: res.statusCode ?? 0, length: res.headers['content-length'], bytes, tail });
          });
          res.on('error', reject);
        })
        .on('error', reject);
    },
  );
}

describe('CV zip memory', () => {
  it(`streams ${VISITORS} CVs of ${CV_BYTES / 1000} kB growing memory by less than 20 MB`, async () => {
    const db = t.database.db;
    const booth = await createCompany(db, { sponsorship: 'Bronze', hasCvAccess: true });
    const people = await db
      .insert(users)
      .values(Array.from({ length: VISITORS }, (_, i) => ({ email: `v${i}@test.dev`, passwordHash: 'x' })))
      .returning({ id: users.id });
    const rows = await db
      .insert(attendees)
      .values(people.map((u, i) => ({ userId: u.id, nickname: `visitor${i}`, name: `Visitor ${i}` })))
      .returning({ id: attendees.id });
    await db.insert(redeems).values(rows.map((a) => ({ attendeeId: a.id, badgeId: booth.badge.id })));
    const original = path.join(t.config.dataDir, 'one-cv.pdf');
    await fs.writeFile(original, Buffer.concat([Buffer.from('%PDF-1.4\n'), Buffer.alloc(CV_BYTES - 9, 7)]));
    for (const a of rows) await placeCv(t, { kind: 'attendee', id: a.id }, { from: original });

    const authorization = `Bearer ${await signIn(t.app, booth.user.email)}`;
    const address = await t.app.listen({ host: '127.0.0.1', port: 0 });
    const port = (t.app.server.address() as AddressInfo).port;
    expect(address).toContain('127.0.0.1');

    const before = sample();
    let peak = before;
    const timer = setInterval(() => {
      const now = sample();
      peak = { rss: Math.max(peak.rss, now.rss), heap: Math.max(peak.heap, now.heap) };
    }, SAMPLE_MS);
    const got = await download(
      `http://127.0.0.1:${port}/api/company/attendees/cvs/${booth.company.id}`,
      authorization,
    );
    clearInterval(timer);

    const growth = { rss: peak.rss - before.rss, heap: peak.heap - before.heap };
    console.info(
      `CV zip: ${(got.bytes / 1e6).toFixed(1)} MB streamed; memory growth rss ${(growth.rss / 1e6).toFixed(1)} MB, heap+buffers ${(growth.heap / 1e6).toFixed(1)} MB`,
    );
    expect(got.status).toBe(200);
    expect(got.bytes).toBeGreaterThan(VISITORS * CV_BYTES);
    expect(got.length).toBe(String(got.bytes));
    const end = got.tail.lastIndexOf(Buffer.from([0x50, 0x4b, 0x05, 0x06]));
    expect(got.tail.readUInt16LE(end + 10)).toBe(VISITORS);
    expect(growth.rss).toBeLessThan(BUDGET_BYTES);
    expect(growth.heap).toBeLessThan(BUDGET_BYTES);
  }, 240_000);
});

// CVs placed the way an upload leaves them (the bytes in the upload store, the reference in the
// row), for the tests that read CVs back; and a reader of the stored zips the server streams.
import zlib from 'node:zlib';
import { eq } from 'drizzle-orm';
import { expect } from 'vitest';
import { appOrigin } from '../../server/cards/rules.ts';
import { attendees, staffs } from '../../server/db/schema/accounts.ts';
import { cvKey, type CvOwner } from '../../server/uploads/storage.ts';
import type { TestApp } from './app.ts';
import { storeUpload } from './uploads.ts';

/** Stores the CV (`data`, or the file `from`, read in chunks) and sets the row's `cv`. */
export async function placeCv(t: TestApp, owner: CvOwner, data: Buffer | { from: string }) {
  const key = cvKey(owner);
  await storeUpload(t.database.db, key, data);
  const db = t.database.db;
  if (owner.kind === 'attendee') {
    const cv = `/api/attendees/${owner.id}/cv?v=1`;
    await db.update(attendees).set({ cv }).where(eq(attendees.id, owner.id));
    return { key, cv };
  }
  const cv = `/api/staff/cv/${owner.userId}/file?v=1`;
  await db.update(staffs).set({ cv }).where(eq(staffs.userId, owner.userId));
  return { key, cv };
}

export type ZipEntry = { name: string; data: Buffer };

/**
 * The entries of a zip from its central directory, in order. Only stored entries are expected
 * (the server never deflates PDFs); each one's CRC-32 is checked against its data.
 */
export function readZip(zip: Buffer): ZipEntry[] {
  const end = zip.lastIndexOf(Buffer.from([0x50, 0x4b, 0x05, 0x06]));
  if (end < 0) throw new Error('no end of central directory');
  const count = zip.readUInt16LE(end + 10);
  let at = zip.readUInt32LE(end + 16);
  const entries: ZipEntry[] = [];
  for (let i = 0; i < count; i++) {
    if (zip.readUInt32LE(at) !== 0x02014b50) throw new Error(`bad central header ${i}`);
    const method = zip.readUInt16LE(at + 10);
    const crc = zip.readUInt32LE(at + 16);
    const size = zip.readUInt32LE(at + 20);
    const nameLength = zip.readUInt16LE(at + 28);
    const skip = nameLength + zip.readUInt16LE(at + 30) + zip.readUInt16LE(at + 32);
    const local = zip.readUInt32LE(at + 42);
    const name = zip.toString('utf8', at + 46, at + 46 + nameLength);
    if (method !== 0) throw new Error(`${name}: method ${method}, expected stored`);
    const start = local + 30 + zip.readUInt16LE(local + 26) + zip.readUInt16LE(local + 28);
    const data = zip.subarray(start, start + size);
    if (zlib.crc32(data) !== crc) throw new Error(`${name}: CRC mismatch`);
    entries.push({ name, data });
    at += 46 + skip;
  }
  return entries;
}

// --- Links as JSON answers them (server/uploads/links.ts): absolute against the app's origin,
// CVs signed for callers allowed to open them.

const escapeRegExp = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** A stored path as answered: absolute against PUBLIC_ORIGIN, else http://localhost:<port>. */
export const absolute = (t: TestApp, stored: string) => `${appOrigin(t.config)}${stored}`;

/** Matches that path answered absolute and signed: `exp` (unix seconds) and a 43-character `sig`. */
export const signed = (t: TestApp, stored: string) =>
  expect.stringMatching(
    new RegExp(`^${escapeRegExp(absolute(t, stored))}[?&]exp=\\d+&sig=[A-Za-z0-9_-]{43}$`),
  );

/** The path and query of an absolute link, for app.inject. */
export const local = (url: string) => {
  const parsed = new URL(url);
  return `${parsed.pathname}${parsed.search}`;
};

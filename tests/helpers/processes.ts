// Helpers for tests that drive real server processes (tests/slow/server-process.ts) over HTTP:
// sign in, send a multipart form with a bearer token, a process's resident memory, and the entries
// of a zip file read back with yauzl.
import fs from 'node:fs';
import zlib from 'node:zlib';
import { expect } from 'vitest';
import yauzl from 'yauzl';
import type { Multipart } from '../fixtures/forms.ts';
import { PASSWORD } from './factories.ts';
import type { Server } from '../slow/server-process.ts';

export async function signIn(server: Server, email: string): Promise<string> {
  const res = await fetch(`${server.url}/api/auth/sign_in`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email, password: PASSWORD }),
  });
  expect(res.status).toBe(200);
  return ((await res.json()) as { jwt: string }).jwt;
}

export const send = (server: Server, method: string, route: string, token: string, body: Multipart) =>
  fetch(`${server.url}${route}`, {
    method,
    headers: { ...body.headers, authorization: `Bearer ${token}` },
    body: new Uint8Array(body.payload),
  });

/** The path and query of an absolute link the server answered. */
export const local = (url: string) => {
  const parsed = new URL(url);
  return `${parsed.pathname}${parsed.search}`;
};

export const rssOf = (pid: number): number => {
  const status = fs.readFileSync(`/proc/${pid}/status`, 'utf8');
  return Number(/VmRSS:\s+(\d+) kB/.exec(status)?.[1] ?? 0) * 1024;
};

export type Entry = { name: string; size: number; crcOk: boolean; first: Buffer };

/** Every entry of the zip file with yauzl, its data read through and checked against its CRC-32. */
export function readEntries(zipFile: string): Promise<Entry[]> {
  return new Promise((resolve, reject) => {
    yauzl.open(zipFile, { lazyEntries: true }, (err, zip) => {
      if (err) return reject(err);
      const entries: Entry[] = [];
      zip.on('error', reject);
      zip.on('end', () => resolve(entries));
      zip.on('entry', (entry: yauzl.Entry) => {
        zip.openReadStream(entry, (error, stream) => {
          if (error) return reject(error);
          let crc = 0;
          let size = 0;
          let first = Buffer.alloc(0);
          stream.on('data', (chunk: Buffer) => {
            crc = zlib.crc32(chunk, crc);
            size += chunk.length;
            if (first.length < 16) first = Buffer.concat([first, chunk]).subarray(0, 16);
          });
          stream.on('error', reject);
          stream.on('end', () => {
            entries.push({ name: entry.fileName, size, crcOk: crc === entry.crc32, first });
            zip.readEntry();
          });
        });
      });
      zip.readEntry();
    });
  });
}

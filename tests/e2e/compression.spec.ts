// Issue 11, on the build as shipped (`npm run build` first) and the real server: every text file of
// dist/ has its Brotli and gzip copies, and each is sent in the encoding a client asks for and
// decodes to the very bytes of the file; the signed-in API's larger JSON goes compressed too.
import fs from 'node:fs';
import { request } from 'node:http';
import path from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { COMPRESSIBLE } from '../../scripts/compress-dist.ts';
import { startServer, type RunningServer } from './helpers/server.ts';

const DIST = path.resolve(import.meta.dirname, '../../dist');

function textFiles(dir: string, prefix = ''): string[] {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    if (entry.name.startsWith('.')) return [];
    const rel = `${prefix}/${entry.name}`;
    if (entry.isDirectory()) return textFiles(path.join(dir, entry.name), rel);
    return COMPRESSIBLE.test(entry.name) ? [rel] : [];
  });
}

/** The raw bytes of an answer, undecoded, and its encoding. */
async function fetchRaw(url: string, headers: Record<string, string>) {
  return new Promise<{ status: number; encoding: string | undefined; body: Buffer }>((resolve, reject) => {
    request(url, { headers }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (c: Buffer) => chunks.push(c));
      res.on('end', () =>
        resolve({
          status: res.statusCode ?? 0,
          encoding: res.headers['content-encoding'],
          body: Buffer.concat(chunks),
        }),
      );
    })
      .on('error', reject)
      .end();
  });
}

const decode = (encoding: string | undefined, body: Buffer) =>
  encoding === 'br' ? brotliDecompressSync(body) : encoding === 'gzip' ? gunzipSync(body) : body;

let app: RunningServer;
beforeAll(async () => {
  app = await startServer();
});
afterAll(async () => {
  await app.stop();
});

describe('the build as served', () => {
  it('sends every text file of dist/ as Brotli or gzip when asked, each decoding to the file', async () => {
    const files = textFiles(DIST).filter((f) => f !== '/index.html' && !f.startsWith('/venue/'));
    expect(files.length).toBeGreaterThan(50);
    for (const file of files) {
      const raw = fs.readFileSync(path.join(DIST, file));
      expect(fs.existsSync(path.join(DIST, `${file}.br`)), `${file}.br`).toBe(true);
      for (const encoding of ['br', 'gzip'] as const) {
        const res = await fetchRaw(`${app.url}${file}`, { 'accept-encoding': encoding });
        expect([file, res.status, res.encoding]).toEqual([file, 200, encoding]);
        expect(decode(res.encoding, res.body).equals(raw), `${file} as ${encoding}`).toBe(true);
      }
    }
  });

  it('sends the app shell and a signed-in JSON answer over 1 kB compressed', async () => {
    const shell = await fetchRaw(`${app.url}/attendee/profile`, { 'accept-encoding': 'br, gzip' });
    expect([shell.status, shell.encoding]).toEqual([200, 'br']);
    expect(decode(shell.encoding, shell.body).toString()).toContain('data-shell');

    const signIn = await fetch(`${app.url}/api/auth/sign_in`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email: 'attendee1@confetti.dev', password: 'password1234' }),
    });
    const { jwt } = (await signIn.json()) as { jwt: string };
    for (const url of ['/api/leaderboard', '/api/badges']) {
      const plain = await fetchRaw(`${app.url}${url}`, { authorization: `Bearer ${jwt}` });
      const gzip = await fetchRaw(`${app.url}${url}`, {
        authorization: `Bearer ${jwt}`,
        'accept-encoding': 'gzip',
      });
      expect([url, plain.status, plain.encoding, plain.body.length > 1024]).toEqual([
        url,
        200,
        undefined,
        true,
      ]);
      expect([url, gzip.status, gzip.encoding]).toEqual([url, 200, 'gzip']);
      expect(JSON.parse(decode(gzip.encoding, gzip.body).toString())).toEqual(
        JSON.parse(plain.body.toString()),
      );
    }
  });
});

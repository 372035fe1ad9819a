// Issue 11: every built file and every JSON answer over 1 kB goes out compressed when the client
// asks (Brotli first, then gzip), and decodes to exactly what it would have been without; small
// answers, images and fonts go as they are; a compressed request body is never inflated.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { brotliDecompressSync, gunzipSync, gzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { compressDist } from '../../scripts/compress-dist.ts';
import { createTestApp, type TestApp } from '../helpers/app.ts';
import { createAttendee, createBadge, createStaff, giveBadge, signIn } from '../helpers/factories.ts';

let t: TestApp;
let dir: string;
const js = `export const names = ${JSON.stringify(Array.from({ length: 400 }, (_, i) => `name-${i}`))};`;
const FILES: Record<string, string | Buffer> = {
  'index.html': `<!doctype html><html><head><title>Confetti</title></head><body>${'<p>shell</p>'.repeat(200)}</body></html>`,
  'sw.js': `self.addEventListener('install', () => {});\n${js}`,
  'favicon.svg': `<svg xmlns="http://www.w3.org/2000/svg">${'<circle r="1"/>'.repeat(100)}</svg>`,
  'assets/index-abc123.js': js,
  'assets/index-abc123.css': `.a{color:red}\n`.repeat(200),
  'assets/tiny-abc123.js': 'export {}',
  // Formats compressed by their own encoding: sent as they are.
  'assets/inter-abc123.woff2': Buffer.alloc(4096, 7),
  'icons/icon-192.png': Buffer.alloc(4096, 9),
};

beforeAll(async () => {
  dir = fs.mkdtempSync(path.join(os.tmpdir(), 'confetti-dist-'));
  for (const [name, body] of Object.entries(FILES)) {
    fs.mkdirSync(path.dirname(path.join(dir, name)), { recursive: true });
    fs.writeFileSync(path.join(dir, name), body);
  }
  compressDist(dir);
  t = await createTestApp({ SERVE_CLIENT: 'true', CLIENT_DIR: dir });
});
afterAll(async () => {
  await t.close();
  fs.rmSync(dir, { recursive: true, force: true });
});

function decoded(encoding: string | undefined, raw: Buffer): Buffer {
  if (encoding === 'br') return brotliDecompressSync(raw);
  if (encoding === 'gzip') return gunzipSync(raw);
  return raw;
}

async function get(url: string, acceptEncoding: string | null, authorization?: string) {
  const headers: Record<string, string> = {};
  if (acceptEncoding !== null) headers['accept-encoding'] = acceptEncoding;
  if (authorization) headers.authorization = authorization;
  const res = await t.app.inject({ url, headers });
  return {
    res,
    encoding: res.headers['content-encoding'],
    body: decoded(res.headers['content-encoding'], res.rawPayload),
  };
}

describe('the served manifest (issue 23: the server writes it, with the identity of the event)', () => {
  it('goes as Brotli or gzip when asked, decoding to the same manifest', async () => {
    const plain = await get('/manifest.webmanifest', null);
    expect(plain.encoding).toBeUndefined();
    for (const [accept, expected] of [
      ['br, gzip', 'br'],
      ['gzip', 'gzip'],
    ] as const) {
      const { res, encoding, body } = await get('/manifest.webmanifest', accept);
      expect([res.statusCode, encoding]).toEqual([200, expected]);
      expect(JSON.parse(body.toString('utf8'))).toEqual(JSON.parse(plain.body.toString('utf8')));
    }
  });
});

describe('built files', () => {
  const compressible = [
    'sw.js',
    'favicon.svg',
    'assets/index-abc123.js',
    'assets/index-abc123.css',
    'assets/tiny-abc123.js',
  ];

  it.each(compressible)('sends /%s as Brotli, gzip or as it is, each decoding to the file', async (name) => {
    const file = fs.readFileSync(path.join(dir, name));
    for (const [accept, expected] of [
      ['br, gzip', 'br'],
      ['gzip, deflate', 'gzip'],
      [null, undefined],
      ['identity', undefined],
    ] as const) {
      const { res, encoding, body } = await get(`/${name}`, accept);
      expect([res.statusCode, encoding, res.headers.vary]).toEqual([200, expected, 'accept-encoding']);
      expect(body.equals(file)).toBe(true);
    }
  });

  it('makes the compressed copies at build time, smaller than the files they stand for', () => {
    const js = fs.statSync(path.join(dir, 'assets/index-abc123.js')).size;
    expect(fs.statSync(path.join(dir, 'assets/index-abc123.js.br')).size).toBeLessThan(js / 3);
    expect(fs.statSync(path.join(dir, 'assets/index-abc123.js.gz')).size).toBeLessThan(js / 3);
    expect(fs.existsSync(path.join(dir, 'assets/inter-abc123.woff2.br'))).toBe(false);
  });

  it.each(['assets/inter-abc123.woff2', 'icons/icon-192.png'])('sends /%s as it is', async (name) => {
    const { res, encoding, body } = await get(`/${name}`, 'br, gzip');
    expect([res.statusCode, encoding]).toEqual([200, undefined]);
    expect(body.equals(fs.readFileSync(path.join(dir, name)))).toBe(true);
  });

  it('sends the app shell compressed, with the event title written in', async () => {
    const plain = await get('/attendee/profile', null);
    const br = await get('/attendee/profile', 'gzip;q=0.5, br');
    expect([br.res.statusCode, br.encoding, br.res.headers['cache-control']]).toEqual([
      200,
      'br',
      'no-cache',
    ]);
    expect(br.body.toString()).toBe(plain.body.toString());
    expect(br.body.toString()).toContain('<title>Test Conf');
  });
});

describe('JSON answers', () => {
  it('sends the leaderboard over 1 kB in the encoding asked for, each the same JSON', async () => {
    const badge = await createBadge(t.database.db);
    for (let i = 0; i < 30; i++) {
      const { attendee } = await createAttendee(t.database.db, {
        nickname: `player_${i}_with_a_long_name`,
        tokenBalance: i + 1,
      });
      await giveBadge(t.database.db, attendee.id, badge.id);
    }
    const staff = await createStaff(t.database.db);
    const authorization = `Bearer ${await signIn(t.app, staff.user.email)}`;
    const plain = await get('/api/leaderboard', null, authorization);
    expect(plain.res.statusCode).toBe(200);
    expect(plain.body.length).toBeGreaterThan(1024);
    for (const [accept, expected] of [
      ['br, gzip', 'br'],
      ['gzip', 'gzip'],
      ['br;q=0, gzip', 'gzip'],
      ['compress', undefined],
    ] as const) {
      const { res, encoding, body } = await get('/api/leaderboard', accept, authorization);
      expect([res.statusCode, encoding]).toEqual([200, expected]);
      expect(JSON.parse(body.toString())).toEqual(JSON.parse(plain.body.toString()));
    }
  });

  it('sends other JSON over 1 kB compressed, and small answers as they are', async () => {
    for (let i = 0; i < 30; i++) await createAttendee(t.database.db);
    const staff = await createStaff(t.database.db);
    const authorization = `Bearer ${await signIn(t.app, staff.user.email)}`;
    const plain = await get('/api/attendees', null, authorization);
    expect(plain.body.length).toBeGreaterThan(1024);
    const gzip = await get('/api/attendees', 'gzip', authorization);
    expect([gzip.res.statusCode, gzip.encoding]).toEqual([200, 'gzip']);
    expect(JSON.parse(gzip.body.toString())).toEqual(JSON.parse(plain.body.toString()));

    const small = await get('/api/event', 'br, gzip');
    expect([small.res.statusCode, small.encoding]).toEqual([200, undefined]);
    expect(small.body.length).toBeLessThan(1024);
  });

  it('never inflates a compressed request body: a gzip JSON body is refused with a 4xx', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/auth/sign_in',
      headers: { 'content-type': 'application/json', 'content-encoding': 'gzip' },
      payload: gzipSync(JSON.stringify({ email: 'a@b.dev', password: 'password1234' })),
    });
    expect(res.statusCode).toBeGreaterThanOrEqual(400);
    expect(res.statusCode).toBeLessThan(500);
    expect(res.json()).toHaveProperty('errors');
  });
});

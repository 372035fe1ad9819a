// Issue 7: a web client served from another origin could not even sign in (the preflight of
// POST /api/auth/sign_in answered 404 with no Access-Control-Allow-*). With CORS_ORIGINS the
// listed origins get their preflight and answers; any other origin gets no allow header.
// Issue 21: the provider's client sends every call with credentials, so a listed origin also gets
// `Access-Control-Allow-Credentials: true` (its own origin echoed), and an unlisted one nothing.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { isAllowedSocketOrigin } from '../../server/plugins/cors.ts';
import { createTestApp, type TestApp } from '../helpers/app.ts';

const LISTED = 'http://localhost:5173';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ CORS_ORIGINS: `${LISTED},https://app.conf.example` });
});
afterAll(() => t.close());

const preflight = (app: TestApp, origin: string) =>
  app.app.inject({
    method: 'OPTIONS',
    url: '/api/auth/sign_in',
    headers: {
      origin,
      'access-control-request-method': 'POST',
      'access-control-request-headers': 'authorization, content-type, idempotency-key',
    },
  });

describe('CORS with CORS_ORIGINS', () => {
  it('answers a listed origin preflight, the bearer header allowed', async () => {
    const res = await preflight(t, LISTED);
    expect(res.statusCode).toBe(204);
    expect(res.headers['access-control-allow-origin']).toBe(LISTED);
    expect(String(res.headers['access-control-allow-methods'])).toContain('POST');
    const allowed = String(res.headers['access-control-allow-headers']).toLowerCase();
    for (const header of ['authorization', 'content-type', 'idempotency-key', 'occurred-at'])
      expect(allowed).toContain(header);
    expect(res.headers['access-control-allow-credentials']).toBe('true');
    expect(res.headers.vary).toMatch(/origin/i);
  });

  it('lets a listed origin read answers with credentials, refusals included', async () => {
    for (const url of ['/api/event', '/api/user']) {
      const listed = await t.app.inject({ url, headers: { origin: LISTED } });
      expect([url, listed.headers['access-control-allow-origin']]).toEqual([url, LISTED]);
      expect(listed.headers['access-control-allow-credentials']).toBe('true');
    }
  });

  it('gives an unlisted origin, or none, no CORS header at all', async () => {
    const corsHeader = (headers: Record<string, unknown>) =>
      Object.keys(headers).filter((name) => name.startsWith('access-control-'));
    for (const origin of ['https://evil.example', 'null', undefined]) {
      const headers = origin === undefined ? {} : { origin };
      const other = await t.app.inject({ url: '/api/event', headers });
      expect([origin, corsHeader(other.headers)]).toEqual([origin, []]);
    }
    const otherPreflight = await preflight(t, 'https://evil.example');
    expect(otherPreflight.statusCode).toBe(404);
    expect(corsHeader(otherPreflight.headers)).toEqual([]);
  });

  it('is off by default: same origin only, no preflight route', async () => {
    const plain = await createTestApp();
    try {
      const res = await preflight(plain, LISTED);
      expect(res.statusCode).toBe(404);
      expect(res.headers['access-control-allow-origin']).toBeUndefined();
    } finally {
      await plain.close();
    }
  });

  it('checks a socket Origin against the same list (for the realtime server)', () => {
    const own = { origin: 'https://conf.example', host: 'conf.example', corsOrigins: [LISTED] };
    expect(isAllowedSocketOrigin(own.origin, own)).toBe(true);
    expect(isAllowedSocketOrigin(LISTED, own)).toBe(true);
    expect(isAllowedSocketOrigin('https://evil.example', own)).toBe(false);
    expect(isAllowedSocketOrigin(undefined, own)).toBe(true);
    // The page's own host (a LAN address, the dev proxy), default ports normalised.
    const lan = { ...own, host: '192.168.1.5:4000' };
    expect(isAllowedSocketOrigin('http://192.168.1.5:4000', lan)).toBe(true);
    expect(isAllowedSocketOrigin('http://192.168.1.5:5000', lan)).toBe(false);
    expect(isAllowedSocketOrigin('https://conf.example:443', { ...own, origin: 'x' })).toBe(true);
    expect(isAllowedSocketOrigin('null', own)).toBe(false);
  });
});

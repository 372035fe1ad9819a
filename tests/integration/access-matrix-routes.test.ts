// Every route of the app × every kind of caller (DESIGN.md §8, issue 7): each pair has an
// asserted status, signed-out callers get the provider's bodies, and a route without a row in
// tests/helpers/access-rows.ts fails the first case, so a new route cannot skip the matrix.
// The deeper body checks of reads stay in access-matrix.test.ts and games-access.test.ts.
import Fastify from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ROWS } from '../helpers/access-rows.ts';
import { buildAccessWorld, CALLERS, routesOf, type AccessWorld } from '../helpers/access-world.ts';
import { createTestApp, type TestApp } from '../helpers/app.ts';

let t: TestApp;
let w: AccessWorld;

beforeAll(async () => {
  t = await createTestApp();
  await t.reset();
  w = await buildAccessWorld(t);
});
afterAll(() => t.close());

describe('access matrix: the rows cover the app', () => {
  it('has a row for every route the app serves, and no row for a route it does not', () => {
    const served = routesOf(t.app);
    expect(served.length).toBeGreaterThan(40);
    expect(served.filter((route) => !(route in ROWS))).toEqual([]);
    expect(Object.keys(ROWS).filter((route) => !served.includes(route))).toEqual([]);
  });

  it('reads every route from the tree, nested and shared prefixes included', async () => {
    const app = Fastify();
    const ok = async () => ({});
    for (const url of ['/api/store', '/api/store/redeem', '/api/store/redeem/', '/api/stores/:id']) {
      app.get(url, ok);
    }
    app.post('/api/store/redeem/:attendee_id', ok);
    app.delete('/api/added-without-a-row', ok);
    await app.ready();
    expect(routesOf(app)).toEqual([
      'DELETE /api/added-without-a-row',
      'GET /api/store',
      'GET /api/store/redeem',
      'GET /api/store/redeem/',
      'GET /api/stores/:id',
      'POST /api/store/redeem/:attendee_id',
    ]);
    expect(routesOf(app).filter((route) => !(route in ROWS))).toContain('DELETE /api/added-without-a-row');
    await app.close();
  });
});

// NOTE: cases run in order on one world; the one that deletes the attendee runs last.
const LAST = ['DELETE /api/attendees/:id', 'attendee'] as const;
const CASES = Object.keys(ROWS)
  .flatMap((route) => CALLERS.map((caller) => [route, caller] as const))
  .filter(([route, caller]) => route !== LAST[0] || caller !== LAST[1])
  .concat([LAST]);

describe('access matrix: route × caller', () => {
  it.each(CASES)('%s as %s', async (route, caller) => {
    const row = ROWS[route]!;
    const method = route.slice(0, route.indexOf(' ')) as 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
    const res = await t.app.inject({
      method,
      url: row.url(w),
      headers: w.headers[caller],
      ...(row.payload ? { payload: row.payload(w) } : {}),
    });
    const expected = row.answers[caller] ?? row.answers.others;
    expect([res.statusCode, res.body.slice(0, 120)]).toEqual([expected, expect.any(String)]);
    // NOTE: a 303 sends the browser on (POST /login, a form's answer): no body to be JSON.
    if (res.statusCode === 204 || res.statusCode === 303 || (row.isFile && res.statusCode === 200)) return;
    expect(res.headers['content-type']).toMatch(/^application\/json/);
    const signedOut = {
      anonymous: 'unauthenticated',
      operator: 'unauthenticated',
      'bad token': 'invalid_token',
    };
    const isUserRoute = row.answers.anonymous === 401 && !route.startsWith('POST /api/auth');
    if (isUserRoute && caller in signedOut) {
      expect(res.json()).toEqual({ error: signedOut[caller as keyof typeof signedOut] });
    }
  });
});

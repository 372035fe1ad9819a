// Issue 21, point 2: removing a sponsor's account in the console or revoking a staff member's
// admin flag published no 'sessions-ended', so the award route's per-token caller cache kept the
// old caller for ~30 s: a removed sponsor kept scanning (each scan its booth badge and tokens) and
// a demoted admin kept admin award mode. Each change must end the old caller at once, in this
// process and, on PostgreSQL, in a second one sharing the database (over LISTEN/NOTIFY).
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { createTestApp, type TestApp } from '../helpers/app.ts';
import { TEST_NOW } from '../helpers/clock.ts';
import { createAttendee, createBadge, createCompany, createStaff } from '../helpers/factories.ts';
import { secondApp, type SecondApp } from '../helpers/realtime.ts';
import { bearer } from '../helpers/session.ts';

const isPostgres = (process.env.DATABASE_URL ?? '').startsWith('postgres');
/** How soon the other process must refuse: the fan-out's latency, not the cache's 30 s. */
const REMOTE_BOUND_MS = 1_000;
const CONSOLE = '/api/admin/console';

let t: TestApp;
let b: SecondApp | null = null;
beforeAll(async () => {
  t = await createTestApp();
  if (isPostgres) b = await secondApp(t);
});
afterAll(async () => {
  await b?.close();
  await t.close();
});
beforeEach(() => t.reset());

type Headers = { authorization: string };

const award = (app: FastifyInstance, headers: Headers, redeem: Record<string, unknown>) =>
  app.inject({ method: 'POST', url: '/api/redeems', headers, payload: { redeem } });

/** Calls `request` until its status is not `allowed`; how long that took from now, in ms. */
async function msUntilRefused(request: () => Promise<{ statusCode: number }>, allowed: number[]) {
  const started = performance.now();
  for (;;) {
    const { statusCode } = await request();
    const elapsedMs = performance.now() - started;
    if (!allowed.includes(statusCode)) return { statusCode, elapsedMs };
    if (elapsedMs > 5_000) return { statusCode, elapsedMs };
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}

async function sponsorWorld() {
  const db = t.database.db;
  await createStaff(db, { email: 'admin@test.dev', isAdmin: true });
  const { attendee } = await createAttendee(db);
  const { company } = await createCompany(db, { email: 'booth@test.dev' });
  return {
    admin: await bearer(t, 'admin@test.dev'),
    sponsor: await bearer(t, 'booth@test.dev'),
    attendee,
    company,
  };
}

describe('a removed sponsor account stops scanning at once', () => {
  it('after DELETE …/sponsors/:id/account, on this process and the other', async () => {
    const { admin, sponsor, attendee, company } = await sponsorWorld();
    const scan = (app: FastifyInstance) => award(app, sponsor, { attendee_id: attendee.id });
    expect((await scan(t.app)).statusCode).toBe(201); // its caller is now kept
    if (b) expect((await scan(b.app)).statusCode).toBe(422); // kept there too (a duplicate)
    const removed = await t.app.inject({
      method: 'DELETE',
      url: `${CONSOLE}/sponsors/${company.id}/account`,
      headers: admin,
    });
    expect(removed.statusCode).toBe(200);
    // The provider's answer for a valid token whose user is gone (provider-api.md, errors).
    const next = await scan(t.app);
    expect(next.statusCode).toBe(404);
    expect(next.json()).toEqual({ errors: { detail: 'Endpoint Not Found' } });
    expect((await t.app.inject({ url: '/api/leaderboard', headers: sponsor })).statusCode).toBe(404);
    if (b) {
      const { statusCode, elapsedMs } = await msUntilRefused(() => scan(b!.app), [422]);
      expect(statusCode).toBe(404);
      expect(elapsedMs).toBeLessThan(REMOTE_BOUND_MS);
    }
  });

  it('after DELETE …/sponsors/:id (no history, so the company and its account go)', async () => {
    const { admin, sponsor, company } = await sponsorWorld();
    const probe = (app: FastifyInstance) => award(app, sponsor, { attendee_id: 'not-a-card' });
    expect((await probe(t.app)).statusCode).toBe(400); // signed in and kept; nothing awarded
    if (b) expect((await probe(b.app)).statusCode).toBe(400);
    const removed = await t.app.inject({
      method: 'DELETE',
      url: `${CONSOLE}/sponsors/${company.id}`,
      headers: admin,
    });
    expect(removed.json()).toEqual({ outcome: 'deleted' });
    expect((await probe(t.app)).statusCode).toBe(404);
    if (b) {
      const { statusCode, elapsedMs } = await msUntilRefused(() => probe(b!.app), [400]);
      expect(statusCode).toBe(404);
      expect(elapsedMs).toBeLessThan(REMOTE_BOUND_MS);
    }
  });
});

describe('a revoked admin flag ends admin award mode at once', () => {
  it('after PATCH …/staff/:id {is_admin: false}, on this process and the other', async () => {
    const db = t.database.db;
    await createStaff(db, { email: 'boss@test.dev', isAdmin: true });
    const demoted = await createStaff(db, { email: 'demoted@test.dev', isAdmin: true });
    // Given only tomorrow: staff get 422, admins award it at any time.
    const [from, to] = [1, 2].map((days) => new Date(TEST_NOW.getTime() + days * 24 * 3600_000));
    const later = await createBadge(db, { begin: from, end: to, beginBadge: from, endBadge: to });
    const attendees = await Promise.all(Array.from({ length: 60 }, () => createAttendee(db)));
    const ids = attendees.map((a) => a.attendee.id);
    const headers = await bearer(t, 'demoted@test.dev');
    const giveLater = (app: FastifyInstance) =>
      award(app, headers, { attendee_id: ids.pop(), badge_id: later.id });
    expect((await giveLater(t.app)).statusCode).toBe(201); // admin mode, and the caller is kept
    if (b) expect((await giveLater(b.app)).statusCode).toBe(201);

    const patched = await t.app.inject({
      method: 'PATCH',
      url: `${CONSOLE}/staff/${demoted.staff.id}`,
      headers: await bearer(t, 'boss@test.dev'),
      payload: { is_admin: false },
    });
    expect(patched.statusCode).toBe(200);
    const next = await giveLater(t.app);
    expect(next.statusCode).toBe(422);
    expect((await t.app.inject({ url: `${CONSOLE}/staff`, headers })).statusCode).toBe(403);
    if (b) {
      const { statusCode, elapsedMs } = await msUntilRefused(() => giveLater(b!.app), [201]);
      expect(statusCode).toBe(422);
      expect(elapsedMs).toBeLessThan(REMOTE_BOUND_MS);
    }
  });
});

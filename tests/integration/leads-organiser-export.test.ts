// The organiser's export of all sponsors' leads (issue 29): GET <console>/export/leads holds only
// the leads of sponsors who let the organiser have them (PUT /api/company/lead-consent, off until
// the sponsor sets it), as CSV that csv-parse reads back field for field, formulas defused.
import { parse } from 'csv-parse/sync';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../helpers/app.ts';
import { TEST_NOW } from '../helpers/clock.ts';
import { CONSOLE, consoleCallers } from '../helpers/console.ts';
import { createAttendee, createCompany, giveBadge } from '../helpers/factories.ts';
import { bearer } from '../helpers/session.ts';

let t: TestApp;
let admin: Record<string, string>;
let sharing: { id: number; name: string; phone: Record<string, string> };
let keeping: { id: number; phone: Record<string, string> };
let visitor: { id: string; nickname: string; name: string; email: string; headers: Record<string, string> };

beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());
beforeEach(async () => {
  await t.reset();
  const db = t.database.db;
  admin = (await consoleCallers(t)).asAdmin;
  const a = await createCompany(db);
  const b = await createCompany(db);
  const v = await createAttendee(db, { nickname: 'visitor' });
  for (const c of [a, b]) await giveBadge(db, v.attendee.id, c.badge.id);
  sharing = { id: a.company.id, name: a.company.name, phone: await bearer(t, a.user.email) };
  keeping = { id: b.company.id, phone: await bearer(t, b.user.email) };
  visitor = {
    id: v.attendee.id,
    nickname: 'visitor',
    name: v.attendee.name!,
    email: v.user.email,
    headers: await bearer(t, v.user.email),
  };
  for (const phone of [sharing.phone, keeping.phone]) {
    await t.app.inject({
      method: 'PUT',
      url: '/api/company/lead-tags',
      headers: phone,
      payload: { tags: ['hiring', 'ml'] },
    });
    const res = await t.app.inject({
      method: 'PUT',
      url: `/api/company/leads/${visitor.id}`,
      headers: { ...phone, 'idempotency-key': crypto.randomUUID() },
      payload: {
        lead: {
          rating: 'hot',
          tags: ['hiring', 'ml'],
          note: '=cmd|"/c calc"!A1, call back',
          follow_up: true,
        },
      },
    });
    expect(res.statusCode).toBe(200);
  }
});

const consent = (phone: Record<string, string>, shares: unknown) =>
  t.app.inject({
    method: 'PUT',
    url: '/api/company/lead-consent',
    headers: phone,
    payload: { shares_with_organiser: shares },
  });

async function exported() {
  const res = await t.app.inject({ url: `${CONSOLE}/export/leads`, headers: admin });
  expect(res.statusCode).toBe(200);
  expect(res.headers['content-type']).toBe('text/csv; charset=utf-8');
  expect(res.headers['content-disposition']).toBe('attachment; filename="leads-2026-11-22.csv"');
  return parse(res.body, { bom: true, columns: true }) as Record<string, string>[];
}

describe('the organiser’s leads export', () => {
  it('holds no lead while no sponsor consented (the default)', async () => {
    const shown = await t.app.inject({ url: '/api/company/leads', headers: sharing.phone });
    expect(shown.json().shares_with_organiser).toBe(false);
    expect(await exported()).toEqual([]);
  });

  it('holds every field of the consenting sponsor’s leads only, the formula defused', async () => {
    expect([
      (await consent(sharing.phone, true)).statusCode,
      (await consent(sharing.phone, true)).json(),
    ]).toEqual([200, { shares_with_organiser: true }]);
    expect((await t.app.inject({ url: '/api/company/leads', headers: sharing.phone })).json()).toMatchObject({
      shares_with_organiser: true,
    });
    expect(await exported()).toEqual([
      {
        company_id: String(sharing.id),
        company: sharing.name,
        attendee_id: visitor.id,
        nickname: visitor.nickname,
        name: visitor.name,
        email: visitor.email,
        scanned_at: TEST_NOW.toISOString().replace('.000Z', 'Z'),
        rating: 'hot',
        tags: 'hiring; ml',
        note: `'=cmd|"/c calc"!A1, call back`,
        follow_up: 'true',
      },
    ]);
  });

  it('drops a sponsor’s leads again when it takes the consent back', async () => {
    await consent(sharing.phone, true);
    await consent(keeping.phone, true);
    expect((await exported()).map((r) => r.company_id).sort()).toEqual(
      [String(sharing.id), String(keeping.id)].sort(),
    );
    await consent(keeping.phone, false);
    expect((await exported()).map((r) => r.company_id)).toEqual([String(sharing.id)]);
  });

  it('lets only the sponsor set its consent; bad input is 400', async () => {
    const asAttendee = await consent(visitor.headers, true);
    expect([asAttendee.statusCode, asAttendee.json()]).toEqual([403, { error: 'Cannot access resource' }]);
    const asAdmin = await consent(admin, true);
    expect(asAdmin.statusCode).toBe(403);
    expect((await consent(sharing.phone, 'yes')).statusCode).toBe(400);
    expect(await exported()).toEqual([]);
  });

  it('is the admin’s only: a sponsor cannot download it', async () => {
    const res = await t.app.inject({ url: `${CONSOLE}/export/leads`, headers: sharing.phone });
    expect(res.statusCode).toBe(403);
  });
});

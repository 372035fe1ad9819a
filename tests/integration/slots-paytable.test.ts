// GET /api/slots/paytable (ours, not the provider's): the payouts rows as {multiplier, probability},
// best multiplier first, for any signed-in caller; the client's pay table card reads it.
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { PAYOUTS } from '../../server/db/seed-data/prizes.ts';
import { createTestApp, type TestApp } from '../helpers/app.ts';
import { createAttendee, createCompany, createPayout, createStaff } from '../helpers/factories.ts';
import { bearer } from '../helpers/session.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());
beforeEach(() => t.reset());

const db = () => t.database.db;

const read = (headers: Record<string, string> = {}) =>
  t.app.inject({ method: 'GET', url: '/api/slots/paytable', headers });

async function attendeeHeaders() {
  const { user } = await createAttendee(db());
  return bearer(t, user.email);
}

describe('GET /api/slots/paytable', () => {
  it('lists the seeded rows exactly, best multiplier first, whatever order they were inserted in', async () => {
    for (const p of [...PAYOUTS].reverse()) await createPayout(db(), p.probability, p.multiplier);
    const res = await read(await attendeeHeaders());
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/^application\/json/);
    expect(res.json()).toEqual({
      data: [
        { multiplier: 100, probability: 0.00001 },
        { multiplier: 10, probability: 0.00499 },
        { multiplier: 5, probability: 0.025 },
        { multiplier: 3, probability: 0.04 },
        { multiplier: 2, probability: 0.08 },
        { multiplier: 1, probability: 0.3 },
      ],
    });
  });

  it('keeps fractional multipliers and sorts them by value, not by insertion or probability', async () => {
    await createPayout(db(), 0.2, 1.5);
    await createPayout(db(), 0.01, 12);
    await createPayout(db(), 0.3, 0.5);
    await createPayout(db(), 0.05, 2.25);
    const { data } = (await read(await attendeeHeaders())).json() as {
      data: { multiplier: number; probability: number }[];
    };
    expect(data.map((line) => line.multiplier)).toEqual([12, 2.25, 1.5, 0.5]);
    expect(data[2]).toEqual({ multiplier: 1.5, probability: 0.2 });
    for (const line of data) expect(Object.keys(line).sort()).toEqual(['multiplier', 'probability']);
  });

  it('answers an empty list when there is no pay table', async () => {
    const res = await read(await attendeeHeaders());
    expect([res.statusCode, res.json()]).toEqual([200, { data: [] }]);
  });

  it('is readable by every signed-in user type', async () => {
    await createPayout(db(), 0.5, 2);
    const staff = await createStaff(db());
    const sponsor = await createCompany(db());
    for (const headers of [
      await attendeeHeaders(),
      await bearer(t, staff.user.email),
      await bearer(t, sponsor.user.email),
    ]) {
      const res = await read(headers);
      expect([res.statusCode, res.json()]).toEqual([200, { data: [{ multiplier: 2, probability: 0.5 }] }]);
    }
  });

  it('refuses a caller without a valid token with 401', async () => {
    const anonymous = await read();
    expect([anonymous.statusCode, anonymous.json()]).toEqual([401, { error: 'unauthenticated' }]);
    const forged = await read({ authorization: 'Bearer eyJhbGciOiJIUzUxMiJ9.eyJzdWIiOiIxIn0.bm9wZQ' });
    expect([forged.statusCode, forged.json()]).toEqual([401, { error: 'invalid_token' }]);
  });
});

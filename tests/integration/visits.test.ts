// An attendee's own booth visits (issue 29): the profile lists which sponsors hold their contact
// and CV, and the attendee takes the CV back from one of them. After that, that company's visitor
// list, CV link and CV zip no longer hold it; the visit (and the company's lead) stays, other
// companies keep the CV, and sharing again gives it back. Exactly once under an Idempotency-Key.
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { VisitsReply } from '../../server/contract/visits.ts';
import { createTestApp, type TestApp } from '../helpers/app.ts';
import { TEST_NOW } from '../helpers/clock.ts';
import { placeCv, readZip } from '../helpers/cvs.ts';
import { createAttendee, createCompany, giveBadge } from '../helpers/factories.ts';
import { bearer } from '../helpers/session.ts';

let t: TestApp;
let me: Record<string, string>;
let silver: { id: number; phone: Record<string, string> };
let gold: { id: number; phone: Record<string, string> };
let noCv: { id: number };
let stranger: { id: number };
let attendeeId: string;

beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());
beforeEach(async () => {
  await t.reset();
  const db = t.database.db;
  const visitor = await createAttendee(db, { nickname: 'visitor' });
  attendeeId = visitor.attendee.id;
  await placeCv(t, { kind: 'attendee', id: attendeeId }, Buffer.from('%PDF-1.4 mine'));
  const a = await createCompany(db, { sponsorship: 'Silver', hasCvAccess: true });
  const b = await createCompany(db, { sponsorship: 'Gold', hasCvAccess: true });
  const c = await createCompany(db, { sponsorship: 'Bronze', hasCvAccess: false });
  const d = await createCompany(db, { sponsorship: 'Silver', hasCvAccess: true });
  for (const company of [a, b, c]) await giveBadge(db, attendeeId, company.badge.id);
  me = await bearer(t, visitor.user.email);
  silver = { id: a.company.id, phone: await bearer(t, a.user.email) };
  gold = { id: b.company.id, phone: await bearer(t, b.user.email) };
  noCv = { id: c.company.id };
  stranger = { id: d.company.id };
});

const visits = async () => {
  const res = await t.app.inject({ url: '/api/attendee/visits', headers: me });
  expect(res.statusCode).toBe(200);
  return (res.json() as VisitsReply).data;
};
const share = (companyId: number | string, shared: boolean, key = crypto.randomUUID()) =>
  t.app.inject({
    method: 'PUT',
    url: `/api/attendee/visits/${companyId}/cv`,
    headers: { ...me, 'idempotency-key': key, 'occurred-at': TEST_NOW.toISOString() },
    payload: { shared },
  });
const listedCv = async (company: { id: number; phone: Record<string, string> }) => {
  const res = await t.app.inject({ url: `/api/company/attendees/${company.id}`, headers: company.phone });
  expect(res.statusCode).toBe(200);
  const row = (res.json() as { data: { id: string; cv: string | null }[] }).data.find(
    (a) => a.id === attendeeId,
  );
  return row?.cv ?? (row ? null : 'not listed');
};
const zipNames = async (company: { id: number; phone: Record<string, string> }) => {
  const res = await t.app.inject({ url: `/api/company/attendees/cvs/${company.id}`, headers: company.phone });
  expect(res.statusCode).toBe(200);
  return readZip(res.rawPayload).map((e) => e.name);
};
const openCv = (phone: Record<string, string>) =>
  t.app.inject({ url: `/api/attendees/${attendeeId}/cv`, headers: phone });

describe('the attendee sees which sponsors hold their contact and CV', () => {
  it('lists each visited company, its CV access and whether it reads the CV', async () => {
    const rows = await visits();
    expect(rows.map((v) => v.company_id).sort()).toEqual([silver.id, gold.id, noCv.id].sort());
    const byId = new Map(rows.map((v) => [v.company_id, v]));
    expect(byId.get(silver.id)).toEqual({
      company_id: silver.id,
      company: expect.stringMatching(/^Company /),
      visited_at: TEST_NOW.toISOString(),
      has_cv_access: true,
      cv_withdrawn: false,
      cv_shared: true,
    });
    expect(byId.get(noCv.id)).toMatchObject({ has_cv_access: false, cv_shared: false });
  });

  it('never carries the company-only lead (rating, note)', async () => {
    const put = await t.app.inject({
      method: 'PUT',
      url: `/api/company/leads/${attendeeId}`,
      headers: { ...silver.phone, 'idempotency-key': crypto.randomUUID() },
      payload: { lead: { rating: 'hot', note: 'secret note' } },
    });
    expect(put.statusCode).toBe(200);
    const body = JSON.stringify(await visits());
    expect(body).not.toContain('secret note');
    expect(body).not.toContain('hot');
  });
});

describe('taking the CV back from one company', () => {
  it('removes it from that company’s list, CV link and zip; the visit and other companies stay', async () => {
    expect(await listedCv(silver)).toEqual(expect.stringContaining(`/api/attendees/${attendeeId}/cv`));
    expect(await zipNames(silver)).toEqual(['visitor.pdf']);
    expect((await openCv(silver.phone)).statusCode).toBe(200);

    const res = await share(silver.id, false);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      data: { company_id: silver.id, cv_withdrawn: true, cv_shared: false },
    });

    expect(await listedCv(silver)).toBeNull(); // still listed: the visit stays
    expect(await zipNames(silver)).toEqual([]);
    expect([(await openCv(silver.phone)).statusCode, (await openCv(silver.phone)).json()]).toEqual([
      403,
      { error: 'Cannot access resource' },
    ]);
    const leads = await t.app.inject({ url: '/api/company/leads', headers: silver.phone });
    expect(leads.json().data.map((l: { attendee_id: string }) => l.attendee_id)).toEqual([attendeeId]);
    // The other company keeps it.
    expect(await zipNames(gold)).toEqual(['visitor.pdf']);
    expect((await openCv(gold.phone)).statusCode).toBe(200);
    expect((await visits()).find((v) => v.company_id === silver.id)).toMatchObject({ cv_withdrawn: true });
  });

  it('shares it again', async () => {
    await share(silver.id, false);
    const res = await share(silver.id, true);
    expect(res.json()).toMatchObject({ data: { cv_withdrawn: false, cv_shared: true } });
    expect(await zipNames(silver)).toEqual(['visitor.pdf']);
  });

  it('applies once under its key: a replay answers the kept answer and changes nothing', async () => {
    const key = crypto.randomUUID();
    const first = await share(silver.id, false, key);
    await share(silver.id, true);
    const replay = await share(silver.id, false, key);
    expect([replay.statusCode, replay.json()]).toEqual([200, first.json()]);
    expect(await zipNames(silver)).toEqual(['visitor.pdf']);
  });

  it('refuses a company not visited (404) and a malformed id (400)', async () => {
    expect((await share(stranger.id, false)).statusCode).toBe(404);
    expect((await share(999_999, false)).statusCode).toBe(404);
    expect((await share('abc', false)).statusCode).toBe(400);
    const bad = await t.app.inject({
      method: 'PUT',
      url: `/api/attendee/visits/${silver.id}/cv`,
      headers: { ...me, 'idempotency-key': crypto.randomUUID() },
      payload: { shared: 'no' },
    });
    expect(bad.statusCode).toBe(400);
  });

  it('is the attendee’s own: a sponsor cannot withdraw or read it', async () => {
    const res = await t.app.inject({
      method: 'PUT',
      url: `/api/attendee/visits/${silver.id}/cv`,
      headers: { ...silver.phone, 'idempotency-key': crypto.randomUUID() },
      payload: { shared: false },
    });
    expect([res.statusCode, res.json()]).toEqual([403, { error: 'Cannot access resource' }]);
  });
});

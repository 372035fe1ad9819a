// GET /api/company/attendees/cvs/:company_id (provider-api.md §3 "CVs"; DESIGN.md §3.2): the CVs
// of the company's attendee list and every staff CV, one `<nickname>.pdf` each, as a zip read from
// storage; for the company itself when it has CV access, or an admin.
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../helpers/app.ts';
import { placeCv, readZip } from '../helpers/cvs.ts';
import {
  createAttendee,
  createCard,
  createCompany,
  createStaff,
  giveBadge,
  signIn,
} from '../helpers/factories.ts';
import { eq } from 'drizzle-orm';
import { staffs } from '../../server/db/schema/accounts.ts';
import { removeObjects } from '../../server/uploads/repo.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());
beforeEach(() => t.reset());

const pdf = (label: string) => Buffer.from(`%PDF-1.4 ${label}`);
const get = async (url: string, email?: string) =>
  t.app.inject({ url, headers: email ? { authorization: `Bearer ${await signIn(t.app, email)}` } : {} });

/** A booth with a visitor with a CV, a visitor without, a non-visitor with a CV, and two staff CVs. */
async function hall(sponsorship: 'Bronze' | 'Gold', hasCvAccess = true) {
  const db = t.database.db;
  const booth = await createCompany(db, { sponsorship, hasCvAccess });
  const visitor = await createAttendee(db, { nickname: 'ana' });
  const quiet = await createAttendee(db, { nickname: 'bruno' });
  const stranger = await createAttendee(db, { nickname: 'carla' });
  const card = await createCard(db);
  for (const id of [visitor.attendee.id, quiet.attendee.id, card.id]) await giveBadge(db, id, booth.badge.id);
  await placeCv(t, { kind: 'attendee', id: visitor.attendee.id }, pdf('ana'));
  await placeCv(t, { kind: 'attendee', id: stranger.attendee.id }, pdf('carla'));
  await placeCv(t, { kind: 'attendee', id: card.id }, pdf('card'));
  const helper = await createStaff(db);
  await db.update(staffs).set({ nickname: 'ana' }).where(eq(staffs.id, helper.staff.id));
  await placeCv(t, { kind: 'staff', userId: helper.user.id }, pdf('staff ana'));
  const anonymous = await createStaff(db);
  await placeCv(t, { kind: 'staff', userId: anonymous.user.id }, pdf('staff without nickname'));
  await createStaff(db);
  return { booth, visitor, stranger };
}

const url = (companyId: number | string) => `/api/company/attendees/cvs/${companyId}`;
const entries = (body: Buffer) => readZip(body).map((e) => [e.name, e.data.toString()]);

describe('GET /api/company/attendees/cvs/:company_id', () => {
  it("zips a Bronze company's visitors' CVs and every staff CV, with the length known up front", async () => {
    const { booth } = await hall('Bronze');
    const res = await get(url(booth.company.id), booth.user.email);
    expect(res.statusCode).toBe(200);
    expect(res.headers).toMatchObject({
      'content-type': 'application/zip',
      'content-disposition': 'attachment; filename="cvs.zip"',
      'content-length': String(res.rawPayload.length),
    });
    expect(entries(res.rawPayload)).toEqual([
      ['ana.pdf', '%PDF-1.4 ana'],
      ['ana-2.pdf', '%PDF-1.4 staff ana'],
      ['cv.pdf', '%PDF-1.4 staff without nickname'],
    ]);
  });

  it("zips every registered attendee's CV for a Gold company", async () => {
    const { booth } = await hall('Gold');
    const res = await get(url(booth.company.id), booth.user.email);
    expect(entries(res.rawPayload)).toEqual([
      ['ana.pdf', '%PDF-1.4 ana'],
      ['carla.pdf', '%PDF-1.4 carla'],
      ['ana-2.pdf', '%PDF-1.4 staff ana'],
      ['cv.pdf', '%PDF-1.4 staff without nickname'],
    ]);
  });

  it("gives an admin any company's zip, CV access or not", async () => {
    const { booth } = await hall('Bronze', false);
    const admin = await createStaff(t.database.db, { isAdmin: true });
    const res = await get(url(booth.company.id), admin.user.email);
    expect(res.statusCode).toBe(200);
    expect(entries(res.rawPayload).map(([name]) => name)).toEqual(['ana.pdf', 'ana-2.pdf', 'cv.pdf']);
  });

  it('leaves out a CV whose file is gone, and answers an empty zip when none is left', async () => {
    const db = t.database.db;
    const booth = await createCompany(db, { sponsorship: 'Gold', hasCvAccess: true });
    const lost = await createAttendee(db);
    const { key } = await placeCv(t, { kind: 'attendee', id: lost.attendee.id }, pdf('lost'));
    await removeObjects(db, [key]);
    const res = await get(url(booth.company.id), booth.user.email);
    expect([res.statusCode, readZip(res.rawPayload)]).toEqual([200, []]);
    expect(res.headers['content-length']).toBe('22');
  });

  it('refuses with the provider body: without CV access, another company, attendees and staff', async () => {
    const db = t.database.db;
    const { booth, visitor } = await hall('Bronze');
    const without = await createCompany(db, { sponsorship: 'Gold', hasCvAccess: false });
    const other = await createCompany(db, { sponsorship: 'Gold', hasCvAccess: true });
    const staff = await createStaff(db);
    const refused = (id: number, user: number | null) => ({
      error: "The CVs of a company's attendees can only be accessed by the company or by the admin",
      company_id: String(id),
      user,
    });
    const cases: [string, number, string, unknown][] = [
      [
        'own, no CV access',
        without.company.id,
        without.user.email,
        refused(without.company.id, without.company.id),
      ],
      ['another company', booth.company.id, other.user.email, refused(booth.company.id, other.company.id)],
      ['visitor', booth.company.id, visitor.user.email, refused(booth.company.id, null)],
      ['staff', booth.company.id, staff.user.email, refused(booth.company.id, null)],
    ];
    for (const [label, id, email, body] of cases) {
      const res = await get(url(id), email);
      expect([label, res.statusCode, res.json()]).toEqual([label, 403, body]);
    }
  });

  it('answers 404 for an unknown company, 400 for a malformed id and 401 without a token', async () => {
    const admin = await createStaff(t.database.db, { isAdmin: true });
    const cases: [string, string | undefined, number, unknown][] = [
      ['999', admin.user.email, 404, { errors: { detail: 'Endpoint Not Found' } }],
      ['x1', admin.user.email, 400, { errors: { detail: 'Bad Request' } }],
      ['1', undefined, 401, { error: 'unauthenticated' }],
    ];
    for (const [id, email, status, body] of cases) {
      const res = await get(url(id), email);
      expect([id, res.statusCode, res.json()]).toEqual([id, status, body]);
    }
  });
});

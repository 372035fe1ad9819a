// The leads the visitors screen reads with the visitors it shows (issue 28): GET
// /api/company/leads?attendees=a,b,… answers only those visitors' leads (a page's, not the booth's
// thousands), with the tag list and the consent; without the parameter, every lead as before.
import { describe, expect, it } from 'vitest';
import { createAttendee, createCompany, signIn } from '../helpers/factories.ts';
import { BAD_REQUEST, getAs, scannedVisitors, sharedTestApp } from './bounded-fixture.ts';

const t = sharedTestApp();
const get = (url: string, email: string) => getAs(t, url, email);

describe('GET /api/company/leads?attendees=…', () => {
  /** Three visitors of a booth a minute apart, the first rated hot; one attendee who never came. */
  async function rated() {
    const db = t.database.db;
    const company = await createCompany(db, { sponsorship: 'Bronze' });
    const visitors = await scannedVisitors(t, company.badge.id, 3, 'lead');
    const token = await signIn(t.app, company.user.email);
    const put = await t.app.inject({
      method: 'PUT',
      url: `/api/company/leads/${visitors[0]!.attendee.id}`,
      headers: { authorization: `Bearer ${token}` },
      payload: { lead: { rating: 'hot' } },
    });
    expect(put.statusCode).toBe(200);
    return { company, visitors, stranger: await createAttendee(db) };
  }
  const ids = (body: { data: { attendee_id: string }[] }) => body.data.map((l) => l.attendee_id);

  it('answers only the leads of the visitors asked for, with the tag list and consent', async () => {
    const { company, visitors, stranger } = await rated();
    const [v0, v1, v2] = visitors.map((m) => m.attendee.id);
    const [status, body] = await get(
      `/api/company/leads?attendees=${v0},${stranger.attendee.id},${v0}`,
      company.user.email,
    );
    expect(status).toBe(200);
    expect(ids(body)).toEqual([v0]);
    expect(body).toMatchObject({ tags: expect.any(Array), shares_with_organiser: false });
    expect(body.data[0]).toMatchObject({ attendee_id: v0, rating: 'hot', nickname: 'lead0' });
    expect(ids((await get(`/api/company/leads?attendees=${v2},${v1}`, company.user.email))[1])).toEqual([
      v2,
      v1,
    ]);
    expect((await get('/api/company/leads?attendees=', company.user.email))[1]).toMatchObject({ data: [] });
    // Without the parameter, every visitor's lead, newest scan first, as before.
    expect(ids((await get('/api/company/leads', company.user.email))[1])).toEqual([v2, v1, v0]);
  });

  it.each(['not-a-uuid', ',', 'x'.repeat(40)])('refuses attendees=%s with a 400', async (list) => {
    const { company } = await rated();
    expect(await get(`/api/company/leads?attendees=${list}`, company.user.email)).toEqual([400, BAD_REQUEST]);
  });

  it('refuses more than 100 ids with a 400', async () => {
    const { company } = await rated();
    const many = Array.from({ length: 101 }, () => crypto.randomUUID()).join(',');
    expect(await get(`/api/company/leads?attendees=${many}`, company.user.email)).toEqual([400, BAD_REQUEST]);
  });
});

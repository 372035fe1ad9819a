// A lead's own timeline (issue 29): which booth member scanned the visitor, rated, tagged and noted
// them, and when (the device's time), oldest first. A company has one account, so the member is
// the name each phone sends with its writes. A replayed write adds no second step; the timeline is
// the company's own, like the lead.
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../helpers/app.ts';
import { TEST_NOW } from '../helpers/clock.ts';
import { createAttendee, createCompany, giveBadge } from '../helpers/factories.ts';
import { bearer } from '../helpers/session.ts';

let t: TestApp;
let phone: Record<string, string>;
let otherCompany: Record<string, string>;
let visitor: { id: string; headers: Record<string, string> };
let strangerId: string;

beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());
beforeEach(async () => {
  await t.reset();
  const db = t.database.db;
  const sponsor = await createCompany(db);
  const other = await createCompany(db);
  const a = await createAttendee(db, { nickname: 'visitor' });
  const b = await createAttendee(db);
  visitor = { id: a.attendee.id, headers: await bearer(t, a.user.email) };
  strangerId = b.attendee.id;
  phone = await bearer(t, sponsor.user.email);
  otherCompany = await bearer(t, other.user.email);
  await giveBadge(db, b.attendee.id, other.badge.id);
});

const minutesAgo = (minutes: number) => new Date(TEST_NOW.getTime() - minutes * 60_000).toISOString();

const scan = (member: unknown, at: string, key = crypto.randomUUID()) =>
  t.app.inject({
    method: 'POST',
    url: '/api/redeems',
    headers: { ...phone, 'idempotency-key': key, 'occurred-at': at },
    payload: { redeem: { attendee_id: visitor.id }, booth_member: member },
  });
const edit = (lead: Record<string, unknown>, member: string | null, at: string, key = crypto.randomUUID()) =>
  t.app.inject({
    method: 'PUT',
    url: `/api/company/leads/${visitor.id}`,
    headers: { ...phone, 'idempotency-key': key, 'occurred-at': at },
    payload: { lead, member },
  });
const timeline = (headers = phone, id = visitor.id) =>
  t.app.inject({ url: `/api/company/leads/${id}/timeline`, headers });

describe('GET /api/company/leads/:attendee_id/timeline', () => {
  it('holds the scan and each edit by booth member, oldest first, even an edit a newer one beat', async () => {
    expect((await scan('  Ana   Lima ', minutesAgo(30))).statusCode).toBe(201);
    // Rui's phone was offline: its older rating replays last and loses, but stays in the timeline.
    expect(
      (await edit({ rating: 'hot', note: 'Wants the backend role' }, 'Ana Lima', minutesAgo(20))).statusCode,
    ).toBe(200);
    expect((await edit({ rating: 'cold', follow_up: true }, 'Rui', minutesAgo(25))).statusCode).toBe(200);
    expect((await edit({ note: 'x'.repeat(300) }, null, minutesAgo(10))).statusCode).toBe(200);

    const res = await timeline();
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({
      data: [
        { kind: 'scan', member: 'Ana Lima', value: null, at: minutesAgo(30) },
        { kind: 'rating', member: 'Rui', value: 'cold', at: minutesAgo(25) },
        { kind: 'follow_up', member: 'Rui', value: 'yes', at: minutesAgo(25) },
        { kind: 'rating', member: 'Ana Lima', value: 'hot', at: minutesAgo(20) },
        { kind: 'note', member: 'Ana Lima', value: 'Wants the backend role', at: minutesAgo(20) },
        { kind: 'note', member: null, value: `${'x'.repeat(139)}…`, at: minutesAgo(10) },
      ],
    });
    const lead = (await t.app.inject({ url: '/api/company/leads', headers: phone })).json().data[0];
    expect(lead).toMatchObject({ rating: 'hot', follow_up: true });
  });

  it('adds no second step when a write replays under its key', async () => {
    const scanKey = crypto.randomUUID();
    const editKey = crypto.randomUUID();
    await scan('Ana', minutesAgo(5), scanKey);
    await scan('Ana', minutesAgo(5), scanKey);
    await edit({ rating: 'warm' }, 'Ana', minutesAgo(4), editKey);
    await edit({ rating: 'warm' }, 'Ana', minutesAgo(4), editKey);
    expect((await timeline()).json().data.map((s: { kind: string }) => s.kind)).toEqual(['scan', 'rating']);
  });

  it('shows a scan written without a member (older scans) at the visit time', async () => {
    await giveBadge(t.database.db, strangerId, (await createCompany(t.database.db)).badge.id);
    const res = await scan(undefined, minutesAgo(3));
    expect(res.statusCode).toBe(201);
    expect((await timeline()).json()).toEqual({
      data: [{ kind: 'scan', member: null, value: null, at: minutesAgo(3) }],
    });
  });

  it('is the company’s own: not a visitor 404, another company 404, an attendee 403', async () => {
    await scan('Ana', minutesAgo(5));
    expect((await timeline(phone, strangerId)).statusCode).toBe(404);
    expect((await timeline(phone, 'not-a-uuid')).statusCode).toBe(404);
    expect((await timeline(otherCompany)).statusCode).toBe(404);
    const mine = await timeline(visitor.headers);
    expect([mine.statusCode, mine.json()]).toEqual([403, { error: 'Cannot access resource' }]);
  });

  it('refuses a member name that is not text (400)', async () => {
    await scan('Ana', minutesAgo(5));
    const res = await edit({ rating: 'hot' }, 42 as unknown as string, minutesAgo(4));
    expect(res.statusCode).toBe(400);
  });
});

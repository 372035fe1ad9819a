// A sponsor's leads (issue 29): two booth phones of one company edit a lead offline and replay
// their outboxes later, in either order; each field ends at its last edit by the device's time.
// Edits are exactly-once under their Idempotency-Key, checked against the company's tag list, and
// only for the company's own visitors.
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { LeadReply, LeadsReply } from '../../server/contract/leads.ts';
import { leads } from '../../server/db/schema/leads.ts';
import { createTestApp, type TestApp } from '../helpers/app.ts';
import { TEST_NOW } from '../helpers/clock.ts';
import { createAttendee, createCompany, giveBadge } from '../helpers/factories.ts';
import { bearer } from '../helpers/session.ts';

let t: TestApp;
let phone: Record<string, string>;
let visitorId: string;
let strangerId: string;

beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());
beforeEach(async () => {
  await t.reset();
  const db = t.database.db;
  const sponsor = await createCompany(db);
  const visitor = await createAttendee(db, { nickname: 'visitor' });
  const stranger = await createAttendee(db);
  await giveBadge(db, visitor.attendee.id, sponsor.badge.id);
  visitorId = visitor.attendee.id;
  strangerId = stranger.attendee.id;
  phone = await bearer(t, sponsor.user.email);
  const tags = await t.app.inject({
    method: 'PUT',
    url: '/api/company/lead-tags',
    headers: phone,
    payload: { tags: ['Backend', 'hiring', ' backend ', ''] },
  });
  expect([tags.statusCode, tags.json()]).toEqual([200, { tags: ['Backend', 'hiring'] }]);
});

const minutesAgo = (minutes: number) => new Date(TEST_NOW.getTime() - minutes * 60_000).toISOString();

type Edit = { key: string; at: string; lead: Record<string, unknown> };
const edit = (lead: Record<string, unknown>, at: string): Edit => ({ key: crypto.randomUUID(), at, lead });

const send = (e: Edit, attendeeId = visitorId) =>
  t.app.inject({
    method: 'PUT',
    url: `/api/company/leads/${attendeeId}`,
    headers: { ...phone, 'idempotency-key': e.key, 'occurred-at': e.at },
    payload: { lead: e.lead },
  });

async function replay(...outboxes: Edit[][]) {
  for (const outbox of outboxes) for (const e of outbox) expect((await send(e)).statusCode).toBe(200);
}

async function theLead() {
  const res = await t.app.inject({ url: '/api/company/leads', headers: phone });
  expect(res.statusCode).toBe(200);
  return res.json<LeadsReply>().data.find((l) => l.attendee_id === visitorId)!;
}

// Phone A: rated warm 10 min ago, wrote its note 4 min ago. Phone B: wrote a note 6 min ago,
// rated hot 2 min ago. Last per field: note of A, rating of B.
const phoneA = () => [
  edit({ rating: 'warm' }, minutesAgo(10)),
  edit({ note: 'Wants the Go role' }, minutesAgo(4)),
];
const phoneB = () => [
  edit({ note: 'Ask about visa' }, minutesAgo(6)),
  edit({ rating: 'hot' }, minutesAgo(2)),
];

describe('two phones, one lead', () => {
  it.each([
    ['A then B', false],
    ['B then A', true],
  ])('converge to the last edit per field when replayed %s', async (_, isReversed) => {
    const [a, b] = [phoneA(), phoneB()];
    await replay(...(isReversed ? [b, a] : [a, b]));
    const lead = await theLead();
    expect(lead).toMatchObject({
      rating: 'hot',
      note: 'Wants the Go role',
      tags: [],
      follow_up: false,
      edited_at: { rating: minutesAgo(2), note: minutesAgo(4), tags: null, follow_up: null },
    });
    // Replaying both outboxes again (a lost answer) changes nothing and adds no row.
    for (const e of [...a, ...b]) {
      const again = await send(e);
      expect(again.headers['idempotent-replayed']).toBe('true');
    }
    expect(await theLead()).toEqual(lead);
    expect(await t.database.db.select().from(leads)).toHaveLength(1);
  });

  it.each([
    ['cold then warm', ['cold', 'warm']],
    ['warm then cold', ['warm', 'cold']],
  ])('breaks a tie of one millisecond by the value, whatever the order (%s)', async (_, ratings) => {
    const at = minutesAgo(1);
    await replay(ratings!.map((rating) => edit({ rating }, at)));
    expect((await theLead()).rating).toBe('warm');
  });
});

describe('an edit', () => {
  it("answers the lead as merged, tags in the list's spelling, follow-up and clearing included", async () => {
    const res = await send(edit({ tags: ['BACKEND', 'hiring', 'backend'], follow_up: true }, minutesAgo(3)));
    const expected: LeadReply = {
      attendee_id: visitorId,
      rating: null,
      tags: ['Backend', 'hiring'],
      note: '',
      follow_up: true,
      edited_at: { rating: null, tags: minutesAgo(3), note: null, follow_up: minutesAgo(3) },
    };
    expect([res.statusCode, res.json()]).toEqual([200, expected]);
    const cleared = await send(edit({ tags: [], rating: null }, minutesAgo(1)));
    expect(cleared.json()).toMatchObject({ tags: [], rating: null, follow_up: true });
    // An older edit arriving late loses to the newer one.
    const late = await send(edit({ tags: ['hiring'] }, minutesAgo(2)));
    expect(late.json()).toMatchObject({ tags: [], edited_at: { tags: minutesAgo(1) } });
  });

  it('takes a device time ahead of the server as now', async () => {
    const ahead = new Date(TEST_NOW.getTime() + 3_600_000).toISOString();
    expect((await send(edit({ note: 'x' }, ahead))).json()).toMatchObject({
      edited_at: { note: TEST_NOW.toISOString() },
    });
  });

  it.each([
    ['a tag not in the list', { tags: ['vip'] }, { tags: ['not in your tag list: vip'] }],
    ['an unknown rating', { rating: 'lukewarm' }, { rating: ['should be one of hot, warm, cold or null'] }],
    [
      'a note over 2000 characters',
      { note: 'n'.repeat(2001) },
      { note: ['should be at most 2000 characters'] },
    ],
    ['nothing to set', {}, { lead: ['should set rating, tags, note or follow_up'] }],
  ])('refuses %s with 422 and the field', async (_, lead, errors) => {
    const res = await send(edit(lead, minutesAgo(1)));
    expect([res.statusCode, res.json()]).toEqual([422, { errors }]);
  });

  it('refuses a wrong type with 400, a non-visitor and a malformed id with 404', async () => {
    expect((await send(edit({ follow_up: 'yes' }, minutesAgo(1)))).statusCode).toBe(400);
    expect((await send(edit({ note: 'a\u0000b' }, minutesAgo(1)))).statusCode).toBeLessThan(500);
    expect((await send(edit({ tags: Array(101).fill('x') }, minutesAgo(1)))).statusCode).toBe(400);
    expect((await send(edit({ note: 'x' }, minutesAgo(1)), strangerId)).statusCode).toBe(404);
    expect((await send(edit({ note: 'x' }, minutesAgo(1)), 'not-a-uuid')).statusCode).toBe(404);
    expect(await t.database.db.select().from(leads)).toHaveLength(0);
  });

  it('refuses the same key with another payload (422), as every queued write', async () => {
    const first = edit({ note: 'one' }, minutesAgo(1));
    expect((await send(first)).statusCode).toBe(200);
    const reused = await send({ ...first, lead: { note: 'two' } });
    expect(reused.statusCode).toBe(422);
    expect((await theLead()).note).toBe('one');
  });
});

describe('whose leads', () => {
  it('lists the visitor with the scan time, and never to another company', async () => {
    await send(edit({ rating: 'hot', note: 'Great chat' }, minutesAgo(1)));
    const lead = await theLead();
    expect(lead).toMatchObject({ nickname: 'visitor', visited_at: TEST_NOW.toISOString(), rating: 'hot' });
    const other = await createCompany(t.database.db);
    await giveBadge(t.database.db, visitorId, other.badge.id);
    const theirs = await bearer(t, other.user.email);
    const list = await t.app.inject({ url: '/api/company/leads', headers: theirs });
    expect(list.json<LeadsReply>()).toMatchObject({
      tags: [],
      data: [{ attendee_id: visitorId, rating: null, note: '', tags: [] }],
    });
  });
});

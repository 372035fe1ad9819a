// The console's badge codes (issue 23): an admin makes a code for a badge with a use limit and an
// expiry; attendees type it in "Got a code?" (POST /api/referrals) and get the badge once each,
// until the limit, the expiry or a disable stops it (the provider's 401 "not available"); the
// console lists its uses and who made them; a used code is disabled on removal, not deleted.
// Every change is in the audit log; bad input is a 4xx per field.
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../helpers/app.ts';
import { testTime } from '../helpers/clock.ts';
import {
  answer,
  auditRows,
  consoleCallers,
  consoleClient,
  FORBIDDEN,
  NOT_FOUND,
} from '../helpers/console.ts';
import { createAttendee, createBadge } from '../helpers/factories.ts';
import { bearer } from '../helpers/session.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());
beforeEach(() => t.reset());

const { get, post, patch, del } = consoleClient(() => t);
const REDEEMED = [201, { referral: 'Referral redeemed successfully' }];
const NOT_AVAILABLE = [401, { referral: 'Referral not available' }];

async function attendeeHeaders(nickname: string) {
  const { user } = await createAttendee(t.database.db, { nickname });
  return bearer(t, user.email);
}
const useCode = async (headers: Record<string, string>, id: string) =>
  answer(await t.app.inject({ method: 'POST', url: '/api/referrals', headers, payload: { id } }));

async function makeCode(headers: Record<string, string>, body: Record<string, unknown>) {
  const res = await post('/codes', headers, body);
  expect(res.statusCode).toBe(201);
  return (res.json() as { data: { id: string } }).data.id;
}

describe('console badge codes', () => {
  it('gives the badge to each attendee once, up to the use limit, and lists who used it', async () => {
    const { asAdmin } = await consoleCallers(t);
    const badge = await createBadge(t.database.db, { name: 'Workshop A', tokens: 25 });
    const created = await post('/codes', asAdmin, {
      badge_id: badge.id,
      label: ' Workshop A door ',
      use_limit: 2,
    });
    const id = (created.json() as { data: { id: string } }).data.id;
    expect(answer(created)).toEqual([
      201,
      {
        data: {
          id,
          badge_id: badge.id,
          badge_name: 'Workshop A',
          label: 'Workshop A door',
          use_limit: 2,
          expires_at: null,
          disabled_at: null,
          inserted_at: expect.stringMatching(/Z$/),
          uses: 0,
        },
      },
    ]);
    const [ana, bea, cai] = [
      await attendeeHeaders('ana'),
      await attendeeHeaders('bea'),
      await attendeeHeaders('cai'),
    ];
    expect(await useCode(ana, id.toUpperCase())).toEqual(REDEEMED);
    expect((await useCode(ana, id))[0]).toBe(422);
    expect(await useCode(bea, id)).toEqual(REDEEMED);
    expect(await useCode(cai, id)).toEqual(NOT_AVAILABLE);
    const me = await t.app.inject({ url: '/api/user', headers: bea });
    expect(me.statusCode).toBe(200);
    expect(answer(await get('/codes', asAdmin))).toEqual([
      200,
      { data: [expect.objectContaining({ id, uses: 2 })] },
    ]);
    const uses = answer(await get(`/codes/${id}/uses`, asAdmin));
    expect(uses).toEqual([
      200,
      {
        data: [
          { attendee_id: expect.any(String), nickname: 'ana', at: expect.any(String) },
          { attendee_id: expect.any(String), nickname: 'bea', at: expect.any(String) },
        ],
      },
    ]);
    // Raising the limit lets the next attendee in; lowering it below the uses is refused per field.
    expect(answer(await patch(`/codes/${id}`, asAdmin, { use_limit: 1 }))).toEqual([
      422,
      { errors: { use_limit: ["2 attendees used it already: the limit can't be lower"] } },
    ]);
    expect((await patch(`/codes/${id}`, asAdmin, { use_limit: null })).statusCode).toBe(200);
    expect(await useCode(cai, id)).toEqual(REDEEMED);
    expect((await auditRows(t)).map((e) => e.action)).toEqual(['code.create', 'code.update']);
  });

  it('stops at its expiry, and when disabled until enabled again', async () => {
    const { asAdmin } = await consoleCallers(t);
    const badge = await createBadge(t.database.db);
    const id = await makeCode(asAdmin, {
      badge_id: badge.id,
      expires_at: testTime(30 * 60_000).toISOString(),
    });
    const ana = await attendeeHeaders('ana');
    const bea = await attendeeHeaders('bea');
    expect(answer(await patch(`/codes/${id}`, asAdmin, { disabled: true }))).toEqual([
      200,
      { data: expect.objectContaining({ disabled_at: testTime().toISOString().replace('.000', '') }) },
    ]);
    expect(await useCode(ana, id)).toEqual(NOT_AVAILABLE);
    expect((await patch(`/codes/${id}`, asAdmin, { disabled: false })).statusCode).toBe(200);
    expect(await useCode(ana, id)).toEqual(REDEEMED);
    t.clock.now = testTime(31 * 60_000);
    expect(await useCode(bea, id)).toEqual(NOT_AVAILABLE);
    expect((await auditRows(t)).map((e) => e.action)).toEqual(['code.create', 'code.disable', 'code.enable']);
  });

  it('refuses bad input per field, and changes nothing', async () => {
    const { asAdmin } = await consoleCallers(t);
    const badge = await createBadge(t.database.db);
    const archived = await createBadge(t.database.db, { archivedAt: testTime(-60_000) });
    expect(answer(await post('/codes', asAdmin, { badge_id: archived.id }))).toEqual([
      422,
      { errors: { badge_id: ['Choose a badge that is in use'] } },
    ]);
    expect(answer(await post('/codes', asAdmin, { badge_id: 999_999 }))).toEqual([
      422,
      { errors: { badge_id: ['Choose a badge that is in use'] } },
    ]);
    expect(
      answer(
        await post('/codes', asAdmin, { badge_id: badge.id, expires_at: testTime(-1000).toISOString() }),
      ),
    ).toEqual([422, { errors: { expires_at: ['Choose a time in the future'] } }]);
    expect(
      answer(await post('/codes', asAdmin, { badge_id: badge.id, expires_at: '2026-02-30T10:00:00Z' })),
    ).toEqual([422, { errors: { expires_at: ['Enter a real date and time'] } }]);
    for (const body of [
      { badge_id: badge.id, use_limit: 0 },
      { badge_id: badge.id, use_limit: 'ten' },
      { badge_id: badge.id, expires_at: 'tomorrow' },
      { badge_id: 'x' },
      { badge_id: badge.id, extra: true },
    ]) {
      expect((await post('/codes', asAdmin, body)).statusCode).toBe(400);
    }
    expect((await patch('/codes/not-a-uuid', asAdmin, { label: 'x' })).statusCode).toBe(400);
    const missing = '00000000-0000-4000-8000-000000000000';
    expect(answer(await patch(`/codes/${missing}`, asAdmin, { label: 'x' }))).toEqual([404, NOT_FOUND]);
    expect(answer(await get(`/codes/${missing}/uses`, asAdmin))).toEqual([404, NOT_FOUND]);
    expect(answer(await get('/codes', asAdmin))).toEqual([200, { data: [] }]);
    expect(await auditRows(t)).toEqual([]);
  });

  it('deletes an unused code, disables a used one, and is for admin staff only', async () => {
    const { asAdmin, asStaff } = await consoleCallers(t);
    const badge = await createBadge(t.database.db);
    const unused = await makeCode(asAdmin, { badge_id: badge.id });
    const used = await makeCode(asAdmin, { badge_id: badge.id });
    const ana = await attendeeHeaders('ana');
    expect(await useCode(ana, used)).toEqual(REDEEMED);
    expect(answer(await get('/codes', asStaff))).toEqual([403, FORBIDDEN]);
    expect(answer(await post('/codes', asStaff, { badge_id: badge.id }))).toEqual([403, FORBIDDEN]);
    expect(answer(await patch(`/codes/${used}`, asStaff, { disabled: true }))).toEqual([403, FORBIDDEN]);
    expect(answer(await del(`/codes/${used}`, asStaff))).toEqual([403, FORBIDDEN]);
    expect(answer(await get(`/codes/${used}/uses`, ana))).toEqual([403, FORBIDDEN]);
    expect(answer(await del(`/codes/${unused}`, asAdmin))).toEqual([200, { outcome: 'deleted' }]);
    expect(answer(await del(`/codes/${used}`, asAdmin))).toEqual([200, { outcome: 'archived' }]);
    expect(await useCode(await attendeeHeaders('bea'), unused)).toEqual([404, NOT_FOUND]);
    expect(answer(await get('/codes', asAdmin))).toEqual([
      200,
      { data: [expect.objectContaining({ id: used, uses: 1, disabled_at: expect.any(String) })] },
    ]);
    expect((await auditRows(t)).map((e) => e.action)).toEqual([
      'code.create',
      'code.create',
      'code.delete',
      'code.disable',
    ]);
  });
});

// Issue 21: POST /api/redeems takes a card's short code (`attendee_code`) instead of its id, for
// an award typed offline that the device could not resolve: the server resolves it, refuses a
// code of no card (404) or of two (422) with a reason the outbox shows, and keeps each answer
// under its Idempotency-Key like any other.
import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { attendees } from '../../server/db/schema/accounts.ts';
import { redeems } from '../../server/db/schema/contest.ts';
import { createTestApp, type TestApp } from '../helpers/app.ts';
import { attendeeWithId } from '../helpers/card-codes.ts';
import { createBadge, createCompany, createStaff } from '../helpers/factories.ts';
import { bearer } from '../helpers/session.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());
beforeEach(() => t.reset());

const ANA = '07fe0767-1b4e-4000-8000-000000000001';
const TWIN = '07fe0767-ffff-4000-8000-000000000002';
const OK = { redeem: 'Badge redeemed successfully. Tokens added to your balance' };

const award = (headers: Record<string, string>, redeem: Record<string, unknown>) =>
  t.app.inject({ method: 'POST', url: '/api/redeems', headers, payload: { redeem } });

async function tokensOf(id: string) {
  const [row] = await t.database.db.select().from(attendees).where(eq(attendees.id, id));
  return row!.tokenBalance;
}

async function staffAndBadge() {
  await createStaff(t.database.db, { email: 'staff@test.dev' });
  const badge = await createBadge(t.database.db, { tokens: 10 });
  return { headers: await bearer(t, 'staff@test.dev'), badgeId: badge.id };
}

describe('POST /api/redeems by attendee_code', () => {
  it('awards the attendee whose card carries the code, typed any way', async () => {
    await attendeeWithId(t.database.db, ANA, 'ana');
    const { headers, badgeId } = await staffAndBadge();
    const res = await award(headers, { attendee_code: '07fe o767', badge_id: badgeId });
    expect([res.statusCode, res.json()]).toEqual([201, OK]);
    expect(await tokensOf(ANA)).toBe(10);
  });

  it("gives a sponsor's booth badge by code", async () => {
    await attendeeWithId(t.database.db, ANA, 'ana');
    await createCompany(t.database.db, { email: 'booth@test.dev' });
    const res = await award(await bearer(t, 'booth@test.dev'), { attendee_code: '07FE-0767' });
    expect([res.statusCode, res.json()]).toEqual([201, OK]);
  });

  it('refuses a code of no card, of two cards, a malformed code, and both forms at once', async () => {
    await attendeeWithId(t.database.db, ANA, 'ana');
    await attendeeWithId(t.database.db, TWIN, 'twin');
    const { headers, badgeId } = await staffAndBadge();
    const unknown = await award(headers, { attendee_code: '1111-2222', badge_id: badgeId });
    expect([unknown.statusCode, unknown.json()]).toEqual([404, { error: 'No card with code 1111-2222' }]);
    const twins = await award(headers, { attendee_code: '07FE-0767', badge_id: badgeId });
    expect([twins.statusCode, twins.json()]).toEqual([
      422,
      { error: 'Two cards share code 07FE-0767. Scan the QR or use the nickname.' },
    ]);
    const bad = { errors: { detail: 'Bad Request' } };
    for (const redeem of [
      { attendee_code: 'ana', badge_id: badgeId },
      { attendee_code: 7, badge_id: badgeId },
      { attendee_code: '07FE-0767', attendee_id: ANA, badge_id: badgeId },
      { badge_id: badgeId },
    ]) {
      const res = await award(headers, redeem);
      expect([redeem, res.statusCode, res.json()]).toEqual([redeem, 400, bad]);
    }
    expect(await t.database.db.select().from(redeems)).toEqual([]);
  });

  it('answers a replay of the same key with the first answer and no second award', async () => {
    await attendeeWithId(t.database.db, ANA, 'ana');
    const { headers, badgeId } = await staffAndBadge();
    const keyed = { ...headers, 'idempotency-key': randomUUID() };
    const body = { attendee_code: '07FE-0767', badge_id: badgeId };
    const first = await award(keyed, body);
    const again = await award(keyed, body);
    expect([again.statusCode, again.json()]).toEqual([first.statusCode, first.json()]);
    expect(first.statusCode).toBe(201);
    expect(await tokensOf(ANA)).toBe(10);
    expect(await t.database.db.select().from(redeems)).toHaveLength(1);
    const other = await award(keyed, { attendee_code: '07FE-0768', badge_id: badgeId });
    expect(other.statusCode).toBe(422);
  });

  it('keeps a refusal by code under its key: the replay is refused the same even once the card exists', async () => {
    const { headers, badgeId } = await staffAndBadge();
    const keyed = { ...headers, 'idempotency-key': randomUUID() };
    const body = { attendee_code: '07FE-0767', badge_id: badgeId };
    const first = await award(keyed, body);
    expect(first.statusCode).toBe(404);
    await attendeeWithId(t.database.db, ANA, 'ana');
    const again = await award(keyed, body);
    expect([again.statusCode, again.json()]).toEqual([404, { error: 'No card with code 07FE-0767' }]);
    expect(await tokensOf(ANA)).toBe(0);
  });
});

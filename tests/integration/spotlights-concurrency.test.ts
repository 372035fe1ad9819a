// 50 parallel spotlight starts (issue 10, DESIGN.md §8): exactly one wins, every other gets the
// provider's 422, one start is spent, and one spotlight row exists. Requests fired at once through
// app.inject interleave on the pg pool, so on PostgreSQL (DATABASE_URL, as CI runs it) this proves
// the table lock of server/spotlights/repo.ts; on PGlite, which runs one query at a time, it
// passes trivially.
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { companies } from '../../server/db/schema/accounts.ts';
import { spotlights } from '../../server/db/schema/contest.ts';
import { createTestApp, type TestApp } from '../helpers/app.ts';
import { createCompany } from '../helpers/factories.ts';
import { spotlightWorld, startSpotlight } from '../helpers/realtime.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());
beforeEach(() => t.reset());

const STILL_ACTIVE = { errors: { end: ['Another spotlight is still active'] } };

describe('50 parallel starts', () => {
  it('of one company with starts to spare: one 201, 49 × 422, one start spent', async () => {
    const { headers, company } = await spotlightWorld(t);
    await t.database.db
      .update(companies)
      .set({ remainingSpotlights: 100 })
      .where(eq(companies.id, company.id));
    const answers = await Promise.all(
      Array.from({ length: 50 }, () => startSpotlight(t, headers, company.id)),
    );
    expect(answers.filter((r) => r.statusCode === 201)).toHaveLength(1);
    expect(answers.filter((r) => r.statusCode === 422).map((r) => r.json())).toEqual(
      Array(49).fill(STILL_ACTIVE),
    );
    const [row] = await t.database.db.select().from(companies).where(eq(companies.id, company.id));
    expect(row!.remainingSpotlights).toBe(99);
    expect(await t.database.db.select().from(spotlights)).toHaveLength(1);
  });

  it('of 50 companies at once: one wins, the other 49 keep their start', async () => {
    const { headers } = await spotlightWorld(t);
    const all = [];
    for (let i = 0; i < 50; i++) all.push((await createCompany(t.database.db)).company);
    const answers = await Promise.all(all.map((c) => startSpotlight(t, headers, c.id)));
    const winners = all.filter((_, i) => answers[i]!.statusCode === 201);
    expect(winners).toHaveLength(1);
    expect(answers.filter((r) => r.statusCode === 422)).toHaveLength(49);
    const rows = await t.database.db.select().from(companies);
    const spent = rows.filter((r) => r.remainingSpotlights === 0).map((r) => r.id);
    expect(spent).toEqual([winners[0]!.id]);
    const current = await t.database.db.select().from(spotlights);
    expect(current.map((s) => s.badgeId)).toEqual([winners[0]!.badgeId]);
  });
});

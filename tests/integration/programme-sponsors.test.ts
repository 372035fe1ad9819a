// The sponsors are public (issue 22): GET /api/programme answers them to a signed-out caller, with
// their tier and booth and nothing private, and its version (the ETag) changes with them.
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { ProgrammeReply } from '../../server/contract/programme.ts';
import { companies } from '../../server/db/schema/accounts.ts';
import { venueBooths } from '../../server/db/schema/venue.ts';
import { createTestApp, type TestApp } from '../helpers/app.ts';
import { createCompany } from '../helpers/factories.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());
beforeEach(() => t.reset());

const read = (headers: Record<string, string> = {}) => t.app.inject({ url: '/api/programme', headers });

describe('GET /api/programme: the sponsors', () => {
  it('answers every sponsor signed out, with its tier and booth, and nothing private', async () => {
    const gold = await createCompany(t.database.db, { sponsorship: 'Gold', hasCvAccess: true });
    const silver = await createCompany(t.database.db, { sponsorship: 'Silver' });
    await t.database.db
      .insert(venueBooths)
      .values({ companyId: gold.company.id, x: 265, y: 630, label: 'B2' });

    const res = await read();
    expect(res.statusCode).toBe(200);
    expect(res.json<ProgrammeReply>().sponsors).toEqual([
      {
        id: gold.company.id,
        name: gold.company.name,
        sponsorship: 'Gold',
        booth: { x: 265, y: 630, label: 'B2' },
      },
      { id: silver.company.id, name: silver.company.name, sponsorship: 'Silver' },
    ]);
    for (const secret of [gold.user.email, 'badge_id', 'channel_id', 'has_cv_access', gold.badge.name]) {
      expect(res.body).not.toContain(secret);
    }
  });

  it('changes its version when a sponsor changes, so a phone’s cached copy is replaced', async () => {
    const sponsor = await createCompany(t.database.db, { sponsorship: 'Bronze' });
    const before = await read();
    const etag = String(before.headers.etag);
    expect((await read({ 'if-none-match': etag })).statusCode).toBe(304);

    await t.database.db
      .update(companies)
      .set({ sponsorship: 'Gold' })
      .where(eq(companies.id, sponsor.company.id));
    const after = await read({ 'if-none-match': etag });
    expect(after.statusCode).toBe(200);
    expect(after.headers.etag).not.toBe(etag);
    expect(after.json<ProgrammeReply>().version).not.toBe(before.json<ProgrammeReply>().version);
    expect(after.json<ProgrammeReply>().sponsors[0]).toMatchObject({ sponsorship: 'Gold' });
  });
});

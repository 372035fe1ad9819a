// Fan-out between server processes (DESIGN.md §1, §6; issue 10). On PostgreSQL two apps, each
// with its own pool and LISTEN connection as two processes would have, share one database: a
// spotlight started on A reaches a socket on B, also right after B's listener was killed, and A's
// writes reach B's leaderboard and caller caches. PGlite allows one process per data directory,
// so without DATABASE_URL the in-process variant runs and the PostgreSQL cases show as skipped
// (CI runs this file on PostgreSQL: .ci/run).
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../helpers/app.ts';
import { createAttendee, createBadge, createStaff } from '../helpers/factories.ts';
import {
  listen,
  openRaw,
  secondApp,
  spotlightWorld,
  startSpotlight,
  waitFor,
  type RawClient,
  type SecondApp,
} from '../helpers/realtime.ts';
import { bearer } from '../helpers/session.ts';

const isPostgres = (process.env.DATABASE_URL ?? '').startsWith('postgres');

let a: TestApp;
let b: SecondApp;
let urlA: string;
let urlB: string;
beforeAll(async () => {
  a = await createTestApp();
  urlA = await listen(a);
  if (isPostgres) {
    b = await secondApp(a);
    urlB = await b.listen();
  }
});
afterAll(async () => {
  await b?.close();
  await a.close();
});
beforeEach(() => a.reset());

async function joined(url: string): Promise<RawClient> {
  const c = await openRaw(url);
  c.send(['1', '1', 'spotlight', 'phx_join', {}]);
  await c.next((f) => f[1] === '1', 'the join');
  return c;
}

const spotlightFrame = (companyId: number) => (f: unknown[]) =>
  f[3] === 'spotlight' && (f[4] as { id?: number }).id === companyId;

// NOTE: each run defines the variant its database can hold: npm test (PGlite, one process per data
// directory) the in-process one, CI's PostgreSQL pass the two-process one. Neither is skipped.
if (isPostgres)
  describe('two server processes on one PostgreSQL', () => {
    it('a spotlight started on A reaches sockets on A and on B', async () => {
      const [onA, onB] = [await joined(urlA), await joined(urlB)];
      const { headers, company, badge } = await spotlightWorld(a);
      expect((await startSpotlight(a, headers, company.id)).statusCode).toBe(201);
      const [fromA, fromB] = await Promise.all([
        onA.next(spotlightFrame(company.id), 'the broadcast on A'),
        onB.next(spotlightFrame(company.id), 'the broadcast on B'),
      ]);
      expect(fromB).toEqual(fromA);
      expect(fromB).toEqual([
        null,
        null,
        'spotlight',
        'spotlight',
        expect.objectContaining({ badge_id: badge.id }),
      ]);
      await Promise.all([onA.close(), onB.close()]);
    });

    it('reaches B after its LISTEN connection was killed (reconnect, then a re-read)', async () => {
      const onB = await joined(urlB);
      await a.database.db.execute(
        sql`select pg_terminate_backend(pid) from pg_stat_activity
          where application_name = 'confetti-fanout' and datname = current_database()`,
      );
      const { headers, company } = await spotlightWorld(a);
      expect((await startSpotlight(a, headers, company.id)).statusCode).toBe(201);
      await onB.next(spotlightFrame(company.id), 'the spotlight on B after the reconnect');
      const listeners = async () => {
        const result = (await a.database.db.execute(
          sql`select count(*)::int as n from pg_stat_activity
            where application_name = 'confetti-fanout' and datname = current_database()`,
        )) as unknown as { rows: { n: number }[] };
        return result.rows[0]!.n;
      };
      await waitFor(async () => (await listeners()) === 2, 'both LISTEN connections back');
      await onB.close();
    });

    it("drops B's cached leaderboard after a write on A, and B's kept caller after A deletes it", async () => {
      const db = a.database.db;
      const badge = await createBadge(db, { tokens: 7 });
      const { attendee, user } = await createAttendee(db, { nickname: 'ana' });
      await createStaff(db, { email: 'staff@test.dev' });
      const ana = await bearer(a, user.email);
      const boardOnB = () => b.app.inject({ method: 'GET', url: '/api/leaderboard', headers: ana });
      expect((await boardOnB()).json()).toEqual({ data: [] }); // cached on B, caller kept on B
      const award = await a.app.inject({
        method: 'POST',
        url: '/api/redeems',
        headers: await bearer(a, 'staff@test.dev'),
        payload: { redeem: { attendee_id: attendee.id, badge_id: badge.id } },
      });
      expect(award.statusCode).toBe(201);
      await waitFor(async () => (await boardOnB()).json().data.length === 1, "A's award on B's board");
      const gone = await a.app.inject({
        method: 'DELETE',
        url: `/api/attendees/${attendee.id}`,
        headers: ana,
      });
      expect(gone.statusCode).toBe(204);
      await waitFor(async () => (await boardOnB()).statusCode !== 200, "A's deletion at B's caller cache");
      expect((await boardOnB()).json()).toEqual({ errors: { detail: 'Endpoint Not Found' } });
    });
  });

if (!isPostgres)
  describe('one process on PGlite (in-process fan-out; two processes need DATABASE_URL)', () => {
    it('a spotlight started through the API reaches every socket of the process', async () => {
      expect(a.app.realtime.hub.stats().connections).toBe(0);
      const sockets = [await joined(urlA), await joined(urlA)];
      const { headers, company } = await spotlightWorld(a);
      expect((await startSpotlight(a, headers, company.id)).statusCode).toBe(201);
      for (const s of sockets) await s.next(spotlightFrame(company.id), 'the broadcast');
      await Promise.all(sockets.map((s) => s.close()));
    });
  });

// Issue 13's acceptance: "the configuration export of that event imports into a second empty
// database and gives the same screens". The demo event (badges and items with pictures, prizes,
// the paytable, sponsors and their booths, and a history of awards and purchases) is exported from
// one app and imported into a second, empty one; every read an attendee's screens make then
// answers the same on both, and exporting the copy gives the document back.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BADGE_TYPE } from '../../server/contract/constants.ts';
import { seedDemoIfEmpty } from '../../server/db/seed.ts';
import { createTestApp, type TestApp } from '../helpers/app.ts';
import { answer, auditRows, consoleCallers, CONSOLE } from '../helpers/console.ts';
import { createAttendee } from '../helpers/factories.ts';
import { bearer } from '../helpers/session.ts';

let source: TestApp;
let target: TestApp;
beforeAll(async () => {
  [source, target] = await Promise.all([createTestApp(), createTestApp()]);
  await seedDemoIfEmpty(source.database.db, source.config, { info: () => undefined }, source.clock.now);
});
afterAll(() => Promise.all([source.close(), target.close()]));

/** What every attendee screen reads of the configuration. */
const ATTENDEE_READS = [
  '/api/badges',
  '/api/store',
  '/api/roulette/prizes',
  '/api/slots/paytable',
  '/api/companies',
  '/api/venue',
  '/api/attendee/courses',
];

/** The attendee's badge list less the secrets someone found in the source's history. */
function undiscovered(value: unknown): unknown {
  if (typeof value !== 'object' || value === null || !('data' in value)) return value;
  const { data } = value as { data: { type: number }[] };
  return { data: data.filter((badge) => badge.type !== BADGE_TYPE.secret) };
}

/** A picture's `?v=` is when it was stored, which an import renews; the path is the same. */
const withoutVersions = (body: string) => body.replace(/\?v=\d+/g, '');

async function exportConfig(t: TestApp, headers: Record<string, string>) {
  const res = await t.app.inject({ url: `${CONSOLE}/export/config`, headers });
  expect(res.statusCode, res.body.slice(0, 300)).toBe(200);
  return res;
}

describe('configuration export → import into an empty database', () => {
  it('recreates the event: the attendee screens read the same, and the copy exports the same', async () => {
    const fromSource = await consoleCallers(source);
    const exported = await exportConfig(source, fromSource.asAdmin);
    expect(exported.headers['content-type']).toMatch(/^application\/json/);
    expect(exported.headers['content-disposition']).toBe(
      'attachment; filename="confetti-config-2026-11-22.json"',
    );
    const doc = exported.json();
    expect(doc).toMatchObject({ format: 'confetti-config', version: 1, exported_at: '2026-11-22T12:00:00Z' });
    expect(doc.badges.length).toBeGreaterThan(20);
    expect(doc.badges[0].picture).toMatchObject({ content_type: 'image/svg+xml' });
    expect(doc.venue.booths.length).toBe(doc.companies.length);
    // History stays behind: no people, no awards, no purchases.
    expect(Object.keys(doc).sort()).toEqual(
      [
        'badges',
        'codes',
        'companies',
        'courses',
        'exported_at',
        'format',
        'games',
        'payouts',
        'prizes',
        'products',
        'venue',
        'version',
      ].sort(),
    );

    const onTarget = await consoleCallers(target);
    const imported = await target.app.inject({
      method: 'POST',
      url: `${CONSOLE}/import`,
      headers: onTarget.asAdmin,
      payload: doc,
    });
    const pictures = [...doc.badges, ...doc.products, ...doc.prizes].filter(
      (row: { picture: unknown }) => row.picture !== null,
    ).length;
    expect(answer(imported)).toEqual([
      201,
      {
        imported: {
          courses: doc.courses.length,
          badges: doc.badges.length,
          products: doc.products.length,
          prizes: doc.prizes.length,
          payouts: doc.payouts.length,
          companies: doc.companies.length,
          booths: doc.venue.booths.length,
          pictures,
        },
      },
    ]);

    const sourceAttendee = await bearer(source, (await createAttendee(source.database.db)).user.email);
    const targetAttendee = await bearer(target, (await createAttendee(target.database.db)).user.email);
    const reads = [
      ...ATTENDEE_READS.map((url) => ({ url, a: sourceAttendee, b: targetAttendee })),
      // Every badge, secrets included (an attendee sees a secret once someone found it: history).
      { url: '/api/badges', a: fromSource.asAdmin, b: onTarget.asAdmin },
    ];
    for (const { url, a, b } of reads) {
      const [fromA, fromB] = await Promise.all([
        source.app.inject({ url, headers: a }),
        target.app.inject({ url, headers: b }),
      ]);
      const seen = (res: typeof fromA) => [url, res.statusCode, JSON.parse(withoutVersions(res.body))];
      expect(seen(fromB)).toEqual(
        seen(fromA).map((v) => (url === '/api/badges' && a === sourceAttendee ? undiscovered(v) : v)),
      );
    }

    // Pictures and the plan are served by the copy, byte for byte.
    const badge = (await source.app.inject({ url: '/api/badges', headers: sourceAttendee })).json().data[0];
    const path = withoutVersions(badge.avatar);
    const [picA, picB] = await Promise.all([
      source.app.inject({ url: path }),
      target.app.inject({ url: path }),
    ]);
    expect([picB.statusCode, picB.rawPayload.equals(picA.rawPayload)]).toEqual([200, true]);
    const plan = (await target.app.inject({ url: '/api/venue', headers: targetAttendee })).json().plan.url;
    const [planA, planB] = await Promise.all([
      source.app.inject({ url: plan }),
      target.app.inject({ url: plan }),
    ]);
    expect([planB.statusCode, planB.rawPayload.equals(planA.rawPayload)]).toEqual([200, true]);

    const again = (await exportConfig(target, onTarget.asAdmin)).json();
    expect(again).toEqual(doc);

    const audit = (await auditRows(target)).map((e) => [e.action, e.actorEmail]);
    expect(audit).toEqual([['config.import', onTarget.admin.user.email]]);
  });

  it('refuses a second import (409) and leaves the event as it was; new rows take fresh ids', async () => {
    const { asAdmin } = await consoleCallers(target);
    const doc = (await exportConfig(target, asAdmin)).json();
    const res = await target.app.inject({
      method: 'POST',
      url: `${CONSOLE}/import`,
      headers: asAdmin,
      payload: doc,
    });
    expect(answer(res)).toEqual([
      409,
      { error: 'This server already has an event configuration: import into an empty one' },
    ]);
    const after = (await exportConfig(target, asAdmin)).json();
    expect({ ...after, exported_at: null }).toEqual({ ...doc, exported_at: null });

    const created = await target.app.inject({
      method: 'POST',
      url: `${CONSOLE}/badges`,
      headers: asAdmin,
      payload: {
        ...doc.badges[0],
        id: undefined,
        archived_at: undefined,
        picture: undefined,
        name: 'Next year',
      },
    });
    const maxId = Math.max(...doc.badges.map((b: { id: number }) => b.id));
    expect([created.statusCode, created.json().data.id]).toEqual([201, maxId + 1]);
  });
});

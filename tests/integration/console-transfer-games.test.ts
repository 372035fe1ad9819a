// Issue 23: the configuration export carries what the console's Games and Codes sections set (the
// spin price, the slots' pay table, the badge codes with their limits, expiry and state), so the
// export imported into an empty server reproduces them, and a code works there as it did.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../helpers/app.ts';
import { answer, consoleCallers, consoleClient, CONSOLE } from '../helpers/console.ts';
import { createBadge } from '../helpers/factories.ts';

let source: TestApp;
let target: TestApp;
beforeAll(async () => {
  [source, target] = await Promise.all([createTestApp(), createTestApp()]);
});
afterAll(() => Promise.all([source.close(), target.close()]));

const onSource = consoleClient(() => source);
const onTarget = consoleClient(() => target);

describe('export → import of the games and the codes', () => {
  it('reproduces the spin price, the pay table and every code on an empty server', async () => {
    const from = await consoleCallers(source);
    const badge = await createBadge(source.database.db, { name: 'Workshop A' });
    expect((await onSource.put('/games/spin-price', from.asAdmin, { spin_price: 35 })).statusCode).toBe(200);
    const paytable = [
      { multiplier: 2, probability: 0.25 },
      { multiplier: 10, probability: 0.01 },
    ];
    expect((await onSource.put('/games/paytable', from.asAdmin, { paytable })).statusCode).toBe(200);
    const open = await onSource.post('/codes', from.asAdmin, {
      badge_id: badge.id,
      label: 'Workshop A door',
      use_limit: 40,
      expires_at: '2026-11-23T18:00:00Z',
    });
    const closed = await onSource.post('/codes', from.asAdmin, { badge_id: badge.id, label: 'Old' });
    const closedId = (closed.json() as { data: { id: string } }).data.id;
    expect((await onSource.patch(`/codes/${closedId}`, from.asAdmin, { disabled: true })).statusCode).toBe(
      200,
    );
    expect(open.statusCode).toBe(201);

    const exported = await source.app.inject({ url: `${CONSOLE}/export/config`, headers: from.asAdmin });
    const doc = exported.json() as { games: unknown; codes: unknown[] };
    expect(doc.games).toEqual({ spin_price: 35 });
    expect(doc.codes).toHaveLength(2);

    const to = await consoleCallers(target);
    const imported = await target.app.inject({
      method: 'POST',
      url: `${CONSOLE}/import`,
      headers: to.asAdmin,
      payload: doc,
    });
    expect(imported.statusCode, imported.body).toBe(201);

    const games = [await onSource.get('/games', from.asAdmin), await onTarget.get('/games', to.asAdmin)];
    expect(answer(games[1]!)).toEqual(answer(games[0]!));
    // The list is newest first and says when each code was made: the copy's were made at the
    // import, so compare them by code, less that time.
    const byId = (res: Awaited<ReturnType<typeof onSource.get>>) =>
      (res.json() as { data: { id: string; inserted_at?: string }[] }).data
        .map(({ inserted_at: _made, ...code }) => code)
        .sort((a, b) => a.id.localeCompare(b.id));
    const codes = [await onSource.get('/codes', from.asAdmin), await onTarget.get('/codes', to.asAdmin)];
    expect(byId(codes[1]!)).toEqual(byId(codes[0]!));
    expect(byId(codes[1]!)).toHaveLength(2);
    const price = await target.app.inject({ url: '/api/roulette/price', headers: to.asAdmin });
    expect(price.json()).toEqual({ price: 35 });
    const again = await target.app.inject({ url: `${CONSOLE}/export/config`, headers: to.asAdmin });
    const copy = again.json() as { games: unknown; codes: unknown[] };
    expect(copy.games).toEqual(doc.games);
    expect(new Set(copy.codes.map((c) => JSON.stringify(c)))).toEqual(
      new Set(doc.codes.map((c) => JSON.stringify(c))),
    );
  });

  it('refuses a code whose badge is not in the document, naming its place', async () => {
    const to = await consoleCallers(target);
    const base = {
      format: 'confetti-config',
      version: 1,
      exported_at: '2026-11-22T12:00:00Z',
      courses: [],
      badges: [],
      products: [],
      prizes: [],
      payouts: [],
      companies: [],
      venue: { plan: { content_type: 'image/svg+xml', data: '' }, booths: [] },
    };
    const code = {
      id: '0b7e3c52-8f0e-4a59-9f5e-3f1f6a0c2d11',
      badge_id: 7,
      label: '',
      use_limit: null,
      expires_at: null,
      disabled_at: null,
    };
    const bad = await target.app.inject({
      method: 'POST',
      url: `${CONSOLE}/import`,
      headers: to.asAdmin,
      payload: { ...base, codes: [code] },
    });
    expect(answer(bad)).toEqual([
      422,
      { errors: { '/codes/0/badge_id': ['is not a badge of this document'] } },
    ]);
  });
});

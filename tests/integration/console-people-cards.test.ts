// The console's attendee cards (issue 13): a batch of N cards (bounded, audited), the list with
// who registered each and the counts, filters, search and pages, and the printable QR sheets
// (signed link or admin session, a CSP that allows only the sheet's own style, never cached).
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { attendees } from '../../server/db/schema/accounts.ts';
import { CARD_SHEET_CSP } from '../../server/cards/sheet-routes.ts';
import { createTestApp, type TestApp } from '../helpers/app.ts';
import {
  answer,
  auditRows,
  BAD_REQUEST,
  consoleCallers,
  consoleClient,
  FORBIDDEN,
  NOT_FOUND,
} from '../helpers/console.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ PUBLIC_ORIGIN: 'https://confetti.example' });
});
afterAll(() => t.close());
beforeEach(() => t.reset());

const { get, post } = consoleClient(() => t);

type Batch = { batch: number; cards: string[]; sheet_url: string };
type CardList = {
  data: { id: string; code: string; nickname: string | null; is_registered: boolean }[];
  counts: { total: number; registered: number; free: number };
  matching: number;
  next_offset: number | null;
  sheet_url: string;
  card_origin: string;
  card_origin_is_local: boolean;
};

const cards = async (headers: Record<string, string>, query = '') =>
  (await get(`/cards${query}`, headers)).json() as CardList;

async function register(cardId: string, nickname: string) {
  const password = 'card-password';
  const user = { email: `${nickname}@test.dev`, password, password_confirmation: password };
  const res = await t.app.inject({
    method: 'POST',
    url: '/api/auth/sign_up',
    payload: { user: { ...user, attendee: { id: cardId, nickname, name: nickname } } },
  });
  expect(res.statusCode).toBe(200);
}

const faces = (html: string) => (html.match(/<figure class="card">/g) ?? []).length;

describe('the console cards', () => {
  it('creates a batch of cards, audited, that attendees register with', async () => {
    const { admin, asAdmin } = await consoleCallers(t);
    const res = await post('/cards', asAdmin, { count: 3 });
    expect(res.statusCode).toBe(201);
    const made = res.json() as Batch;
    expect(made.cards).toHaveLength(3);
    expect(made.sheet_url).toMatch(
      new RegExp(`^/api/admin/console/cards/batches/${made.batch}/sheet\\?exp=\\d+&sig=[\\w-]+$`),
    );
    const registered = await t.app.inject({ url: `/api/is_registered/${made.cards[0]}` });
    expect(registered.json()).toEqual({ is_registered: false });
    await register(made.cards[0]!, 'ada');
    expect((await t.app.inject({ url: `/api/is_registered/${made.cards[0]}` })).json()).toEqual({
      is_registered: true,
    });
    const [entry] = await auditRows(t);
    expect(entry).toMatchObject({
      id: made.batch,
      actorUserId: admin.user.id,
      action: 'cards.create',
      entity: 'card',
      before: null,
      after: { count: 3, ids: made.cards },
    });
  });

  it('says which origin the printed QR codes open, and when it is this machine only (issue 23)', async () => {
    const { asAdmin } = await consoleCallers(t);
    expect(await cards(asAdmin)).toMatchObject({
      card_origin: 'https://confetti.example',
      card_origin_is_local: false,
    });
    const local = await createTestApp({ PUBLIC_ORIGIN: '', PORT: '4321' });
    try {
      const { asAdmin: localAdmin } = await consoleCallers(local);
      const res = await local.app.inject({ url: '/api/admin/console/cards', headers: localAdmin });
      expect(res.json()).toMatchObject({ card_origin: 'http://localhost:4321', card_origin_is_local: true });
    } finally {
      await local.close();
    }
  });

  it('lists cards with who registered each, the counts, filters, search and pages', async () => {
    const { asAdmin } = await consoleCallers(t);
    const { cards: ids } = (await post('/cards', asAdmin, { count: 5 })).json() as Batch;
    await register(ids[1]!, 'grace');
    await register(ids[3]!, 'linus_t');
    const all = await cards(asAdmin);
    expect(all.counts).toEqual({ total: 5, registered: 2, free: 3 });
    expect([all.matching, all.next_offset, all.data.length]).toEqual([5, null, 5]);
    expect(all.data.find((c) => c.id === ids[1])).toEqual({
      id: ids[1],
      code: ids[1]!.slice(0, 4).toUpperCase() + '-' + ids[1]!.slice(4, 8).toUpperCase(),
      nickname: 'grace',
      is_registered: true,
      inserted_at: expect.stringMatching(/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\dZ$/),
    });
    const registered = await cards(asAdmin, '?status=registered');
    expect(registered.data.map((c) => c.nickname).sort()).toEqual(['grace', 'linus_t']);
    expect(registered.counts).toEqual(all.counts);
    const free = await cards(asAdmin, '?status=free');
    expect(free.data.map((c) => c.id).sort()).toEqual([ids[0], ids[2], ids[4]].sort());
    expect(free.data.every((c) => c.nickname === null && !c.is_registered)).toBe(true);

    const code = all.data.find((c) => c.id === ids[2])!.code;
    expect((await cards(asAdmin, `?q=${code.toLowerCase()}`)).data.map((c) => c.id)).toEqual([ids[2]]);
    expect((await cards(asAdmin, '?q=RAC')).data.map((c) => c.nickname)).toEqual(['grace']);
    expect((await cards(asAdmin, '?q=_')).data.map((c) => c.nickname)).toEqual(['linus_t']);
    expect((await cards(asAdmin, '?q=%25')).matching).toBe(0);

    const first = await cards(asAdmin, '?limit=2');
    const second = await cards(asAdmin, `?limit=2&offset=${first.next_offset}`);
    const third = await cards(asAdmin, `?limit=2&offset=${second.next_offset}`);
    expect([first.next_offset, second.next_offset, third.next_offset]).toEqual([2, 4, null]);
    const paged = [...first.data, ...second.data, ...third.data].map((c) => c.id);
    expect(paged).toEqual(all.data.map((c) => c.id));
  });

  it('prints the free cards and a batch on an A4 sheet that allows only its own style', async () => {
    const { asAdmin } = await consoleCallers(t);
    const older = (await post('/cards', asAdmin, { count: 2 })).json() as Batch;
    const batch = (await post('/cards', asAdmin, { count: 3 })).json() as Batch;
    await register(batch.cards[0]!, 'hopper');

    const sheet = await t.app.inject({ url: batch.sheet_url });
    expect(sheet.statusCode).toBe(200);
    expect(sheet.headers['content-type']).toBe('text/html; charset=utf-8');
    expect(sheet.headers['content-security-policy']).toBe(CARD_SHEET_CSP);
    expect(CARD_SHEET_CSP).toMatch(/^default-src 'none'; style-src 'sha256-[\w+/=]+'; /);
    expect(sheet.headers['cache-control']).toBe('no-store');
    expect(faces(sheet.body)).toBe(2);
    expect(sheet.body).toContain('@page { size: A4; margin: 10mm; }');
    const printed = (id: string) => `${id.slice(0, 4)}-${id.slice(4, 8)}`.toUpperCase();
    expect(sheet.body).toContain(printed(batch.cards[1]!));
    expect(sheet.body).not.toContain(printed(batch.cards[0]!));
    expect(sheet.body).toContain('Test Conf');

    const list = await cards(asAdmin);
    const free = await t.app.inject({ url: list.sheet_url });
    expect([free.statusCode, faces(free.body)]).toEqual([200, 4]);
    expect(free.body).toContain(printed(older.cards[0]!));
    const withSession = await get('/cards/sheet', asAdmin);
    expect([withSession.statusCode, faces(withSession.body)]).toEqual([200, 4]);
  });

  it('says so on a sheet with no free card left', async () => {
    const { asAdmin } = await consoleCallers(t);
    const batch = (await post('/cards', asAdmin, { count: 1 })).json() as Batch;
    await register(batch.cards[0]!, 'lovelace');
    const sheet = await t.app.inject({ url: batch.sheet_url });
    expect([sheet.statusCode, faces(sheet.body)]).toEqual([200, 0]);
    expect(sheet.body).toContain('No free cards to print.');
  });

  it('refuses a bad count, query or batch with 4xx JSON, and makes no card', async () => {
    const { asAdmin } = await consoleCallers(t);
    for (const body of [
      { count: 0 },
      { count: 1001 },
      { count: 2.5 },
      { count: '3' },
      {},
      { count: 1, x: 1 },
    ]) {
      expect(answer(await post('/cards', asAdmin, body))).toEqual([400, BAD_REQUEST]);
    }
    for (const query of ['?status=taken', '?limit=-1', '?offset=x', `?q=${'a'.repeat(61)}`, '?page=2']) {
      expect(answer(await get(`/cards${query}`, asAdmin))).toEqual([400, BAD_REQUEST]);
    }
    expect(answer(await get('/cards/batches/abc/sheet', asAdmin))).toEqual([400, BAD_REQUEST]);
    expect(answer(await get('/cards/batches/999999/sheet', asAdmin))).toEqual([404, NOT_FOUND]);
    expect(await t.database.db.select().from(attendees)).toEqual([]);
    expect(await auditRows(t)).toEqual([]);
  });

  it('is for admin staff only, and a sheet link opens only its own sheet until it expires', async () => {
    const { asAdmin, asStaff } = await consoleCallers(t);
    const batch = (await post('/cards', asAdmin, { count: 1 })).json() as Batch;
    expect(answer(await get('/cards', asStaff))).toEqual([403, FORBIDDEN]);
    expect(answer(await post('/cards', asStaff, { count: 1 }))).toEqual([403, FORBIDDEN]);
    expect(answer(await get('/cards/sheet', asStaff))).toEqual([403, FORBIDDEN]);
    expect(answer(await get('/cards/sheet', {}))).toEqual([401, { error: 'unauthenticated' }]);
    const query = batch.sheet_url.slice(batch.sheet_url.indexOf('?'));
    const elsewhere = await t.app.inject({ url: `/api/admin/console/cards/sheet${query}` });
    expect(answer(elsewhere)).toEqual([401, { error: 'unauthenticated' }]);
    const forged = await t.app.inject({ url: batch.sheet_url.replace(/sig=.*$/, 'sig=AAAA') });
    expect(forged.statusCode).toBe(401);
    const now = t.clock.now;
    t.clock.now = new Date(now.getTime() + 21 * 60_000);
    try {
      expect((await t.app.inject({ url: batch.sheet_url })).statusCode).toBe(401);
    } finally {
      t.clock.now = now;
    }
    expect(await t.database.db.select().from(attendees)).toHaveLength(1);
  });
});

// Pictures set in the console (issue 13: checked by content, size-limited, served with the
// avatars' headers) and the audit log's list: newest first, paged, admin only.
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { CATALOGUE_IMAGE_MAX_BYTES } from '../../server/uploads/limits.ts';
import { createTestApp, type TestApp } from '../helpers/app.ts';
import {
  answer,
  auditRows,
  BAD_REQUEST,
  CONSOLE,
  consoleCallers,
  consoleClient,
  FORBIDDEN,
} from '../helpers/console.ts';
import { createAttendee, createBadge, createRedeemable } from '../helpers/factories.ts';
import { bearer } from '../helpers/session.ts';
import { fixture, multipart } from '../fixtures/forms.ts';
import { absolute } from '../helpers/cvs.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());
beforeEach(() => t.reset());

const { get, patch } = consoleClient(() => t);
const AT = new Date('2026-11-22T12:00:00Z').getTime();
const INVALID = { errors: { image: ['is invalid'] } };

async function upload(path: string, headers: Record<string, string>, data: Buffer, filename = 'pic.png') {
  const form = await multipart([['image[file]', { data, filename }]]);
  return t.app.inject({
    method: 'PUT',
    url: `${CONSOLE}${path}`,
    headers: { ...headers, ...form.headers },
    payload: form.payload,
  });
}

describe('PUT /api/admin/console/<kind>/:id/image', () => {
  it('stores a picture judged by its content, points the row at it, and serves it', async () => {
    const { asAdmin } = await consoleCallers(t);
    const badge = await createBadge(t.database.db);
    const stored = `/uploads/catalogue/badges/${badge.id}/original.svg?v=${AT}`;
    const res = await upload(`/badges/${badge.id}/image`, asAdmin, fixture('avatar.svg'), 'named.png');
    expect(answer(res)).toEqual([200, { image: absolute(t, stored) }]);
    const pic = await t.app.inject({ url: stored });
    expect([pic.statusCode, pic.headers['content-type'], pic.rawPayload]).toEqual([
      200,
      'image/svg+xml',
      fixture('avatar.svg'),
    ]);
    expect(pic.headers['content-security-policy']).toBe(
      "default-src 'none'; style-src 'unsafe-inline'; frame-ancestors 'none'",
    );
    expect(pic.headers['x-content-type-options']).toBe('nosniff');
    const attendee = await bearer(t, (await createAttendee(t.database.db)).user.email);
    const seen = await t.app.inject({ url: `/api/badges/${badge.id}`, headers: attendee });
    // NOTE: the provider's badge, item and prize JSON answer stored paths as they are (same-origin
    // clients load them; routes/json/* do not take the links yet), as issue 13's note records.
    expect(seen.json()).toMatchObject({ data: { avatar: absolute(t, stored) } });
    expect((await auditRows(t)).map((e) => [e.action, e.entityId])).toEqual([
      ['badge.image', String(badge.id)],
    ]);
  });

  it('replaces a product picture of another format', async () => {
    const { asAdmin } = await consoleCallers(t);
    const item = await createRedeemable(t.database.db);
    expect((await upload(`/products/${item.id}/image`, asAdmin, fixture('avatar.png'))).statusCode).toBe(200);
    expect((await upload(`/products/${item.id}/image`, asAdmin, fixture('avatar.jpg'))).statusCode).toBe(200);
    const png = await t.app.inject({ url: `/uploads/catalogue/products/${item.id}/original.png` });
    const jpg = await t.app.inject({ url: `/uploads/catalogue/products/${item.id}/original.jpg` });
    expect([png.statusCode, jpg.statusCode, jpg.headers['content-type']]).toEqual([404, 200, 'image/jpeg']);
    expect((await get('/products', asAdmin)).json()).toMatchObject({
      data: [{ image: absolute(t, `/uploads/catalogue/products/${item.id}/original.jpg?v=${AT}`) }],
    });
  });

  it('refuses what is not a picture, an oversize one, a missing file or row, and non-admins', async () => {
    const { asAdmin, asStaff } = await consoleCallers(t);
    const badge = await createBadge(t.database.db);
    const path = `/badges/${badge.id}/image`;
    const big = Buffer.concat([fixture('avatar.png'), Buffer.alloc(CATALOGUE_IMAGE_MAX_BYTES)]);
    expect(answer(await upload(path, asAdmin, fixture('not-an-image.txt')))).toEqual([422, INVALID]);
    expect(answer(await upload(path, asAdmin, fixture('cv.pdf'), 'x.png'))).toEqual([422, INVALID]);
    expect(answer(await upload(path, asAdmin, big))).toEqual([422, INVALID]);
    expect(answer(await upload(path, asAdmin, Buffer.alloc(0)))).toEqual([422, INVALID]);
    const noFile = await multipart([['image[name]', 'x']]);
    const sent = await t.app.inject({
      method: 'PUT',
      url: `${CONSOLE}${path}`,
      headers: { ...asAdmin, ...noFile.headers },
      payload: noFile.payload,
    });
    expect(answer(sent)).toEqual([422, INVALID]);
    expect(answer(await upload('/badges/999/image', asAdmin, fixture('avatar.png')))).toEqual([
      404,
      { errors: { detail: 'Endpoint Not Found' } },
    ]);
    expect(answer(await upload('/badges/x/image', asAdmin, fixture('avatar.png')))).toEqual([
      400,
      BAD_REQUEST,
    ]);
    expect(answer(await upload(path, asStaff, fixture('avatar.png')))).toEqual([403, FORBIDDEN]);
    const stray = await t.app.inject({ url: `/uploads/catalogue/badges/${badge.id}/original.png` });
    expect(stray.statusCode).toBe(404);
    expect(await auditRows(t)).toEqual([]);
  });

  it('serves only the one shape of picture path', async () => {
    for (const url of [
      '/uploads/catalogue/cvs/1/original.png',
      '/uploads/catalogue/badges/0/original.png',
      '/uploads/catalogue/badges/1/original.pdf',
      '/uploads/catalogue/badges/..%2F..%2Fcvs/original.png',
    ]) {
      expect((await t.app.inject({ url })).statusCode).toBe(404);
    }
  });
});

describe('GET /api/admin/console/audit', () => {
  it('lists changes newest first with who made them, in pages', async () => {
    const { admin, asAdmin, asStaff } = await consoleCallers(t);
    const badge = await createBadge(t.database.db, { tokens: 1 });
    for (const tokens of [2, 3, 4]) await patch(`/badges/${badge.id}`, asAdmin, { tokens });
    const first = await get('/audit?limit=2', asAdmin);
    const page = first.json() as { data: { id: number; before: { tokens: number } }[]; next_before: number };
    expect(first.statusCode).toBe(200);
    expect(page.data.map((e) => e.before.tokens)).toEqual([3, 2]);
    expect(page.data[0]).toMatchObject({
      at: '2026-11-22T12:00:00Z',
      actor_id: admin.user.id,
      actor_email: admin.user.email,
      action: 'badge.update',
      entity: 'badge',
      entity_id: String(badge.id),
      after: { tokens: 4 },
    });
    const rest = (await get(`/audit?before=${page.next_before}`, asAdmin)).json() as typeof page;
    expect([rest.data.map((e) => e.before.tokens), rest.next_before]).toEqual([[1], null]);
    for (const query of ['?limit=x', '?before=-1', '?limit=1000', '?other=1']) {
      expect(answer(await get(`/audit${query}`, asAdmin))).toEqual([400, BAD_REQUEST]);
    }
    expect(answer(await get('/audit', asStaff))).toEqual([403, FORBIDDEN]);
  });
});

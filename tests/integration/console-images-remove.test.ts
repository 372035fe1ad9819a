// Removing a picture in the console (issue 23): DELETE <console>/<kind>/:id/image points the badge,
// item or prize at no picture, removes its file, is in the audit log, and is for admin staff only.
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../helpers/app.ts';
import {
  answer,
  auditRows,
  CONSOLE,
  consoleCallers,
  consoleClient,
  FORBIDDEN,
  NOT_FOUND,
} from '../helpers/console.ts';
import { createBadge, createPrize, createRedeemable } from '../helpers/factories.ts';
import { fixture, multipart } from '../fixtures/forms.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());
beforeEach(() => t.reset());

const { get, del } = consoleClient(() => t);

async function upload(path: string, headers: Record<string, string>) {
  const form = await multipart([['image[file]', { data: fixture('avatar.svg'), filename: 'pic.svg' }]]);
  return t.app.inject({
    method: 'PUT',
    url: `${CONSOLE}${path}`,
    headers: { ...headers, ...form.headers },
    payload: form.payload,
  });
}

const relative = (link: string) => new URL(link, 'http://x').pathname;

describe('DELETE /api/admin/console/<kind>/:id/image', () => {
  it('removes the picture of a badge, an item and a prize, and its file', async () => {
    const { asAdmin } = await consoleCallers(t);
    const rows = [
      ['badges', (await createBadge(t.database.db)).id, 'avatar'],
      ['products', (await createRedeemable(t.database.db)).id, 'image'],
      ['prizes', (await createPrize(t.database.db)).id, 'avatar'],
    ] as const;
    for (const [kind, id, field] of rows) {
      const set = await upload(`/${kind}/${id}/image`, asAdmin);
      expect(set.statusCode).toBe(200);
      const file = relative((set.json() as { image: string }).image);
      expect((await t.app.inject({ url: file })).statusCode).toBe(200);
      expect(answer(await del(`/${kind}/${id}/image`, asAdmin))).toEqual([200, { image: null }]);
      const list = (await get(`/${kind}`, asAdmin)).json() as { data: Record<string, unknown>[] };
      expect(list.data.find((row) => row.id === id)?.[field]).toBeNull();
      expect((await t.app.inject({ url: file })).statusCode).toBe(404);
    }
    const pictureOf = (after: unknown) => {
      const row = after as Record<string, unknown>;
      return 'img' in row ? row.img : row.avatar;
    };
    expect((await auditRows(t)).map((e) => [e.action, pictureOf(e.after)])).toEqual([
      ['badge.image', expect.stringMatching(/^\/uploads/)],
      ['badge.image', null],
      ['product.image', expect.stringMatching(/^\/uploads/)],
      ['product.image', null],
      ['prize.image', expect.stringMatching(/^\/uploads/)],
      ['prize.image', null],
    ]);
  });

  it('answers 404 for a row that is not there, 400 for a bad id, and is for admin staff only', async () => {
    const { asAdmin, asStaff } = await consoleCallers(t);
    const badge = await createBadge(t.database.db);
    expect(answer(await del('/badges/999999/image', asAdmin))).toEqual([404, NOT_FOUND]);
    expect((await del('/badges/abc/image', asAdmin)).statusCode).toBe(400);
    expect(answer(await del(`/badges/${badge.id}/image`, asStaff))).toEqual([403, FORBIDDEN]);
    expect((await del(`/badges/${badge.id}/image`, {})).statusCode).toBe(401);
    expect(await auditRows(t)).toEqual([]);
  });
});

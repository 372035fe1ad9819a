// The demo seed's pictures (issue 13, "the demo looks like a real event"): every badge and store
// item gets an SVG stored where an organiser's upload goes, answered in the JSON and served with
// the uploads' headers; an upload in the console replaces it like any other picture.
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seedDemoIfEmpty } from '../../server/db/seed.ts';
import { createTestApp, type TestApp } from '../helpers/app.ts';
import { CONSOLE } from '../helpers/console.ts';
import { absolute } from '../helpers/cvs.ts';
import { bearer } from '../helpers/session.ts';
import { fixture, multipart } from '../fixtures/forms.ts';

let t: TestApp;
const silent = { info: () => undefined };

beforeAll(async () => {
  t = await createTestApp();
  await t.reset();
  await seedDemoIfEmpty(t.database.db, t.config, silent, t.clock.now);
});
afterAll(() => t.close());

type Row = { id: number; picture: string | null };
async function rows(table: 'badges' | 'redeemables'): Promise<Row[]> {
  const column = table === 'badges' ? sql`avatar` : sql`img`;
  const result = await t.database.db.execute(
    sql`select id, ${column} as picture from ${sql.raw(table)} order by id`,
  );
  return (result as unknown as { rows: Row[] }).rows;
}

const stored = (kind: string, id: number) =>
  `/uploads/catalogue/${kind}/${id}/original.svg?v=${t.clock.now.getTime()}`;

async function expectServedSvg(path: string) {
  const res = await t.app.inject({ url: path });
  expect([path, res.statusCode, res.headers['content-type']]).toEqual([path, 200, 'image/svg+xml']);
  expect(res.headers['content-security-policy']).toBe(
    "default-src 'none'; style-src 'unsafe-inline'; frame-ancestors 'none'",
  );
  expect(res.headers['x-content-type-options']).toBe('nosniff');
  expect(res.body).toMatch(/^<svg xmlns="http:\/\/www\.w3\.org\/2000\/svg"[^>]*>.*<\/svg>$/);
  expect(res.body).not.toMatch(/<script|href|\son[a-z]+=/i);
  expect(res.rawPayload.length).toBeLessThanOrEqual(1536);
}

describe('the demo seed’s pictures', () => {
  it('give every badge a picture stored and served as an upload', async () => {
    const badges = await rows('badges');
    expect(badges.length).toBeGreaterThan(50);
    for (const { id, picture } of badges) {
      expect(picture).toBe(stored('badges', id));
      await expectServedSvg(picture!);
    }
  });

  it('give every store item a picture stored and served as an upload', async () => {
    const items = await rows('redeemables');
    expect(items).toHaveLength(11);
    for (const { id, picture } of items) {
      expect(picture).toBe(stored('products', id));
      await expectServedSvg(picture!);
    }
  });

  it('are what attendees read in the badge list and the store', async () => {
    const me = await bearer(t, 'attendee1@confetti.dev');
    const list = (await t.app.inject({ url: '/api/badges', headers: me })).json() as {
      data: { id: number; avatar: string }[];
    };
    expect(list.data.length).toBeGreaterThan(50);
    // Answered absolute (issue 21), stored as the path.
    for (const badge of list.data) expect(badge.avatar).toBe(absolute(t, stored('badges', badge.id)));
    const store = (await t.app.inject({ url: '/api/store', headers: me })).json() as {
      data: { id: number; image: string }[];
    };
    expect(store.data.map((item) => item.image)).toEqual(
      store.data.map((item) => absolute(t, stored('products', item.id))),
    );
  });

  it('give way to an organiser’s upload', async () => {
    const admin = await bearer(t, 'admin@confetti.dev');
    const [first] = await rows('redeemables');
    const form = await multipart([['image[file]', { data: fixture('avatar.png'), filename: 'mine.png' }]]);
    const res = await t.app.inject({
      method: 'PUT',
      url: `${CONSOLE}/products/${first!.id}/image`,
      headers: { ...admin, ...form.headers },
      payload: form.payload,
    });
    expect(res.statusCode).toBe(200);
    const [after] = await rows('redeemables');
    expect(after!.picture).toBe(
      `/uploads/catalogue/products/${first!.id}/original.png?v=${t.clock.now.getTime()}`,
    );
    const png = await t.app.inject({ url: after!.picture! });
    expect([png.statusCode, png.headers['content-type']]).toEqual([200, 'image/png']);
    expect((await t.app.inject({ url: first!.picture! })).statusCode).toBe(404);
  });
});

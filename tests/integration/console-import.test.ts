// POST /api/admin/console/import/:kind (issue 23): badges, products and prizes from a CSV file.
// The preview (dry run) answers every row with its errors and writes nothing; an import with any
// bad row writes nothing and says which; a good file is created whole, each row in the audit log
// as a create by hand; a file that is not what the kind needs is one clear 422 on `csv`.
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { CSV_BOM, csvLines } from '../../server/transfer/csv.ts';
import { createTestApp, type TestApp } from '../helpers/app.ts';
import { answer, auditRows, consoleCallers, consoleClient } from '../helpers/console.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());
beforeEach(() => t.reset());

const { get, post } = consoleClient(() => t);

const BADGE_HEADER = ['name', 'type', 'tokens', 'begin', 'end', 'begin_badge', 'end_badge', 'description'];
const goodBadges = csvLines([
  BADGE_HEADER,
  [
    'Opening, day 1',
    'Talks',
    '25',
    '2026-11-27 10:00',
    '2026-11-27 11:00',
    '2026-11-27 10:00',
    '2026-11-27 18:00',
    '',
  ],
  [
    '=Workshop',
    '7',
    '40',
    '2026-11-28T14:00:00Z',
    '2026-11-28T16:00:00Z',
    '2026-11-28T14:00:00Z',
    '2026-11-28T20:00:00Z',
    'Say "hi"',
  ],
]);

type Listed = { name: string; type: number; begin: string; description: string };

describe('POST /api/admin/console/import/:kind', () => {
  it('previews a file row by row, errors in words per column, and writes nothing', async () => {
    const { asAdmin } = await consoleCallers(t);
    await post('/products', asAdmin, { name: 'Mug', description: '', price: 5, stock: 3, max_per_user: 1 });
    const csv = csvLines([
      ['name', 'price', 'stock', 'max_per_user', 'is_redeemable'],
      ['Pen', '2', '100', '1', 'yes'],
      ['mug', '5', '3', '1', ''],
      ['Hoodie', '-4', 'ten', '1', ''],
      ['Pen', '3', '1', '1', 'maybe'],
    ]);
    const audited = (await auditRows(t)).length;
    expect(answer(await post('/import/products', asAdmin, { csv, dry_run: true }))).toEqual([
      200,
      {
        data: {
          rows: [
            { line: 2, name: 'Pen', errors: {} },
            { line: 3, name: 'mug', errors: { name: ['is already the name of another product'] } },
            {
              line: 4,
              name: 'Hoodie',
              errors: { price: ['must be greater than or equal to 0'], stock: ['is invalid'] },
            },
            {
              line: 5,
              name: 'Pen',
              errors: { is_redeemable: ['is invalid'], name: ['is also the name on line 2'] },
            },
          ],
          valid: 1,
          invalid: 3,
        },
      },
    ]);
    const listed = (await get('/products', asAdmin)).json() as { data: Listed[] };
    expect(listed.data.map((p) => p.name)).toEqual(['Mug']);
    expect((await auditRows(t)).length).toBe(audited);
  });

  it('imports nothing when a row is bad, and says how many and which', async () => {
    const { asAdmin } = await consoleCallers(t);
    const csv = csvLines([
      ['name', 'stock', 'max_amount_per_attendee'],
      ['Sticker', '50', '2'],
      ['Hoodie', '1', '2'],
    ]);
    const res = await post('/import/prizes', asAdmin, { csv });
    expect(answer(res)).toEqual([
      422,
      {
        errors: { csv: ['1 row has errors: nothing was imported'] },
        rows: [
          { line: 2, name: 'Sticker', errors: {} },
          { line: 3, name: 'Hoodie', errors: { stock: ['must be at least the most per attendee'] } },
        ],
      },
    ]);
    expect(((await get('/prizes', asAdmin)).json() as { data: unknown[] }).data).toEqual([]);
    expect(await auditRows(t)).toEqual([]);
  });

  it('creates every row of a good file, reads zoneless times at the given offset, undoes the export quoting', async () => {
    const { asAdmin } = await consoleCallers(t);
    const res = await post('/import/badges', asAdmin, { csv: CSV_BOM + goodBadges, utc_offset_minutes: 60 });
    expect(answer(res)).toEqual([201, { data: { created: 2 } }]);
    const listed = ((await get('/badges', asAdmin)).json() as { data: Listed[] }).data;
    expect(listed.map(({ name, type, begin, description }) => ({ name, type, begin, description }))).toEqual([
      { name: 'Opening, day 1', type: 6, begin: '2026-11-27T09:00:00Z', description: '' },
      { name: '=Workshop', type: 7, begin: '2026-11-28T14:00:00Z', description: 'Say "hi"' },
    ]);
    const audit = await auditRows(t);
    expect(audit.map((a) => [a.action, a.after])).toEqual([
      ['badge.create', expect.objectContaining({ name: 'Opening, day 1' })],
      ['badge.create', expect.objectContaining({ name: '=Workshop' })],
    ]);
    // The same file again: every name is now taken, and nothing more is created.
    const again = await post('/import/badges', asAdmin, { csv: goodBadges });
    expect(again.statusCode).toBe(422);
    expect(((await get('/badges', asAdmin)).json() as { data: unknown[] }).data).toHaveLength(2);
  });

  it('refuses a file that is not one of this kind with one message on csv', async () => {
    const { asAdmin } = await consoleCallers(t);
    const cases: [string, string][] = [
      ['', 'The file has no rows to import'],
      ['name,price,stock,max_per_user\r\n', 'The file has no rows to import'],
      ['name,price,colour,stock,max_per_user\r\nPen,1,red,1,1\r\n', 'Unknown column: colour'],
      ['name,stock\r\nPen,1\r\n', 'Missing column: price, max_per_user'],
      ['name,price,stock,max_per_user\r\n"Pen,1,1,1\r\n', 'cannot be read: a quoted field is never closed'],
    ];
    for (const [csv, message] of cases) {
      expect([csv, answer(await post('/import/products', asAdmin, { csv }))]).toEqual([
        csv,
        [422, { errors: { csv: [message] } }],
      ]);
    }
    expect(answer(await post('/import/sponsors', asAdmin, { csv: 'name\r\nAcme\r\n' }))[0]).toBe(400);
    expect(answer(await post('/import/products', asAdmin, { csv: 3 }))).toEqual([
      422,
      { errors: { csv: ['is invalid'] } },
    ]);
  });
});

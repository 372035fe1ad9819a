// POST /api/admin/console/import refusals (issue 13): the whole document is checked before anything
// is written — its schema, then the rules between its rows, then every picture's bytes — and each
// mistake is answered with a 422 naming its place in the document. Nothing is written on any error.
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { PLAN_KEY } from '../../server/uploads/storage.ts';
import { createTestApp, type TestApp } from '../helpers/app.ts';
import { answer, auditRows, BAD_REQUEST, CONSOLE, consoleCallers, FORBIDDEN } from '../helpers/console.ts';
import { createAttendee, createCourse } from '../helpers/factories.ts';
import { bearer } from '../helpers/session.ts';
import { base64, documentOf, PLAN } from '../helpers/config-document.ts';
import { storedKeys, storeUpload } from '../helpers/uploads.ts';
import { fixture } from '../fixtures/forms.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());
beforeEach(async () => {
  await t.reset();
});

type Doc = ReturnType<typeof documentOf>;

async function importAs(headers: Record<string, string>, payload: unknown) {
  return t.app.inject({ method: 'POST', url: `${CONSOLE}/import`, headers, payload: payload as object });
}

/** Nothing of the document reached the database or the upload store. */
async function expectNothingWritten() {
  const { asAdmin } = await consoleCallers(t);
  const doc = (await t.app.inject({ url: `${CONSOLE}/export/config`, headers: asAdmin })).json();
  expect([doc.courses, doc.badges, doc.products, doc.prizes, doc.payouts, doc.companies]).toEqual([
    [],
    [],
    [],
    [],
    [],
    [],
  ]);
  expect(doc.venue.booths).toEqual([]);
  expect(await storedKeys(t.database.db, PLAN_KEY)).toEqual([]);
  expect((await auditRows(t)).filter((e) => e.action === 'config.import')).toEqual([]);
}

describe('POST /api/admin/console/import', () => {
  it('imports a small document: links kept, ids kept, pictures stored, the plan in place', async () => {
    const { asAdmin } = await consoleCallers(t);
    const res = await importAs(asAdmin, documentOf());
    expect(answer(res)).toEqual([
      201,
      {
        imported: {
          courses: 1,
          badges: 1,
          products: 1,
          prizes: 1,
          payouts: 1,
          companies: 1,
          booths: 1,
          pictures: 1,
        },
      },
    ]);
    const attendee = await bearer(t, (await createAttendee(t.database.db)).user.email);
    const venue = (await t.app.inject({ url: '/api/venue', headers: attendee })).json();
    expect(venue.plan).toMatchObject({ width: 100, height: 50 });
    expect(await storedKeys(t.database.db, PLAN_KEY)).toEqual([PLAN_KEY]);
    expect(venue.booths).toEqual([
      { company_id: 5, name: 'Acme', sponsorship: 'Gold', badge_id: 7, x: 20, y: 10, label: 'A1' },
    ]);
    const store = (await t.app.inject({ url: '/api/store', headers: attendee })).json();
    expect(store.data[0]).toMatchObject({ id: 3, name: 'Mug', image: 'https://cdn.example.org/mug.png' });
    const badge = (await t.app.inject({ url: '/api/badges/7', headers: attendee })).json().data;
    const picture = await t.app.inject({ url: badge.avatar });
    expect([picture.statusCode, picture.headers['content-type']]).toEqual([200, 'image/png']);
    expect(picture.rawPayload.equals(fixture('avatar.png'))).toBe(true);
    const audit = await auditRows(t);
    expect(audit.map((e) => [e.action, e.entity, e.entityId])).toEqual([['config.import', 'config', null]]);
  });

  it('answers 422 with the schema errors at their places in the document', async () => {
    const { asAdmin } = await consoleCallers(t);
    const notOurs: [unknown, Record<string, string[]>][] = [
      [{ ...documentOf(), format: 'other-app' }, { '/format': ['must be "confetti-config"'] }],
      [{ ...documentOf(), version: 2 }, { '/version': ['must be 1: this server reads version 1 documents'] }],
      [[], { '/': ['must be a confetti-config document (a JSON object)'] }],
    ];
    for (const [doc, errors] of notOurs)
      expect(answer(await importAs(asAdmin, doc))).toEqual([422, { errors }]);
    const cases: [string, (doc: Doc) => unknown, string][] = [
      ['a missing list', ({ prizes: _prizes, ...d }) => d, '/'],
      ['an unknown key', (d) => ({ ...d, attendees: [] }), '/'],
      ['a wrong type', (d) => ({ ...d, badges: [{ ...d.badges[0], tokens: 'ten' }] }), '/badges/0/tokens'],
      [
        'a bad tier',
        (d) => ({ ...d, companies: [{ ...d.companies[0], sponsorship: 'Platinum' }] }),
        '/companies/0/sponsorship',
      ],
      [
        'a negative stock',
        (d) => ({ ...d, products: [{ ...d.products[0], stock: -1 }] }),
        '/products/0/stock',
      ],
    ];
    for (const [what, change, place] of cases) {
      const res = await importAs(asAdmin, change(documentOf()));
      expect([what, res.statusCode, Object.keys(res.json().errors)]).toEqual([
        what,
        422,
        expect.arrayContaining([place]),
      ]);
    }
    await expectNothingWritten();
  });

  it('answers 422 when rows do not fit together, naming each place', async () => {
    const { asAdmin } = await consoleCallers(t);
    const d = documentOf();
    const cases: [unknown, Record<string, string[]>][] = [
      [
        { ...d, companies: [{ ...d.companies[0], badge_id: 99 }], venue: { ...d.venue, booths: [] } },
        { '/companies/0/badge_id': ['is not a badge of this document'] },
      ],
      [
        { ...d, venue: { ...d.venue, booths: [{ ...d.venue.booths[0], company_id: 6 }] } },
        { '/venue/booths/0/company_id': ['is not a company of this document'] },
      ],
      [{ ...d, courses: [...d.courses, { id: 1, name: 'Again' }] }, { '/courses/1/id': ['is repeated'] }],
      [
        { ...d, prizes: [{ ...d.prizes[0], probability: 0.5 }] },
        { '/prizes': ['probabilities must add up to 1 (or all be 0), not 0.5'] },
      ],
      [
        { ...d, prizes: [{ ...d.prizes[0], probability: 1, archived_at: '2026-11-01T00:00:00Z' }] },
        { '/prizes/0/probability': ['must be 0 for an archived prize'] },
      ],
      [
        { ...d, badges: [{ ...d.badges[0], end: '2026-11-22T08:00:00Z' }] },
        { '/badges/0/end': ['must be after the activity starts'] },
      ],
      [
        { ...d, badges: [{ ...d.badges[0], begin: '2026-02-30T09:00:00Z' }] },
        { '/badges/0/begin': ['is invalid'] },
      ],
      [{ ...d, products: [{ ...d.products[0], name: '   ' }] }, { '/products/0/name': ["can't be blank"] }],
    ];
    for (const [doc, errors] of cases)
      expect(answer(await importAs(asAdmin, doc))).toEqual([422, { errors }]);
    await expectNothingWritten();
  });

  it('judges pictures and the plan by their bytes', async () => {
    const { asAdmin } = await consoleCallers(t);
    const d = documentOf();
    const withPicture = (data: string) => ({
      ...d,
      badges: [{ ...d.badges[0], picture: { content_type: 'image/png', data } }],
    });
    const big = base64(Buffer.concat([fixture('avatar.png'), Buffer.alloc(600 * 1024)]));
    const cases: [unknown, Record<string, string[]>][] = [
      [
        withPicture(base64(fixture('not-an-image.txt'))),
        { '/badges/0/picture/data': ['is not a PNG, JPEG, GIF or SVG picture'] },
      ],
      [withPicture('abc'), { '/badges/0/picture/data': ['is not base64'] }],
      [withPicture(''), { '/badges/0/picture/data': ['is empty'] }],
      [
        {
          ...d,
          venue: { ...d.venue, plan: { content_type: 'image/svg+xml', data: base64(fixture('avatar.png')) } },
        },
        { '/venue/plan/data': ['is not an SVG'] },
      ],
      [
        {
          ...d,
          venue: {
            ...d.venue,
            plan: {
              content_type: 'image/svg+xml',
              data: base64('<svg xmlns="http://www.w3.org/2000/svg" width="100%"/>'),
            },
          },
        },
        { '/venue/plan/data': ['states no size (a viewBox, or a numeric width and height)'] },
      ],
      [
        {
          ...d,
          venue: {
            ...d.venue,
            plan: {
              content_type: 'image/svg+xml',
              data: base64('<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 9 9" onload="x()"/>'),
            },
          },
        },
        { '/venue/plan/data': ['holds an event handler attribute (on…=)'] },
      ],
    ];
    for (const [doc, errors] of cases)
      expect(answer(await importAs(asAdmin, doc))).toEqual([422, { errors }]);
    // Just over the limit once decoded; far over it is refused by the schema before decoding.
    const over = Buffer.concat([fixture('avatar.png'), Buffer.alloc(512 * 1024)]);
    expect(answer(await importAs(asAdmin, withPicture(base64(over))))).toEqual([
      422,
      { errors: { '/badges/0/picture/data': ['is larger than 524288 bytes'] } },
    ]);
    const huge = await importAs(asAdmin, withPicture(big));
    expect([huge.statusCode, Object.keys(huge.json().errors)]).toEqual([
      422,
      expect.arrayContaining(['/badges/0/picture/data']),
    ]);
    await expectNothingWritten();
  });

  it('refuses (409) a server that already has configuration, or its own plan, and writes nothing', async () => {
    const { asAdmin } = await consoleCallers(t);
    const course = await createCourse(t.database.db, 'Already here');
    const refused = { error: 'This server already has an event configuration: import into an empty one' };
    expect(answer(await importAs(asAdmin, documentOf()))).toEqual([409, refused]);
    const doc = (await t.app.inject({ url: `${CONSOLE}/export/config`, headers: asAdmin })).json();
    expect([doc.courses, doc.badges, doc.companies]).toEqual([
      [{ id: course.id, name: 'Already here' }],
      [],
      [],
    ]);

    await t.reset();
    await storeUpload(t.database.db, PLAN_KEY, Buffer.from(PLAN));
    const again = await consoleCallers(t);
    expect(answer(await importAs(again.asAdmin, documentOf()))).toEqual([409, refused]);
  });

  it('is for admin staff only, and reads a JSON document only', async () => {
    const { asAdmin, asStaff } = await consoleCallers(t);
    const attendee = await bearer(t, (await createAttendee(t.database.db)).user.email);
    expect(answer(await importAs(asStaff, documentOf()))).toEqual([403, FORBIDDEN]);
    expect(answer(await importAs(attendee, documentOf()))).toEqual([403, FORBIDDEN]);
    expect((await importAs({}, documentOf())).statusCode).toBe(401);
    const notJson = await t.app.inject({
      method: 'POST',
      url: `${CONSOLE}/import`,
      headers: { ...asAdmin, 'content-type': 'application/json' },
      payload: '{"format": "confetti-config",',
    });
    expect(answer(notJson)).toEqual([400, BAD_REQUEST]);
    const text = await t.app.inject({
      method: 'POST',
      url: `${CONSOLE}/import`,
      headers: { ...asAdmin, 'content-type': 'text/plain' },
      payload: 'hello',
    });
    expect(answer(text)).toEqual([
      422,
      { errors: { '/': ['must be a confetti-config document (a JSON object)'] } },
    ]);
    await expectNothingWritten();
  });
});

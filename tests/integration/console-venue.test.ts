// The console's venue (issue 13): an organiser uploads a floor plan (a real, safe SVG that states
// its size), places, moves and removes booths on it in its own units, and the attendee map shows
// each change on its next read; every bad input is a 4xx with nothing changed, every change is in
// the audit log, and only admin staff get in.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { createUploadStore, PLAN_KEY, uploadsRoot } from '../../server/uploads/storage.ts';
import { createTestApp, type TestApp } from '../helpers/app.ts';
import {
  answer,
  auditRows,
  BAD_REQUEST,
  CONSOLE,
  consoleCallers,
  consoleClient,
  FORBIDDEN,
  NOT_FOUND,
  type Headers,
} from '../helpers/console.ts';
import { createAttendee, createCompany } from '../helpers/factories.ts';
import { bearer } from '../helpers/session.ts';
import { multipart } from '../fixtures/forms.ts';
import { HOSTILE_SVGS } from '../fixtures/hostile-svg.ts';

let t: TestApp;
let dataDir: string;
beforeAll(async () => {
  dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'confetti-console-venue-'));
  t = await createTestApp({ DATA_DIR: dataDir });
});
afterAll(async () => {
  await t.close();
  fs.rmSync(dataDir, { recursive: true, force: true });
});
beforeEach(async () => {
  await t.reset();
});

const { get, put, del } = consoleClient(() => t);
const PLAN =
  '<svg xmlns="http://www.w3.org/2000/svg" viewBox="100 50 400 300"><rect width="10" height="10"/></svg>';
/** The organiser's plan in the upload store (the database), or null. */
const organiserPlan = () => createUploadStore(uploadsRoot(t.config), t.database.db).readSmall(PLAN_KEY);

async function uploadPlan(headers: Headers, svg: string | Buffer, field = 'plan[file]') {
  const form = await multipart([[field, { data: Buffer.from(svg), filename: 'plan.svg' }]]);
  return t.app.inject({
    method: 'PUT',
    url: `${CONSOLE}/venue/plan`,
    headers: { ...headers, ...form.headers },
    payload: form.payload,
  });
}

const attendeeMap = async () => {
  const jwt = await bearer(t, (await createAttendee(t.database.db)).user.email);
  return (await t.app.inject({ url: '/api/venue', headers: jwt })).json() as {
    plan: { url: string; width: number; height: number };
    booths: { company_id: number; x: number; y: number; label: string | null }[];
  };
};

describe('the console venue', () => {
  it('lists the demo plan and every sponsor, placed or not', async () => {
    const { asAdmin } = await consoleCallers(t);
    const acme = await createCompany(t.database.db, { sponsorship: 'Silver' });
    const [status, body] = answer(await get('/venue', asAdmin));
    expect(status).toBe(200);
    expect(body).toEqual({
      plan: {
        url: expect.stringMatching(/^http:\/\/localhost:\d+\/venue\/plan\.svg\?v=[0-9a-f]{12}$/),
        min_x: 0,
        min_y: 0,
        width: 1000,
        height: 1000,
        is_demo: true,
      },
      sponsors: [
        {
          id: acme.company.id,
          name: acme.company.name,
          sponsorship: 'Silver',
          is_archived: false,
          booth: null,
        },
      ],
    });
  });

  it('places a booth, moves it keeping its label, removes it; the attendee map follows; all audited', async () => {
    const { admin, asAdmin } = await consoleCallers(t);
    const { company } = await createCompany(t.database.db);
    const placed = await put(`/venue/booths/${company.id}`, asAdmin, { x: 120.5, y: 80, label: ' A1 ' });
    expect(answer(placed)).toEqual([
      200,
      { data: expect.objectContaining({ id: company.id, booth: { x: 120.5, y: 80, label: 'A1' } }) },
    ]);
    expect((await attendeeMap()).booths).toMatchObject([
      { company_id: company.id, x: 120.5, y: 80, label: 'A1' },
    ]);

    const moved = await put(`/venue/booths/${company.id}`, asAdmin, { x: 1000, y: 0 });
    expect(moved.json()).toMatchObject({ data: { booth: { x: 1000, y: 0, label: 'A1' } } });
    expect(answer(await del(`/venue/booths/${company.id}`, asAdmin))).toEqual([200, { outcome: 'deleted' }]);
    expect((await attendeeMap()).booths).toEqual([]);

    const entries = await auditRows(t);
    expect(entries.map((e) => [e.action, e.entity, e.entityId, e.actorEmail])).toEqual([
      ['booth.place', 'booth', String(company.id), admin.user.email],
      ['booth.move', 'booth', String(company.id), admin.user.email],
      ['booth.remove', 'booth', String(company.id), admin.user.email],
    ]);
    expect(entries[0]).toMatchObject({ before: null, after: { x: 120.5, y: 80, label: 'A1' } });
    expect(entries[1]).toMatchObject({ before: { x: 120.5 }, after: { x: 1000, y: 0 } });
    expect(entries[2]).toMatchObject({ before: { x: 1000, y: 0 }, after: null });
  });

  it('refuses a position off the plan, a bad body or id, and an unknown sponsor, changing nothing', async () => {
    const { asAdmin } = await consoleCallers(t);
    const { company } = await createCompany(t.database.db);
    const url = `/venue/booths/${company.id}`;
    const offPlan = { errors: { x: ['is off the plan'], y: ['is off the plan'] } };
    expect(answer(await put(url, asAdmin, { x: 1000.5, y: 10 }))).toEqual([422, offPlan]);
    expect(answer(await put(url, asAdmin, { x: 10, y: -1 }))).toEqual([422, offPlan]);
    for (const body of [
      { x: 10 },
      { x: '10', y: 10 },
      { x: 1, y: 1, z: 1 },
      { x: 1, y: 1, label: 'x'.repeat(13) },
    ]) {
      expect(answer(await put(url, asAdmin, body)), JSON.stringify(body)).toEqual([400, BAD_REQUEST]);
    }
    expect(answer(await put('/venue/booths/abc', asAdmin, { x: 1, y: 1 }))).toEqual([400, BAD_REQUEST]);
    expect(answer(await put('/venue/booths/999999', asAdmin, { x: 1, y: 1 }))).toEqual([404, NOT_FOUND]);
    expect(answer(await del(url, asAdmin))).toEqual([404, NOT_FOUND]);
    expect(await auditRows(t)).toEqual([]);
    expect((await attendeeMap()).booths).toEqual([]);
  });

  it('takes an uploaded plan, serves it under a new URL, and checks booths against its box', async () => {
    const { asAdmin } = await consoleCallers(t);
    const { company } = await createCompany(t.database.db);
    await put(`/venue/booths/${company.id}`, asAdmin, { x: 900, y: 900 });
    const before = (await get('/venue', asAdmin)).json() as { plan: { url: string } };
    const res = await uploadPlan(asAdmin, PLAN);
    expect(answer(res)).toEqual([
      200,
      {
        plan: {
          url: expect.stringMatching(/^http:\/\/localhost:\d+\/venue\/plan\.svg\?v=[0-9a-f]{12}$/),
          min_x: 100,
          min_y: 50,
          width: 400,
          height: 300,
          is_demo: false,
        },
        booths_off_plan: 1,
      },
    ]);
    const url = (res.json() as { plan: { url: string } }).plan.url;
    expect(url).not.toBe(before.plan.url);
    expect((await organiserPlan())?.toString('utf8')).toBe(PLAN);
    // In the database, so every server process serves it; nothing of it is left on this disk.
    expect(fs.existsSync(path.join(dataDir, 'venue'))).toBe(false);
    expect(fs.readdirSync(path.join(dataDir, 'uploads', 'tmp'))).toEqual([]);
    expect((await t.app.inject({ url: url.slice(url.indexOf('/venue/')) })).body).toBe(PLAN);
    expect((await attendeeMap()).plan).toEqual({ url, width: 400, height: 300 });

    expect((await put(`/venue/booths/${company.id}`, asAdmin, { x: 50, y: 60 })).statusCode).toBe(422);
    const moved = await put(`/venue/booths/${company.id}`, asAdmin, { x: 500, y: 50 });
    expect(moved.statusCode).toBe(200);
    expect((await attendeeMap()).booths).toMatchObject([{ x: 400, y: 0 }]);
    const entry = (await auditRows(t)).find((e) => e.action === 'venue-plan.replace');
    expect(entry).toMatchObject({
      entity: 'venue-plan',
      before: { width: 1000, height: 1000, minX: 0, minY: 0 },
      after: { width: 400, height: 300, minX: 100, minY: 50, version: url.slice(-12) },
    });
  });

  const NO_SIZE = '<svg xmlns="http://www.w3.org/2000/svg"><rect/></svg>';
  const HOSTILE = [
    ...HOSTILE_SVGS.map((h) => [h.name, h.svg, h.reason]),
    ['no size', NO_SIZE, 'states no size (a viewBox, or a numeric width and height)'],
  ];

  it.each(HOSTILE)('refuses a plan with %s, keeping the one in use', async (_, svg, reason) => {
    const { asAdmin } = await consoleCallers(t);
    expect(answer(await uploadPlan(asAdmin, svg))).toEqual([422, { errors: { plan: [reason] } }]);
    expect(await organiserPlan()).toBeNull();
    expect(await auditRows(t)).toEqual([]);
  });

  it('refuses a PNG, bytes that are not UTF-8, a file too large, a missing file and a JSON body', async () => {
    const { asAdmin } = await consoleCallers(t);
    const png = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0]);
    expect(answer(await uploadPlan(asAdmin, png))).toEqual([
      422,
      { errors: { plan: ['is not an SVG drawing'] } },
    ]);
    const latin1 = Buffer.concat([
      Buffer.from('<svg viewBox="0 0 9 9"><text>'),
      Buffer.from([0xe9]),
      Buffer.from('</text></svg>'),
    ]);
    expect((await uploadPlan(asAdmin, latin1)).statusCode).toBe(422);
    const huge = `<svg viewBox="0 0 9 9"><!-- ${'x'.repeat(2 * 1024 * 1024)} --></svg>`;
    expect(answer(await uploadPlan(asAdmin, huge))).toEqual([
      422,
      { errors: { plan: ['is larger than 2 MiB'] } },
    ]);
    expect((await uploadPlan(asAdmin, PLAN, 'plan[other]')).statusCode).toBe(422);
    expect(answer(await uploadPlan(asAdmin, PLAN, 'image[file]'))).toEqual([400, BAD_REQUEST]);
    expect(
      (await put('/venue/plan', asAdmin, { plan: { file: 'https://evil.test/plan.svg' } })).statusCode,
    ).toBe(422);
    expect(await organiserPlan()).toBeNull();
  });

  it('takes the demo plan back as an upload, with its styles and text', async () => {
    const { asAdmin } = await consoleCallers(t);
    const demo = fs.readFileSync(path.join(import.meta.dirname, '../../public/venue/demo-plan.svg'));
    expect((await uploadPlan(asAdmin, demo)).statusCode).toBe(200);
  });

  it('is for admin staff only', async () => {
    const { asStaff } = await consoleCallers(t);
    const { company } = await createCompany(t.database.db);
    const sponsor = await bearer(t, (await createCompany(t.database.db)).user.email);
    for (const headers of [asStaff, sponsor]) {
      expect(answer(await get('/venue', headers))).toEqual([403, FORBIDDEN]);
      expect(answer(await put(`/venue/booths/${company.id}`, headers, { x: 1, y: 1 }))).toEqual([
        403,
        FORBIDDEN,
      ]);
      expect(answer(await del(`/venue/booths/${company.id}`, headers))).toEqual([403, FORBIDDEN]);
      expect(answer(await uploadPlan(headers, PLAN))).toEqual([403, FORBIDDEN]);
    }
    expect((await get('/venue', {})).statusCode).toBe(401);
    expect(await organiserPlan()).toBeNull();
  });
});

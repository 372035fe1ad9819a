// The venue map (ours): GET /api/venue for every caller type, the plan's size and version from
// the organiser's plan in the upload store (the database) or the shipped demo plan, and
// GET /venue/plan.svg.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { removeObjects } from '../../server/uploads/repo.ts';
import { venueBooths } from '../../server/db/schema/venue.ts';
import { PLAN_KEY } from '../../server/uploads/storage.ts';
import { createTestApp, type TestApp } from '../helpers/app.ts';
import { createAttendee, createCompany, createStaff, signIn } from '../helpers/factories.ts';
import { storeUpload } from '../helpers/uploads.ts';

const DEMO_PLAN = fs.readFileSync(path.join(import.meta.dirname, '../../public/venue/demo-plan.svg'));
/** Absolute on the server's origin (issue 21), versioned. */
const VERSIONED_URL = /^http:\/\/localhost:\d+\/venue\/plan\.svg\?v=[0-9a-f]{12}$/;

let t: TestApp;
let dataDir: string;

/** Places the organiser's plan in the store, as the console's upload and the import do. */
const writeOrganiserPlan = (svg: string) => storeUpload(t.database.db, PLAN_KEY, Buffer.from(svg));

beforeAll(async () => {
  dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'confetti-venue-'));
  t = await createTestApp({ DATA_DIR: dataDir });
});
afterAll(async () => {
  await t.close();
  fs.rmSync(dataDir, { recursive: true, force: true });
});
beforeEach(async () => {
  await t.reset();
});

const get = (url: string, jwt?: string, headers: Record<string, string> = {}) =>
  t.app.inject({ url, headers: { ...headers, ...(jwt ? { authorization: `Bearer ${jwt}` } : {}) } });

async function placedSponsor(position: { x: number; y: number; label?: string | null }) {
  const sponsor = await createCompany(t.database.db, { sponsorship: 'Silver' });
  await t.database.db
    .insert(venueBooths)
    .values({ companyId: sponsor.company.id, x: position.x, y: position.y, label: position.label ?? null });
  return sponsor;
}

describe('GET /api/venue', () => {
  it('answers the demo plan and every placed booth, with its company, to any signed-in caller', async () => {
    const silver = await placedSponsor({ x: 265, y: 630, label: 'B2' });
    const unplaced = await createCompany(t.database.db);
    const callers = [
      await signIn(t.app, (await createAttendee(t.database.db)).user.email),
      await signIn(t.app, unplaced.user.email),
      await signIn(t.app, (await createStaff(t.database.db)).user.email),
      await signIn(t.app, (await createStaff(t.database.db, { isAdmin: true })).user.email),
    ];
    for (const jwt of callers) {
      const res = await get('/api/venue', jwt);
      expect(res.statusCode).toBe(200);
      const body = res.json();
      expect(body).toEqual({
        plan: { url: expect.stringMatching(VERSIONED_URL), width: 1000, height: 1000 },
        booths: [
          {
            company_id: silver.company.id,
            name: silver.company.name,
            sponsorship: 'Silver',
            badge_id: silver.badge.id,
            x: 265,
            y: 630,
            label: 'B2',
          },
        ],
      });
    }
  });

  it('answers no booths when none is placed', async () => {
    const jwt = await signIn(t.app, (await createAttendee(t.database.db)).user.email);
    expect((await get('/api/venue', jwt)).json()).toMatchObject({ booths: [] });
  });

  it('needs a valid token', async () => {
    const anonymous = await get('/api/venue');
    expect([anonymous.statusCode, anonymous.json()]).toEqual([401, { error: 'unauthenticated' }]);
    const bad = await get('/api/venue', 'eyJhbGciOiJIUzUxMiJ9.eyJzdWIiOiIxIn0.bm9wZQ');
    expect([bad.statusCode, bad.json()]).toEqual([401, { error: 'invalid_token' }]);
  });

  it("uses the organiser's plan: its viewBox size, booths measured from its corner, a new version", async () => {
    await placedSponsor({ x: 100, y: 80 });
    const jwt = await signIn(t.app, (await createAttendee(t.database.db)).user.email);
    const demo = (await get('/api/venue', jwt)).json();
    await writeOrganiserPlan(
      '<?xml version="1.0"?>\n<svg xmlns="http://www.w3.org/2000/svg" viewBox="-50 -20 800 600"/>',
    );
    const own = (await get('/api/venue', jwt)).json();
    expect(own.plan).toMatchObject({ width: 800, height: 600 });
    expect(own.plan.url).toMatch(VERSIONED_URL);
    expect(own.plan.url).not.toBe(demo.plan.url);
    expect(own.booths[0]).toMatchObject({ x: 150, y: 100 });
  });

  it('refuses, as a server error, a plan that states no size', async () => {
    await writeOrganiserPlan('<svg xmlns="http://www.w3.org/2000/svg" width="100%"/>');
    const jwt = await signIn(t.app, (await createAttendee(t.database.db)).user.email);
    const res = await get('/api/venue', jwt);
    expect([res.statusCode, res.json()]).toEqual([500, { errors: { detail: 'Internal Server Error' } }]);
  });
});

describe('GET /venue/plan.svg', () => {
  it('serves the demo plan to anyone, revalidated on every use', async () => {
    const res = await get('/venue/plan.svg?v=whatever');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('image/svg+xml; charset=utf-8');
    expect(res.headers['cache-control']).toBe('no-cache');
    expect(res.headers['x-content-type-options']).toBe('nosniff');
    expect(res.headers['content-security-policy']).toContain("default-src 'none'");
    expect(res.rawPayload.equals(DEMO_PLAN)).toBe(true);
  });

  it('answers 304 to a matching If-None-Match', async () => {
    const etag = (await get('/venue/plan.svg')).headers.etag as string;
    expect(etag).toMatch(/^"[0-9a-f]{12}"$/);
    const res = await get('/venue/plan.svg', undefined, { 'if-none-match': etag });
    expect([res.statusCode, res.body]).toEqual([304, '']);
  });

  it("serves the organiser's plan once it is there, and the demo again once it is gone", async () => {
    const own =
      '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 10 10"><rect width="5" height="5"/></svg>';
    await writeOrganiserPlan(own);
    expect((await get('/venue/plan.svg')).body).toBe(own);
    await removeObjects(t.database.db, [PLAN_KEY]);
    expect((await get('/venue/plan.svg')).rawPayload.equals(DEMO_PLAN)).toBe(true);
  });
});

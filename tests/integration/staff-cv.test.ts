// GET and PATCH/PUT /api/staff/cv/:user_id (provider-api.md §3 "CVs"): a staff member's own CV
// entry and upload, and GET /api/staff/cv/:user_id/file, served to staff and CV companies only.
import { describe, expect, it } from 'vitest';
import type { TestApp } from '../helpers/app.ts';
import { local, signed } from '../helpers/cvs.ts';
import { AT, auth, FORBIDDEN, NOT_FOUND, send, setUpFormsApp } from '../helpers/forms-app.ts';
import { createAttendee, createCompany, createStaff } from '../helpers/factories.ts';
import { file, fixture, multipart } from '../fixtures/forms.ts';

let t: TestApp;
setUpFormsApp((app) => (t = app));

describe('/api/staff/cv/:user_id', () => {
  it('shows a staff member their own CV entry, and refuses everyone else', async () => {
    const db = t.database.db;
    const me = await createStaff(db);
    const headers = await auth(t, me.user.email);
    const own = await t.app.inject({ url: `/api/staff/cv/${me.user.id}`, headers });
    expect([own.statusCode, own.json()]).toEqual([200, { id: me.staff.id, cv: null }]);
    const other = await createStaff(db);
    const cases: [Record<string, string>, string, number, unknown][] = [
      [headers, String(other.user.id), 401, { error: 'Login error' }],
      [
        await auth(t, (await createAttendee(db)).user.email),
        String(me.user.id),
        401,
        { error: 'Login error' },
      ],
      [headers, '999999', 404, NOT_FOUND],
      [headers, 'abc', 400, { errors: { detail: 'Bad Request' } }],
    ];
    for (const [h, id, status, body] of cases) {
      const res = await t.app.inject({ url: `/api/staff/cv/${id}`, headers: h });
      expect([res.statusCode, res.json()], id).toEqual([status, body]);
    }
  });

  it('takes a PDF upload, refuses anything else unchanged, and serves the file to staff and CV companies', async () => {
    const db = t.database.db;
    const me = await createStaff(db);
    const headers = await auth(t, me.user.email);
    const url = `/api/staff/cv/${me.user.id}`;
    const cv = `/api/staff/cv/${me.user.id}/file?v=${AT}`;
    const ok = await send(t, 'PATCH', url, headers, await multipart([['staff[cv]', file('cv.pdf')]]));
    expect([ok.statusCode, ok.json()]).toEqual([200, { id: me.staff.id, cv: signed(t, cv) }]);
    t.clock.now = new Date(AT + 1000);
    const bad = await send(t, 'PUT', url, headers, await multipart([['staff[cv]', file('png-named.pdf')]]));
    expect([bad.statusCode, bad.json()]).toEqual([422, { errors: { cv: ['is invalid'] } }]);
    expect((await t.app.inject({ url, headers })).json()).toEqual({ id: me.staff.id, cv: signed(t, cv) });
    const byOther = await send(
      t,
      'PATCH',
      url,
      await auth(t, (await createStaff(db)).user.email),
      await multipart([['staff[cv]', file('cv.pdf')]]),
    );
    expect([byOther.statusCode, byOther.json()]).toEqual([401, { error: 'Login error' }]);
    const noKey = await t.app.inject({ method: 'PATCH', url, headers, payload: { cv: null } });
    expect(noKey.statusCode).toBe(400);

    const readers: [string, string, number][] = [
      ['self', me.user.email, 200],
      ['other staff', (await createStaff(db)).user.email, 200],
      [
        'Bronze with CV access',
        (await createCompany(db, { sponsorship: 'Bronze', hasCvAccess: true })).user.email,
        200,
      ],
      ['company without CV access', (await createCompany(db, { sponsorship: 'Gold' })).user.email, 403],
      ['attendee', (await createAttendee(db)).user.email, 403],
    ];
    for (const [label, email, status] of readers) {
      const res = await t.app.inject({ url: cv, headers: await auth(t, email) });
      if (status === 200) expect([res.statusCode, res.rawPayload], label).toEqual([200, fixture('cv.pdf')]);
      else expect([res.statusCode, res.json()], label).toEqual([403, FORBIDDEN]);
    }
    const link = await t.app.inject({ url: local((ok.json() as { cv: string }).cv) });
    expect([link.statusCode, link.rawPayload], 'signed link, no header').toEqual([200, fixture('cv.pdf')]);
  });
});

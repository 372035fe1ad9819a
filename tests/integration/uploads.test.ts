// Who may read a CV (DESIGN.md §3.2), serving avatars
// safely, and hostile uploads (DESIGN.md §8): each gets a JSON 4xx, nothing changes, no temp file
// stays behind, and the server keeps serving.
import fs from 'node:fs';
import path from 'node:path';
import { Readable } from 'node:stream';
import { describe, expect, it } from 'vitest';
import type { TestApp } from '../helpers/app.ts';
import { absolute } from '../helpers/cvs.ts';
import { AT, auth, FORBIDDEN, NOT_FOUND, send, setUpFormsApp } from '../helpers/forms-app.ts';
import { createAttendee, createCompany, createStaff, giveBadge } from '../helpers/factories.ts';
import { file, fixture, multipart } from '../fixtures/forms.ts';

let t: TestApp;
setUpFormsApp((app) => (t = app));

async function attendeeWithCv() {
  const { user, attendee } = await createAttendee(t.database.db);
  const headers = await auth(t, user.email);
  const res = await send(
    t,
    'PATCH',
    `/api/attendees/${attendee.id}`,
    headers,
    await multipart([['attendee[cv]', file('cv.pdf')]]),
  );
  expect(res.statusCode).toBe(200);
  return { user, attendee, headers };
}

describe('GET /api/attendees/:id/cv', () => {
  it('serves the CV to its owner, staff and companies that may see the attendee, and to no one else', async () => {
    const owner = await attendeeWithCv();
    const db = t.database.db;
    const bronzeVisited = await createCompany(db, { sponsorship: 'Bronze', hasCvAccess: true });
    const silverVisited = await createCompany(db, { sponsorship: 'Silver', hasCvAccess: true });
    await giveBadge(db, owner.attendee.id, bronzeVisited.badge.id);
    await giveBadge(db, owner.attendee.id, silverVisited.badge.id);
    const callers: [string, string | null, number][] = [
      ['owner', owner.user.email, 200],
      ['staff', (await createStaff(db)).user.email, 200],
      ['admin', (await createStaff(db, { isAdmin: true })).user.email, 200],
      [
        'Gold with CV access',
        (await createCompany(db, { sponsorship: 'Gold', hasCvAccess: true })).user.email,
        200,
      ],
      [
        'Exclusive with CV access',
        (await createCompany(db, { sponsorship: 'Exclusive', hasCvAccess: true })).user.email,
        200,
      ],
      ['Bronze visited', bronzeVisited.user.email, 200],
      ['Silver visited', silverVisited.user.email, 200],
      [
        'Bronze not visited',
        (await createCompany(db, { sponsorship: 'Bronze', hasCvAccess: true })).user.email,
        403,
      ],
      ['Gold without CV access', (await createCompany(db, { sponsorship: 'Gold' })).user.email, 403],
      ['other attendee', (await createAttendee(db)).user.email, 403],
    ];
    for (const [label, email, status] of callers) {
      const res = await t.app.inject({
        url: `/api/attendees/${owner.attendee.id}/cv`,
        headers: await auth(t, email!),
      });
      if (status === 200) {
        expect([res.statusCode, res.headers['content-type'], res.rawPayload], label).toEqual([
          200,
          'application/pdf',
          fixture('cv.pdf'),
        ]);
      } else {
        expect([res.statusCode, res.json()], label).toEqual([403, FORBIDDEN]);
      }
    }
    const anonymous = await t.app.inject({ url: `/api/attendees/${owner.attendee.id}/cv` });
    expect([anonymous.statusCode, anonymous.json()]).toEqual([401, { error: 'unauthenticated' }]);
  });

  it('answers 404 when there is no CV or no attendee, and 400 for a malformed id', async () => {
    const { user, attendee } = await createAttendee(t.database.db);
    const headers = await auth(t, user.email);
    const cases: [string, number, unknown][] = [
      [attendee.id, 404, NOT_FOUND],
      ['00000000-0000-4000-8000-000000000000', 404, NOT_FOUND],
      ['nope', 400, { errors: { detail: 'Bad Request' } }],
    ];
    for (const [id, status, body] of cases) {
      const res = await t.app.inject({ url: `/api/attendees/${id}/cv`, headers });
      expect([res.statusCode, res.json()], id).toEqual([status, body]);
    }
  });

  it('is never reachable as a public file', async () => {
    const owner = await attendeeWithCv();
    for (const url of [
      `/uploads/cvs/attendee/${owner.attendee.id}.pdf`,
      `/uploads/user/cvs/${owner.attendee.id}/original.pdf`,
      `/uploads/attendee/avatars/..%2F..%2Fcvs%2Fattendee/${owner.attendee.id}.pdf`,
      `/uploads/attendee/avatars/${owner.attendee.id}/..%2F..%2F..%2Fcvs%2Fattendee%2F${owner.attendee.id}.pdf`,
      `/uploads/attendee/avatars/${owner.attendee.id}/original.pdf`,
      `/uploads/attendee/avatars/${owner.attendee.id.toUpperCase()}/original.png`,
    ]) {
      const res = await t.app.inject({ url });
      expect([res.statusCode, res.json()], url).toEqual([404, NOT_FOUND]);
    }
  });
});

describe('GET /uploads/attendee/avatars/...', () => {
  it('serves an SVG avatar so its script cannot run: CSP, nosniff, a day of public cache', async () => {
    const { user, attendee } = await createAttendee(t.database.db);
    const form = await multipart([['attendee[avatar]', file('avatar.svg')]]);
    const res = await send(t, 'PATCH', `/api/attendees/${attendee.id}`, await auth(t, user.email), form);
    const url = `/uploads/attendee/avatars/${attendee.id}/original.svg?v=${AT}`;
    expect([res.statusCode, res.json().data.avatar]).toEqual([200, absolute(t, url)]);
    const pic = await t.app.inject({ url });
    expect(pic.statusCode).toBe(200);
    expect(pic.headers).toMatchObject({
      'content-type': 'image/svg+xml',
      'content-security-policy': "default-src 'none'; style-src 'unsafe-inline'; frame-ancestors 'none'",
      'x-content-type-options': 'nosniff',
      'cache-control': 'public, max-age=86400',
    });
    expect(pic.rawPayload).toEqual(fixture('avatar.svg'));
  });
});

describe('hostile uploads', () => {
  let small: TestApp;
  setUpFormsApp((app) => (small = app), { MAX_CV_SIZE: '1000' });

  async function victim() {
    const { user, attendee } = await createAttendee(small.database.db);
    const headers = await auth(small, user.email);
    const url = `/api/attendees/${attendee.id}`;
    const user$ = async () => (await small.app.inject({ url: '/api/user', headers })).json();
    return { attendee, headers, url, user$ };
  }

  const tmpFiles = () => {
    const dir = path.join(small.config.dataDir, 'uploads', 'tmp');
    return fs.existsSync(dir) ? fs.readdirSync(dir) : [];
  };

  it('refuses an avatar over 5 MB', async () => {
    const v = await victim();
    const big = Buffer.concat([fixture('avatar.png'), Buffer.alloc(5 * 1024 * 1024)]);
    const form = await multipart([['attendee[avatar]', { data: big, filename: 'big.png' }]]);
    const res = await send(small, 'PATCH', v.url, v.headers, form);
    expect([res.statusCode, res.json()]).toEqual([422, { errors: { avatar: ['is invalid'] } }]);
    expect(tmpFiles()).toEqual([]);
  });

  it('refuses a file reference sent as JSON text rather than fetching it', async () => {
    const v = await victim();
    const body = { attendee: { avatar: 'https://evil.test/x.png', cv: '/etc/passwd' } };
    const res = await small.app.inject({ method: 'PATCH', url: v.url, headers: v.headers, payload: body });
    expect([res.statusCode, res.json()]).toEqual([
      422,
      { errors: { avatar: ['is invalid'], cv: ['is invalid'] } },
    ]);
  });

  it('refuses a CV over MAX_CV_SIZE with 422 and changes nothing', async () => {
    const v = await victim();
    const big = Buffer.concat([fixture('cv.pdf'), Buffer.alloc(1000, 0x20)]);
    const form = await multipart([
      ['attendee[nickname]', 'changed'],
      ['attendee[cv]', { data: big, filename: 'cv.pdf' }],
    ]);
    const res = await send(small, 'PATCH', v.url, v.headers, form);
    expect([res.statusCode, res.json()]).toEqual([422, { errors: { cv: ['is invalid'] } }]);
    expect(await v.user$()).toMatchObject({ nickname: v.attendee.nickname, cv: null });
  });

  it('answers 413 JSON to a request over the cap, declared or streamed, and to too many parts', async () => {
    const v = await victim();
    const huge = await multipart([
      ['attendee[avatar]', { data: Buffer.alloc(7 * 1024 * 1024, 1), filename: 'a.png' }],
    ]);
    const declared = await send(small, 'PATCH', v.url, v.headers, huge);
    expect([declared.statusCode, declared.json()]).toEqual([413, { error: 'Request body is too large' }]);
    const chunks = Array.from({ length: 112 }, (_, i) => huge.payload.subarray(i * 65536, (i + 1) * 65536));
    const streamed = await small.app.inject({
      method: 'PATCH',
      url: v.url,
      headers: { ...v.headers, ...huge.headers },
      payload: Readable.from(chunks),
    });
    expect([streamed.statusCode, streamed.json()]).toEqual([413, { error: 'Request body is too large' }]);
    const threeFiles = await multipart(['a', 'b', 'c'].map((n) => [`attendee[${n}]`, file('avatar.png')]));
    const fields = await multipart(
      Array.from({ length: 11 }, (_, i): [string, string] => [`attendee[f${i}]`, 'x']),
    );
    for (const form of [threeFiles, fields]) {
      const res = await send(small, 'PATCH', v.url, v.headers, form);
      expect([res.statusCode, res.json()]).toEqual([413, { error: 'Request body is too large' }]);
    }
    expect(await v.user$()).toMatchObject({ nickname: v.attendee.nickname, avatar: null });
  });

  it('answers 400 JSON to malformed multipart bodies and keeps serving, leaving no temp file', async () => {
    const v = await victim();
    const good = (await multipart([['attendee[cv]', file('cv.pdf')]])).payload.toString('latin1');
    const boundary = good.slice(2, good.indexOf('\r\n'));
    const typed = `multipart/form-data; boundary=${boundary}`;
    const bodies: [string, string, string | Buffer][] = [
      ['no boundary', 'multipart/form-data', good],
      ['cut short', typed, good.slice(0, good.length - 40)],
      ['garbage', typed, 'x'.repeat(5000)],
      ['empty', typed, ''],
      ['another boundary', 'multipart/form-data; boundary=zzz', good],
      ['__proto__ field', typed, good.replace('attendee[cv]', '__proto__')],
      ['binary noise', typed, Buffer.from(Array.from({ length: 4096 }, (_, i) => (i * 7919) % 256))],
      ['a file where the key belongs', typed, good.replace('attendee[cv]', 'attendee')],
    ];
    for (const [label, type, payload] of bodies) {
      const res = await small.app.inject({
        method: 'PATCH',
        url: v.url,
        headers: { ...v.headers, 'content-type': type },
        payload,
      });
      expect([res.statusCode, res.json()], label).toEqual([400, { errors: { detail: 'Bad Request' } }]);
    }
    expect(await v.user$()).toMatchObject({ nickname: v.attendee.nickname, cv: null });
    expect(tmpFiles()).toEqual([]);
    const ok = await send(
      small,
      'PATCH',
      v.url,
      v.headers,
      await multipart([['attendee[cv]', file('cv.pdf')]]),
    );
    expect(ok.statusCode).toBe(200);
    expect(tmpFiles()).toEqual([]);
  });
});

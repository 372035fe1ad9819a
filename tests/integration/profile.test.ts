// PATCH/PUT /api/attendees/:id and DELETE /api/attendees/:id (provider-api.md §3): JSON and
// multipart edits, the nickname and course rules, CV and avatar checks that leave everything
// unchanged when they fail, and deletion with the attendee's files.
import { describe, expect, it } from 'vitest';
import type { TestApp } from '../helpers/app.ts';
import { absolute, local, signed } from '../helpers/cvs.ts';
import { storedKeys } from '../helpers/uploads.ts';
import { AT, setUpFormsApp } from '../helpers/forms-app.ts';
import { createAttendee, createCompany, createCourse, createStaff, signIn } from '../helpers/factories.ts';
import { file, fixture, multipart, type Multipart } from '../fixtures/forms.ts';

let t: TestApp;
setUpFormsApp((app) => (t = app));

async function me(over: Parameters<typeof createAttendee>[1] = {}) {
  const { user, attendee } = await createAttendee(t.database.db, over);
  const headers = { authorization: `Bearer ${await signIn(t.app, user.email)}` };
  const simple = {
    id: attendee.id,
    nickname: attendee.nickname,
    email: user.email,
    name: attendee.name,
    course: null as number | null,
    avatar: null as string | null,
    cv: null as string | null,
    token_balance: 0,
    entries: 0,
  };
  return { user, attendee, headers, simple };
}

type Me = Awaited<ReturnType<typeof me>>;

const editJson = (m: Me, body: unknown, id = m.attendee.id, method: 'PATCH' | 'PUT' = 'PATCH') =>
  t.app.inject({ method, url: `/api/attendees/${id}`, headers: m.headers, payload: body as object });

const editForm = (m: Me, form: Multipart, method: 'PATCH' | 'PUT' = 'PATCH') =>
  t.app.inject({
    method,
    url: `/api/attendees/${m.attendee.id}`,
    headers: { ...m.headers, ...form.headers },
    payload: form.payload,
  });

const userOf = async (m: Me) => (await t.app.inject({ url: '/api/user', headers: m.headers })).json();

describe('editing with JSON', () => {
  it('changes nickname and course and answers AttendeeSimple', async () => {
    const m = await me();
    const course = await createCourse(t.database.db);
    const res = await editJson(m, { attendee: { nickname: 'New_Nick-1', course_id: course.id } });
    const expected = { ...m.simple, nickname: 'New_Nick-1', course: course.id };
    expect([res.statusCode, res.json()]).toEqual([200, { data: expected }]);
    expect(await userOf(m)).toMatchObject({ nickname: 'New_Nick-1', course: course.id });
  });

  it('answers the same to PUT, takes a numeric string course id, and clears the course with null', async () => {
    const m = await me();
    const course = await createCourse(t.database.db);
    const put = await editJson(m, { attendee: { course_id: String(course.id) } }, m.attendee.id, 'PUT');
    expect([put.statusCode, put.json()]).toEqual([200, { data: { ...m.simple, course: course.id } }]);
    const cleared = await editJson(m, { attendee: { course_id: null } });
    expect([cleared.statusCode, cleared.json()]).toEqual([200, { data: m.simple }]);
  });

  it('never changes name or email', async () => {
    const m = await me();
    const res = await editJson(m, { attendee: { name: 'Someone Else', email: 'else@test.dev' } });
    expect([res.statusCode, res.json()]).toEqual([200, { data: m.simple }]);
  });

  it.each([
    ['ab', 'has invalid format'],
    ['a'.repeat(16), 'has invalid format'],
    ['with space', 'has invalid format'],
    ['pаypal', 'has invalid format'], // a Cyrillic а among Latin letters (issue 23: accents are fine)
    ['../etc', 'has invalid format'],
    ['', "can't be blank"],
    [null, "can't be blank"],
    [42, 'is invalid'],
    [['nick'], 'is invalid'],
  ])('refuses the nickname %j: %s, changing nothing', async (nickname, message) => {
    const m = await me();
    const res = await editJson(m, { attendee: { nickname } });
    expect([res.statusCode, res.json()]).toEqual([422, { errors: { nickname: [message] } }]);
    expect((await userOf(m)).nickname).toBe(m.attendee.nickname);
  });

  it('refuses a nickname taken by another attendee in any case, but takes a case change of its own', async () => {
    await me({ nickname: 'Taken' });
    const m = await me({ nickname: 'mine' });
    const taken = await editJson(m, { attendee: { nickname: 'tAKEN' } });
    expect([taken.statusCode, taken.json()]).toEqual([
      422,
      { errors: { nickname: ['has already been taken'] } },
    ]);
    const own = await editJson(m, { attendee: { nickname: 'MINE' } });
    expect([own.statusCode, own.json().data.nickname]).toEqual([200, 'MINE']);
  });

  it('refuses an unknown course and a malformed course id', async () => {
    const m = await me();
    const unknown = await editJson(m, { attendee: { course_id: 999 } });
    expect([unknown.statusCode, unknown.json()]).toEqual([
      422,
      { errors: { course_id: ['does not exist'] } },
    ]);
    for (const bad of ['abc', 1.5, true, { id: 1 }]) {
      const res = await editJson(m, { attendee: { course_id: bad } });
      expect([res.statusCode, res.json()], JSON.stringify(bad)).toEqual([
        422,
        { errors: { course_id: ['is invalid'] } },
      ]);
    }
  });

  it('answers 400 without the attendee key', async () => {
    const m = await me();
    for (const body of [{}, { attendee: 'x' }, { attendee: null }, { attendee: [] }, { nickname: 'abc' }]) {
      const res = await editJson(m, body);
      expect([res.statusCode, res.json()], JSON.stringify(body)).toEqual([
        400,
        { errors: { detail: 'Bad Request' } },
      ]);
    }
    const form = await multipart([['nickname', 'abcdef']]);
    const res = await editForm(m, form);
    expect([res.statusCode, res.json()]).toEqual([400, { errors: { detail: 'Bad Request' } }]);
  });
});

describe('who may edit', () => {
  it('answers 401 Login error for another attendee, 403 for a non-attendee, 404/400 for bad ids', async () => {
    const m = await me();
    const other = await me();
    const body = { attendee: { nickname: 'hijack' } };
    const cases: [Record<string, string>, string, number, unknown][] = [
      [m.headers, other.attendee.id, 401, { error: 'Login error' }],
      [m.headers, '00000000-0000-4000-8000-000000000000', 404, { errors: { detail: 'Endpoint Not Found' } }],
      [m.headers, 'not-a-uuid', 400, { errors: { detail: 'Bad Request' } }],
      [{}, m.attendee.id, 401, { error: 'unauthenticated' }],
    ];
    const staff = await createStaff(t.database.db);
    const company = await createCompany(t.database.db);
    for (const email of [staff.user.email, company.user.email]) {
      cases.push([
        { authorization: `Bearer ${await signIn(t.app, email)}` },
        m.attendee.id,
        403,
        { error: 'Only attendees can edit a profile' },
      ]);
    }
    for (const [headers, id, status, expected] of cases) {
      const res = await t.app.inject({
        method: 'PATCH',
        url: `/api/attendees/${id}`,
        headers,
        payload: body,
      });
      expect([res.statusCode, res.json()], `${id} ${JSON.stringify(headers)}`).toEqual([status, expected]);
    }
    expect((await userOf(other)).nickname).toBe(other.attendee.nickname);
  });
});

describe('uploads in a multipart edit', () => {
  it('stores a CV and a PNG avatar with the text fields, answering their URLs', async () => {
    const m = await me();
    const form = await multipart([
      ['attendee[nickname]', 'withfiles'],
      ['attendee[cv]', file('cv.pdf', 'My CV.pdf')],
      ['attendee[avatar]', file('avatar.png', 'me.png')],
    ]);
    const res = await editForm(m, form, 'PUT');
    const avatar = `/uploads/attendee/avatars/${m.attendee.id}/original.png?v=${AT}`;
    const cv = `/api/attendees/${m.attendee.id}/cv?v=${AT}`;
    expect([res.statusCode, res.json()]).toEqual([
      200,
      { data: { ...m.simple, nickname: 'withfiles', avatar: absolute(t, avatar), cv: signed(t, cv) } },
    ]);
    const pic = await t.app.inject({ url: avatar });
    expect([pic.statusCode, pic.headers['content-type'], pic.rawPayload]).toEqual([
      200,
      'image/png',
      fixture('avatar.png'),
    ]);
    const pdf = await t.app.inject({ url: cv, headers: m.headers });
    expect([pdf.statusCode, pdf.headers['content-type'], pdf.rawPayload]).toEqual([
      200,
      'application/pdf',
      fixture('cv.pdf'),
    ]);
    expect(pdf.headers['content-disposition']).toBe('inline; filename="withfiles.pdf"');
    expect(await userOf(m)).toMatchObject({ avatar: absolute(t, avatar), cv: signed(t, cv) });
    const link = await t.app.inject({ url: local((res.json() as { data: { cv: string } }).data.cv) });
    expect([link.statusCode, link.rawPayload]).toEqual([200, fixture('cv.pdf')]);
  });

  it('replaces an avatar of another format and drops the old file', async () => {
    const m = await me();
    await editForm(m, await multipart([['attendee[avatar]', file('avatar.png')]]));
    t.clock.now = new Date(AT + 5000);
    const res = await editForm(m, await multipart([['attendee[avatar]', file('avatar.jpg', 'photo.jpeg')]]));
    expect(res.json().data.avatar).toBe(
      absolute(t, `/uploads/attendee/avatars/${m.attendee.id}/original.jpg?v=${AT + 5000}`),
    );
    expect(await storedKeys(t.database.db, `attendee/avatars/${m.attendee.id}/`)).toEqual([
      `attendee/avatars/${m.attendee.id}/original.jpg`,
    ]);
    const old = await t.app.inject({ url: `/uploads/attendee/avatars/${m.attendee.id}/original.png` });
    expect(old.statusCode).toBe(404);
  });

  it.each([
    ['a PNG named .pdf', 'png-named.pdf'],
    ['plain text', 'not-an-image.txt'],
  ])('refuses %s as a CV and changes nothing, nickname included', async (_label, name) => {
    const m = await me();
    const form = await multipart([
      ['attendee[nickname]', 'changed'],
      ['attendee[cv]', file(name, 'cv.pdf')],
    ]);
    const res = await editForm(m, form);
    expect([res.statusCode, res.json()]).toEqual([422, { errors: { cv: ['is invalid'] } }]);
    expect(await userOf(m)).toMatchObject({ nickname: m.attendee.nickname, cv: null });
  });

  it('refuses an avatar that is not a PNG, JPEG, GIF or SVG, or a PDF', async () => {
    const m = await me();
    for (const name of ['not-an-image.txt', 'cv.pdf']) {
      const res = await editForm(m, await multipart([['attendee[avatar]', file(name, 'x.png')]]));
      expect([res.statusCode, res.json()], name).toEqual([422, { errors: { avatar: ['is invalid'] } }]);
    }
    expect((await userOf(m)).avatar).toBeNull();
  });

  it('takes a GIF avatar and ignores an empty file input', async () => {
    const m = await me();
    const form = await multipart([
      ['attendee[avatar]', file('avatar.gif')],
      ['attendee[cv]', { data: Buffer.alloc(0), filename: '' }],
    ]);
    const res = await editForm(m, form);
    expect([res.statusCode, res.json().data.avatar, res.json().data.cv]).toEqual([
      200,
      absolute(t, `/uploads/attendee/avatars/${m.attendee.id}/original.gif?v=${AT}`),
      null,
    ]);
    // What Chrome sends for a file input left empty.
    const chrome = [
      '--b0undary',
      'Content-Disposition: form-data; name="attendee[cv]"; filename=""',
      'Content-Type: application/octet-stream',
      '',
      '',
      '--b0undary--',
      '',
    ].join('\r\n');
    const empty = await editForm(m, {
      payload: Buffer.from(chrome),
      headers: { 'content-type': 'multipart/form-data; boundary=b0undary' },
    });
    expect([empty.statusCode, empty.json().data.cv]).toEqual([200, null]);
  });
});

describe('DELETE /api/attendees/:id', () => {
  it('deletes the attendee, the user and their files, answering 204 with an empty body', async () => {
    const m = await me();
    await editForm(
      m,
      await multipart([
        ['attendee[avatar]', file('avatar.png')],
        ['attendee[cv]', file('cv.pdf')],
      ]),
    );
    expect(await storedKeys(t.database.db, `attendee/avatars/${m.attendee.id}/`)).toHaveLength(1);
    expect(await storedKeys(t.database.db, `cvs/attendee/${m.attendee.id}`)).toHaveLength(1);
    const res = await t.app.inject({
      method: 'DELETE',
      url: `/api/attendees/${m.attendee.id}`,
      headers: m.headers,
    });
    expect([res.statusCode, res.body]).toEqual([204, '']);
    const signInAgain = await t.app.inject({
      method: 'POST',
      url: '/api/auth/sign_in',
      payload: { email: m.user.email, password: 'password1234' },
    });
    expect(signInAgain.statusCode).toBe(401);
    const other = await me();
    const lookup = await t.app.inject({ url: `/api/attendee?id=${m.attendee.id}`, headers: other.headers });
    expect(lookup.statusCode).toBe(404);
    expect(await storedKeys(t.database.db, `attendee/avatars/${m.attendee.id}/`)).toEqual([]);
    expect(await storedKeys(t.database.db, `cvs/attendee/${m.attendee.id}`)).toEqual([]);
  });

  it('answers 401 no permission for another attendee or a non-attendee, and keeps the attendee', async () => {
    const m = await me();
    const other = await me();
    const staff = await createStaff(t.database.db);
    for (const headers of [
      other.headers,
      { authorization: `Bearer ${await signIn(t.app, staff.user.email)}` },
    ]) {
      const res = await t.app.inject({ method: 'DELETE', url: `/api/attendees/${m.attendee.id}`, headers });
      expect([res.statusCode, res.json()]).toEqual([401, { error: 'You have no permission to do this' }]);
    }
    expect((await t.app.inject({ url: '/api/user', headers: m.headers })).statusCode).toBe(200);
  });
});

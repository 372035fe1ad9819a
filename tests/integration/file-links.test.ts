// Clients of the provider's contract (issue 8): a text value in a file field of a profile edit is
// "no change"; CV and avatar links are absolute against PUBLIC_ORIGIN (never the request's Host);
// a CV link is signed for those allowed to open it (path + expiry, HMAC) and opens without a
// header until it expires, while it stays private to everyone else; serving a CV logs no error.
import { Writable } from 'node:stream';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../helpers/app.ts';
import { TEST_NOW } from '../helpers/clock.ts';
import { local, placeCv } from '../helpers/cvs.ts';
import { createAttendee, createStaff, signIn } from '../helpers/factories.ts';
import { file, multipart } from '../fixtures/forms.ts';

const ORIGIN = 'https://conf.example.org';
const logLines: { level: number; msg?: string }[] = [];
const logStream = new Writable({
  write(chunk: Buffer, _encoding, done) {
    for (const line of chunk.toString().split('\n').filter(Boolean))
      logLines.push(JSON.parse(line) as { level: number });
    done();
  },
});

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ PUBLIC_ORIGIN: `${ORIGIN}/` }, { logger: { level: 'info', stream: logStream } });
});
afterAll(() => t.close());
beforeEach(async () => {
  await t.reset();
  t.clock.now = new Date(TEST_NOW);
  logLines.length = 0;
});

const bearer = async (email: string) => ({ authorization: `Bearer ${await signIn(t.app, email)}` });
const UNAUTHENTICATED = { error: 'unauthenticated' };

describe('a profile edit from the provider’s client', () => {
  it.each(['null', '', 'undefined'])('takes attendee[avatar]=%j as "no change"', async (text) => {
    const me = await createAttendee(t.database.db);
    const headers = await bearer(me.user.email);
    const url = `/api/attendees/${me.attendee.id}`;
    const withPhoto = await multipart([['attendee[avatar]', file('avatar.png')]]);
    await t.app.inject({
      method: 'PATCH',
      url,
      headers: { ...headers, ...withPhoto.headers },
      payload: withPhoto.payload,
    });
    const form = await multipart([
      ['attendee[nickname]', 'renamed'],
      ['attendee[avatar]', text],
      ['attendee[cv]', text],
    ]);
    const res = await t.app.inject({
      method: 'PUT',
      url,
      headers: { ...headers, ...form.headers },
      payload: form.payload,
    });
    expect(res.statusCode).toBe(200);
    expect(res.json().data).toMatchObject({
      nickname: 'renamed',
      avatar: expect.stringMatching(
        new RegExp(`^${ORIGIN}/uploads/attendee/avatars/${me.attendee.id}/original\\.png\\?v=\\d+$`),
      ),
      cv: null,
    });
  });

  it('still refuses any other text where a file belongs', async () => {
    const me = await createAttendee(t.database.db);
    const form = await multipart([['attendee[avatar]', 'https://evil.test/x.png']]);
    const res = await t.app.inject({
      method: 'PATCH',
      url: `/api/attendees/${me.attendee.id}`,
      headers: { ...(await bearer(me.user.email)), ...form.headers },
      payload: form.payload,
    });
    expect([res.statusCode, res.json()]).toEqual([422, { errors: { avatar: ['is invalid'] } }]);
  });
});

describe('signed CV links', () => {
  async function owner() {
    const me = await createAttendee(t.database.db);
    await placeCv(t, { kind: 'attendee', id: me.attendee.id }, Buffer.from('%PDF-1.4 mine'));
    const headers = await bearer(me.user.email);
    const cv = ((await t.app.inject({ url: '/api/user', headers })).json() as { cv: string }).cv;
    return { me, headers, cv };
  }

  it('answers absolute links on PUBLIC_ORIGIN whatever Host the request names', async () => {
    const { headers } = await owner();
    const res = await t.app.inject({ url: '/api/user', headers: { ...headers, host: 'evil.test' } });
    expect(res.json().cv).toMatch(
      new RegExp(`^${ORIGIN}/api/attendees/[0-9a-f-]{36}/cv\\?v=1&exp=\\d+&sig=[\\w-]{43}$`),
    );
  });

  it('opens without a header until it expires, for that path only', async () => {
    const { cv } = await owner();
    const ok = await t.app.inject({ url: local(cv) });
    expect([ok.statusCode, ok.body]).toEqual([200, '%PDF-1.4 mine']);
    const other = await createAttendee(t.database.db);
    await placeCv(t, { kind: 'attendee', id: other.attendee.id }, Buffer.from('%PDF-1.4 theirs'));
    const stolen = local(cv).replace(/attendees\/[0-9a-f-]{36}/, `attendees/${other.attendee.id}`);
    const tampered = local(cv).replace(/sig=./, (m) => (m.endsWith('A') ? 'sig=B' : 'sig=A'));
    const later = new URL(cv).searchParams.get('exp')!;
    const extended = local(cv).replace(`exp=${later}`, `exp=${Number(later) + 3600}`);
    for (const url of [stolen, tampered, extended]) {
      const res = await t.app.inject({ url });
      expect([url, res.statusCode, res.json()]).toEqual([url, 401, UNAUTHENTICATED]);
    }
    t.clock.now = new Date(Number(later) * 1000 + 1);
    const expired = await t.app.inject({ url: local(cv) });
    expect([expired.statusCode, expired.json()]).toEqual([401, UNAUTHENTICATED]);
  });

  it('is never signed for a caller who may not open the CV', async () => {
    const { me, cv } = await owner();
    const other = await createAttendee(t.database.db);
    const shown = await t.app.inject({
      url: `/api/attendee?id=${me.attendee.id}`,
      headers: await bearer(other.user.email),
    });
    const unsigned = shown.json().data.cv as string;
    expect(unsigned).toBe(cv.replace(/&exp=.*$/, ''));
    const anonymous = await t.app.inject({ url: local(unsigned) });
    expect([anonymous.statusCode, anonymous.json()]).toEqual([401, UNAUTHENTICATED]);
    const refused = await t.app.inject({ url: local(unsigned), headers: await bearer(other.user.email) });
    expect([refused.statusCode, refused.json()]).toEqual([403, { error: 'Cannot access resource' }]);
  });

  it('serves a staff CV file and logs no error after the reply', async () => {
    const staff = await createStaff(t.database.db);
    await placeCv(t, { kind: 'staff', userId: staff.user.id }, Buffer.from('%PDF-1.4 staff'));
    const headers = await bearer(staff.user.email);
    const cv = (
      (await t.app.inject({ url: `/api/staff/cv/${staff.user.id}`, headers })).json() as { cv: string }
    ).cv;
    for (const h of [headers, {}]) {
      const res = await t.app.inject({ url: local(cv), headers: h });
      expect([res.statusCode, res.body]).toEqual([200, '%PDF-1.4 staff']);
    }
    await new Promise((r) => setTimeout(r, 50));
    expect(logLines.filter((l) => l.level >= 50)).toEqual([]);
  });
});

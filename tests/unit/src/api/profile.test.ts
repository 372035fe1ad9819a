// @vitest-environment happy-dom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { HEADER_IDEMPOTENCY_KEY } from '#contract/constants';

vi.stubEnv('VITE_API_URL', 'http://api.test/');
const {
  fetchOwnCv,
  redeemReferral,
  saveProfile,
  toFieldReasons,
  toProfileForm,
  toReferralRefusal,
  toSavedProfile,
} = await import('../../../../src/api/profile.ts');

const seen: Request[] = [];
afterEach(() => {
  seen.length = 0;
  vi.unstubAllGlobals();
});

function answer(respond: () => Response | Promise<Response>) {
  vi.stubGlobal('fetch', async (input: RequestInfo | URL, init?: RequestInit) => {
    seen.push(new Request(input, init));
    return respond();
  });
}

const SIMPLE = {
  id: '0b1e6a3c-4c3a-4d52-9d7e-3f0e0f7d2a11',
  nickname: 'ana_s',
  email: 'ana@confetti.dev',
  name: 'Ana Silva',
  course: 3,
  avatar: '/uploads/attendee/avatars/x/original.png?v=1',
  cv: null,
  token_balance: 120,
  entries: 4,
};

describe('toProfileForm (PATCH /api/attendees/:id multipart)', () => {
  it('sends only the fields being changed, never a "null" avatar', () => {
    const form = toProfileForm({ nickname: 'ana_s' });
    expect([...form.keys()]).toEqual(['attendee[nickname]']);
    expect(form.get('attendee[nickname]')).toBe('ana_s');
    expect(form.has('attendee[avatar]')).toBe(false);
  });

  it('clears the course with an empty value and sends files under their names', () => {
    const avatar = new File(['png'], 'me.png', { type: 'image/png' });
    const cv = new File(['%PDF-'], 'cv-ana.pdf', { type: 'application/pdf' });
    const form = toProfileForm({ courseId: null, avatar, cv });
    expect(form.get('attendee[course_id]')).toBe('');
    expect((form.get('attendee[avatar]') as File).name).toBe('me.png');
    expect((form.get('attendee[cv]') as File).name).toBe('cv-ana.pdf');
    expect(toProfileForm({ courseId: 7 }).get('attendee[course_id]')).toBe('7');
  });
});

describe('wire mapping', () => {
  it('maps {"data":AttendeeSimple}', () => {
    expect(toSavedProfile({ data: SIMPLE })).toEqual({
      id: SIMPLE.id,
      nickname: 'ana_s',
      name: 'Ana Silva',
      email: 'ana@confetti.dev',
      courseId: 3,
      avatar: SIMPLE.avatar,
      cv: null,
      tokenBalance: 120,
      entries: 4,
    });
    expect(() => toSavedProfile({ data: { ...SIMPLE, token_balance: '1' } })).toThrow();
  });

  it('maps 422 bodies to field reasons', () => {
    expect(toFieldReasons({ errors: { nickname: ['has already been taken'] } })).toEqual({
      nickname: ['has already been taken'],
    });
    expect(
      toFieldReasons({ errors: { cv: ['is invalid'], avatar: ['is invalid'], course_id: ['is invalid'] } }),
    ).toEqual({
      cv: ['is invalid'],
      avatar: ['is invalid'],
      courseId: ['is invalid'],
    });
    expect(toFieldReasons({ errors: { email: ['x'] } })).toEqual({ other: ['x'] });
    expect(toFieldReasons({ error: 'Login error' })).toEqual({});
    expect(toFieldReasons(null)).toEqual({});
  });
});

describe('saveProfile', () => {
  it('PATCHes multipart with an Idempotency-Key and returns the saved profile', async () => {
    answer(() => Response.json({ data: SIMPLE }));
    const result = await saveProfile(SIMPLE.id, { nickname: 'ana_s' });
    expect(result).toMatchObject({ kind: 'saved', profile: { nickname: 'ana_s' } });
    const request = seen[0];
    expect(request?.method).toBe('PATCH');
    expect(request?.url).toBe(`http://api.test/api/attendees/${SIMPLE.id}`);
    expect(request?.headers.get('content-type')).toMatch(/^multipart\/form-data; boundary=/);
    expect(request?.headers.get(HEADER_IDEMPOTENCY_KEY)).toMatch(/^[0-9a-f-]{36}$/);
    expect((await request?.formData())?.get('attendee[nickname]')).toBe('ana_s');
  });

  it('turns a 422 into field reasons and anything else into a failure, never a throw', async () => {
    answer(() => Response.json({ errors: { nickname: ['has invalid format'] } }, { status: 422 }));
    expect(await saveProfile('id', { nickname: 'a b' })).toEqual({
      kind: 'refused',
      reasons: { nickname: ['has invalid format'] },
    });
    answer(() => Response.json({ error: 'Login error' }, { status: 401 }));
    expect(await saveProfile('id', { nickname: 'abc' })).toEqual({
      kind: 'failed',
      failure: { kind: 'http', status: 401, body: { error: 'Login error' } },
    });
    vi.stubGlobal('fetch', () => Promise.reject(new TypeError('Failed to fetch')));
    expect(await saveProfile('id', { nickname: 'abc' })).toEqual({
      kind: 'failed',
      failure: { kind: 'network' },
    });
  });
});

describe('referrals (POST /api/referrals)', () => {
  it('classifies every refusal of provider-api.md §3', () => {
    expect(toReferralRefusal(401, { referral: 'Referral not available' })).toBe('not-available');
    expect(toReferralRefusal(401, { error: 'Cannot access resource' })).toBe('not-allowed');
    expect(toReferralRefusal(404, { errors: { detail: 'Endpoint Not Found' } })).toBe('not-found');
    expect(toReferralRefusal(400, { errors: { detail: 'Bad Request' } })).toBe('bad-code');
    expect(toReferralRefusal(422, { errors: { unique_attendee_badge: ['x'] } })).toBe('already-has-badge');
    expect(toReferralRefusal(422, { errors: { end_badge: ['x'] } })).toBe('badge-closed');
    expect(toReferralRefusal(422, { errors: { begin_badge: ['x'] } })).toBe('badge-closed');
    expect(toReferralRefusal(422, { errors: { badge: ['x'] } })).toBe('other');
  });

  it('posts {"id"} and keeps the server words of the answer', async () => {
    answer(() => Response.json({ referral: 'Referral redeemed successfully' }, { status: 201 }));
    expect(await redeemReferral('c0ffee00-0000-4000-8000-000000000001')).toEqual({
      kind: 'redeemed',
      serverText: 'Referral redeemed successfully',
    });
    expect(await seen[0]?.json()).toEqual({ id: 'c0ffee00-0000-4000-8000-000000000001' });
    expect(seen[0]?.headers.get(HEADER_IDEMPOTENCY_KEY)).not.toBeNull();

    answer(() => Response.json({ referral: 'Referral not available' }, { status: 401 }));
    expect(await redeemReferral('x')).toEqual({
      kind: 'refused',
      refusal: 'not-available',
      serverText: 'Referral not available',
    });
    answer(() =>
      Response.json(
        { errors: { unique_attendee_badge: ["An attendee can't have the same badge twice"] } },
        { status: 422 },
      ),
    );
    expect(await redeemReferral('x')).toEqual({
      kind: 'refused',
      refusal: 'already-has-badge',
      serverText: "An attendee can't have the same badge twice",
    });
    answer(() => Response.json({ errors: { detail: 'Internal Server Error' } }, { status: 500 }));
    expect(await redeemReferral('x')).toMatchObject({
      kind: 'failed',
      failure: { kind: 'http', status: 500 },
    });
  });
});

describe('fetchOwnCv', () => {
  it('reads an API path with the session, and refuses any other address', async () => {
    answer(() => new Response('%PDF-1.4', { headers: { 'content-type': 'application/pdf' } }));
    const blob = await fetchOwnCv('/api/attendees/abc/cv?v=1');
    expect(await blob.text()).toBe('%PDF-1.4');
    expect(seen[0]?.url).toBe('http://api.test/api/attendees/abc/cv?v=1');
    await expect(fetchOwnCv('https://evil.test/cv.pdf')).rejects.toThrow();
    await expect(fetchOwnCv('//evil.test/cv.pdf')).rejects.toThrow();
  });

  it('opens a signed absolute link without the session', async () => {
    answer(() => new Response('%PDF-1.4', { headers: { 'content-type': 'application/pdf' } }));
    const link = 'https://conf.example.org/api/attendees/abc/cv?v=1&exp=9&sig=s1';
    const blob = await fetchOwnCv(link);
    expect(await blob.text()).toBe('%PDF-1.4');
    expect(seen[0]?.url).toBe(link);
    expect(seen[0]?.headers.get('authorization')).toBeNull();
    await expect(fetchOwnCv('javascript:alert(1)//?sig=x')).rejects.toThrow();
  });
});

// Hostile input on every write endpoint served today (sign-up, sign-in, reset request, reset) and
// on the ids and queries of the reads (DESIGN.md §8): each answer is a 4xx with a JSON body, never
// a 5xx, and the server keeps serving afterwards.
import { describe, expect, it } from 'vitest';
import type { InjectOptions, LightMyRequestResponse } from 'fastify';
import { createAttendee, createCard, PASSWORD, signIn } from '../helpers/factories.ts';
import { BAD_REQUEST, sharedTestApp } from './bounded-fixture.ts';

const t = sharedTestApp();
const TOKEN = 'x'.repeat(48);

// The reset request always answers 201 when `user` is an object (provider-api.md §2: it never
// reveals whether an email exists), so that answer is not a refusal there.
const WRITES = [
  ['POST', '/api/auth/sign_up', []],
  ['POST', '/api/auth/sign_in', []],
  ['POST', '/api/auth/passwords', [201]],
  ['PUT', `/api/auth/passwords/${TOKEN}`, []],
  ['PATCH', `/api/auth/passwords/${TOKEN}`, []],
] as const;

type Raw = { type: string; body: string | Buffer };
const json = (body: string): Raw => ({ type: 'application/json', body });

/** Bodies no write endpoint may take: each must get exactly 400 Bad Request. */
const BAD_BODIES: Record<string, Raw> = {
  'malformed JSON': json('{"user": '),
  'trailing garbage': json('{"user": {}} xyz'),
  'empty body': json(''),
  'a JSON array': json('[{"user":{}}]'),
  'an empty array': json('[]'),
  'a JSON string': json('"user"'),
  'a number': json('42'),
  null: json('null'),
  'a boolean': json('true'),
  'missing keys': json('{}'),
  'user as a string': json('{"user":"me@test.dev","email":"me@test.dev"}'),
  'user as an array': json('{"user":[],"email":[]}'),
  'user as null': json('{"user":null}'),
  '__proto__ key': json('{"__proto__":{"isAdmin":true},"user":{},"email":"a","password":"b"}'),
  'constructor.prototype key': json('{"constructor":{"prototype":{"isAdmin":true}},"user":{}}'),
  'non-UTF-8 bytes': { type: 'application/json', body: Buffer.from([0x7b, 0x22, 0xff, 0xfe, 0x22, 0x7d]) },
};

/** Bodies of the wrong media type: a 4xx (400 or 415), JSON either way. */
const WRONG_MEDIA: Record<string, Raw> = {
  'text/plain': { type: 'text/plain', body: '{"email":"me@test.dev","password":"x"}' },
  'application/xml': { type: 'application/xml', body: '<user/>' },
  'form-urlencoded': { type: 'application/x-www-form-urlencoded', body: 'email=me%40test.dev&password=x' },
  'multipart without boundary': { type: 'multipart/form-data', body: 'x' },
  'json with a bogus charset': { type: 'application/json; charset=utf-1', body: '{}' },
};

function send(method: string, url: string, raw: Raw): Promise<LightMyRequestResponse> {
  const options: InjectOptions = {
    method: method as InjectOptions['method'],
    url,
    headers: { 'content-type': raw.type },
    payload: raw.body,
  };
  return t.app.inject(options);
}

/** Why an answer to hostile input is wrong, or null when it is a JSON 4xx (or an allowed status). */
function fault(res: LightMyRequestResponse, allowed: readonly number[] = []): string | null {
  const isAllowed = allowed.includes(res.statusCode) || (res.statusCode >= 400 && res.statusCode < 500);
  if (!isAllowed) return `${res.statusCode} ${res.body.slice(0, 120)}`;
  if (!/^application\/json/.test(String(res.headers['content-type'])))
    return `not JSON: ${res.headers['content-type']}`;
  return null;
}

/** Sends every case and lists the ones with a wrong answer, so one run reports them all. */
async function faults(
  cases: [string, () => Promise<LightMyRequestResponse>][],
  allowed: readonly number[] = [],
) {
  const found: string[] = [];
  for (const [label, request] of cases) {
    const why = fault(await request(), allowed);
    if (why) found.push(`${label}: ${why}`);
  }
  return found;
}

async function expectStillServing() {
  const { user } = await createAttendee(t.database.db);
  const jwt = await signIn(t.app, user.email);
  const me = await t.app.inject({ url: '/api/user', headers: { authorization: `Bearer ${jwt}` } });
  expect(me.statusCode).toBe(200);
}

describe.each(WRITES)('%s %s', (method, url, allowed) => {
  it.each(Object.keys(BAD_BODIES))('answers 400 Bad Request to %s', async (name) => {
    const res = await send(method, url, BAD_BODIES[name]!);
    expect([res.statusCode, res.json()], name).toEqual([400, BAD_REQUEST]);
  });

  it.each(Object.keys(WRONG_MEDIA))('answers a JSON 4xx to %s', async (name) => {
    expect(fault(await send(method, url, WRONG_MEDIA[name]!))).toBeNull();
  });

  it('answers 413 JSON to a 2 MB body, then keeps serving', async () => {
    const body = JSON.stringify({ user: { email: 'a'.repeat(2 * 1024 * 1024) }, email: 'x', password: 'y' });
    const res = await send(method, url, json(body));
    expect([res.statusCode, res.json()]).toEqual([413, { error: 'Request body is too large' }]);
    await expectStillServing();
  });

  const withFields = (value: unknown) => {
    const fields = { email: value, password: value, password_confirmation: value, attendee: value };
    return () => send(method, url, json(JSON.stringify({ ...fields, user: fields })));
  };

  it('never answers a 5xx to wrong types in every field', async () => {
    const values = [5, true, { nested: { deeper: 1 } }, ['a'], null, 1e308, -0];
    expect(
      await faults(
        values.map((v) => [JSON.stringify(v), withFields(v)]),
        allowed,
      ),
    ).toEqual([]);
  });

  it('never answers a 5xx to huge strings, emoji and control characters', async () => {
    const values = {
      '10 kB string': 'n'.repeat(10_000),
      emoji: '🎉'.repeat(500),
      'NUL byte': 'zero\u0000byte@test.dev',
      'lone surrogates': '\ud800\udfff\ud800',
      'percent-encoded NUL': '%00',
      accents: 'é'.repeat(300),
    };
    expect(
      await faults(
        Object.entries(values).map(([label, v]) => [label, withFields(v)]),
        allowed,
      ),
    ).toEqual([]);
  });

  it('never answers a 5xx to a deeply nested value', async () => {
    const deep = `${'['.repeat(50_000)}${']'.repeat(50_000)}`;
    const body = `{"email":${deep},"password":"x","user":{"email":${deep},"password":${deep}}}`;
    expect(await faults([['deep', () => send(method, url, json(body))]], allowed)).toEqual([]);
  });
});

describe('POST /api/auth/sign_up field by field', () => {
  const signUp = (attendee: Record<string, unknown>, user: Record<string, unknown> = {}) =>
    send(
      'POST',
      '/api/auth/sign_up',
      json(
        JSON.stringify({
          user: {
            email: 'new@test.dev',
            password: PASSWORD,
            password_confirmation: PASSWORD,
            ...user,
            attendee,
          },
        }),
      ),
    );

  it('answers 400 Bad Request to malformed card ids', async () => {
    const ids = [
      'abc',
      '',
      '00000000-0000-4000-8000-00000000000',
      '00000000-0000-4000-8000-0000000000000',
      'ğ0000000-0000-4000-8000-000000000000',
      12,
      true,
      {},
      [],
    ];
    const got: unknown[] = [];
    for (const id of ids) {
      const res = await signUp({ id, nickname: 'newbie', name: 'New' });
      got.push([JSON.stringify(id), res.statusCode, res.json()]);
    }
    expect(got).toEqual(ids.map((id) => [JSON.stringify(id), 400, BAD_REQUEST]));
  });

  it('answers 400 Invalid register data to bad fields, and leaves the card free', async () => {
    const card = await createCard(t.database.db);
    const invalid = { error: 'Invalid register data' };
    const cases: [string, Record<string, unknown>, Record<string, unknown>][] = [
      ['10 kB nickname', { nickname: 'n'.repeat(10_000), name: 'New' }, {}],
      ['emoji nickname', { nickname: '🎉🎉🎉', name: 'New' }, {}],
      ['numeric nickname', { nickname: 12345, name: 'New' }, {}],
      ['object nickname', { nickname: { $ne: null }, name: 'New' }, {}],
      ['10 kB name', { nickname: 'newbie', name: 'n'.repeat(10_000) }, {}],
      ['blank name', { nickname: 'newbie', name: '   ' }, {}],
      ['object name', { nickname: 'newbie', name: { first: 'x' } }, {}],
      ['NUL in name', { nickname: 'newbie', name: 'New\u0000Person' }, {}],
      ['course_id as object', { nickname: 'newbie', name: 'New', course_id: { id: 1 } }, {}],
      ['course_id float', { nickname: 'newbie', name: 'New', course_id: 1.5 }, {}],
      ['course_id negative', { nickname: 'newbie', name: 'New', course_id: -1 }, {}],
      ['course_id huge', { nickname: 'newbie', name: 'New', course_id: 99999999999 }, {}],
      ['course_id unknown', { nickname: 'newbie', name: 'New', course_id: 999 }, {}],
      ['emoji email', { nickname: 'newbie', name: 'New' }, { email: '🎉@test.dev' }],
      ['10 kB email', { nickname: 'newbie', name: 'New' }, { email: `${'e'.repeat(10_000)}@test.dev` }],
      [
        'numeric password',
        { nickname: 'newbie', name: 'New' },
        { password: 12345678, password_confirmation: 12345678 },
      ],
    ];
    const got: unknown[] = [];
    for (const [label, attendee, user] of cases) {
      const res = await signUp({ id: card.id, ...attendee }, user);
      got.push([label, res.statusCode, res.json()]);
    }
    expect(got).toEqual(cases.map(([label]) => [label, 400, invalid]));
    const status = await t.app.inject({ url: `/api/is_registered/${card.id}` });
    expect(status.json()).toEqual({ is_registered: false });
  });

  it('accepts unicode and emoji in the name, stored as sent', async () => {
    const card = await createCard(t.database.db);
    const res = await signUp({ id: card.id, nickname: 'emoji_fan', name: 'Zoë 🎉 Ñandú' });
    expect(res.statusCode).toBe(200);
    const me = await t.app.inject({
      url: '/api/user',
      headers: { authorization: `Bearer ${res.json().jwt}` },
    });
    expect(me.json()).toMatchObject({ name: 'Zoë 🎉 Ñandú', nickname: 'emoji_fan' });
  });
});

describe('hostile ids and queries on the reads', () => {
  it('answers a JSON 4xx, never 5xx, to odd path ids and query values', async () => {
    const { user } = await createAttendee(t.database.db);
    const headers = { authorization: `Bearer ${await signIn(t.app, user.email)}` };
    const urls = [
      '/api/attendee?username=%00',
      `/api/attendee?username=${'u'.repeat(10_000)}`,
      '/api/attendee?username=%F0%9F%8E%89',
      '/api/attendee?username=a&username=b',
      '/api/attendee?id=a&id=b',
      '/api/attendee?id=%00',
      "/api/attendee?id=' or 1=1 --",
      '/api/attendees/%00',
      '/api/attendees/%F0%9F%8E%89',
      `/api/attendees/${'a'.repeat(5_000)}`,
      '/api/is_registered/%E0%A4%A',
      '/api/is_registered/..%2F..%2Fetc%2Fpasswd',
      '/api/companies/%00',
      '/api/companies/0x10',
      `/api/auth/passwords/${'%00'.repeat(10)}`,
    ];
    const cases = urls.map((url): [string, () => Promise<LightMyRequestResponse>] => {
      const isReset = url.startsWith('/api/auth');
      const payload = isReset ? { user: { password: 'long-enough-1' } } : undefined;
      return [
        url.slice(0, 60),
        () => t.app.inject({ method: isReset ? 'PUT' : 'GET', url, headers, payload }),
      ];
    });
    expect(await faults(cases)).toEqual([]);
    await expectStillServing();
  });

  it('answers 404 JSON, not 5xx, to writes on read-only paths', async () => {
    for (const [method, url] of [
      ['POST', '/api/user'],
      ['DELETE', '/api/companies/1'],
      ['PUT', '/api/event'],
    ] as const) {
      const res = await send(method, url, json('{"x":1}'));
      expect([url, res.statusCode, res.json()]).toEqual([
        url,
        404,
        { errors: { detail: 'Endpoint Not Found' } },
      ]);
    }
  });
});

describe('after all of the above', () => {
  it('still signs in and serves reads', async () => {
    await expectStillServing();
    const event = await t.app.inject({ url: '/api/event' });
    expect(event.statusCode).toBe(200);
  });
});

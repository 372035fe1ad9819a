// @vitest-environment happy-dom
import { describe, expect, it } from 'vitest';
import { HTTPError } from 'ky';
import {
  attendeePath,
  attendeeRefOf,
  toLookupReason,
  toPublicAttendee,
} from '../../../../src/api/attendees.ts';
import { NetworkError } from '../../../../src/api/errors.ts';

const UUID = '0B1E6A3C-4C3A-4D52-9D7E-3F0E0F7D2A11';
const BADGE = {
  id: 7,
  name: 'Booth: Acme',
  description: 'Visited Acme',
  avatar: null,
  begin: '2026-11-20T09:00:00Z',
  end: '2026-11-20T18:00:00Z',
  type: 4,
  tokens: 10,
};

describe('attendeeRefOf and attendeePath', () => {
  it('looks a UUID up by id (lower-cased) and anything else by nickname', () => {
    expect(attendeeRefOf(UUID)).toEqual({ by: 'id', id: UUID.toLowerCase() });
    expect(attendeePath(attendeeRefOf(UUID))).toBe(`api/attendee?id=${UUID.toLowerCase()}`);
    expect(attendeeRefOf(' ana_s ')).toEqual({ by: 'nickname', nickname: 'ana_s' });
    expect(attendeePath({ by: 'nickname', nickname: 'a&b=c' })).toBe('api/attendee?username=a%26b%3Dc');
  });

  it('looks a card code up by ?code= (issue 21)', () => {
    expect(attendeePath({ by: 'code', code: '07fe0767', nickname: null })).toBe('api/attendee?code=07fe0767');
  });
});

describe('toPublicAttendee', () => {
  it('maps AttendeeFull (non-staff callers) without an email', () => {
    const full = {
      id: 'a1',
      nickname: 'ana_s',
      name: 'Ana Silva',
      course: 2,
      avatar: null,
      cv: '/api/attendees/a1/cv?v=1',
      badges: [BADGE],
      badge_count: 1,
      token_balance: 30,
      entries: 2,
      prizes: [],
      redeemables: [],
    };
    expect(toPublicAttendee({ data: full })).toMatchObject({
      id: 'a1',
      nickname: 'ana_s',
      badgeCount: 1,
      email: null,
      view: 'full',
      badges: [{ id: 7, type: 4, begin: new Date('2026-11-20T09:00:00Z') }],
    });
  });

  it('maps StaffAttendee with its email', () => {
    const staff = {
      id: 'a1',
      nickname: null,
      name: 'Ana',
      email: 'ana@confetti.dev',
      avatar: '/uploads/a.png',
      cv: null,
      badges: [],
      badge_count: 0,
    };
    expect(toPublicAttendee({ data: staff })).toEqual({
      id: 'a1',
      nickname: null,
      name: 'Ana',
      avatar: '/uploads/a.png',
      badgeCount: 0,
      badges: [],
      email: 'ana@confetti.dev',
      view: 'staff',
    });
  });

  it('fails loudly on another shape', () => {
    expect(() => toPublicAttendee({ data: { id: 1 } })).toThrow();
    expect(() => toPublicAttendee({})).toThrow();
  });
});

function httpError(status: number, body: unknown): HTTPError {
  const request = new Request('http://api.test/api/attendee?id=x');
  return new HTTPError(Response.json(body, { status }), request, {} as never);
}

describe('toLookupReason', () => {
  it('names each failure of GET /api/attendee', async () => {
    expect(await toLookupReason(httpError(401, { error: 'Attendee needs to be registered' }))).toBe(
      'not-registered',
    );
    expect(await toLookupReason(httpError(404, { errors: { detail: 'Endpoint Not Found' } }))).toBe(
      'not-found',
    );
    expect(await toLookupReason(httpError(400, { errors: { detail: 'Bad Request' } }))).toBe('not-found');
    expect(await toLookupReason(httpError(401, { error: 'invalid_token' }))).toBe('other');
    expect(await toLookupReason(httpError(422, { error: 'Two cards share code 07FE-0767.' }))).toBe(
      'ambiguous',
    );
    expect(await toLookupReason(new NetworkError(new TypeError('offline')))).toBe('network');
    expect(await toLookupReason(new Error('boom'))).toBe('other');
  });
});

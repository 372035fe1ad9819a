import { describe, expect, it } from 'vitest';
import { toUser, UnknownUserTypeError } from '../../../../src/api/user.ts';

describe('toUser (provider-api.md §2, GET /api/user)', () => {
  it('maps an attendee', () => {
    const wire = {
      id: 'a-uuid',
      email: 'a@b.pt',
      type: 'attendee',
      name: 'John Doe',
      nickname: 'john',
      badges: [],
    };
    expect(toUser(wire)).toEqual({
      id: 'a-uuid',
      type: 'attendee',
      email: 'a@b.pt',
      isAdmin: false,
      displayName: 'John Doe',
      nickname: 'john',
    });
  });

  it('maps staff with the admin flag and a company by its numeric id', () => {
    expect(toUser({ id: 3, email: 's@b.pt', type: 'staff', is_admin: true })).toMatchObject({
      id: '3',
      isAdmin: true,
      displayName: 's@b.pt',
    });
    expect(toUser({ id: 9, email: 'c@b.pt', type: 'company', name: 'Acme', is_admin: true })).toMatchObject({
      id: '9',
      type: 'company',
      isAdmin: false,
      displayName: 'Acme',
    });
  });

  it('throws on an unknown user type (seed-spec §8)', () => {
    expect(() => toUser({ id: 1, email: 'x@y.z', type: 'robot' })).toThrow(UnknownUserTypeError);
    expect(() => toUser({ id: 1, email: 'x@y.z' })).toThrow(UnknownUserTypeError);
  });

  it('throws on a body that is not a user', () => {
    expect(() => toUser(null)).toThrow();
    expect(() => toUser({ id: 1, type: 'staff' })).toThrow();
  });
});

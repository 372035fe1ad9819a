// Profile edit decisions and the CV access rule (provider-api.md §3; DESIGN.md §3.2).
import { describe, expect, it } from 'vitest';
import {
  canSeeAttendeeCv,
  canSeeStaffCv,
  cvFilename,
  decideProfileEdit,
  type CvViewer,
} from '../../../../server/accounts/profile-rules.ts';

const absent = { kind: 'absent' } as const;
const decide = (fields: Record<string, unknown>, files: { avatar?: 'invalid'; cv?: 'invalid' } = {}) =>
  decideProfileEdit({
    fields,
    avatar: files.avatar ? { kind: 'invalid' } : absent,
    cv: files.cv ? { kind: 'invalid' } : absent,
  });

describe('decideProfileEdit', () => {
  it('takes a valid nickname and course, and nothing else', () => {
    expect(decide({ nickname: 'ok_nick', course_id: '7', name: 'x', email: 'y' })).toEqual({
      kind: 'ok',
      changes: { nickname: 'ok_nick', courseId: 7 },
    });
    expect(decide({ course_id: '' })).toEqual({ kind: 'ok', changes: { courseId: null } });
    expect(decide({})).toEqual({ kind: 'ok', changes: {} });
  });

  it('lists every field error at once', () => {
    expect(decide({ nickname: 'no', course_id: 'x' }, { avatar: 'invalid', cv: 'invalid' })).toEqual({
      kind: 'refused',
      errors: {
        nickname: ['has invalid format'],
        course_id: ['is invalid'],
        avatar: ['is invalid'],
        cv: ['is invalid'],
      },
    });
  });

  it('only reads its own keys, never inherited ones', () => {
    const fields = Object.create({ nickname: 'inherited' }) as Record<string, unknown>;
    expect(decide(fields)).toEqual({ kind: 'ok', changes: {} });
  });
});

describe('canSeeAttendeeCv', () => {
  const owner = { id: 'a', isRegistered: true };
  const company = (
    sponsorship: 'Gold' | 'Exclusive' | 'Silver' | 'Bronze',
    hasCvAccess: boolean,
    hasVisited: boolean,
  ) => ({ type: 'company', sponsorship, hasCvAccess, hasVisited }) as const;
  it.each([
    ['the owner', { type: 'attendee', attendeeId: 'a' }, true],
    ['another attendee', { type: 'attendee', attendeeId: 'b' }, false],
    ['staff', { type: 'staff' }, true],
    ['a roleless user', { type: null }, false],
    ['Gold with access', company('Gold', true, false), true],
    ['Exclusive with access', company('Exclusive', true, false), true],
    ['Silver with access, visited', company('Silver', true, true), true],
    ['Bronze with access, not visited', company('Bronze', true, false), false],
    ['Gold without access', company('Gold', false, true), false],
  ] as [string, CvViewer, boolean][])('%s: %s', (_label, viewer, expected) => {
    expect(canSeeAttendeeCv(viewer, owner)).toBe(expected);
  });

  it('shows a company no CV of an unregistered card', () => {
    expect(canSeeAttendeeCv(company('Gold', true, true), { id: 'a', isRegistered: false })).toBe(false);
  });

  it('shows staff CVs to staff and CV companies only', () => {
    expect(canSeeStaffCv({ type: 'staff' })).toBe(true);
    expect(canSeeStaffCv(company('Bronze', true, false))).toBe(true);
    expect(canSeeStaffCv(company('Gold', false, false))).toBe(false);
    expect(canSeeStaffCv({ type: 'attendee', attendeeId: 'a' })).toBe(false);
  });
});

describe('cvFilename', () => {
  it('is the nickname, reduced to header-safe characters', () => {
    expect(cvFilename('john_doe-1')).toBe('john_doe-1.pdf');
    expect(cvFilename('a"b\r\nc')).toBe('abc.pdf');
    expect(cvFilename(null)).toBe('cv.pdf');
    expect(cvFilename('ééé')).toBe('cv.pdf');
  });
});

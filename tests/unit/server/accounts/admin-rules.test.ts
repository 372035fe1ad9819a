// The console's people rules (issue 13): who may change an admin flag, and how the cards list
// reads what the organiser typed and which page they asked for.
import { describe, expect, it } from 'vitest';
import {
  CARDS_PAGE_MAX,
  decideAdminFlag,
  nextOffset,
  OWN_FLAG_ERROR,
  readCardPage,
  readCardSearch,
} from '../../../../server/accounts/admin-rules.ts';

describe('decideAdminFlag', () => {
  const change = { callerStaffId: 1, isCallerAdmin: true, targetStaffId: 2, isAdmin: false };

  it('lets an admin give or take another member’s flag, and re-grant their own', () => {
    expect(decideAdminFlag(change)).toEqual({ kind: 'ok' });
    expect(decideAdminFlag({ ...change, isAdmin: true })).toEqual({ kind: 'ok' });
    expect(decideAdminFlag({ ...change, targetStaffId: 1, isAdmin: true })).toEqual({ kind: 'ok' });
  });

  it('refuses an admin dropping their own flag', () => {
    expect(decideAdminFlag({ ...change, targetStaffId: 1 })).toEqual({
      kind: 'refused',
      errors: { is_admin: [OWN_FLAG_ERROR] },
    });
  });

  it('refuses a caller who is no longer an admin when the rows are locked', () => {
    expect(decideAdminFlag({ ...change, isCallerAdmin: false })).toEqual({ kind: 'forbidden' });
    expect(decideAdminFlag({ ...change, isCallerAdmin: false, isAdmin: true })).toEqual({
      kind: 'forbidden',
    });
  });
});

describe('readCardSearch', () => {
  it('reads a printed short code, or its start, as an id prefix and a nickname', () => {
    expect(readCardSearch('1A2B-3C4D')).toEqual({ idPrefix: '1a2b3c4d', nickname: '1A2B-3C4D' });
    expect(readCardSearch(' 1a2b- ')).toEqual({ idPrefix: '1a2b', nickname: '1a2b-' });
    expect(readCardSearch('beef')).toEqual({ idPrefix: 'beef', nickname: 'beef' });
  });

  it('reads anything else as part of a nickname only', () => {
    expect(readCardSearch('grace')).toEqual({ idPrefix: null, nickname: 'grace' });
    expect(readCardSearch('1a2b3c4d5')).toEqual({ idPrefix: null, nickname: '1a2b3c4d5' });
    expect(readCardSearch('1a2b3-c4d')).toEqual({ idPrefix: null, nickname: '1a2b3-c4d' });
  });

  it('reads nothing typed as no search', () => {
    expect(readCardSearch(undefined)).toBeNull();
    expect(readCardSearch('   ')).toBeNull();
  });
});

describe('the cards page', () => {
  it('defaults, clamps the size and says where the next page starts', () => {
    expect(readCardPage({})).toEqual({ offset: 0, limit: 50 });
    expect(readCardPage({ offset: '100', limit: '999' })).toEqual({ offset: 100, limit: CARDS_PAGE_MAX });
    expect(readCardPage({ limit: '0' })).toEqual({ offset: 0, limit: 1 });
    expect(nextOffset({ offset: 0, limit: 2 }, 5)).toBe(2);
    expect(nextOffset({ offset: 4, limit: 2 }, 5)).toBeNull();
    expect(nextOffset({ offset: 0, limit: 5 }, 5)).toBeNull();
  });
});

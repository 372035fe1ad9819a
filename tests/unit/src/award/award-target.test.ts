// Issue 21: who a typed award goes to, and the plain words when it goes nowhere.
import { describe, expect, it } from 'vitest';
import type { PublicAttendee } from '../../../../src/api/attendees.ts';
import { scannedTarget, typedTarget } from '../../../../src/award/award-target.ts';

const ID = '07fe0767-1b4e-4000-8000-000000000001';
const ANA: PublicAttendee = {
  id: ID,
  nickname: 'ana',
  name: 'Ana Silva',
  avatar: null,
  badgeCount: 0,
  badges: [],
  email: null,
  view: 'staff',
};
const CODE = { by: 'code', code: '07fe0767', nickname: null } as const;

describe('typedTarget', () => {
  it('sends a found attendee by id, named', () => {
    expect(typedTarget(CODE, ANA)).toEqual({ kind: 'send', attendee: { attendeeId: ID }, who: 'Ana Silva' });
  });

  it('sends a code it could not look up (offline) as the code, for the server to resolve', () => {
    for (const reason of ['network', 'other', 'not-registered'] as const)
      expect(typedTarget(CODE, reason)).toEqual({
        kind: 'send',
        attendee: { attendeeCode: '07fe0767' },
        who: 'Card 07FE-0767',
      });
  });

  it('stops at a code of no card, or of two, with the code as printed', () => {
    expect(typedTarget(CODE, 'not-found')).toEqual({
      kind: 'stop',
      who: 'Card 07FE-0767',
      result: { kind: 'failure', title: 'No card with code 07FE-0767', detail: null },
    });
    expect(typedTarget({ ...CODE, nickname: '07FE-0767' }, 'not-found')).toMatchObject({
      result: { detail: 'Nobody has the nickname 07FE-0767 either.' },
    });
    expect(typedTarget(CODE, 'ambiguous')).toMatchObject({
      kind: 'stop',
      result: {
        title: 'Two cards share code 07FE-0767',
        detail: 'Scan the QR or type the nickname instead.',
      },
    });
  });

  it('stops at an unknown nickname as before', () => {
    expect(typedTarget({ by: 'nickname', nickname: 'ana' }, 'not-found')).toEqual({
      kind: 'stop',
      who: '@ana',
      result: { kind: 'failure', title: 'Nobody by that nickname' },
    });
  });
});

describe('scannedTarget', () => {
  it('sends a scanned card by id, named by its printed code', () => {
    expect(scannedTarget({ by: 'id', id: ID })).toEqual({
      kind: 'send',
      attendee: { attendeeId: ID },
      who: 'Card 07FE-0767',
    });
  });
});

// Issue 21: the identifier's and the prize scanner's words when a typed card code finds nobody.
import { describe, expect, it } from 'vitest';
import { lookupFailure } from '../../../../src/staff/lookup-failure.ts';

const CODE = { by: 'code', code: '07fe0767', nickname: null } as const;

describe('lookupFailure', () => {
  it('names a typed code as the card prints it', () => {
    expect(lookupFailure(CODE, 'not-found')).toEqual({
      kind: 'failure',
      title: 'No card with code 07FE-0767',
      detail: null,
    });
    expect(lookupFailure({ ...CODE, nickname: 'bella101' }, 'not-found').detail).toBe(
      'Nobody has the nickname bella101 either.',
    );
    expect(lookupFailure(CODE, 'ambiguous')).toEqual({
      kind: 'failure',
      title: 'Two cards share code 07FE-0767',
      detail: 'Scan the QR or type the nickname instead.',
    });
  });

  it('keeps the words for a scanned card and a nickname', () => {
    expect(lookupFailure({ by: 'nickname', nickname: 'ana' }, 'not-found').title).toBe(
      'Nobody by that nickname',
    );
    expect(
      lookupFailure({ by: 'id', id: '07fe0767-1b4e-4000-8000-000000000001' }, 'not-registered').title,
    ).toBe('Card not registered');
    expect(lookupFailure(CODE, 'network').title).toBe('No connection');
  });
});

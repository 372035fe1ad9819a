// Issue 21: the short code printed under a card's QR, read the way people type it, and new card
// ids that never repeat a code.
import { describe, expect, it } from 'vitest';
import { formatCardCode, normaliseCardCode } from '../../../../server/contract/card-code.ts';
import { cardCodeRange, pickCardIds, shortCode } from '../../../../server/cards/rules.ts';

describe('normaliseCardCode', () => {
  it.each([
    ['07FE-0767', '07fe0767'],
    ['07fe0767', '07fe0767'],
    ['  07fe 0767 ', '07fe0767'],
    ['07 FE - 07 67', '07fe0767'],
    ['O7FE-O767', '07fe0767'],
    ['ILab-cdeF', '11abcdef'],
    ['lIab cdef', '11abcdef'],
  ])('reads %j as %s', (typed, digits) => {
    expect(normaliseCardCode(typed)).toBe(digits);
  });

  it.each([
    '',
    '07FE-076',
    '07FE-07678',
    '07FG-0767',
    'ana_s',
    '1b4e28ba-2fa1-11d2-883f-0016d3cca427',
    '07FE_0767',
  ])('refuses %j', (typed) => {
    expect(normaliseCardCode(typed)).toBeNull();
  });

  it('prints what it reads the way the card does', () => {
    expect(formatCardCode('07fe0767')).toBe('07FE-0767');
    expect(shortCode('07fe0767-1b4e-4000-8000-000000000001')).toBe('07FE-0767');
    expect(normaliseCardCode(shortCode('abcdef01-0000-4000-8000-000000000000'))).toBe('abcdef01');
  });
});

describe('cardCodeRange', () => {
  it('spans every uuid that starts with the code, and no other', () => {
    const { low, high } = cardCodeRange('07fe0767');
    expect(low).toBe('07fe0767-0000-0000-0000-000000000000');
    expect(high).toBe('07fe0767-ffff-ffff-ffff-ffffffffffff');
    for (const id of ['07fe0766-ffff-ffff-ffff-ffffffffffff', '07fe0768-0000-0000-0000-000000000000'])
      expect(id >= low && id <= high).toBe(false);
  });
});

describe('pickCardIds', () => {
  it('draws again for a code already taken or already drawn in this batch', () => {
    const draws = [
      'aaaaaaaa-0000-4000-8000-000000000001',
      'BBBBBBBB-0000-4000-8000-000000000002',
      'bbbbbbbb-1111-4000-8000-000000000003',
      'cccccccc-0000-4000-8000-000000000004',
    ];
    const ids = pickCardIds(
      2,
      (digits) => digits === 'aaaaaaaa',
      () => draws.shift()!,
    );
    expect(ids).toEqual(['bbbbbbbb-0000-4000-8000-000000000002', 'cccccccc-0000-4000-8000-000000000004']);
    expect(draws).toEqual([]);
  });

  it('gives nothing for a count of 0', () => {
    expect(
      pickCardIds(
        0,
        () => false,
        () => 'never',
      ),
    ).toEqual([]);
  });
});

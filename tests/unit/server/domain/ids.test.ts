// Ids from the wire (domain/ids.ts): UUIDs, and integer ids as a body or a path carries them.
import { describe, expect, it } from 'vitest';
import { isUuid, readIntId, rowIdOf } from '../../../../server/domain/ids.ts';

describe('isUuid', () => {
  it('accepts canonical uuids in either case', () => {
    expect(isUuid('0f8fad5b-d9cb-469f-a165-70867728950e')).toBe(true);
    expect(isUuid('0F8FAD5B-D9CB-469F-A165-70867728950E')).toBe(true);
  });

  it('refuses anything else, including non-strings', () => {
    for (const value of [
      '',
      'abc',
      '0f8fad5bd9cb469fa16570867728950e',
      '{0f8fad5b-d9cb-469f-a165-70867728950e}',
      '0f8fad5b-d9cb-469f-a165-70867728950',
      ' 0f8fad5b-d9cb-469f-a165-70867728950e',
      'gf8fad5b-d9cb-469f-a165-70867728950e',
      1,
      null,
      undefined,
      {},
      ['0f8fad5b-d9cb-469f-a165-70867728950e'],
    ]) {
      expect(isUuid(value), String(value)).toBe(false);
    }
  });
});

describe('readIntId', () => {
  it('reads JSON integers and digit strings, sign included', () => {
    expect([7, '7', '-3', 0, 2 ** 31 - 1, '2147483647'].map(readIntId)).toEqual([
      7,
      7,
      -3,
      0,
      2 ** 31 - 1,
      2 ** 31 - 1,
    ]);
  });

  it('tells a missing id from a malformed one and from one out of the int4 range', () => {
    expect([undefined, null].map(readIntId)).toEqual(['missing', 'missing']);
    for (const value of [
      '',
      ' 7',
      '+7',
      'abc',
      '1.5',
      '1e3',
      1.5,
      true,
      {},
      [1],
      Number.NaN,
      Number.POSITIVE_INFINITY,
    ]) {
      expect(readIntId(value), String(value)).toBe('malformed');
    }
    for (const value of [2 ** 31, -(2 ** 31), '2147483648', '99999999999999999999999', 2 ** 60]) {
      expect(readIntId(value), String(value)).toBe('out-of-range');
    }
  });

  it('keeps only positive ids as row ids', () => {
    expect(
      [readIntId(5), readIntId(0), readIntId(-1), readIntId(2 ** 40), readIntId('x')].map(rowIdOf),
    ).toEqual([5, null, null, null, null]);
  });
});

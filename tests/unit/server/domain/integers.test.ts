// Wire integers read as the provider's Integer.parse with nothing left over.
import { describe, expect, it } from 'vitest';
import { parseInteger } from '../../../../server/domain/integers.ts';

describe('parseInteger', () => {
  it.each([
    [10, 10n],
    ['10', 10n],
    ['+7', 7n],
    ['-5', -5n],
    ['007', 7n],
    [0, 0n],
  ])('reads %j as %s', (raw, expected) => {
    expect(parseInteger(raw)).toBe(expected);
  });

  it.each([['1.2'], ['abc'], ['10abc'], [' 10'], [''], [1.5], [Number.NaN], [null], [true], [[1]], [{}]])(
    'refuses %j',
    (raw) => {
      expect(parseInteger(raw)).toBeNull();
    },
  );

  it('keeps huge values huge without parsing every digit', () => {
    const huge = parseInteger('9'.repeat(100_000));
    expect(huge !== null && huge > 2n ** 64n).toBe(true);
    expect(parseInteger(`-${'9'.repeat(50)}`)! < -(2n ** 64n)).toBe(true);
    expect(parseInteger(1e300)! > 2n ** 64n).toBe(true);
  });
});

// The console's odds editing (src/admin/odds.ts): percentages in, probabilities out, and a total
// counted in the same millionths the server's draw uses.
import { describe, expect, it } from 'vitest';
import { MILLIONTHS, percentOf, probabilityOf, totalMillionths } from '../../../../src/admin/odds.ts';

describe('odds', () => {
  it('turns percentages into probabilities and back', () => {
    expect(probabilityOf('12.5')).toBe(0.125);
    expect(probabilityOf('0.0001')).toBe(0.000001);
    expect(percentOf(0.085)).toBe('8.5');
    for (const text of ['', 'abc', '-1', '100.5']) expect(probabilityOf(text)).toBeNull();
  });

  it('counts the total in millionths, exactly 100 % or not, and nothing while an entry is bad', () => {
    expect(totalMillionths(['33.3333', '33.3333', '33.3334'])).toBe(MILLIONTHS);
    expect(totalMillionths(['0.1', '0.2', '99.7'])).toBe(MILLIONTHS);
    expect(totalMillionths(['50', '49.9999'])).toBe(MILLIONTHS - 1);
    expect(totalMillionths(['50', 'x'])).toBeNull();
  });
});

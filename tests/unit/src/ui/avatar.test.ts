import { describe, expect, it } from 'vitest';
import { initialsOf, paletteIndexOf } from '../../../../src/ui/avatar.tsx';

describe('avatar fallback', () => {
  it('takes the first and last initials', () => {
    expect(initialsOf('Ana Maria Silva')).toBe('AS');
    expect(initialsOf('  joão ')).toBe('J');
    expect(initialsOf('Émile Zola')).toBe('ÉZ');
    expect(initialsOf('')).toBe('?');
  });

  it('gives one person the same colour every time', () => {
    expect(paletteIndexOf('Ana Silva')).toBe(paletteIndexOf('Ana Silva'));
    expect(paletteIndexOf('Ana Silva')).toBeGreaterThanOrEqual(0);
  });
});

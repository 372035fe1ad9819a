import { describe, expect, it } from 'vitest';
import { zipEntryNames } from '../../../../server/companies/cv-zip-rules.ts';

describe('zipEntryNames', () => {
  it('names each CV after its nickname, numbering repeats case-insensitively', () => {
    expect(zipEntryNames(['ana', 'Ana', null, 'bruno', null, 'ana'])).toEqual([
      'ana.pdf',
      'Ana-2.pdf',
      'cv.pdf',
      'bruno.pdf',
      'cv-2.pdf',
      'ana-3.pdf',
    ]);
  });

  it('never lets a nickname carry a path or header characters into a name', () => {
    expect(zipEntryNames(['../etc', 'a"b', 'x/y'])).toEqual(['etc.pdf', 'ab.pdf', 'xy.pdf']);
  });
});

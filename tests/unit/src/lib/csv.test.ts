import { describe, expect, it } from 'vitest';
import { toCsv } from '../../../../src/lib/csv.ts';

describe('toCsv', () => {
  it('writes a header and rows with CRLF, empty fields for null', () => {
    expect(
      toCsv(
        ['name', 'email'],
        [
          ['Ana', 'ana@x.pt'],
          ['Rui', null],
        ],
      ),
    ).toBe('name,email\r\nAna,ana@x.pt\r\nRui,\r\n');
  });

  it('quotes commas, quotes and line breaks', () => {
    expect(toCsv(['a'], [['Silva, Ana'], ['say "hi"'], ['two\nlines']])).toBe(
      'a\r\n"Silva, Ana"\r\n"say ""hi"""\r\n"two\nlines"\r\n',
    );
  });

  it('defuses spreadsheet formulas', () => {
    expect(toCsv(['a'], [['=HYPERLINK("x")'], ['+1'], ['-2'], ['@me']])).toBe(
      'a\r\n"\'=HYPERLINK(""x"")"\r\n\'+1\r\n\'-2\r\n\'@me\r\n',
    );
  });
});

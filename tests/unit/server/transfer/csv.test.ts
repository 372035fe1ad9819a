import { describe, expect, it } from 'vitest';
import { csvField, csvLine, csvLines } from '../../../../server/transfer/csv.ts';

describe('csvLine', () => {
  it('joins fields with commas and ends with CRLF; null is an empty field', () => {
    expect(csvLine(['Ana', 'ana@x.pt', null, 3])).toBe('Ana,ana@x.pt,,3\r\n');
  });

  it('quotes commas, quotes and line breaks, doubling quotes', () => {
    expect(csvLine(['Silva, Ana', 'say "hi"', 'two\nlines', 'cr\rhere'])).toBe(
      '"Silva, Ana","say ""hi""","two\nlines","cr\rhere"\r\n',
    );
  });

  it('keeps accents and other text as it is', () => {
    expect(csvLine(['João Ñandú', '🎉 party'])).toBe('João Ñandú,🎉 party\r\n');
  });
});

describe('csvField: spreadsheet formulas (CSV injection)', () => {
  it('prefixes text starting with = + - @ tab or CR with a quote mark', () => {
    expect(['=1+1', '+1', '-2', '@SUM(A1)', '\tx', '\rx'].map(csvField)).toEqual([
      "'=1+1",
      "'+1",
      "'-2",
      "'@SUM(A1)",
      "'\tx",
      '"\'\rx"',
    ]);
  });

  it('defuses a formula that also needs quoting', () => {
    expect(csvField('=HYPERLINK("http://x","click")')).toBe('"\'=HYPERLINK(""http://x"",""click"")"');
  });

  it('leaves a formula character inside the text alone', () => {
    expect(csvField('a=b, c-d')).toBe('"a=b, c-d"');
  });

  it('writes numbers bare, a negative one included, and booleans and dates as text', () => {
    expect([-5, 0, 2.5, Number.NaN, true, false].map(csvField)).toEqual([
      '-5',
      '0',
      '2.5',
      '',
      'true',
      'false',
    ]);
    expect(csvField(new Date('2026-11-22T09:30:00Z'))).toBe('2026-11-22T09:30:00Z');
    expect(csvField(new Date('2026-11-22T09:30:00.250Z'))).toBe('2026-11-22T09:30:00.250Z');
  });
});

describe('csvLines', () => {
  it('writes several rows at once', () => {
    expect(
      csvLines([
        ['a', 1],
        ['b', 2],
      ]),
    ).toBe('a,1\r\nb,2\r\n');
    expect(csvLines([])).toBe('');
  });
});

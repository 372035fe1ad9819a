// transfer/csv-read.ts: what the exports write (transfer/csv.ts) reads back as it was, quotes, line
// breaks, a BOM and defused formulas included; a file that is not CSV is refused, never guessed.
import { describe, expect, it } from 'vitest';
import { CSV_BOM, csvLines } from '../../../../server/transfer/csv.ts';
import { readCsv } from '../../../../server/transfer/csv-read.ts';

describe('readCsv', () => {
  it('reads back what the exports write', () => {
    const rows = [
      ['name', 'description', 'price'],
      ['Mug, blue', 'Say "hi"\r\non two lines', '5'],
      ['=SUM(A1)', '+1 idea', '-3'],
      ['@home', 'ação café', ''],
    ];
    const text = CSV_BOM + csvLines(rows);
    expect(text).toContain(`'=SUM(A1)`);
    expect(readCsv(text)).toEqual({ kind: 'ok', rows });
  });

  it('takes LF line ends, no final line end, and skips blank lines', () => {
    expect(readCsv('a,b\n1,2\n\n3,\n')).toEqual({
      kind: 'ok',
      rows: [
        ['a', 'b'],
        ['1', '2'],
        ['3', ''],
      ],
    });
    expect(readCsv('a,b\r\n1,2')).toEqual({
      kind: 'ok',
      rows: [
        ['a', 'b'],
        ['1', '2'],
      ],
    });
  });

  it('refuses a quote left open or a quote inside a bare field', () => {
    expect(readCsv('a\r\n"never closed\r\n')).toEqual({
      kind: 'refused',
      error: 'a quoted field is never closed',
    });
    expect(readCsv('a\r\nab"c\r\n')).toEqual({
      kind: 'refused',
      error: 'a quote inside an unquoted field (line 2)',
    });
  });
});

// CSV text to rows (issue 23: the console imports badges, products and prizes), pure: the reverse
// of csv.ts, so a file the console exported reads back as it was. RFC 4180: fields in quotes may
// hold commas, doubled quotes and line breaks; lines end with CRLF or LF; a UTF-8 BOM is dropped.
// A field csv.ts defused with a leading ' (= + - @ tab CR after it) gets its text back; anything
// else is read as text and judged by the importer, never evaluated.

export type CsvRead = { kind: 'ok'; rows: string[][] } | { kind: 'refused'; error: string };

const DEFUSED = /^'[=+\-@\t\r]/;

/** The text of one field as written, the export's defusing ' taken off. */
export const undefuse = (field: string): string => (DEFUSED.test(field) ? field.slice(1) : field);

export function readCsv(text: string): CsvRead {
  const source = text.startsWith('\uFEFF') ? text.slice(1) : text;
  const rows: string[][] = [];
  let row: string[] = [];
  let field = '';
  let isQuoted = false;
  const endField = () => {
    row.push(field);
    field = '';
  };
  const endRow = () => {
    endField();
    // A blank line (one empty field) is skipped: spreadsheets leave them at the end.
    if (row.length > 1 || row[0] !== '') rows.push(row);
    row = [];
  };
  for (let i = 0; i < source.length; i += 1) {
    const char = source[i]!;
    if (isQuoted) {
      if (char !== '"') field += char;
      else if (source[i + 1] === '"') {
        field += '"';
        i += 1;
      } else isQuoted = false;
    } else if (char === '"') {
      if (field !== '')
        return { kind: 'refused', error: `a quote inside an unquoted field (line ${rows.length + 1})` };
      isQuoted = true;
    } else if (char === ',') endField();
    else if (char === '\n') endRow();
    else if (char === '\r') {
      if (source[i + 1] !== '\n') field += char;
    } else field += char;
  }
  if (isQuoted) return { kind: 'refused', error: 'a quoted field is never closed' };
  if (field !== '' || row.length > 0) endRow();
  // Quoted or not: csv.ts defuses first, then quotes.
  return { kind: 'ok', rows: rows.map((r) => r.map(undefuse)) };
}

// CSV lines for the console's exports (issue 13), pure. RFC 4180: a field holding a comma, a quote
// or a line break is quoted, quotes doubled; lines end with CRLF. Organisers open these files in
// spreadsheets, so a text field starting with = + - @ (or a tab or CR, which some spreadsheets skip
// before reading a formula) gets a leading ' and is shown as text, never run (OWASP "CSV
// injection"). Numbers are written bare: the sign of a number is data, not a formula.
// NOTE: the same rules as src/lib/csv.ts, which server/ may not import (STYLE.md import rules).

/** A Date is written in UTC, RFC 3339 (`2026-11-22T09:30:00Z`), which spreadsheets read as a time. */
export type CsvValue = string | number | boolean | Date | null;

/** Written first, so spreadsheet programs read the file as UTF-8 (accented nicknames). */
export const CSV_BOM = '\uFEFF';

const FORMULA_START = /^[=+\-@\t\r]/;
const NEEDS_QUOTES = /[",\r\n]/;

export function csvField(value: CsvValue): string {
  if (value === null) return '';
  if (typeof value === 'number') return Number.isFinite(value) ? String(value) : '';
  if (typeof value === 'boolean') return value ? 'true' : 'false';
  if (value instanceof Date) return value.toISOString().replace(/\.000Z$/, 'Z');
  const safe = FORMULA_START.test(value) ? `'${value}` : value;
  return NEEDS_QUOTES.test(safe) ? `"${safe.replaceAll('"', '""')}"` : safe;
}

/** One row as a CSV line, CRLF included. */
export const csvLine = (values: readonly CsvValue[]): string => `${values.map(csvField).join(',')}\r\n`;

/** Several rows at once: one string per page of a streamed export. */
export const csvLines = (rows: readonly (readonly CsvValue[])[]): string => rows.map(csvLine).join('');

// Rows to CSV text (RFC 4180): fields with commas, quotes or line breaks are quoted, quotes
// doubled; a field starting with = + - @ is prefixed with ' so a spreadsheet never runs it as a
// formula (CSV injection). Lines end with CRLF. Pure.

function field(value: string | number | null): string {
  const text = value === null ? '' : String(value);
  const safe = /^[=+\-@\t\r]/.test(text) ? `'${text}` : text;
  return /[",\r\n]/.test(safe) ? `"${safe.replace(/"/g, '""')}"` : safe;
}

export function toCsv(
  header: readonly string[],
  rows: ReadonlyArray<ReadonlyArray<string | number | null>>,
): string {
  return [header, ...rows].map((row) => row.map(field).join(',')).join('\r\n') + '\r\n';
}

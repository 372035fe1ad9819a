// The leads as files a CRM takes (issue 29): CSV (the house's safe quoting, src/lib/csv.ts: a note
// starting with = + - @ is shown as text, never run) and vCard 4.0 (RFC 6350) for one visitor or
// all, with rating, tags, note and scan time. Loaded on the first export tap. Pure but for
// saveText, which hands the file to the browser. The CSV's columns and values, and the vCard's
// X-CONFETTI- fields, are keys a CRM maps, the same in every language; the vCard's note is read by
// a person, in the app's language.
import { t } from '@lingui/core/macro';
import { toCsv } from '../../lib/csv.ts';
import { saveFile } from '../../ui/save-file.ts';
import type { VisitorRow } from './visitor-rows.ts';

const CSV_HEADER = ['name', 'nickname', 'email', 'cv', 'scanned_at', 'rating', 'tags', 'note', 'follow_up'];

const iso = (row: VisitorRow) =>
  row.lead && row.lead.visitedAt.getTime() > 0 ? row.lead.visitedAt.toISOString() : null;

export function leadsCsv(rows: readonly VisitorRow[]): string {
  return toCsv(
    CSV_HEADER,
    rows.map((row) => [
      row.name,
      row.nickname,
      row.email,
      row.cv,
      iso(row),
      row.lead?.rating ?? null,
      row.lead?.tags.join('; ') ?? null,
      row.lead?.note ?? null,
      row.lead ? (row.lead.followUp ? 'yes' : 'no') : null,
    ]),
  );
}

/**
 * RFC 6350 §3.4: backslash, comma and line breaks escaped. A semicolon is escaped only in compound
 * values (N, ADR), which these cards do not write; readers such as ical.js keep a `\;` elsewhere.
 */
const escapeText = (text: string) => text.replace(/[\\,]/g, (c) => `\\${c}`).replace(/\r\n|\r|\n/g, '\\n');

const encoder = new TextEncoder();

/** RFC 6350 §3.2: lines of at most 75 octets, continued after CRLF and one space. */
function fold(line: string): string {
  const parts: string[] = [];
  let part = '';
  let octets = 0;
  for (const char of line) {
    const size = encoder.encode(char).length;
    const limit = parts.length === 0 ? 75 : 74;
    if (octets + size > limit) {
      parts.push(part);
      part = '';
      octets = 0;
    }
    part += char;
    octets += size;
  }
  parts.push(part);
  return parts.join('\r\n ');
}

/** The note's line of a rating, as the server writes it ("hot"), in words. */
function ratingLine(rating: string): string {
  switch (rating) {
    case 'hot':
      return t`Rating: hot`;
    case 'warm':
      return t`Rating: warm`;
    case 'cold':
      return t`Rating: cold`;
    default:
      return t`Rating: ${rating}`;
  }
}

/** The card's note, for a person: rating, tags, follow-up, scan time, then the note itself. */
function summaryOf(row: VisitorRow): string[] {
  const lead = row.lead;
  const tags = lead?.tags.join(', ') ?? '';
  const scanned = iso(row);
  return [
    lead?.rating ? ratingLine(lead.rating) : null,
    lead?.tags.length ? t`Tags: ${tags}` : null,
    lead?.followUp ? t`Follow up: yes` : null,
    scanned ? t`Scanned: ${scanned}` : null,
    lead?.note ? `\n${lead.note}` : null,
  ].filter((line) => line !== null);
}

/* eslint-disable lingui/no-unlocalized-strings -- the card's fields (RFC 6350), not words */
export function leadVcard(row: VisitorRow): string {
  const lead = row.lead;
  const name = row.name ?? row.nickname ?? t`Visitor`;
  const summary = summaryOf(row);
  const lines = [
    'BEGIN:VCARD',
    'VERSION:4.0',
    `FN:${escapeText(name)}`,
    row.nickname ? `NICKNAME:${escapeText(row.nickname)}` : null,
    row.email ? `EMAIL:${escapeText(row.email)}` : null,
    lead?.tags.length ? `CATEGORIES:${lead.tags.map(escapeText).join(',')}` : null,
    summary.length > 0 ? `NOTE:${escapeText(summary.join('\n'))}` : null,
    row.cv ? `URL;TYPE=cv:${row.cv}` : null,
    lead?.rating ? `X-CONFETTI-RATING:${lead.rating}` : null,
    lead ? `X-CONFETTI-FOLLOW-UP:${lead.followUp ? 'yes' : 'no'}` : null,
    iso(row) ? `X-CONFETTI-SCANNED-AT:${iso(row)}` : null,
    'END:VCARD',
  ];
  return lines
    .filter((line): line is string => line !== null)
    .map((line) => `${fold(line)}\r\n`)
    .join('');
}
/* eslint-enable lingui/no-unlocalized-strings */

export const leadsVcard = (rows: readonly VisitorRow[]): string => rows.map(leadVcard).join('');

/** Hands a text file to the browser's downloads. */
export function saveText(text: string, filename: string, type: string): void {
  saveFile(new Blob([text], { type }), filename);
}

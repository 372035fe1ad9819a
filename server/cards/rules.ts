// Pre-printed attendee cards and staff invitations (provider-api.md §1: an attendee row with no
// user is a card waiting to be claimed at sign-up). Pure: links, short codes and the printable
// A4 sheet as an HTML string; QR drawing, files and the database are the caller's.
import { CARD_CODE_DIGITS, formatCardCode } from '#contract/card-code';
import { MAX_CARDS_PER_BATCH, SOURCE_LOCALE, type Locale } from '#contract/constants';
import type { Words } from '../i18n/messages.ts';

export { MAX_CARDS_PER_BATCH };

/** The public origin links point at: PUBLIC_ORIGIN, else this machine on the configured port. */
export const appOrigin = (config: { publicOrigin: string | null; port: number }): string =>
  config.publicOrigin ?? `http://localhost:${config.port}`;

/**
 * True when links to `origin` open only on the machine that made them (localhost, a loopback or
 * unspecified address): cards printed with it reach nobody's phone (issue 23).
 */
export function isLocalOrigin(origin: string): boolean {
  const host = new URL(origin).hostname.replace(/^\[|\]$/g, '');
  return (
    host === 'localhost' ||
    host.endsWith('.localhost') ||
    /^127(\.\d{1,3}){3}$/.test(host) ||
    host === '0.0.0.0' ||
    host === '::1' ||
    host === '::'
  );
}

/** What a card's QR encodes: the attendee page, where an unregistered card leads to sign-up. */
export const cardUrl = (origin: string, id: string): string => `${origin}/attendees/${id}`;

/** The card code's 8 hex digits, lower case: the first 8 of the id. */
export const codeDigitsOf = (id: string): string => id.slice(0, CARD_CODE_DIGITS).toLowerCase();

/**
 * The first 8 hex digits, grouped, for a human to read off a card. Not a secret; unique among the
 * cards we make (pickCardIds), not among ids chosen elsewhere (the seed, an import).
 */
export const shortCode = (id: string): string => formatCardCode(codeDigitsOf(id));

/**
 * The ids whose code is `digits`: every uuid from `<digits>-0000-…` to `<digits>-ffff-…`. A range
 * on the uuid itself, so the primary key's index answers it (uuids order as their hex text).
 */
export const cardCodeRange = (digits: string): { low: string; high: string } => ({
  low: `${digits}-0000-0000-0000-000000000000`,
  high: `${digits}-ffff-ffff-ffff-ffffffffffff`,
});

/**
 * `count` new ids whose codes differ from each other and from every code `isTaken` names; `newId`
 * draws one (crypto.randomUUID). A printed code then names one card.
 */
export function pickCardIds(
  count: number,
  isTaken: (digits: string) => boolean,
  newId: () => string,
): string[] {
  const byCode = new Map<string, string>();
  while (byCode.size < count) {
    const id = newId().toLowerCase();
    const digits = codeDigitsOf(id);
    if (!isTaken(digits) && !byCode.has(digits)) byCode.set(digits, id);
  }
  return [...byCode.values()];
}

export const staffSetPasswordLink = (origin: string, token: string): string =>
  `${origin}/reset?token=${encodeURIComponent(token)}`;

export const sheetFileName = (now: Date): string => `cards-${now.toISOString().replace(/[:.]/g, '-')}.html`;

/** A card count from the command line, or null when it is not a whole number in range. */
export function parseCardCount(raw: string | undefined): number | null {
  if (raw === undefined || !/^\d{1,7}$/.test(raw)) return null;
  const count = Number(raw);
  return count >= 1 && count <= MAX_CARDS_PER_BATCH ? count : null;
}

const escapeHtml = (text: string): string =>
  text.replace(
    /[&<>"']/g,
    (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!,
  );

export type CardFace = { id: string; url: string; qrSvg: string };

/**
 * NOTE: laid out for A4 at 100 % scale: 3 × 4 cards of 63 × 68 mm per page inside 10 mm margins,
 * dashed cut lines, no card split across pages. The sheet's one style element: a page that serves
 * it names it in its CSP by hash (cards/sheet-routes.ts), so it runs no other style or script.
 */
export const CARD_SHEET_CSS = `
  @page { size: A4; margin: 10mm; }
  * { box-sizing: border-box; }
  body { margin: 0; font-family: system-ui, sans-serif; color: #111; }
  .sheet { display: grid; grid-template-columns: repeat(3, 63mm); grid-auto-rows: 68mm; justify-content: center; }
  .card { margin: 0; padding: 4mm; border: 0.3mm dashed #999; display: flex; flex-direction: column;
    align-items: center; justify-content: center; break-inside: avoid; page-break-inside: avoid; }
  .event { font-size: 9pt; font-weight: 600; letter-spacing: 0.04em; text-transform: uppercase; }
  .qr svg { display: block; width: 42mm; height: 42mm; }
  .code { margin: 2mm 0 0; font: 700 14pt ui-monospace, monospace; letter-spacing: 0.08em; }
  .hint { margin: 0.5mm 0 0; font-size: 8pt; color: #555; }
  .note { margin: 0 auto 6mm; max-width: 189mm; font-size: 11pt; color: #333; }
  @media screen { body { padding: 10mm; background: #eee; } .sheet { background: #fff; width: max-content; margin: 0 auto; } }
  @media print { .note { display: none; } }
`;

/**
 * The printable sheet in `locale` (the organiser's, issue 24): its words from `words`; the QR SVGs
 * come from the `qrcode` package.
 */
export function renderCardSheet(
  title: string,
  cards: readonly CardFace[],
  words: Words,
  locale: Locale = SOURCE_LOCALE,
): string {
  const hint = escapeHtml(words('sheet.hint'));
  const faces = cards
    .map(
      (card) => `<figure class="card">
  <figcaption class="event">${escapeHtml(title)}</figcaption>
  <div class="qr">${card.qrSvg}</div>
  <p class="code">${escapeHtml(shortCode(card.id))}</p>
  <p class="hint">${hint}</p>
</figure>`,
    )
    .join('\n');
  const count = { count: cards.length };
  return `<!doctype html>
<html lang="${locale}">
<head>
<meta charset="utf-8">
<title>${escapeHtml(words('sheet.title', { event: title, ...count }))}</title>
<style>${CARD_SHEET_CSS}</style>
</head>
<body>
<p class="note">${escapeHtml(words('sheet.note', count))}</p>
<main class="sheet">
${faces}
</main>
${cards.length === 0 ? `<p>${escapeHtml(words('sheet.empty'))}</p>\n` : ''}
</body>
</html>
`;
}

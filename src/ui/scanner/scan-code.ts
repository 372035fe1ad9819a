// What a scanner screen receives: an attendee named by card UUID (a scanned QR, a typed link), by
// the short code printed on the card (typed, `07FE-0767`) or by nickname (typed, for a crumpled
// card). Only our codes pass (card-code.ts). Pure.
import { normaliseCardCode } from '#contract/card-code';
import { nicknameProblem } from '#contract/nickname';
import { isUuid } from '../../lib/card-code.ts';

export type ScannedCode =
  | { by: 'id'; id: string }
  /**
   * `code`: the 8 hex digits. `nickname`: the same text read as a nickname ("bella101" reads as
   * code BE11A101 too), tried only when no card has the code.
   */
  | { by: 'code'; code: string; nickname: string | null }
  | { by: 'nickname'; nickname: string };

/** A QR's text as a code, or null when the QR is not ours. */
export function codeOfScan(text: string, origins: readonly string[]): ScannedCode | null {
  const id = parseOwnCardCode(text, origins);
  return id === null ? null : { by: 'id', id };
}

/**
 * Typed text as a code: a card UUID or link of ours, the short code printed on a card, else a
 * nickname; null for empty text and for links that are not ours. A leading "@" makes it a
 * nickname only.
 */
export function codeOfTyped(text: string, origins: readonly string[]): ScannedCode | null {
  const trimmed = text.trim();
  if (trimmed === '') return null;
  const scanned = codeOfScan(trimmed, origins);
  if (scanned !== null) return scanned;
  const isNicknameOnly = trimmed.startsWith('@');
  // A leading "@" is dropped: people type nicknames the way the app shows them.
  const nickname = trimmed.replace(/^@/, '');
  const asNickname = nicknameProblem(nickname.normalize('NFC')) === null ? nickname.normalize('NFC') : null;
  const code = isNicknameOnly ? null : normaliseCardCode(trimmed);
  if (code !== null) return { by: 'code', code, nickname: asNickname };
  return asNickname === null ? null : { by: 'nickname', nickname: asNickname };
}

/**
 * NOTE: here, not in lib/card-code.ts, so the sign-in entry chunk (which reads card links) does not
 * carry it (DESIGN.md §7).
 * The attendee UUID of a scanned code, only when the code is ours: a bare UUID, or
 * `<origin>/attendees/<uuid>` (a trailing slash, query or hash allowed) on one of `origins`, the
 * page's own origin and the event's public origin. Anything else (another event's card, a Wi-Fi
 * code, a shop link) is null, so a scanner never sends a stranger's code to the server.
 */
export function parseOwnCardCode(raw: string, origins: readonly string[]): string | null {
  const text = raw.trim();
  if (isUuid(text)) return text.toLowerCase();
  let url: URL;
  try {
    url = new URL(text);
  } catch {
    return null;
  }
  if (!origins.some((origin) => sameOrigin(origin, url.origin))) return null;
  const match = /^\/attendees\/([^/]+)\/?$/.exec(url.pathname);
  const id = match?.[1];
  return id !== undefined && isUuid(id) ? id.toLowerCase() : null;
}

function sameOrigin(candidate: string, origin: string): boolean {
  try {
    return new URL(candidate).origin === origin;
  } catch {
    return false;
  }
}

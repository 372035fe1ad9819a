// What a scanner screen receives: an attendee named by card UUID (a scanned QR, a typed code) or
// by nickname (typed, for a crumpled card). Only our codes pass (card-code.ts). Pure.
import { NICKNAME_PATTERN } from '#contract/constants';
import { parseOwnCardCode } from '../../lib/card-code.ts';

export type ScannedCode = { by: 'id'; id: string } | { by: 'nickname'; nickname: string };

/** A QR's text as a code, or null when the QR is not ours. */
export function codeOfScan(text: string, origins: readonly string[]): ScannedCode | null {
  const id = parseOwnCardCode(text, origins);
  return id === null ? null : { by: 'id', id };
}

const nicknameRule = new RegExp(NICKNAME_PATTERN);

/**
 * Typed text as a code: a card code or link of ours, else a nickname; null for empty text and for
 * links that are not ours.
 */
export function codeOfTyped(text: string, origins: readonly string[]): ScannedCode | null {
  const trimmed = text.trim();
  if (trimmed === '') return null;
  const scanned = codeOfScan(trimmed, origins);
  if (scanned !== null) return scanned;
  // A leading "@" is dropped: people type nicknames the way the app shows them.
  const nickname = trimmed.replace(/^@/, '');
  return nicknameRule.test(nickname) ? { by: 'nickname', nickname } : null;
}

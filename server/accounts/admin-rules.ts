// The console's rules for people (issue 13), pure: who may change a staff member's admin flag,
// and how the cards list reads its search and page. The flag rule keeps an admin on the event:
// the caller must still be an admin when the change is made (rows locked by the repo), and no
// one drops their own flag, so the last admin can never demote themselves.
import type { FieldErrors } from './profile-rules.ts';

export type AdminFlagDecision =
  { kind: 'ok' } | { kind: 'forbidden' } | { kind: 'refused'; errors: FieldErrors };

export const OWN_FLAG_ERROR = "can't be removed from your own account: ask another admin";

export function decideAdminFlag(input: {
  callerStaffId: number;
  /** The caller's flag as the locked row holds it now, not as the session read it. */
  isCallerAdmin: boolean;
  targetStaffId: number;
  isAdmin: boolean;
}): AdminFlagDecision {
  if (!input.isCallerAdmin) return { kind: 'forbidden' };
  if (input.targetStaffId === input.callerStaffId && !input.isAdmin) {
    return { kind: 'refused', errors: { is_admin: [OWN_FLAG_ERROR] } };
  }
  return { kind: 'ok' };
}

/** A search of the cards list: the start of a card's id, or part of a nickname, or both. */
export type CardSearch = { idPrefix: string | null; nickname: string | null };

/**
 * What the organiser typed: a short code as printed (`1A2B-3C4D`, the id's first 8 hex digits),
 * its start, or part of a nickname. Hex-looking text matches either.
 */
export function readCardSearch(q: string | undefined): CardSearch | null {
  const text = (q ?? '').trim();
  if (text === '') return null;
  const hex = text.replace(/-/g, '').toLowerCase();
  const isHex = /^[0-9a-f]{1,8}$/.test(hex) && /^[0-9a-f]{1,4}(-[0-9a-f]{0,4})?$/i.test(text);
  return { idPrefix: isHex ? hex : null, nickname: text };
}

export const CARDS_PAGE_DEFAULT = 50;
export const CARDS_PAGE_MAX = 200;

export function readCardPage(raw: { offset?: string; limit?: string }): { offset: number; limit: number } {
  const asked = raw.limit === undefined ? CARDS_PAGE_DEFAULT : Number(raw.limit);
  return {
    offset: raw.offset === undefined ? 0 : Number(raw.offset),
    limit: Math.min(Math.max(asked, 1), CARDS_PAGE_MAX),
  };
}

/** The next page's offset, or null when this page reached the end. */
export const nextOffset = (page: { offset: number; limit: number }, matching: number): number | null =>
  page.offset + page.limit < matching ? page.offset + page.limit : null;

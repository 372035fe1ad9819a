// Badge award rules (provider-api.md §4 "Badge award validation", "Tokens and entries").
// Pure: the caller loads the badge, what the attendee holds and the action time.
import { normaliseCardCode } from '#contract/card-code';
import type { RedeemBody } from '#contract/redeems';
import { SESSION_BADGE_TYPES, type Sponsorship } from '#contract/constants';
import { isUuid, readIntId, rowIdOf } from '../domain/ids.ts';

export type RedeemMode = 'normal' | 'admin';

/** Who asks for an award: a sponsor awards its own booth badge, staff the badge they name. */
export type Awarder =
  | { type: 'company'; badgeId: number }
  | { type: 'staff'; staffId: number; isAdmin: boolean }
  | { type: 'attendee' | null };

/** An award as the server reads it from a request body (the body's one shape: RedeemRequest). */
export type AskedAward = { attendeeId: string; badgeId: number; staffId: number | null; mode: RedeemMode };

/** An award whose attendee is named by a card's short code (8 hex digits), resolved by the caller. */
export type AskedAwardByCode = Omit<AskedAward, 'attendeeId'> & { attendeeCode: string };

/**
 * The award a POST /api/redeems body asks for, checked in the provider's order: the role (a
 * sponsor's body badge_id is ignored; staff without one get 404), then the attendee: an id, or
 * (added, issue 21) a card's short code, never both. Admins award without the window and overlap
 * checks.
 */
export function readAskedAward(
  caller: Awarder,
  body: RedeemBody['redeem'],
): AskedAward | AskedAwardByCode | 'cannot-access' | 'not-found' | 'bad-request' {
  let award: Omit<AskedAward, 'attendeeId'>;
  if (caller.type === 'company') {
    award = { badgeId: caller.badgeId, staffId: null, mode: 'normal' };
  } else if (caller.type === 'staff') {
    const reading = readIntId(body.badge_id);
    if (reading === 'missing') return 'not-found';
    const badgeId = rowIdOf(reading);
    if (badgeId === null) return 'bad-request';
    award = { badgeId, staffId: caller.staffId, mode: caller.isAdmin ? 'admin' : 'normal' };
  } else {
    return 'cannot-access';
  }
  if (body.attendee_code !== undefined) {
    const digits = typeof body.attendee_code === 'string' ? normaliseCardCode(body.attendee_code) : null;
    if (digits === null || body.attendee_id !== undefined) return 'bad-request';
    return { ...award, attendeeCode: digits };
  }
  if (!isUuid(body.attendee_id)) return 'bad-request';
  return { ...award, attendeeId: body.attendee_id.toLowerCase() };
}
export type RedeemRefusal = 'duplicate' | 'before-window' | 'after-window' | 'overlap';

/** When a badge's activity runs (overlap) and when it may be given (the gifting window). */
export type BadgeWindow = {
  id: number;
  type: number;
  begin: Date;
  end: Date;
  beginBadge: Date;
  endBadge: Date;
};

/** A badge the attendee already holds, as far as the award rules look at it. */
export type HeldWindow = Pick<BadgeWindow, 'id' | 'type' | 'begin' | 'end'>;

/** Talks, workshops and pitches: an attendee cannot be at two at once. */
const SESSION_TYPES: ReadonlySet<number> = new Set(SESSION_BADGE_TYPES);

const overlaps = (a: HeldWindow, b: HeldWindow) => a.begin < b.end && b.begin < a.end;

export function decideRedeem(input: {
  badge: BadgeWindow;
  held: readonly HeldWindow[];
  at: Date;
  mode: RedeemMode;
}): RedeemRefusal | null {
  const { badge, held, at, mode } = input;
  if (held.some((h) => h.id === badge.id)) return 'duplicate';
  if (mode === 'admin') return null;
  if (at < badge.beginBadge) return 'before-window';
  if (at > badge.endBadge) return 'after-window';
  if (SESSION_TYPES.has(badge.type) && held.some((h) => SESSION_TYPES.has(h.type) && overlaps(h, badge))) {
    return 'overlap';
  }
  return null;
}

/** Spotlight multipliers in tenths, so ceil(tokens × multiplier) is exact integer arithmetic. */
const MULTIPLIER_TENTHS: Record<Sponsorship, number> = { Exclusive: 20, Gold: 18, Silver: 15, Bronze: 10 };

export function tokensFor(tokens: number, spotlightedBy: Sponsorship | null): number {
  if (spotlightedBy === null) return tokens;
  return Math.floor((tokens * MULTIPLIER_TENTHS[spotlightedBy] + 9) / 10);
}

/** Midnight UTC of the day, the key of the daily token snapshot. */
export const utcDay = (d: Date) => new Date(Date.UTC(d.getUTCFullYear(), d.getUTCMonth(), d.getUTCDate()));

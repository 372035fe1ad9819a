// Badge award rules (provider-api.md §4 "Badge award validation", "Tokens and entries").
// Pure: the caller loads the badge, what the attendee holds and the action time.
import { SESSION_BADGE_TYPES, type Sponsorship } from '#contract/constants';

export type RedeemMode = 'normal' | 'admin';
export type RedeemRefusal = 'duplicate' | 'before-window' | 'after-window' | 'overlap';

export type BadgeWindow = {
  id: number;
  type: number;
  begin: Date;
  end: Date;
  beginBadge: Date;
  endBadge: Date;
};

/** Talks, workshops and pitches: an attendee cannot be at two at once. */
const SESSION_TYPES: ReadonlySet<number> = new Set(SESSION_BADGE_TYPES);

const overlaps = (a: BadgeWindow, b: BadgeWindow) => a.begin < b.end && b.begin < a.end;

export function decideRedeem(input: {
  badge: BadgeWindow;
  held: BadgeWindow[];
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

export const REDEEM_REFUSAL_BODIES: Record<RedeemRefusal, { errors: Record<string, string[]> }> = {
  duplicate: { errors: { unique_attendee_badge: ["An attendee can't have the same badge twice"] } },
  'before-window': { errors: { begin_badge: ["Can't redeem Badge before badge-gifting period"] } },
  'after-window': { errors: { end_badge: ["Can't redeem Badge after badge-gifting period"] } },
  overlap: { errors: { badge: ['Attendee already has badge for an activity within that period'] } },
};

/** Midnight UTC of the day, the key of the daily token snapshot. */
export const utcDay = (d: Date) => new Date(Date.UTC(d.getUTCFullYear(), d.getUTCMonth(), d.getUTCDate()));

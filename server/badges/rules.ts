// Which badges a caller may list (provider-api.md §3 "Badges") and whether a referral code can
// still be used ("Awarding badges"). Pure: the caller passes the badges, the owned secrets and now.
import { BADGE_TYPE } from '#contract/constants';

export type BadgeViewer = 'admin' | 'staff' | 'public';

export type ListableBadge = { id: number; type: number; beginBadge: Date; endBadge: Date };

const byId = (a: { id: number }, b: { id: number }) => a.id - b.id;

/** Role → view: admins see everything, other staff the giftable ones, everyone else the public list. */
export function viewerOf(caller: { type: string | null; isAdmin?: boolean }): BadgeViewer {
  if (caller.type !== 'staff') return 'public';
  return caller.isAdmin ? 'admin' : 'staff';
}

/**
 * admin: every badge. staff: gifting window contains `now` (both ends inclusive, as the award
 * check), company badges left out. public: secret badges some registered attendee owns first, then
 * every badge that is neither a checkpoint nor a secret. Each group in id order.
 */
export function selectVisibleBadges<B extends ListableBadge>(
  viewer: BadgeViewer,
  badges: readonly B[],
  ownedSecretIds: ReadonlySet<number>,
  now: Date,
): B[] {
  const sorted = [...badges].sort(byId);
  switch (viewer) {
    case 'admin':
      return sorted;
    case 'staff':
      return sorted.filter((b) => b.type !== BADGE_TYPE.booth && b.beginBadge <= now && now <= b.endBadge);
    case 'public': {
      const secrets = sorted.filter((b) => b.type === BADGE_TYPE.secret && ownedSecretIds.has(b.id));
      const open = sorted.filter((b) => b.type !== BADGE_TYPE.checkpoint && b.type !== BADGE_TYPE.secret);
      return [...secrets, ...open];
    }
  }
}

/**
 * Whether GET /api/badges/:id shows a badge. Stricter than the provider (issue 7): a checkpoint,
 * hidden from the public list, is shown by id only to staff and to an attendee who owns it.
 */
export function isShownById(viewer: BadgeViewer, badgeType: number, isOwnedByViewer: boolean): boolean {
  return viewer !== 'public' || badgeType !== BADGE_TYPE.checkpoint || isOwnedByViewer;
}

/**
 * An attendee's badges as a viewer may see them: each by the rule of GET /api/badges/:id, so a
 * checkpoint shows to staff and to viewers who own it (the attendee themself always), never
 * through another's list to a caller the badge's own page refuses (issue 21).
 */
export function selectShownBadges<B extends { id: number; type: number }>(
  viewer: BadgeViewer,
  badges: readonly B[],
  ownedByViewer: ReadonlySet<number>,
): B[] {
  return badges.filter((b) => isShownById(viewer, b.type, ownedByViewer.has(b.id)));
}

export type ReferralRefusal = 'not-available';

export const decideReferral = (referral: { available: boolean }): ReferralRefusal | null =>
  referral.available ? null : 'not-available';

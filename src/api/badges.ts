// GET /api/badges and GET /api/badges/:id (provider-api.md §3 "Badges"): the badge list and one
// badge with its registered owners, mapped to view types. Badge and toBadge are the ones of me.ts,
// so a badge reads the same wherever it comes from. Also the English names of the type codes.
import type { BadgeListReply, BadgeShowReply } from '#contract/badges';
import type { AttendeeSimple } from '#contract/shapes';
import { BADGE_TYPES } from '#contract/constants';
import { get, type Fresh } from './get.ts';
import { toBadge, type Badge } from './me.ts';
import { asArray, asObject, asString, optionalPicture, optionalString } from './wire.ts';

export type { Badge };

/** Someone who holds a badge: enough to list them and link to /attendees/:id. */
export type BadgeOwner = {
  id: string;
  nickname: string | null;
  name: string | null;
  avatar: string | null;
};

export type BadgeDetail = Badge & { owners: BadgeOwner[] };

/**
 * Names of the type codes (the contract's BADGE_TYPES), in the order the badgedex offers them as
 * filters; 0 (checkpoints) is hidden from lists.
 */
export const BADGE_TYPE_NAMES: ReadonlyMap<number, string> = new Map(
  Object.values(BADGE_TYPES).map(({ code, label }) => [code, label]),
);

export function badgeTypeName(type: number): string {
  return BADGE_TYPE_NAMES.get(type) ?? 'Other';
}

export function toBadgeList(body: unknown): Badge[] {
  return asArray(asObject<BadgeListReply>(body, 'badges').data, 'badges.data').map(toBadge);
}

function toOwner(value: unknown): BadgeOwner {
  const o = asObject<AttendeeSimple>(value, 'badge.attendee');
  return {
    id: asString(o.id, 'badge.attendee.id'),
    nickname: optionalString(o.nickname),
    name: optionalString(o.name),
    avatar: optionalPicture(o.avatar),
  };
}

export function toBadgeDetail(body: unknown): BadgeDetail {
  const data = asObject<BadgeShowReply['data']>(asObject<BadgeShowReply>(body, 'badge').data, 'badge.data');
  return { ...toBadge(data), owners: asArray(data.attendees ?? [], 'badge.attendees').map(toOwner) };
}

/** Every badge the caller may see, cache first then network. */
export function readBadges(userKey: string): AsyncGenerator<Fresh<Badge[]>, void, void> {
  return get('api/badges', toBadgeList, { userKey });
}

/** One badge and its owners, cache first then network. */
export function readBadge(userKey: string, id: number): AsyncGenerator<Fresh<BadgeDetail>, void, void> {
  return get(`api/badges/${id}`, toBadgeDetail, { userKey });
}

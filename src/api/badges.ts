// GET /api/badges and GET /api/badges/:id (provider-api.md §3 "Badges"): the badge list and one
// badge with its registered owners, mapped to view types. Badge and toBadge are the ones of me.ts,
// so a badge reads the same wherever it comes from. Also the names of the type codes, as messages.
// Our client reads a badge's owners a page at a time (`?limit=N`, issue 28): the first page with
// the badge (cached, so it shows offline), the next ones when asked for.
import { msg, t } from '@lingui/core/macro';
import { BADGES_PATH, BADGE_PATH } from '#contract/paths';
import { apiPath } from './client.ts';
import type { BadgeListReply, BadgeShowReply } from '#contract/badges';
import type { BadgePageReply } from '#contract/pages';
import type { AttendeeSimple } from '#contract/shapes';
import { BADGE_TYPE } from '#contract/constants';
import { i18n, type MessageDescriptor } from '#i18n/runtime';
import { get } from './get.ts';
import type { Reading } from '../offline/read-through.ts';
import { toBadge, type Badge } from './me.ts';
import { asArray, asObject, fieldsOf, WireError } from './wire.ts';

export type { Badge };

/** Someone who holds a badge: enough to list them and link to /attendees/:id. */
export type BadgeOwner = {
  id: string;
  nickname: string | null;
  name: string | null;
  avatar: string | null;
};

export type BadgeDetail = Badge & { owners: BadgeOwner[] };

/** A badge with a page of its owners: how many hold it, the next page's cursor, whether the reader does. */
export type BadgePage = BadgeDetail & { ownersTotal: number; next: string | null; isHeld: boolean };

/** Owners on a badge's first page: a phone's screenful. */
export const OWNERS_FIRST_PAGE = 12;
/** Owners per further page ("Show more"). */
export const OWNERS_PAGE = 50;

/**
 * Names of the type codes (the contract's BADGE_TYPES, whose English labels these are), in the
 * order the badgedex offers them as filters; 0 (checkpoints) is hidden from lists.
 */
export const BADGE_TYPE_NAMES: ReadonlyMap<number, MessageDescriptor> = new Map([
  [BADGE_TYPE.secret, msg`Secret`],
  [BADGE_TYPE.challenge, msg`Challenges`],
  [BADGE_TYPE.general, msg`General`],
  [BADGE_TYPE.booth, msg`Booths`],
  [BADGE_TYPE.speaker, msg`Speakers`],
  [BADGE_TYPE.talk, msg`Talks`],
  [BADGE_TYPE.workshop, msg`Workshops`],
  [BADGE_TYPE.discord, msg`Discord`],
  [BADGE_TYPE.pitch, msg`Pitches`],
  [BADGE_TYPE.checkpoint, msg`Checkpoints`],
]);

/** A type code's name in the active language; called at render. */
export function badgeTypeName(type: number): string {
  const name = BADGE_TYPE_NAMES.get(type);
  return name === undefined ? t`Other` : i18n._(name);
}

export function toBadgeList(body: unknown): Badge[] {
  return asArray(asObject<BadgeListReply>(body, 'badges').data, 'badges.data').map(toBadge);
}

function toOwner(value: unknown): BadgeOwner {
  const o = fieldsOf<AttendeeSimple>(value, 'badge.attendee');
  return {
    id: o.string('id'),
    nickname: o.optionalString('nickname'),
    name: o.optionalString('name'),
    avatar: o.optionalPicture('avatar'),
  };
}

export function toBadgeDetail(body: unknown): BadgeDetail {
  const data = asObject<BadgeShowReply['data']>(asObject<BadgeShowReply>(body, 'badge').data, 'badge.data');
  return { ...toBadge(data), owners: asArray(data.attendees ?? [], 'badge.attendees').map(toOwner) };
}

export function toBadgePage(body: unknown): BadgePage {
  const reply = fieldsOf<BadgePageReply>(body, 'badge');
  const next = reply.raw.next === null ? null : reply.string('next');
  if (typeof reply.raw.total !== 'number' || typeof reply.raw.held !== 'boolean') {
    // A whole answer (no page keys) cached by an older client: passed over, the network's follows.
    throw new WireError('badge.total');
  }
  return { ...toBadgeDetail(body), ownersTotal: reply.raw.total, next, isHeld: reply.raw.held };
}

/** Every badge the caller may see, cache first then network. */
export function readBadges(userKey: string): AsyncGenerator<Reading<Badge[]>, void, void> {
  return get(apiPath(BADGES_PATH), toBadgeList, { userKey });
}

/** One badge and the first page of its owners, cache first then network. */
export function readBadge(userKey: string, id: number): AsyncGenerator<Reading<BadgePage>, void, void> {
  return get(`${apiPath(BADGE_PATH, { id })}?limit=${OWNERS_FIRST_PAGE}`, toBadgePage, { userKey });
}

/** The page of a badge's owners after `after` (network only). */
export async function fetchBadgeOwners(id: number, after: string): Promise<BadgePage> {
  const reading = get(
    `${apiPath(BADGE_PATH, { id })}?limit=${OWNERS_PAGE}&after=${encodeURIComponent(after)}`,
    toBadgePage,
    {
      userKey: null,
    },
  );
  for await (const fresh of reading) return fresh.data;
  throw new WireError('badge');
}

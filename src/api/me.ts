// The signed-in attendee as the attendee screens see it: GET /api/user's attendee shape
// (provider-api.md §2) mapped to view types. Shares its cache row with the session's user read.
import { USER_PATH } from '#contract/paths';
import { apiPath } from './client.ts';
import type { BadgeJson, PrizeHoldingJson, PurchaseJson } from '#contract/shapes';
import type { AttendeeUser } from '#contract/users';
import { get } from './get.ts';
import type { Reading } from '../offline/read-through.ts';
import {
  asArray,
  asNumber,
  asObject,
  asString,
  optionalPicture,
  optionalString,
  type Unchecked,
} from './wire.ts';

export type Badge = {
  id: number;
  name: string;
  description: string;
  avatar: string | null;
  begin: Date;
  end: Date;
  type: number;
  tokens: number;
};

export type PrizeHolding = {
  id: number;
  name: string;
  avatar: string | null;
  notRedeemed: number;
  isDeliverable: boolean;
};
export type Purchase = {
  id: number;
  name: string;
  image: string | null;
  price: number;
  quantity: number;
  notRedeemed: number;
};

export type Me = {
  id: string;
  email: string;
  nickname: string | null;
  name: string | null;
  courseId: number | null;
  avatar: string | null;
  cv: string | null;
  tokenBalance: number;
  entries: number;
  badgeCount: number;
  badges: Badge[];
  prizes: PrizeHolding[];
  purchases: Purchase[];
};

export function toBadge(value: unknown): Badge {
  const b = asObject<BadgeJson>(value, 'badge');
  return {
    id: asNumber(b.id, 'badge.id'),
    name: asString(b.name, 'badge.name'),
    description: optionalString(b.description) ?? '',
    avatar: optionalPicture(b.avatar),
    begin: new Date(asString(b.begin, 'badge.begin')),
    end: new Date(asString(b.end, 'badge.end')),
    type: asNumber(b.type, 'badge.type'),
    tokens: asNumber(b.tokens, 'badge.tokens'),
  };
}

const list = <W, T>(value: unknown, what: string, map: (v: Unchecked<W>) => T): T[] =>
  asArray(value ?? [], what).map((v) => map(asObject<W>(v, what)));

export function toMe(body: unknown): Me {
  const w = asObject<AttendeeUser>(body, 'user');
  if (w.type !== 'attendee') throw new Error('Only attendees have this view');
  return {
    id: asString(w.id, 'user.id'),
    email: asString(w.email, 'user.email'),
    nickname: optionalString(w.nickname),
    name: optionalString(w.name),
    courseId: typeof w.course === 'number' ? w.course : null,
    avatar: optionalPicture(w.avatar),
    cv: optionalString(w.cv),
    tokenBalance: asNumber(w.token_balance, 'token_balance'),
    entries: asNumber(w.entries, 'entries'),
    badgeCount: asNumber(w.badge_count, 'badge_count'),
    badges: asArray(w.badges ?? [], 'badges').map(toBadge),
    prizes: list<PrizeHoldingJson, PrizeHolding>(w.prizes, 'prizes', (p) => ({
      id: asNumber(p.id, 'prize.id'),
      name: asString(p.name, 'prize.name'),
      avatar: optionalPicture(p.avatar),
      notRedeemed: asNumber(p.not_redeemed, 'prize.not_redeemed'),
      isDeliverable: p.is_redeemable === true,
    })),
    purchases: list<PurchaseJson, Purchase>(w.redeemables, 'redeemables', (r) => ({
      id: asNumber(r.id, 'redeemable.id'),
      name: asString(r.name, 'redeemable.name'),
      image: optionalPicture(r.image),
      price: asNumber(r.price, 'redeemable.price'),
      quantity: asNumber(r.quantity, 'redeemable.quantity'),
      notRedeemed: asNumber(r.not_redeemed, 'redeemable.not_redeemed'),
    })),
  };
}

/** The signed-in attendee, cache first then network. */
export function readMe(userKey: string): AsyncGenerator<Reading<Me>, void, void> {
  return get(apiPath(USER_PATH), toMe, { userKey });
}

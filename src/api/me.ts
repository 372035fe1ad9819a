// The signed-in attendee as the attendee screens see it: GET /api/user's attendee shape
// (provider-api.md §2) mapped to view types. Shares its cache row with the session's user read.
import { USER_PATH } from '#contract/paths';
import { apiPath } from './client.ts';
import type { BadgeJson, PrizeHoldingJson, PurchaseJson } from '#contract/shapes';
import type { AttendeeUser } from '#contract/users';
import { get } from './get.ts';
import type { Reading } from '../offline/read-through.ts';
import { asArray, fieldsOf, type WireFields } from './wire.ts';

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
  const b = fieldsOf<BadgeJson>(value, 'badge');
  return {
    id: b.number('id'),
    name: b.string('name'),
    description: b.optionalString('description') ?? '',
    avatar: b.optionalPicture('avatar'),
    begin: new Date(b.string('begin')),
    end: new Date(b.string('end')),
    type: b.number('type'),
    tokens: b.number('tokens'),
  };
}

const list = <W, T>(value: unknown, what: string, map: (v: WireFields<W>) => T): T[] =>
  asArray(value ?? [], what).map((v) => map(fieldsOf<W>(v, what)));

export function toMe(body: unknown): Me {
  const w = fieldsOf<AttendeeUser>(body, 'user');
  if (w.raw.type !== 'attendee') throw new Error('Only attendees have this view');
  return {
    id: w.string('id'),
    email: w.string('email'),
    nickname: w.optionalString('nickname'),
    name: w.optionalString('name'),
    courseId: typeof w.raw.course === 'number' ? w.raw.course : null,
    avatar: w.optionalPicture('avatar'),
    cv: w.optionalString('cv'),
    tokenBalance: w.number('token_balance'),
    entries: w.number('entries'),
    badgeCount: w.number('badge_count'),
    badges: asArray(w.raw.badges ?? [], 'badges').map(toBadge),
    prizes: list<PrizeHoldingJson, PrizeHolding>(w.raw.prizes, 'prizes', (p) => ({
      id: p.number('id'),
      name: p.string('name'),
      avatar: p.optionalPicture('avatar'),
      notRedeemed: p.number('not_redeemed'),
      isDeliverable: p.raw.is_redeemable === true,
    })),
    purchases: list<PurchaseJson, Purchase>(w.raw.redeemables, 'redeemables', (r) => ({
      id: r.number('id'),
      name: r.string('name'),
      image: r.optionalPicture('image'),
      price: r.number('price'),
      quantity: r.number('quantity'),
      notRedeemed: r.number('not_redeemed'),
    })),
  };
}

/** The signed-in attendee, cache first then network. */
export function readMe(userKey: string): AsyncGenerator<Reading<Me>, void, void> {
  return get(apiPath(USER_PATH), toMe, { userKey });
}

// The shared JSON shapes of provider-api.md §3 (BadgeJSON, the four attendee shapes, CompanyJSON):
// several resources answer them, so they live here and each resource's module builds on them.
import { Type, type Static } from 'typebox';
import { Nullable } from './common.ts';

/** `begin` and `end` are the activity's times ("2024-02-06T10:00:00Z"), not the gifting window. */
export const BadgeJson = Type.Object({
  id: Type.Integer(),
  name: Type.String(),
  description: Type.String(),
  avatar: Nullable(Type.String()),
  begin: Type.String(),
  end: Type.String(),
  type: Type.Integer(),
  tokens: Type.Integer(),
});
export type BadgeJson = Static<typeof BadgeJson>;

export const AttendeeSimple = Type.Object({
  id: Type.String(),
  nickname: Nullable(Type.String()),
  email: Nullable(Type.String()),
  name: Nullable(Type.String()),
  /** The course id, not an object. */
  course: Nullable(Type.Integer()),
  avatar: Nullable(Type.String()),
  cv: Nullable(Type.String()),
  token_balance: Type.Integer(),
  entries: Type.Integer(),
});
export type AttendeeSimple = Static<typeof AttendeeSimple>;

/** `badges` lists every badge held, checkpoints (type 0) included; `badge_count` leaves them out. */
export const AttendeeListItem = Type.Object({
  id: Type.String(),
  nickname: Nullable(Type.String()),
  name: Nullable(Type.String()),
  course: Nullable(Type.Integer()),
  avatar: Nullable(Type.String()),
  cv: Nullable(Type.String()),
  badges: Type.Array(BadgeJson),
  badge_count: Type.Integer(),
  token_balance: Type.Integer(),
  entries: Type.Integer(),
});
export type AttendeeListItem = Static<typeof AttendeeListItem>;

/** A prize ever won; `not_redeemed` = quantity − redeemed. */
export const PrizeHoldingJson = Type.Object({
  id: Type.Integer(),
  name: Type.String(),
  avatar: Nullable(Type.String()),
  not_redeemed: Type.Integer(),
  is_redeemable: Type.Boolean(),
});
export type PrizeHoldingJson = Static<typeof PrizeHoldingJson>;

export const PurchaseJson = Type.Object({
  id: Type.Integer(),
  name: Type.String(),
  image: Nullable(Type.String()),
  price: Type.Integer(),
  quantity: Type.Integer(),
  not_redeemed: Type.Integer(),
});
export type PurchaseJson = Static<typeof PurchaseJson>;

export const AttendeeFull = Type.Object({
  ...AttendeeListItem.properties,
  prizes: Type.Array(PrizeHoldingJson),
  redeemables: Type.Array(PurchaseJson),
});
export type AttendeeFull = Static<typeof AttendeeFull>;

/** What staff see of an attendee: the email, no balance. */
export const StaffAttendee = Type.Object({
  id: Type.String(),
  nickname: Nullable(Type.String()),
  name: Nullable(Type.String()),
  email: Nullable(Type.String()),
  avatar: Nullable(Type.String()),
  cv: Nullable(Type.String()),
  badges: Type.Array(BadgeJson),
  badge_count: Type.Integer(),
});
export type StaffAttendee = Static<typeof StaffAttendee>;

export const CompanyJson = Type.Object({
  id: Type.Integer(),
  name: Type.String(),
  sponsorship: Type.String(),
  channel_id: Type.String(),
  badge_id: Type.Integer(),
  has_cv_access: Type.Boolean(),
});
export type CompanyJson = Static<typeof CompanyJson>;

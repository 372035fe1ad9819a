// Wire shapes of the store (provider-api.md §3 "Store"): the bodies it takes and the JSON it
// answers, capitalised keys included (its refusals are in plugins/errors.ts). Inner body fields stay loose on purpose: the
// provider answers a missing or bad field with its own bodies, so the handlers check them.
import { Type, type Static } from 'typebox';
import { Nullable } from './common.ts';

export const BuyBody = Type.Object({
  redeemable: Type.Object({ redeemable_id: Type.Optional(Type.Unknown()) }),
});
export type BuyBody = Static<typeof BuyBody>;

export const DeliverBody = Type.Object({
  redeem: Type.Object({
    attendee_id: Type.Optional(Type.Unknown()),
    redeemable: Type.Optional(Type.Unknown()),
    quantity: Type.Optional(Type.Unknown()),
  }),
});
export type DeliverBody = Static<typeof DeliverBody>;

export const AttendeeParams = Type.Object({ attendee_id: Type.String() });

const Image = Nullable(Type.String());

/** RedeemableJSON of provider-api.md §3; `image` is the item's `img`. */
export const RedeemableJson = Type.Object({
  id: Type.Integer(),
  name: Type.String(),
  description: Type.String(),
  image: Image,
  price: Type.Integer(),
  stock: Type.Integer(),
  max_per_user: Type.Integer(),
  can_buy: Type.Integer(),
});

export type RedeemableJson = Static<typeof RedeemableJson>;

export const StoreListReply = Type.Object({ data: Type.Array(RedeemableJson) });
export type StoreListReply = Static<typeof StoreListReply>;
export const StoreItemReply = Type.Object({ data: RedeemableJson });
export type StoreItemReply = Static<typeof StoreItemReply>;

/** A purchase as staff see it before handing it over. */
export const OwedItemJson = Type.Object({
  id: Type.Integer(),
  name: Type.String(),
  image: Image,
  not_redeemed: Type.Integer(),
});

export type OwedItemJson = Static<typeof OwedItemJson>;

export const OwedListReply = Type.Object({ data: Type.Array(OwedItemJson) });
export type OwedListReply = Static<typeof OwedListReply>;

/** A buy or a delivery: `{"Redeemable":"<name> bought successfully!"}` (or "redeemed"). */
export const RedeemableReply = Type.Object({ Redeemable: Type.String() });
export type RedeemableReply = Static<typeof RedeemableReply>;

export const boughtReply = (name: string): RedeemableReply => ({
  Redeemable: `${name} bought successfully!`,
});
export const deliveredReply = (name: string): RedeemableReply => ({
  Redeemable: `${name} redeemed successfully!`,
});

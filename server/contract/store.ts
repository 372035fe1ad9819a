// Wire shapes of the store (provider-api.md §3 "Store"): the bodies it takes, the JSON it answers
// and its refusal bodies, capitalised keys included. Inner body fields stay loose on purpose: the
// provider answers a missing or bad field with its own bodies, so the handlers check them.
import { Type } from 'typebox';

export const BuyBody = Type.Object({
  redeemable: Type.Object({ redeemable_id: Type.Optional(Type.Unknown()) }),
});

export const DeliverBody = Type.Object({
  redeem: Type.Object({
    attendee_id: Type.Optional(Type.Unknown()),
    redeemable: Type.Optional(Type.Unknown()),
    quantity: Type.Optional(Type.Unknown()),
  }),
});

export const AttendeeParams = Type.Object({ attendee_id: Type.String() });

const Image = Type.Union([Type.String(), Type.Null()]);

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

export const StoreListReply = Type.Object({ data: Type.Array(RedeemableJson) });
export const StoreItemReply = Type.Object({ data: RedeemableJson });

/** A purchase as staff see it before handing it over. */
export const OwedItemJson = Type.Object({
  id: Type.Integer(),
  name: Type.String(),
  image: Image,
  not_redeemed: Type.Integer(),
});

export const OwedListReply = Type.Object({ data: Type.Array(OwedItemJson) });

export const boughtReply = (name: string) => ({ Redeemable: `${name} bought successfully!` });
export const deliveredReply = (name: string) => ({ Redeemable: `${name} redeemed successfully!` });

export const ONLY_ATTENDEES_BUY = { error: 'Only attendees can buy products!' } as const;
export const ONLY_STAFF_DELIVER = { error: 'Only staffs can deliver redeemables' } as const;
export const NO_REDEEMABLE_ID = { Redeemable: "No 'redeemable_id' param" } as const;
export const NO_SUCH_REDEEMABLE = { Redeemable: 'There is no such redeemable' } as const;
export const NO_SUCH_ATTENDEE = { User: 'Attendee does not exist' } as const;

export const BUY_REFUSAL_BODIES = {
  'sold-out': { errors: { stock: ['Item is sold out!'] } },
  'insufficient-balance': { errors: { token_balance: ['Token balance is insufficient.'] } },
  'over-limit': {
    errors: { quantity: ['Quantity is greater than the maximum amount permitted per attendee'] },
  },
} as const;

export const DELIVERY_REFUSAL_BODIES = {
  'missing-quantity': { Redeemable: 'Json does not have `quantity` param' },
  'wrong-quantity': { Error: 'Wrong quantity' },
} as const;

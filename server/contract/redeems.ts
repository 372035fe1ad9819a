// POST /api/redeems (provider-api.md §3 "Awarding badges"). Inner keys stay loose: a missing
// badge_id is the provider's 404 for staff and is ignored for sponsors.
import { Type, type Static } from 'typebox';

export const RedeemBody = Type.Object({
  redeem: Type.Object({
    attendee_id: Type.Unknown(),
    badge_id: Type.Optional(Type.Unknown()),
  }),
});

export const RedeemReply = Type.Object({ redeem: Type.String() });
export type RedeemReply = Static<typeof RedeemReply>;

export const REDEEM_OK = { redeem: 'Badge redeemed successfully. Tokens added to your balance' } as const;

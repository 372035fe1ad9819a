// POST /api/redeems (provider-api.md §3 "Awarding badges"). Inner keys stay loose: a missing
// badge_id is the provider's 404 for staff and is ignored for sponsors. Added (DESIGN.md §3, issue
// 21): `attendee_code`, the short code printed on a card, instead of `attendee_id` (exactly one of
// them), for an award typed offline that the device could not resolve; the server resolves it.
import { Type, type Static } from 'typebox';

export const RedeemBody = Type.Object({
  redeem: Type.Object({
    attendee_id: Type.Optional(Type.Unknown()),
    attendee_code: Type.Optional(Type.Unknown()),
    badge_id: Type.Optional(Type.Unknown()),
  }),
  /** Ours (issue 29), beside the provider's body: the booth member scanning, for the lead's timeline. */
  booth_member: Type.Optional(Type.Unknown()),
});

export const RedeemReply = Type.Object({ redeem: Type.String() });
export type RedeemReply = Static<typeof RedeemReply>;

export const REDEEM_OK = { redeem: 'Badge redeemed successfully. Tokens added to your balance' } as const;

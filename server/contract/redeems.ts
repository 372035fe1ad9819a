// POST /api/redeems (provider-api.md §3 "Awarding badges"). Inner keys stay loose: a missing
// badge_id is the provider's 404 for staff and is ignored for sponsors. Added (DESIGN.md §3, issue
// 21): `attendee_code`, the short code printed on a card, instead of `attendee_id` (exactly one of
// them), for an award typed offline that the device could not resolve; the server resolves it.
import { Type, type Static } from 'typebox';
import type { Sent } from './common.ts';

export const RedeemBody = Type.Object({
  redeem: Type.Object({
    attendee_id: Type.Optional(Type.Unknown()),
    attendee_code: Type.Optional(Type.Unknown()),
    badge_id: Type.Optional(Type.Unknown()),
  }),
  /** Ours (issue 29), beside the provider's body: the booth member scanning, for the lead's timeline. */
  booth_member: Type.Optional(Type.Unknown()),
});
/** The body as the server reads it: loose, as the provider's (the handler judges each field). */
export type RedeemBody = Static<typeof RedeemBody>;

type Asked = RedeemBody['redeem'];
/**
 * The one shape of an award's request body, as the client and the SW's outbox send it: the
 * attendee by id or by printed code, the badge for staff (none for a sponsor's booth scan). Built
 * from the schema's keys, so renaming one there fails tsc where a body is written or read.
 */
export type RedeemRequest = {
  redeem: (Sent<Asked, 'attendee_id', string> | Sent<Asked, 'attendee_code', string>) &
    Partial<Sent<Asked, 'badge_id', number>>;
} & Partial<Sent<RedeemBody, 'booth_member', string>>;

export const RedeemReply = Type.Object({ redeem: Type.String() });
export type RedeemReply = Static<typeof RedeemReply>;

export const REDEEM_OK = { redeem: 'Badge redeemed successfully. Tokens added to your balance' } as const;

// Wire shapes of GET /api/badges, GET /api/badges/:id and POST /api/referrals (provider-api.md §3
// "Badges", "Awarding badges"). Fastify serialises the replies through these schemas.
import { Type, type Static } from 'typebox';
import { AttendeeSimple, BadgeJson } from './shapes.ts';

export const BadgeListReply = Type.Object({ data: Type.Array(BadgeJson) });
/** One badge and its registered owners. */
export const BadgeShowReply = Type.Object({
  data: Type.Object({ ...BadgeJson.properties, attendees: Type.Array(AttendeeSimple) }),
});

export type BadgeListReply = Static<typeof BadgeListReply>;
export type BadgeShowReply = Static<typeof BadgeShowReply>;

/** The id stays loose so a non-UUID answers the provider's 400 from the handler, after the role check. */
export const ReferralBody = Type.Object({ id: Type.Unknown() });
export type ReferralBody = Static<typeof ReferralBody>;
export const ReferralReply = Type.Object({ referral: Type.String() });
export type ReferralReply = Static<typeof ReferralReply>;

export const REFERRAL_OK = { referral: 'Referral redeemed successfully' } as const;

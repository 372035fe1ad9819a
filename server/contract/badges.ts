// Wire shapes of GET /api/badges, GET /api/badges/:id and POST /api/referrals (provider-api.md §3
// "Badges", "Awarding badges"). Fastify serialises the badge replies through these schemas.
import { Type, type Static, type TSchema } from 'typebox';

const Nullable = <T extends TSchema>(t: T) => Type.Union([t, Type.Null()]);

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

/** provider-api.md §3 "Shared JSON shapes": AttendeeSimple. */
export const AttendeeSimpleJson = Type.Object({
  id: Type.String(),
  nickname: Nullable(Type.String()),
  email: Nullable(Type.String()),
  name: Nullable(Type.String()),
  course: Nullable(Type.Integer()),
  avatar: Nullable(Type.String()),
  cv: Nullable(Type.String()),
  token_balance: Type.Integer(),
  entries: Type.Integer(),
});

export const BadgeListReply = Type.Object({ data: Type.Array(BadgeJson) });
export const BadgeShowReply = Type.Object({
  data: Type.Object({ ...BadgeJson.properties, attendees: Type.Array(AttendeeSimpleJson) }),
});

export type BadgeListReply = Static<typeof BadgeListReply>;
export type BadgeShowReply = Static<typeof BadgeShowReply>;

/** The id stays loose so a non-UUID answers the provider's 400 from the handler, after the role check. */
export const ReferralBody = Type.Object({ id: Type.Unknown() });

export const REFERRAL_OK = { referral: 'Referral redeemed successfully' } as const;

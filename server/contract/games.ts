// Wire schemas and fixed bodies of the prize wheel and the slot machine (provider-api.md §3
// "Roulette" and "Slots"). Inner request fields stay loose where the provider answers a bad value
// with its own body (quantity, bet), so the handlers check them.
import { Type, type Static } from 'typebox';
import { Nullable, type Sent } from './common.ts';
import { BadgeJson } from './shapes.ts';

export const PrizeJson = Type.Object({
  id: Type.Integer(),
  name: Type.String(),
  avatar: Nullable(Type.String()),
  max_amount_per_attendee: Type.Integer(),
  stock: Type.Integer(),
  /** Ours (issue 23): a "nothing / try again" slice, never handed over. Added; the provider matches "Nada" by name. */
  is_nothing: Type.Boolean(),
});
export type PrizeJson = Static<typeof PrizeJson>;

export const PrizeListReply = Type.Object({ data: Type.Array(PrizeJson) });
export type PrizeListReply = Static<typeof PrizeListReply>;
export const PrizeReply = Type.Object({ data: PrizeJson });
export const PriceReply = Type.Object({ price: Type.Integer() });
export type PriceReply = Static<typeof PriceReply>;

export const LatestWin = Type.Object({
  attendee_name: Nullable(Type.String()),
  attendee_nickname: Nullable(Type.String()),
  prize: PrizeJson,
  /** The attendees_prizes row's naive updated_at. */
  date: Type.String(),
});
export type LatestWin = Static<typeof LatestWin>;
export const LatestWinsReply = Type.Object({ data: Type.Array(LatestWin) });
export type LatestWinsReply = Static<typeof LatestWinsReply>;

/** The prize, plus at most one of tokens, entries or badge. `prize.is_nothing` is ours (issue 23), added. */
export const SpinReply = Type.Object({
  prize: Type.Object({
    id: Type.Integer(),
    name: Type.String(),
    avatar: Nullable(Type.String()),
    is_nothing: Type.Boolean(),
  }),
  tokens: Type.Optional(Type.Integer()),
  entries: Type.Optional(Type.Integer()),
  badge: Type.Optional(BadgeJson),
});
export type SpinReply = Static<typeof SpinReply>;

export const OwedPrize = Type.Object({
  id: Type.Integer(),
  name: Type.String(),
  image: Nullable(Type.String()),
  not_redeemed: Type.Integer(),
});
export type OwedPrize = Static<typeof OwedPrize>;
export const OwedPrizesReply = Type.Object({ data: Type.Array(OwedPrize) });
export type OwedPrizesReply = Static<typeof OwedPrizesReply>;
export const AttendeeParams = Type.Object({ attendee_id: Type.String() });

export const DeliverBody = Type.Object({
  redeem: Type.Object({
    attendee_id: Type.Unknown(),
    prize: Type.Unknown(),
    quantity: Type.Optional(Type.Unknown()),
  }),
});
export type DeliverBody = Static<typeof DeliverBody>;

/** `bet` may also come in the JSON body, as a number or a numeric string (DESIGN.md §3.1). */
export const SlotsQuery = Type.Object({ bet: Type.Optional(Type.String()) });
/** The JSON body of a bet as our client sends it: the query's one key, as a number. */
export type SlotsBody = Sent<Static<typeof SlotsQuery>, 'bet', number>;
export const SlotsReply = Type.Object({ multiplier: Type.Number(), tokens: Type.Integer() });
export type SlotsReply = Static<typeof SlotsReply>;

/**
 * GET /api/slots/paytable (ours, not the provider's): the payouts rows, best multiplier first.
 * Whatever the probabilities leave over is a loss (multiplier 0), which is not listed.
 */
export const PaytableLine = Type.Object({ multiplier: Type.Number(), probability: Type.Number() });
export type PaytableLine = Static<typeof PaytableLine>;
export const PaytableReply = Type.Object({ data: Type.Array(PaytableLine) });
export type PaytableReply = Static<typeof PaytableReply>;

/** POST /api/roulette/redeem: `{"Prize":"<name> redeemed successfully!"}`. */
export const PrizeDeliveredReply = Type.Object({ Prize: Type.String() });
export type PrizeDeliveredReply = Static<typeof PrizeDeliveredReply>;

export const deliveredBody = (prizeName: string): PrizeDeliveredReply => ({
  Prize: `${prizeName} redeemed successfully!`,
});

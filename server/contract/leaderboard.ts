// Wire shape of GET /api/leaderboard and /api/leaderboard/:date (provider-api.md §3
// "Leaderboard"). NOTE: the reply is serialised once per cache fill and sent as a ready string,
// which Fastify never passes through the response schema: the schema costs the hot path nothing.
import { Type, type Static } from 'typebox';
import { Nullable } from './common.ts';

export const LeaderboardEntry = Type.Object({
  id: Type.String(),
  nickname: Nullable(Type.String()),
  name: Nullable(Type.String()),
  avatar: Nullable(Type.String()),
  badges: Type.Integer(),
  token_balance: Type.Integer(),
});

export type LeaderboardEntry = Static<typeof LeaderboardEntry>;

export const LeaderboardReply = Type.Object({ data: Type.Array(LeaderboardEntry) });
export type LeaderboardReply = Static<typeof LeaderboardReply>;

export const LeaderboardDateParams = Type.Object({ date: Type.String() });

/**
 * Added for our client (issue 28): `?top=N` asks for a bounded board instead of every row. The
 * provider's answer (no `top`) is unchanged.
 */
export const LEADERBOARD_TOP_MAX = 200;
/** NOTE: a digit string (the app's AJV does not coerce); the route checks 1 ≤ top ≤ LEADERBOARD_TOP_MAX. */
export const LeaderboardQuery = Type.Object({
  top: Type.Optional(Type.String({ pattern: '^[0-9]{1,6}$' })),
});
export type LeaderboardQuery = Static<typeof LeaderboardQuery>;

/** A row of the bounded board: the provider's entry and its place (ties share one: 1, 2, 2, 4). */
export const RankedEntry = Type.Object({ ...LeaderboardEntry.properties, rank: Type.Integer() });
export type RankedEntry = Static<typeof RankedEntry>;

/** The top rows, the caller's own row wherever it stands (null when not ranked), and how many are ranked. */
export const BoundedLeaderboardReply = Type.Object({
  data: Type.Array(RankedEntry),
  me: Nullable(RankedEntry),
  total: Type.Integer(),
});
export type BoundedLeaderboardReply = Static<typeof BoundedLeaderboardReply>;

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

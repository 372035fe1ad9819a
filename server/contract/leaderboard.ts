// Wire shape of GET /api/leaderboard and /api/leaderboard/:date (provider-api.md §3
// "Leaderboard"). The reply is serialised once per cache fill, so there is no response schema:
// the route sends the cached string as is.
import { Type, type Static } from 'typebox';

export const LeaderboardEntry = Type.Object({
  id: Type.String(),
  nickname: Type.Union([Type.String(), Type.Null()]),
  name: Type.Union([Type.String(), Type.Null()]),
  avatar: Type.Union([Type.String(), Type.Null()]),
  badges: Type.Integer(),
  token_balance: Type.Integer(),
});

export const LeaderboardReply = Type.Object({ data: Type.Array(LeaderboardEntry) });
export type LeaderboardReply = Static<typeof LeaderboardReply>;

export const LeaderboardDateParams = Type.Object({ date: Type.String() });

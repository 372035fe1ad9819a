// GET /api/leaderboard (all time) and GET /api/leaderboard/:date (one day, YYYY-MM-DD)
// (provider-api.md §3 "Leaderboard", §4): the ranking as the server sorted it (badges, then
// tokens, descending), with a rank added here. Equal badges and tokens share a rank (1, 2, 2, 4),
// so two attendees who tie are never shown one above the other as if one led.
import type { LeaderboardEntry as WireEntry, LeaderboardReply } from '#contract/leaderboard';
import { get, type Fresh } from './get.ts';
import { asArray, asNumber, asObject, asString, optionalPicture, optionalString } from './wire.ts';

export type LeaderboardEntry = {
  /** The attendee's UUID (the same as the signed-in attendee's user id). */
  id: string;
  rank: number;
  nickname: string | null;
  name: string | null;
  avatar: string | null;
  badges: number;
  /** All time: the balance now; daily: the balance at the end of that day (provider-api.md §4). */
  tokens: number;
};

export function toLeaderboard(body: unknown): LeaderboardEntry[] {
  const rows = asArray(asObject<LeaderboardReply>(body, 'leaderboard').data, 'leaderboard.data');
  const entries: LeaderboardEntry[] = [];
  rows.forEach((value, index) => {
    const r = asObject<WireEntry>(value, 'leaderboard.row');
    const badges = asNumber(r.badges, 'leaderboard.badges');
    const tokens = asNumber(r.token_balance, 'leaderboard.token_balance');
    const previous = entries[index - 1];
    const isTie = previous !== undefined && previous.badges === badges && previous.tokens === tokens;
    entries.push({
      id: asString(r.id, 'leaderboard.id'),
      rank: isTie ? previous.rank : index + 1,
      nickname: optionalString(r.nickname),
      name: optionalString(r.name),
      avatar: optionalPicture(r.avatar),
      badges,
      tokens,
    });
  });
  return entries;
}

/** The all-time board (`day` null) or one day's (`YYYY-MM-DD`), cache first then network. */
export function readLeaderboard(
  userKey: string,
  day: string | null,
): AsyncGenerator<Fresh<LeaderboardEntry[]>, void, void> {
  return get(day === null ? 'api/leaderboard' : `api/leaderboard/${day}`, toLeaderboard, { userKey });
}

// GET /api/leaderboard (all time) and GET /api/leaderboard/:date (one day, YYYY-MM-DD)
// (provider-api.md §3 "Leaderboard", §4): the ranking as the server sorted it (badges, then
// tokens, descending), with a rank added here. Equal badges and tokens share a rank (1, 2, 2, 4),
// so two attendees who tie are never shown one above the other as if one led.
// Our client reads the bounded board (`?top=N`, issue 28): the top rows with the server's ranks,
// the signed-in attendee's own row and the number ranked, so a phone downloads the same few kB at
// 100 attendees and at 100,000.
import { LEADERBOARD_DAY_PATH, LEADERBOARD_PATH } from '#contract/paths';
import { apiPath } from './client.ts';
import type {
  BoundedLeaderboardReply,
  LeaderboardEntry as WireEntry,
  LeaderboardReply,
  RankedEntry,
} from '#contract/leaderboard';
import { get } from './get.ts';
import type { Reading } from '../offline/read-through.ts';
import { asArray, asObject, fieldsOf } from './wire.ts';

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
    const r = fieldsOf<WireEntry>(value, 'leaderboard.row');
    const badges = r.number('badges');
    const tokens = r.number('token_balance');
    const previous = entries[index - 1];
    const isTie = previous !== undefined && previous.badges === badges && previous.tokens === tokens;
    entries.push({
      id: r.string('id'),
      rank: isTie ? previous.rank : index + 1,
      nickname: r.optionalString('nickname'),
      name: r.optionalString('name'),
      avatar: r.optionalPicture('avatar'),
      badges,
      tokens,
    });
  });
  return entries;
}

/** A bounded board: the top rows, the signed-in attendee's own row (null if unranked or staff), how many are ranked. */
export type Leaderboard = { entries: LeaderboardEntry[]; me: LeaderboardEntry | null; total: number };

function toRanked(value: unknown): LeaderboardEntry {
  const r = fieldsOf<RankedEntry>(value, 'leaderboard.row');
  return {
    id: r.string('id'),
    rank: r.number('rank'),
    nickname: r.optionalString('nickname'),
    name: r.optionalString('name'),
    avatar: r.optionalPicture('avatar'),
    badges: r.number('badges'),
    tokens: r.number('token_balance'),
  };
}

export function toBoundedLeaderboard(body: unknown): Leaderboard {
  const reply = fieldsOf<BoundedLeaderboardReply>(body, 'leaderboard');
  return {
    entries: asArray(reply.raw.data, 'leaderboard.data').map(toRanked),
    me: reply.raw.me === null ? null : toRanked(reply.raw.me),
    total: reply.number('total'),
  };
}

/** The top `top` of the all-time board (`day` null) or of one day's (`YYYY-MM-DD`), cache first then network. */
export function readLeaderboard(
  userKey: string,
  day: string | null,
  top: number,
): AsyncGenerator<Reading<Leaderboard>, void, void> {
  const path = day === null ? apiPath(LEADERBOARD_PATH) : apiPath(LEADERBOARD_DAY_PATH, { date: day });
  return get(`${path}?top=${top}`, toBoundedLeaderboard, { userKey });
}

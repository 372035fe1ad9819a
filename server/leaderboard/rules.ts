// Leaderboard rules (provider-api.md §4 "Leaderboards"): the date a daily board is asked for and
// the ranking order. Pure; the queries that pick who is on a board live in leaderboard/repo.ts.

export type LeaderboardRow = {
  id: string;
  nickname: string | null;
  name: string | null;
  avatar: string | null;
  badges: number;
  tokenBalance: number;
};

const DATE = /^(\d{4})-(\d{2})-(\d{2})$/;

/**
 * Midnight UTC of a `YYYY-MM-DD` day, or null for anything unparseable or impossible (2021-17-03,
 * 2023-02-30). Year 0000 is refused too: PostgreSQL has no year 0.
 */
export function parseLeaderboardDay(raw: string): Date | null {
  const match = DATE.exec(raw);
  if (!match) return null;
  const [year, month, day] = [Number(match[1]), Number(match[2]), Number(match[3])];
  const start = new Date(0);
  start.setUTCFullYear(year, month - 1, day); // unlike Date.UTC, no 0–99 → 1900s mapping
  const isReal =
    start.getUTCFullYear() === year && start.getUTCMonth() === month - 1 && start.getUTCDate() === day;
  return year >= 1 && isReal ? start : null;
}

const text = (s: string | null) => s ?? '';
const compareText = (a: string, b: string) => (a < b ? -1 : a > b ? 1 : 0);

/**
 * Badges desc, then token balance desc (the provider's order); ties, which the provider leaves to
 * chance, by nickname then id so every process and every cache fill ranks alike.
 */
export const compareLeaderboardRows = (a: LeaderboardRow, b: LeaderboardRow) =>
  b.badges - a.badges ||
  b.tokenBalance - a.tokenBalance ||
  compareText(text(a.nickname), text(b.nickname)) ||
  compareText(a.id, b.id);

export const rankLeaderboard = (rows: readonly LeaderboardRow[]): LeaderboardRow[] =>
  [...rows].sort(compareLeaderboardRows);

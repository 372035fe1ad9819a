// Which rows the board shows and where the signed-in attendee stands: the top `limit` rows, and
// the attendee's own entry (the server's, issue 28), pinned at the bottom when it is below them. Pure.
import type { Leaderboard, LeaderboardEntry } from '../../api/leaderboard.ts';

/** NOTE: ~50 rows fill a few thumb scrolls; below that a row means little but "you are here". */
export const BOARD_LIMIT = 50;

export type BoardView = {
  rows: LeaderboardEntry[];
  /** The viewer's entry, or null for staff and for an attendee who is not ranked. */
  me: LeaderboardEntry | null;
  /** True when the viewer's entry is among `rows`. */
  isMeInRows: boolean;
  total: number;
};

export function boardView(board: Leaderboard, myId: string | null, limit = BOARD_LIMIT): BoardView {
  const rows = board.entries.slice(0, limit);
  const inRows = myId === null ? undefined : rows.find((entry) => entry.id === myId);
  const me = inRows ?? (myId !== null && board.me?.id === myId ? board.me : null);
  return { rows, me, isMeInRows: inRows !== undefined, total: board.total };
}

import { describe, expect, it } from 'vitest';
import type { Leaderboard, LeaderboardEntry } from '../../../../../src/api/leaderboard.ts';
import { boardView } from '../../../../../src/attendee/leaderboard/leaderboard-rows.ts';

const all: LeaderboardEntry[] = Array.from({ length: 100 }, (_, i) => ({
  id: `id-${i + 1}`,
  rank: i + 1,
  nickname: `n${i + 1}`,
  name: `Name ${i + 1}`,
  avatar: null,
  badges: 100 - i,
  tokens: 0,
}));
/** The board as the server bounds it (issue 28): its top 50, the viewer's own row, the total. */
const board = (myId: string | null, entries = all, top = 50): Leaderboard => ({
  entries: entries.slice(0, top),
  me: entries.find((e) => e.id === myId) ?? null,
  total: entries.length,
});

describe('boardView ("my rank")', () => {
  it('shows the top rows and finds the viewer among them', () => {
    const view = boardView(board('id-7'), 'id-7', 50);
    expect(view.rows).toHaveLength(50);
    expect(view.me?.rank).toBe(7);
    expect(view.isMeInRows).toBe(true);
    expect(view.total).toBe(100);
  });

  it('finds the viewer below the rows shown, to pin "You · #87"', () => {
    const view = boardView(board('id-87'), 'id-87', 50);
    expect(view.me?.rank).toBe(87);
    expect(view.isMeInRows).toBe(false);
  });

  it('has no row for staff (no id) or for an attendee who is not ranked', () => {
    expect(boardView(board(null), null).me).toBeNull();
    const unranked = boardView(board('someone-else'), 'someone-else');
    expect(unranked.me).toBeNull();
    expect(unranked.isMeInRows).toBe(false);
  });

  it('shows every row of a short board', () => {
    const view = boardView(board('id-3', all.slice(0, 3)), 'id-3');
    expect(view.rows).toHaveLength(3);
    expect(view.isMeInRows).toBe(true);
  });
});

import { describe, expect, it } from 'vitest';
import { toLeaderboard } from '../../../../src/api/leaderboard.ts';
import { WireError } from '../../../../src/api/wire.ts';

const row = (id: string, badges: number, tokens: number) => ({
  id,
  nickname: `nick-${id}`,
  name: `Name ${id}`,
  avatar: null,
  badges,
  token_balance: tokens,
});

describe('toLeaderboard (provider-api.md §3, GET /api/leaderboard[/:date])', () => {
  it('maps a row to the view type with its rank', () => {
    expect(toLeaderboard({ data: [row('a', 13, 370)] })).toEqual([
      { id: 'a', rank: 1, nickname: 'nick-a', name: 'Name a', avatar: null, badges: 13, tokens: 370 },
    ]);
  });

  it('ranks by position, sharing a rank on equal badges and tokens (1, 2, 2, 4)', () => {
    const board = toLeaderboard({
      data: [row('a', 13, 370), row('b', 12, 300), row('c', 12, 300), row('d', 12, 290), row('e', 1, 0)],
    });
    expect(board.map((e) => e.rank)).toEqual([1, 2, 2, 4, 5]);
  });

  it('does not share a rank when only the badges are equal', () => {
    const board = toLeaderboard({ data: [row('a', 5, 10), row('b', 5, 9)] });
    expect(board.map((e) => e.rank)).toEqual([1, 2]);
  });

  it('reads null nicknames, names and avatars, and an empty board', () => {
    const [entry] = toLeaderboard({
      data: [{ ...row('a', 1, 1), nickname: null, name: null, avatar: '/u.png' }],
    });
    expect(entry).toMatchObject({ nickname: null, name: null, avatar: '/u.png' });
    expect(toLeaderboard({ data: [] })).toEqual([]);
  });

  it('throws on a wrong shape', () => {
    expect(() => toLeaderboard({})).toThrow(WireError);
    expect(() => toLeaderboard({ data: [{ ...row('a', 1, 1), badges: '1' }] })).toThrow(WireError);
  });
});

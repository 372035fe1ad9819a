import { describe, expect, it } from 'vitest';
import { toBoundedLeaderboard, toLeaderboard } from '../../../../src/api/leaderboard.ts';
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

describe('toBoundedLeaderboard (GET /api/leaderboard?top=N, issue 28)', () => {
  it('keeps the server’s ranks, the caller’s own row and the number ranked', () => {
    const board = toBoundedLeaderboard({
      data: [
        { ...row('a', 5, 10), rank: 1 },
        { ...row('b', 4, 9), rank: 2 },
      ],
      me: { ...row('z', 1, 0), rank: 812 },
      total: 9000,
    });
    expect(board.entries.map((e) => [e.id, e.rank])).toEqual([
      ['a', 1],
      ['b', 2],
    ]);
    expect(board.me).toEqual({
      id: 'z',
      rank: 812,
      nickname: 'nick-z',
      name: 'Name z',
      avatar: null,
      badges: 1,
      tokens: 0,
    });
    expect(board.total).toBe(9000);
    expect(toBoundedLeaderboard({ data: [], me: null, total: 0 })).toEqual({
      entries: [],
      me: null,
      total: 0,
    });
  });

  it('refuses an answer without ranks or total (the whole board’s shape)', () => {
    expect(() => toBoundedLeaderboard({ data: [row('a', 1, 1)], me: null, total: 1 })).toThrow(WireError);
    expect(() => toBoundedLeaderboard({ data: [] })).toThrow(WireError);
  });
});

// Leaderboard dates and order (provider-api.md §3 "Leaderboard", §4 "Leaderboards").
import { describe, expect, it } from 'vitest';
import {
  parseLeaderboardDay,
  rankLeaderboard,
  type LeaderboardRow,
} from '../../../../server/leaderboard/rules.ts';

describe('parseLeaderboardDay', () => {
  it('gives midnight UTC of a real YYYY-MM-DD day', () => {
    expect(parseLeaderboardDay('2026-11-22')?.toISOString()).toBe('2026-11-22T00:00:00.000Z');
    expect(parseLeaderboardDay('2024-02-29')?.toISOString()).toBe('2024-02-29T00:00:00.000Z');
    expect(parseLeaderboardDay('0004-02-29')?.toISOString()).toBe('0004-02-29T00:00:00.000Z');
    expect(parseLeaderboardDay('0099-12-31')?.toISOString()).toBe('0099-12-31T00:00:00.000Z');
    expect(parseLeaderboardDay('9999-12-31')?.toISOString()).toBe('9999-12-31T00:00:00.000Z');
  });

  it('refuses unparseable and impossible dates', () => {
    const bad = [
      '2021-17-03',
      '2023-02-30',
      '2023-02-29',
      '2023-04-31',
      '2023-00-10',
      '2023-01-00',
      '0000-01-01',
      '2024-2-06',
      '20240206',
      '2024-02-06T00:00:00Z',
      ' 2024-02-06',
      '2024-02-06\n',
      'December 3, 2022',
      '',
    ];
    for (const raw of bad) expect([raw, parseLeaderboardDay(raw)]).toEqual([raw, null]);
  });
});

const row = (id: string, nickname: string | null, badges: number, tokenBalance: number): LeaderboardRow => ({
  id,
  nickname,
  name: null,
  avatar: null,
  badges,
  tokenBalance,
});

describe('rankLeaderboard', () => {
  it('sorts by badges, then balance, then nickname, then id', () => {
    const rows = [
      row('e', 'eva', 1, 900),
      row('b', 'bia', 3, 10),
      row('d', 'dan', 2, 7),
      row('a', 'ana', 3, 50),
      row('c', 'cid', 2, 7),
      row('y', null, 2, 7),
      row('x', null, 2, 7),
    ];
    expect(rankLeaderboard(rows).map((r) => r.id)).toEqual(['a', 'b', 'x', 'y', 'c', 'd', 'e']);
  });

  it('compares nicknames by code point, the same in every process and locale', () => {
    expect(
      rankLeaderboard([row('1', 'b', 1, 1), row('2', 'B', 1, 1), row('3', 'a', 1, 1)]).map((r) => r.nickname),
    ).toEqual(['B', 'a', 'b']);
  });
});

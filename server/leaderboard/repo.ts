// Who is on a leaderboard and with what (provider-api.md §4 "Leaderboards"); the order is the
// domain's (rankLeaderboard). Both boards list registered attendees only.
import { and, desc, eq, gt, isNotNull, sql } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import { rowsOf } from '../db/statements.ts';
import { attendees } from '../db/schema/accounts.ts';
import { dailyTokens, redeems } from '../db/schema/contest.ts';
import { badges } from '../db/schema/badges.ts';
import type { LeaderboardRow } from './rules.ts';

const person = {
  id: attendees.id,
  nickname: attendees.nickname,
  name: attendees.name,
  avatar: attendees.avatar,
};
const badgeCount = sql<number>`count(*)::int`;

const allTimeColumns = { ...person, badges: attendees.rankedBadges, tokenBalance: attendees.tokenBalance };
const isOnAllTimeBoard = and(isNotNull(attendees.userId), gt(attendees.rankedBadges, 0));
/** compareLeaderboardRows in SQL, as attendees_ranking_idx holds it ("C": byte order, no locale). */
const allTimeOrder = [
  sql`${attendees.rankedBadges} desc nulls last`,
  sql`${attendees.tokenBalance} desc nulls last`,
  sql`(coalesce(${attendees.nickname}, '') collate "C")`,
  attendees.id,
];

/** Rows fetched from the all-time board's cursor at a time (allTimePages). */
export const ALL_TIME_PAGE_ROWS = 2000;

/**
 * The whole all-time board in the order of attendees_ranking_idx, handed to `onPage` a page of
 * `pageRows` at a time from a cursor (one scan, in one read transaction), so no more than a page
 * of rows is ever held (issue 28: the board of 100,000 read at once held ~60 MB). Who is on it:
 * badges of type ≠ 0 (at least one), with the current balance.
 * NOTE (issue 28): the count is attendees.ranked_badges, kept by the triggers of migration 0013 in
 * each writing transaction, so no read groups the redeems (1.2 s at 100,000 attendees and a
 * million redeems on PostgreSQL, the cold board's cost before).
 * NOTE: the nickname order is byte order ("C"); callers needing the domain's exact order re-sort
 * each run of equal badges and balance (compareLeaderboardRows), which the SQL order keeps together.
 */
export async function allTimePages(
  db: Db,
  onPage: (rows: LeaderboardRow[]) => void,
  pageRows = ALL_TIME_PAGE_ROWS,
): Promise<void> {
  await db.transaction(async (tx) => {
    await tx.execute(sql`declare all_time_board no scroll cursor for
      select ${attendees.id} as id, ${attendees.nickname} as nickname, ${attendees.name} as name,
        ${attendees.avatar} as avatar, ${attendees.rankedBadges} as badges,
        ${attendees.tokenBalance} as "tokenBalance"
      from ${attendees} where ${isOnAllTimeBoard} order by ${sql.join(allTimeOrder, sql`, `)}`);
    for (;;) {
      const rows = rowsOf<LeaderboardRow>(
        await tx.execute(sql.raw(`fetch forward ${pageRows} from all_time_board`)),
      );
      if (rows.length === 0) break;
      onPage(rows);
      if (rows.length < pageRows) break;
    }
  });
}

/** The all-time board's first `top` rows in order: an index scan of attendees_ranking_idx. */
export function allTimeTop(db: Db, top: number): Promise<LeaderboardRow[]> {
  return db
    .select(allTimeColumns)
    .from(attendees)
    .where(isOnAllTimeBoard)
    .orderBy(...allTimeOrder)
    .limit(top);
}

export type AllTimeStanding = {
  /** How many are on the board. */
  total: number;
  /** The attendee's row, null when not on the board (or none was asked for). */
  row: LeaderboardRow | null;
  /** How many rank strictly above it: more badges, or as many and a higher balance (place − 1). */
  ahead: number;
};

/**
 * How many are on the all-time board and where one attendee (or nobody: null) stands on it: its
 * row by primary key, then one count over the board's rows for both figures.
 */
export async function allTimeStanding(db: Db, attendeeId: string | null): Promise<AllTimeStanding> {
  const [row] = attendeeId
    ? await db
        .select(allTimeColumns)
        .from(attendees)
        .where(and(eq(attendees.id, attendeeId), isOnAllTimeBoard))
    : [];
  const above = row
    ? sql`(${attendees.rankedBadges}, ${attendees.tokenBalance}) > (${row.badges}::int, ${row.tokenBalance}::int)`
    : sql`false`;
  const [counted] = await db
    .select({
      total: sql<number>`count(*)::int`,
      ahead: sql<number>`(count(*) filter (where ${above}))::int`,
    })
    .from(attendees)
    .where(isOnAllTimeBoard);
  return { total: counted?.total ?? 0, row: row ?? null, ahead: counted?.ahead ?? 0 };
}

/**
 * One UTC day from its midnight: badges that count for the day (type 0 included) redeemed within
 * it, by the action time when known (Occurred-At, DESIGN.md §5) else the insert time; only
 * attendees with that day's token snapshot, whose quantity (the total balance then, not the day's
 * earnings) is the balance.
 * NOTE: the day's end is computed by PostgreSQL (9999-12-31 + 1 day has no JS ISO form it reads),
 * and the snapshot is picked with DISTINCT ON so a stray second row cannot list anyone twice.
 */
export function dailyRows(db: Db, dayStart: Date): Promise<LeaderboardRow[]> {
  const start = sql`${dayStart.toISOString()}::timestamptz`;
  const end = sql`(${start} + interval '1 day')`;
  const snapshot = db
    .selectDistinctOn([dailyTokens.attendeeId], {
      attendeeId: dailyTokens.attendeeId,
      quantity: dailyTokens.quantity,
    })
    .from(dailyTokens)
    .where(and(sql`${dailyTokens.day} >= ${start}`, sql`${dailyTokens.day} < ${end}`))
    .orderBy(dailyTokens.attendeeId, desc(dailyTokens.day), desc(dailyTokens.id))
    .as('snapshot');
  const redeemedAt = sql`coalesce(${redeems.occurredAt}, ${redeems.insertedAt} at time zone 'utc')`;
  return db
    .select({ ...person, badges: badgeCount, tokenBalance: snapshot.quantity })
    .from(attendees)
    .innerJoin(snapshot, eq(snapshot.attendeeId, attendees.id))
    .innerJoin(redeems, eq(redeems.attendeeId, attendees.id))
    .innerJoin(badges, eq(badges.id, redeems.badgeId))
    .where(
      and(
        isNotNull(attendees.userId),
        eq(badges.countsForDay, true),
        sql`${redeemedAt} >= ${start}`,
        sql`${redeemedAt} < ${end}`,
      ),
    )
    .groupBy(attendees.id, snapshot.quantity);
}

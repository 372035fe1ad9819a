// Reads of attendees with what they hold: badges, wheel prizes and purchases.
import { and, asc, eq, exists, inArray, isNotNull, sql, type SQL } from 'drizzle-orm';
import type { Db, Tx } from '../db/client.ts';
import { attendees, users } from '../db/schema/accounts.ts';
import { redeems } from '../db/schema/contest.ts';
import { badges } from '../db/schema/badges.ts';
import { attendeesPrizes, prizes } from '../db/schema/games.ts';
import { buys, redeemables } from '../db/schema/store.ts';
import { badgeRowColumns, type BadgeRow } from '../badges/row.ts';
import { notHandedOver, prizeHoldingColumns } from '../db/holdings.ts';

export type PrizeHolding = {
  id: number;
  name: string;
  avatar: string | null;
  notRedeemed: number;
  isRedeemable: boolean;
};

/** The columns an `AttendeeRow` is read from: `attendees` joined with its `users` row. */
export const attendeeRowColumns = {
  id: attendees.id,
  nickname: attendees.nickname,
  name: attendees.name,
  email: users.email,
  courseId: attendees.courseId,
  avatar: attendees.avatar,
  cv: attendees.cv,
  tokenBalance: attendees.tokenBalance,
  entries: attendees.entries,
};

// With the user's id second, where it has always been.
const { id: _id, ...afterId } = attendeeRowColumns;
const attendeeColumns = { id: attendees.id, userId: attendees.userId, ...afterId };

const selectAttendees = (db: Db, where: SQL | undefined) =>
  db
    .select(attendeeColumns)
    .from(attendees)
    .leftJoin(users, eq(users.id, attendees.userId))
    .where(where)
    .orderBy(asc(attendees.insertedAt), asc(attendees.id));

export type AttendeeRecord = Awaited<ReturnType<typeof selectAttendees>>[number];
/** An attendee as the attendee shapes of provider-api.md §3 are built from. */
export type AttendeeRow = Omit<AttendeeRecord, 'userId'>;

export async function findAttendee(
  db: Db,
  by: { id: string } | { nickname: string },
): Promise<AttendeeRecord | null> {
  const where =
    'id' in by ? eq(attendees.id, by.id) : eq(sql`lower(${attendees.nickname})`, by.nickname.toLowerCase());
  const [row] = await selectAttendees(db, where);
  return row ?? null;
}

export const listRegisteredAttendees = (db: Db) => selectAttendees(db, isNotNull(attendees.userId));

/** A company's visitors: registered attendees holding its booth badge (provider-api.md §3). */
export const listVisitors = (db: Db, badgeId: number) =>
  selectAttendees(
    db,
    and(
      isNotNull(attendees.userId),
      exists(
        db
          .select({ one: sql`1` })
          .from(redeems)
          .where(and(eq(redeems.attendeeId, attendees.id), eq(redeems.badgeId, badgeId))),
      ),
    ),
  );

const badgeColumns = { attendeeId: redeems.attendeeId, ...badgeRowColumns };

/** Badges held by each of the given attendees, in the order they were awarded. */
export async function badgesOf(db: Db, attendeeIds: string[]): Promise<Map<string, BadgeRow[]>> {
  const byAttendee = new Map<string, BadgeRow[]>(attendeeIds.map((id) => [id, []]));
  if (attendeeIds.length === 0) return byAttendee;
  const rows = await db
    .select(badgeColumns)
    .from(redeems)
    .innerJoin(badges, eq(badges.id, redeems.badgeId))
    .where(inArray(redeems.attendeeId, attendeeIds))
    .orderBy(asc(redeems.id));
  for (const { attendeeId, ...badge } of rows) byAttendee.get(attendeeId)?.push(badge);
  return byAttendee;
}

export async function prizesOf(db: Db, attendeeId: string): Promise<PrizeHolding[]> {
  return db
    .select({ ...prizeHoldingColumns, isRedeemable: prizes.isRedeemable })
    .from(attendeesPrizes)
    .innerJoin(prizes, eq(prizes.id, attendeesPrizes.prizeId))
    .where(eq(attendeesPrizes.attendeeId, attendeeId))
    .orderBy(asc(attendeesPrizes.id));
}

export const purchasesOf = (db: Db, attendeeId: string) =>
  db
    .select({
      id: redeemables.id,
      name: redeemables.name,
      image: redeemables.img,
      price: redeemables.price,
      quantity: buys.quantity,
      notRedeemed: notHandedOver(buys),
    })
    .from(buys)
    .innerJoin(redeemables, eq(redeemables.id, buys.redeemableId))
    .where(eq(buys.attendeeId, attendeeId))
    .orderBy(asc(buys.id));

export type Purchase = Awaited<ReturnType<typeof purchasesOf>>[number];

export async function attendeeExists(db: Db | Tx, attendeeId: string): Promise<boolean> {
  const [row] = await db.select({ id: attendees.id }).from(attendees).where(eq(attendees.id, attendeeId));
  return row !== undefined;
}

export async function isRegistered(db: Db, attendeeId: string): Promise<boolean | null> {
  const [row] = await db
    .select({ userId: attendees.userId })
    .from(attendees)
    .where(eq(attendees.id, attendeeId));
  return row ? row.userId !== null : null;
}

// Reads for GET /api/badges and /api/badges/:id (provider-api.md §3 "Badges"): the badge list,
// which secret badges registered attendees own, and a badge's registered owners.
import { asc, eq, and, isNotNull, isNull } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import { attendees, users } from '../db/schema/accounts.ts';
import { redeems } from '../db/schema/contest.ts';
import { badges } from '../db/schema/badges.ts';
import { BADGE_TYPE } from '#contract/constants';
import { attendeeRowColumns, type AttendeeRow } from '../accounts/attendee-repo.ts';
import { badgeRowColumns, type BadgeRow } from './row.ts';

const badgeColumns = {
  ...badgeRowColumns,
  beginBadge: badges.beginBadge,
  endBadge: badges.endBadge,
};

export type BadgeRecord = BadgeRow & { beginBadge: Date; endBadge: Date };

/** Badges in use; archived ones (issue 13) stay readable by id, for the history that holds them. */
export const listBadges = (db: Db): Promise<BadgeRecord[]> =>
  db.select(badgeColumns).from(badges).where(isNull(badges.archivedAt)).orderBy(asc(badges.id));

export async function findBadgeRecord(db: Db, id: number): Promise<BadgeRecord | null> {
  const [row] = await db.select(badgeColumns).from(badges).where(eq(badges.id, id));
  return row ?? null;
}

/** Secret badges held by at least one registered attendee: the only secrets the public list shows. */
export async function ownedSecretBadgeIds(db: Db): Promise<Set<number>> {
  const rows = await db
    .selectDistinct({ id: redeems.badgeId })
    .from(redeems)
    .innerJoin(badges, eq(badges.id, redeems.badgeId))
    .innerJoin(attendees, eq(attendees.id, redeems.attendeeId))
    .where(and(eq(badges.type, BADGE_TYPE.secret), isNotNull(attendees.userId)));
  return new Set(rows.map((r) => r.id));
}

/** Registered attendees holding the badge, in the order they got it. */
export function registeredOwners(db: Db, badgeId: number): Promise<AttendeeRow[]> {
  return db
    .select(attendeeRowColumns)
    .from(redeems)
    .innerJoin(attendees, eq(attendees.id, redeems.attendeeId))
    .innerJoin(users, eq(users.id, attendees.userId))
    .where(eq(redeems.badgeId, badgeId))
    .orderBy(asc(redeems.id));
}

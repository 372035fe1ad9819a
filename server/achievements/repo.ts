// Facts the achievement rules need about one attendee, and granting an achievement badge by name.
// The facts are read by one statement over `attendees a`; the award's own read (server/awards/repo.ts)
// carries the same columns, so an award needs no second read to be checked.
import { and, eq, isNull, sql, type SQL } from 'drizzle-orm';
import type { Db, Tx } from '../db/client.ts';
import { runNamed } from '../db/statements.ts';
import { redeems } from '../db/schema/contest.ts';
import { badges } from '../db/schema/badges.ts';
import { ACHIEVEMENTS } from './names.ts';
import {
  factsOf,
  type AchievementFacts,
  type AttendeeActivity,
  type Award,
  type Catalogue,
} from './rules.ts';
import type { HeldWindow } from '../awards/rules.ts';
import { credit, lockAttendee, snapshotDaily } from '../db/balances.ts';

const ACHIEVEMENT_NAMES = Object.values(ACHIEVEMENTS);

/** A held badge with what both the award rules and the achievement rules read of it. */
export type HeldBadge = HeldWindow & AttendeeActivity['held'][number];

/** [id, name, type, begin, end, day awarded, spotlighted, archived] as json_build_array gives it. */
type HeldJson = [number, string, number, string, string, string, boolean, boolean];

export type ActivityRow = {
  is_registered: boolean;
  has_cv: boolean;
  has_wheel: boolean;
  has_slots: boolean;
  held: HeldJson[] | null;
  catalogue: [number, number, number, number];
  gold: string[];
};

/**
 * Columns over `attendees a` giving an ActivityRow. The catalogue is read with the attendee (a
 * few dozen badges): cheaper than a second statement, and never stale. The catalogue and the Gold
 * booths are the badges in use: an archived one (issue 13) can no longer be earned, so "every
 * talk" or "every Gold booth" leaves it out; what an attendee holds (`held`) keeps it, exactly.
 * NOTE: a redeem's day is its Occurred-At, else (older rows) its insertion time.
 */
export const activityColumns: SQL = sql`
  a.user_id is not null as is_registered,
  a.cv is not null as has_cv,
  exists (select 1 from attendees_prizes p where p.attendee_id = a.id) as has_wheel,
  exists (select 1 from attendees_payouts p where p.attendee_id = a.id) as has_slots,
  (select json_agg(json_build_array(b.id, b.name, b.type, b.begin, b."end",
            coalesce(r.occurred_at, r.inserted_at at time zone 'utc'), r.spotlighted,
            b.archived_at is not null))
     from redeems r join badges b on b.id = r.badge_id
    where r.attendee_id = a.id) as held,
  (select json_build_array(count(*) filter (where b.type = 6), count(*) filter (where b.type = 7),
            count(*) filter (where b.type = 9),
            count(*) filter (where b.type <> 0 and b.name not in (${sql.join(
              ACHIEVEMENT_NAMES.map((name) => sql`${name}`),
              sql`, `,
            )})))
     from badges b where b.archived_at is null) as catalogue,
  (select coalesce(json_agg(b.name), '[]')
     from companies c join badges b on b.id = c.badge_id
    where c.sponsorship in ('Gold', 'Exclusive') and b.archived_at is null) as gold`;

export function heldOf(row: Pick<ActivityRow, 'held'>): HeldBadge[] {
  return (row.held ?? []).map(([id, name, type, begin, end, day, spotlighted, isArchived]) => ({
    id,
    name,
    type,
    begin: new Date(begin),
    end: new Date(end),
    day: new Date(day),
    spotlighted,
    isArchived,
  }));
}

export function activityOf(row: ActivityRow, held: readonly HeldBadge[]): AttendeeActivity {
  return {
    held,
    isRegistered: row.is_registered,
    hasCv: row.has_cv,
    hasWheelResult: row.has_wheel,
    hasSlotsResult: row.has_slots,
  };
}

export function catalogueOf(row: ActivityRow): Catalogue {
  const [talks, workshops, pitches, collectable] = row.catalogue.map(Number) as [
    number,
    number,
    number,
    number,
  ];
  return { counts: { talks, workshops, pitches, collectable }, goldBoothBadges: row.gold };
}

export async function loadFacts(
  db: Db,
  attendeeId: string,
  event: { start: Date; days: number },
): Promise<AchievementFacts | null> {
  const [row] = await runNamed<ActivityRow>(
    db,
    'achievement_facts',
    sql`select ${activityColumns} from attendees a where a.id = ${attendeeId}`,
  );
  if (!row) return null;
  return factsOf(activityOf(row, heldOf(row)), catalogueOf(row), event);
}

/** Grants one achievement badge (looked up by name, in use) once; null when absent or already held. */
export async function grantAchievement(
  db: Db,
  attendeeId: string,
  award: Award,
  at: Date,
): Promise<number | null> {
  return db.transaction(async (tx: Tx) => {
    if (!(await lockAttendee(tx, attendeeId))) return null;
    const [badge] = await tx
      .select({ id: badges.id, tokens: badges.tokens })
      .from(badges)
      .where(and(eq(badges.name, award.name), isNull(badges.archivedAt)))
      .limit(1);
    if (!badge) return null;
    const inserted = await tx
      .insert(redeems)
      .values({ attendeeId, badgeId: badge.id, staffId: null, occurredAt: at })
      .onConflictDoNothing()
      .returning({ id: redeems.id });
    if (inserted.length === 0) return null;
    const entries = award.kind === 'redeem' ? 1 : award.entries;
    const balance = await credit(tx, attendeeId, badge.tokens, entries);
    if (award.kind === 'redeem') await snapshotDaily(tx, attendeeId, balance, at);
    return badge.id;
  });
}

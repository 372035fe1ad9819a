// Facts the achievement rules need about one attendee, and granting an achievement badge by name.
import { eq, inArray, notInArray, sql } from 'drizzle-orm';
import { BADGE_TYPE } from '#contract/constants';
import type { Db } from '../client.ts';
import { attendees, companies } from '../schema/accounts.ts';
import { badges, redeems } from '../schema/contest.ts';
import { attendeesPayouts, attendeesPrizes } from '../schema/games.ts';
import { ACHIEVEMENTS } from '../../domain/achievement-names.ts';
import type { AchievementFacts, Award } from '../../domain/achievements.ts';
import { credit, lockAttendee, snapshotDaily } from './balances.ts';

const ACHIEVEMENT_NAMES = Object.values(ACHIEVEMENTS);

export async function loadFacts(
  db: Db,
  attendeeId: string,
  event: { start: Date; days: number },
): Promise<AchievementFacts | null> {
  const [attendee] = await db
    .select({ userId: attendees.userId, cv: attendees.cv })
    .from(attendees)
    .where(eq(attendees.id, attendeeId));
  if (!attendee) return null;
  const held = await db
    .select({
      name: badges.name,
      type: badges.type,
      day: sql<Date>`coalesce(${redeems.occurredAt}, ${redeems.insertedAt} at time zone 'utc')`.mapWith(
        (v: string | Date) => new Date(v),
      ),
      spotlighted: redeems.spotlighted,
    })
    .from(redeems)
    .innerJoin(badges, eq(badges.id, redeems.badgeId))
    .where(eq(redeems.attendeeId, attendeeId));
  const [catalogue] = await db
    .select({
      talks: sql<number>`count(*) filter (where ${badges.type} = 6)::int`,
      workshops: sql<number>`count(*) filter (where ${badges.type} = 7)::int`,
      pitches: sql<number>`count(*) filter (where ${badges.type} = 9)::int`,
      collectable: sql<number>`count(*) filter (where ${badges.type} <> 0 and ${notInArray(badges.name, ACHIEVEMENT_NAMES)})::int`,
    })
    .from(badges);
  const gold = await db
    .select({ name: badges.name })
    .from(companies)
    .innerJoin(badges, eq(badges.id, companies.badgeId))
    .where(inArray(companies.sponsorship, ['Gold', 'Exclusive']));
  const [wheel] = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(attendeesPrizes)
    .where(eq(attendeesPrizes.attendeeId, attendeeId));
  const [slots] = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(attendeesPayouts)
    .where(eq(attendeesPayouts.attendeeId, attendeeId));
  const achievementNames = new Set<string>(ACHIEVEMENT_NAMES);
  return {
    held,
    collectableHeld: held.filter((h) => h.type !== BADGE_TYPE.checkpoint && !achievementNames.has(h.name))
      .length,
    catalogue: catalogue ?? { talks: 0, workshops: 0, pitches: 0, collectable: 0 },
    eventStart: event.start,
    eventDays: event.days,
    isRegistered: attendee.userId !== null,
    hasCv: attendee.cv !== null,
    hasWheelResult: (wheel?.n ?? 0) > 0,
    hasSlotsResult: (slots?.n ?? 0) > 0,
    hasSpotlightedVisit: held.some((h) => h.spotlighted),
    goldBoothBadges: gold.map((g) => g.name),
  };
}

/** Grants one achievement badge (looked up by name) once; false when absent or already held. */
export async function grantAchievement(
  db: Db,
  attendeeId: string,
  award: Award,
  at: Date,
): Promise<number | null> {
  return db.transaction(async (tx) => {
    if (!(await lockAttendee(tx, attendeeId))) return null;
    const [badge] = await tx
      .select({ id: badges.id, tokens: badges.tokens })
      .from(badges)
      .where(eq(badges.name, award.name))
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

// Writes a DemoPlan inside the seed's transaction: multi-row inserts in foreign-key order, with
// inserted ids mapped back by unique name or email (never by the order rows come back in).
import { randomUUID } from 'node:crypto';
import type { Tx } from '../client.ts';
import { attendees, companies, courses, staffs, users } from '../schema/accounts.ts';
import { dailyTokens, redeems } from '../schema/contest.ts';
import { badges } from '../schema/badges.ts';
import { attendeesPrizes, payouts, prizes } from '../schema/games.ts';
import { buys, redeemables } from '../schema/store.ts';
import { dayStart } from './badges.ts';
import type { DemoPlan } from './plan.ts';
import { PRIZE_NOTHING, prizeProbability } from './prizes.ts';

/** Well under PostgreSQL's 65,535 bind parameters per statement for every table here. */
const CHUNK_ROWS = 1000;
const MINUTE_MS = 60_000;

async function insertAll<T>(rows: readonly T[], insert: (chunk: T[]) => Promise<unknown>): Promise<void> {
  for (let i = 0; i < rows.length; i += CHUNK_ROWS) await insert(rows.slice(i, i + CHUNK_ROWS));
}

function lookup<K, V>(rows: readonly { key: K; id: V }[]): (key: K) => V {
  const map = new Map(rows.map((r) => [r.key, r.id]));
  return (key) => {
    const id = map.get(key);
    if (id === undefined) throw new Error(`seed: no id for ${String(key)}`);
    return id;
  };
}

export async function writeDemoPlan(tx: Tx, plan: DemoPlan, passwordHash: string): Promise<void> {
  const { activity, clock } = plan;
  const courseId = lookup(
    await tx
      .insert(courses)
      .values(plan.courses.map((name) => ({ name })))
      .returning({ key: courses.name, id: courses.id }),
  );
  const emails = [...plan.staff, ...plan.companies, ...plan.attendees].map((p) => p.email);
  const userId = lookup(
    await tx
      .insert(users)
      .values(emails.map((email) => ({ email, passwordHash })))
      .returning({ key: users.email, id: users.id }),
  );
  const staffByUser = lookup(
    await tx
      .insert(staffs)
      .values(plan.staff.map((s) => ({ userId: userId(s.email), nickname: s.nickname, isAdmin: s.isAdmin })))
      .returning({ key: staffs.userId, id: staffs.id }),
  );
  const staffIds = plan.staff.map((s) => staffByUser(userId(s.email)));
  const badgeByName = lookup(
    await tx
      .insert(badges)
      .values(plan.badges.map(({ day: _day, kind: _kind, ...badge }) => badge))
      .returning({ key: badges.name, id: badges.id }),
  );
  const badgeIds = plan.badges.map((b) => badgeByName(b.name));
  await tx.insert(companies).values(
    plan.companies.map((c, i) => ({
      name: c.name,
      sponsorship: c.sponsorship,
      channelId: String(i),
      remainingSpotlights: c.spotlights,
      hasCvAccess: c.hasCvAccess,
      badgeId: badgeIds[i]!,
      userId: userId(c.email),
    })),
  );

  // Registered a week before the event, one a minute, so lists show attendee1 first.
  const registeredAt = (i: number) => new Date(dayStart(clock, -7).getTime() + i * MINUTE_MS);
  const attendeeIds = plan.attendees.map(() => randomUUID());
  await tx.insert(attendees).values([
    ...plan.attendees.map((a, i) => ({
      id: attendeeIds[i]!,
      userId: userId(a.email),
      nickname: a.nickname,
      name: a.name,
      courseId: courseId(plan.courses[a.course]!),
      tokenBalance: activity.balances[i]!,
      entries: activity.entries[i]!,
      insertedAt: registeredAt(i),
      updatedAt: registeredAt(i),
    })),
    ...Array.from({ length: plan.freeCards }, () => ({ id: randomUUID() })),
  ]);
  await insertAll(activity.redeems, (chunk) =>
    tx.insert(redeems).values(
      chunk.map((r) => ({
        badgeId: badgeIds[r.badge]!,
        attendeeId: attendeeIds[r.attendee]!,
        staffId: r.staff === null ? null : staffIds[r.staff]!,
        occurredAt: r.at,
        insertedAt: r.at,
        updatedAt: r.at,
      })),
    ),
  );
  await insertAll(activity.dailyTokens, (chunk) =>
    tx.insert(dailyTokens).values(
      chunk.map((d) => ({
        attendeeId: attendeeIds[d.attendee]!,
        day: dayStart(clock, d.day),
        quantity: d.quantity,
      })),
    ),
  );
  await writeShop(tx, plan, attendeeIds);
}

async function writeShop(tx: Tx, plan: DemoPlan, attendeeIds: string[]): Promise<void> {
  const { activity } = plan;
  const prizeByName = lookup(
    await tx
      .insert(prizes)
      .values(
        plan.prizes.map((p, i) => ({
          name: p.name,
          stock: activity.prizeStock[i]!,
          maxAmountPerAttendee: p.maxPerAttendee,
          probability: prizeProbability(p),
          isRedeemable: p.isRedeemable,
          isNothing: p.name === PRIZE_NOTHING,
        })),
      )
      .returning({ key: prizes.name, id: prizes.id }),
  );
  if (activity.prizeWins.length > 0) {
    await tx.insert(attendeesPrizes).values(
      activity.prizeWins.map((w) => ({
        attendeeId: attendeeIds[w.attendee]!,
        prizeId: prizeByName(plan.prizes[w.index]!.name),
        quantity: w.quantity,
        redeemed: w.redeemed,
      })),
    );
  }
  const itemByName = lookup(
    await tx
      .insert(redeemables)
      .values(plan.items.map((item, i) => ({ ...item, stock: activity.itemStock[i]! })))
      .returning({ key: redeemables.name, id: redeemables.id }),
  );
  if (activity.buys.length > 0) {
    await tx.insert(buys).values(
      activity.buys.map((b) => ({
        attendeeId: attendeeIds[b.attendee]!,
        redeemableId: itemByName(plan.items[b.index]!.name),
        quantity: b.quantity,
        redeemed: b.redeemed,
      })),
    );
  }
  await tx.insert(payouts).values([...plan.payouts]);
}

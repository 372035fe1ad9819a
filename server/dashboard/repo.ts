// The console's dashboard reads (issue 13): one aggregate query per card, no row leaves the
// database but the counts. An award's time is when it happened on the device (occurred_at, the
// Occurred-At of a queued scan), or its arrival when that is unknown; `inserted_at` is naive UTC.
// The route runs them one after another in one read-only transaction: one connection, one snapshot.
// NOTE: counts are cast to int4 and sums to float8 (exact below 2^53), so the drivers give numbers.
import { sql, type SQL } from 'drizzle-orm';
import type { Db, Tx } from '../db/client.ts';
import { rowsOf } from '../db/statements.ts';
import type { Frame } from './rules.ts';

export type Bucketed = { bucket: number; count: number };
export type BoothRow = { companyId: number; name: string; tier: string; scans: number };
export type TopBadgeRow = { id: number; name: string; awards: number };
export type ProductRow = {
  id: number;
  name: string;
  price: number;
  stock: number;
  sold: number;
  collected: number;
  isArchived: boolean;
};
export type Totals = {
  awards: number;
  cards: number;
  registered: number;
  inCirculation: number;
  spentInStore: number;
  betInSlots: number;
};
export type LateWriteRow = { lagSeconds: number; occurredAt: Date; receivedAt: Date; badge: string };

export const TOP_BADGES = 10;

const run = async <T>(db: Db | Tx, query: SQL): Promise<T[]> => rowsOf<T>(await db.execute(query));

const awardedAt = sql`coalesce(r.occurred_at, r.inserted_at at time zone 'utc')`;
const receivedAt = sql`(r.inserted_at at time zone 'utc')`;

/** (bucket, count) of the instants `at` of `from` inside the frame. */
function bucketed(db: Db | Tx, frame: Frame, at: SQL, from: SQL): Promise<Bucketed[]> {
  const start = sql`${frame.start.toISOString()}::timestamptz`;
  const end = sql`${frame.end.toISOString()}::timestamptz`;
  return run<Bucketed>(
    db,
    sql`select floor(extract(epoch from (${at} - ${start})) / ${frame.bucketMs / 1000})::int as bucket,
               count(*)::int as count
          from ${from}
         where ${at} >= ${start} and ${at} < ${end}
         group by 1`,
  );
}

export const awardsIn = (db: Db | Tx, frame: Frame) => bucketed(db, frame, awardedAt, sql`redeems r`);

export const signupsIn = (db: Db | Tx, frame: Frame) =>
  bucketed(
    db,
    frame,
    sql`(u.inserted_at at time zone 'utc')`,
    sql`attendees a join users u on u.id = a.user_id`,
  );

export async function totals(db: Db | Tx): Promise<Totals> {
  const [row] = await run<Totals>(
    db,
    sql`select (select count(*) from redeems)::int as "awards",
               count(*)::int as "cards",
               count(a.user_id)::int as "registered",
               coalesce(sum(a.token_balance), 0)::float8 as "inCirculation",
               (select coalesce(sum(b.quantity * p.price), 0)
                  from buys b join redeemables p on p.id = b.redeemable_id)::float8 as "spentInStore",
               (select coalesce(sum(bet), 0) from attendees_payouts)::float8 as "betInSlots"
          from attendees a`,
  );
  return row ?? { awards: 0, cards: 0, registered: 0, inCirculation: 0, spentInStore: 0, betInSlots: 0 };
}

/** Every sponsor with how many attendees hold its booth badge, busiest first. */
export const booths = (db: Db | Tx): Promise<BoothRow[]> =>
  run<BoothRow>(
    db,
    sql`select c.id::int as "companyId", c.name, c.sponsorship as tier, count(r.id)::int as scans
          from companies c left join redeems r on r.badge_id = c.badge_id
         group by c.id
         order by scans desc, c.name, c.id`,
  );

export const topBadges = (db: Db | Tx): Promise<TopBadgeRow[]> =>
  run<TopBadgeRow>(
    db,
    sql`select b.id, b.name, t.awards
          from (select badge_id, count(*)::int as awards from redeems group by badge_id
                 order by awards desc, badge_id limit ${TOP_BADGES}) t
          join badges b on b.id = t.badge_id
         order by t.awards desc, b.name, b.id`,
  );

/** Items on sale, and archived ones that sold; best sellers first. */
export const products = (db: Db | Tx): Promise<ProductRow[]> =>
  run<ProductRow>(
    db,
    sql`select p.id, p.name, p.price, p.stock,
               coalesce(sum(b.quantity), 0)::int as sold,
               coalesce(sum(b.redeemed), 0)::int as collected,
               (p.archived_at is not null) as "isArchived"
          from redeemables p left join buys b on b.redeemable_id = p.id
         group by p.id
        having p.archived_at is null or coalesce(sum(b.quantity), 0) > 0
         order by "isArchived", sold desc, p.name, p.id`,
  );

/** How many awards arrived over `lateSeconds` after they happened, and the latest of them. */
export async function lateWrites(
  db: Db | Tx,
  lateSeconds: number,
): Promise<{ lateCount: number; oldest: LateWriteRow | null }> {
  const lag = sql`extract(epoch from (${receivedAt} - r.occurred_at))`;
  const [count] = await run<{ n: number }>(
    db,
    sql`select count(*)::int as n from redeems r where r.occurred_at is not null and ${lag} > ${lateSeconds}`,
  );
  const [oldest] = await run<{ lag: number; occurred: string; received: string; badge: string }>(
    db,
    sql`select ${lag}::float8 as lag, to_json(r.occurred_at) as occurred,
               to_json(${receivedAt}) as received, b.name as badge
          from redeems r join badges b on b.id = r.badge_id
         where r.occurred_at is not null and ${lag} > ${lateSeconds}
         order by ${lag} desc, r.id limit 1`,
  );
  return {
    lateCount: count?.n ?? 0,
    oldest: oldest
      ? {
          lagSeconds: Math.round(oldest.lag),
          occurredAt: new Date(oldest.occurred),
          receivedAt: new Date(oldest.received),
          badge: oldest.badge,
        }
      : null,
  };
}

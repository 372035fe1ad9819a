// A generated crowd for growth tests and the growth bench (issue 28): `count` registered attendees
// (users `crowd-<n>@crowd.test`, nicknames `crowd<n>`), each holding about `badgesEach` of the
// event's badges, written by a few set-based INSERTs so 100,000 attendees take seconds, not hours.
// Deterministic: attendee n always gets the same balance and badges. Nobody in the crowd can sign in
// (the password hash is not a hash). Runs on PGlite and PostgreSQL.
import { sql } from 'drizzle-orm';
import type { Db } from './client.ts';

export type CrowdOptions = { count: number; badgesEach?: number; first?: number };

/** Inserts the crowd; returns how many redeems it wrote. */
export async function generateCrowd(db: Db, opts: CrowdOptions): Promise<number> {
  const first = opts.first ?? 1;
  const last = first + opts.count - 1;
  const each = opts.badgesEach ?? 10;
  await db.execute(sql`
    insert into users (email, password_hash)
    select 'crowd-' || n || '@crowd.test', '!' from generate_series(${first}::int, ${last}::int) as n`);
  await db.execute(sql`
    insert into attendees (nickname, name, token_balance, user_id)
    select 'crowd' || n, 'Crowd Person ' || n, (n * 7919) % 997, u.id
    from generate_series(${first}::int, ${last}::int) as n
    join users u on u.email = 'crowd-' || n || '@crowd.test'`);
  // Attendee n holds 1 to 2·each−1 badges (each on average), picked by steps through the badge list.
  const written = await db.execute(sql`
    with pool as (
      select id, row_number() over (order by id) - 1 as k, count(*) over () as size
      from badges where archived_at is null
    ), crowd as (
      select a.id as attendee_id, n
      from generate_series(${first}::int, ${last}::int) as n
      join attendees a on a.nickname = 'crowd' || n
    )
    insert into redeems (badge_id, attendee_id)
    select p.id, c.attendee_id
    from crowd c
    cross join generate_series(0, ${2 * each - 2}::int) as j
    join pool p on p.k = (c.n * 31 + j * 7) % p.size
    where j < 1 + (c.n % ${2 * each - 1}::int)
    on conflict do nothing`);
  return (
    (written as unknown as { rowCount?: number; affectedRows?: number }).rowCount ??
    (written as unknown as { affectedRows?: number }).affectedRows ??
    0
  );
}

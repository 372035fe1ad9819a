// Pages of long lists for our own client (issue 28): a badge's registered owners and a company's
// visitors, read a page at a time with a keyset cursor so a page costs the same at 100 attendees
// and at 100,000. The provider's whole lists (badges.ts registeredOwners, company-attendees.ts)
// stay as they are for its clients.
import { and, asc, count, desc, eq, gt, ilike, isNotNull, notExists, or, sql, type SQL } from 'drizzle-orm';
import type { Db } from './client.ts';
import { attendees, users } from './schema/accounts.ts';
import { redeems } from './schema/contest.ts';
import { cvWithdrawals } from './schema/leads.ts';
import type { VisitorCursor } from '../domain/page-cursor.ts';
import { attendeeRowColumns, type AttendeeRow } from '../accounts/attendee-repo.ts';

export type OwnersPage = { rows: AttendeeRow[]; total: number; next: number | null; isHeldBy: boolean };

/**
 * Registered owners of a badge in the order they got it (the provider's order), `limit` after the
 * redeem `after`; how many there are, and whether `viewerId` (an attendee) is one of them.
 */
export async function ownersPage(
  db: Db,
  badgeId: number,
  opts: { limit: number; after: number | null; viewerId: string | null },
): Promise<OwnersPage> {
  const held = and(eq(redeems.badgeId, badgeId), isNotNull(attendees.userId));
  const [rows, [counted], mine] = await Promise.all([
    db
      .select({ ...attendeeRowColumns, redeemId: redeems.id })
      .from(redeems)
      .innerJoin(attendees, eq(attendees.id, redeems.attendeeId))
      .innerJoin(users, eq(users.id, attendees.userId))
      .where(opts.after === null ? held : and(held, gt(redeems.id, opts.after)))
      .orderBy(asc(redeems.id))
      .limit(opts.limit + 1),
    db
      .select({ n: count() })
      .from(redeems)
      .innerJoin(attendees, eq(attendees.id, redeems.attendeeId))
      .where(held),
    opts.viewerId === null
      ? Promise.resolve([])
      : db
          .select({ one: sql`1` })
          .from(redeems)
          .where(and(eq(redeems.badgeId, badgeId), eq(redeems.attendeeId, opts.viewerId))),
  ]);
  const page = rows.slice(0, opts.limit);
  const last = page.at(-1);
  return {
    rows: page.map(({ redeemId: _, ...row }) => row),
    total: counted?.n ?? 0,
    next: rows.length > opts.limit && last ? last.redeemId : null,
    isHeldBy: mine.length > 0,
  };
}

export type VisitorsPage = {
  rows: AttendeeRow[];
  next: VisitorCursor | null;
  /** Visitors matching the search (all of them without one). */
  total: number;
  /** Of all the company's visitors, how many have a CV it may read. */
  withCv: number;
};

type VisitorCompany = { id: number; badgeId: number; seesAll: boolean; hasCvAccess: boolean };

/** `coalesce(occurred_at, inserted_at)`: when the booth scanned them, as the leads list reads it. */
const visitedAt =
  sql<Date>`coalesce(${redeems.occurredAt}, ${redeems.insertedAt} at time zone 'utc')`.mapWith(
    redeems.occurredAt,
  );

function searchOf(query: string | null): SQL | undefined {
  if (query === null || query.trim() === '') return undefined;
  const pattern = `%${query.trim().replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
  return or(ilike(attendees.name, pattern), ilike(attendees.nickname, pattern), ilike(users.email, pattern));
}

/** The CV as the company reads it: none without CV access or when the attendee took it back. */
const cvFor = (company: VisitorCompany) =>
  company.hasCvAccess
    ? sql<string | null>`case when ${notExists(
        sql`(select 1 from ${cvWithdrawals} where ${cvWithdrawals.companyId} = ${company.id} and ${cvWithdrawals.attendeeId} = ${attendees.id})`,
      )} then ${attendees.cv} end`
    : sql<string | null>`null::text`;

/**
 * A page of the company's visitors: newest scan first, then (Gold and Exclusive, who see everyone)
 * the attendees who never visited, by nickname. `query` searches names, nicknames and emails.
 */
export async function visitorsPage(
  db: Db,
  company: VisitorCompany,
  opts: { limit: number; after: VisitorCursor | null; query: string | null },
): Promise<VisitorsPage> {
  const search = searchOf(opts.query);
  const columns = { ...attendeeRowColumns, cv: cvFor(company) };
  const visit = and(eq(redeems.badgeId, company.badgeId), isNotNull(attendees.userId), search);
  const rows: AttendeeRow[] = [];
  let next: VisitorCursor | null = null;

  if (opts.after === null || opts.after.phase === 'visited') {
    const after = opts.after;
    const visited = await db
      .select({ ...columns, at: visitedAt })
      .from(redeems)
      .innerJoin(attendees, eq(attendees.id, redeems.attendeeId))
      .innerJoin(users, eq(users.id, attendees.userId))
      .where(
        after === null
          ? visit
          : and(
              visit,
              sql`(${visitedAt}, ${attendees.id}) < (${after.at.toISOString()}::timestamptz, ${after.id}::uuid)`,
            ),
      )
      .orderBy(desc(visitedAt), desc(attendees.id))
      .limit(opts.limit + 1);
    for (const { at, ...row } of visited.slice(0, opts.limit)) {
      rows.push(row);
      next = { phase: 'visited', at, id: row.id };
    }
    if (visited.length > opts.limit) return { rows, next, ...(await totals(db, company, search)) };
    next = null;
  }

  if (company.seesAll && rows.length < opts.limit) {
    const after = opts.after?.phase === 'others' ? opts.after : null;
    const never = and(
      isNotNull(attendees.userId),
      search,
      notExists(
        db
          .select({ one: sql`1` })
          .from(redeems)
          .where(and(eq(redeems.attendeeId, attendees.id), eq(redeems.badgeId, company.badgeId))),
      ),
    );
    const room = opts.limit - rows.length;
    const others = await db
      .select(columns)
      .from(attendees)
      .innerJoin(users, eq(users.id, attendees.userId))
      .where(
        after === null
          ? never
          : and(
              never,
              sql`(${attendees.nickname}, ${attendees.id}) > (${after.nickname}, ${after.id}::uuid)`,
            ),
      )
      .orderBy(asc(attendees.nickname), asc(attendees.id))
      .limit(room + 1);
    const kept = others.slice(0, room);
    rows.push(...kept);
    const last = kept.at(-1);
    next =
      others.length > room && last ? { phase: 'others', nickname: last.nickname ?? '', id: last.id } : null;
  }
  return { rows, next, ...(await totals(db, company, search)) };
}

async function totals(db: Db, company: VisitorCompany, search: SQL | undefined) {
  // NOTE: a new builder per count: drizzle's `where` changes the builder it is called on.
  const counted = (where: SQL | undefined) =>
    company.seesAll
      ? db
          .select({ n: count() })
          .from(attendees)
          .innerJoin(users, eq(users.id, attendees.userId))
          .where(where)
      : db
          .select({ n: count() })
          .from(redeems)
          .innerJoin(attendees, eq(attendees.id, redeems.attendeeId))
          .innerJoin(users, eq(users.id, attendees.userId))
          .where(and(eq(redeems.badgeId, company.badgeId), where));
  const [[matching], [withCv]] = await Promise.all([
    counted(search),
    company.hasCvAccess
      ? counted(and(isNotNull(attendees.cv), sql`${cvFor(company)} is not null`))
      : Promise.resolve([{ n: 0 }]),
  ]);
  return { total: matching?.n ?? 0, withCv: withCv?.n ?? 0 };
}

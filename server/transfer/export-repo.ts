// Reads behind the console's CSV exports (issue 13): attendees, booth visits and badge awards, a
// page at a time by keyset (the last row's key, never OFFSET), so an export of any size holds one
// page in memory and each page costs the same however deep it is. Rows are read as they stand
// when each page is read: an award made during an export lands on a later page or not at all,
// never twice.
import { and, asc, eq, gt, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Db } from '../db/client.ts';
import { attendees, companies, courses, staffs, users } from '../db/schema/accounts.ts';
import { redeems } from '../db/schema/contest.ts';
import { badges } from '../db/schema/badges.ts';
import { companyLeadConsent, leads } from '../db/schema/leads.ts';

/** Rows per query of an export. */
export const EXPORT_PAGE_ROWS = 1000;

/** Every row of a keyset-paged read, a page at a time. */
export async function* pagesOf<R, K>(
  read: (after: K | null, limit: number) => Promise<R[]>,
  keyOf: (row: R) => K,
  limit = EXPORT_PAGE_ROWS,
): AsyncGenerator<R[], void, void> {
  let after: K | null = null;
  for (;;) {
    const page = await read(after, limit);
    if (page.length > 0) yield page;
    const last = page.at(-1);
    if (last === undefined || page.length < limit) return;
    after = keyOf(last);
  }
}

const badgeCount =
  sql<number>`(select count(*) from redeems r where r.attendee_id = "attendees"."id")`.mapWith(Number);

/** Registered attendees (a card nobody signed up with is not one yet), in sign-up order. */
export const attendeePage = (db: Db, afterUserId: number | null, limit: number) =>
  db
    .select({
      userId: users.id,
      id: attendees.id,
      nickname: attendees.nickname,
      name: attendees.name,
      email: users.email,
      course: courses.name,
      tokens: attendees.tokenBalance,
      entries: attendees.entries,
      badges: badgeCount,
      hasCv: sql<boolean>`${attendees.cv} is not null`,
      isBanned: users.ban,
      signedUpAt: users.insertedAt,
      termsAcceptedAt: attendees.termsAcceptedAt,
    })
    .from(attendees)
    .innerJoin(users, eq(users.id, attendees.userId))
    .leftJoin(courses, eq(courses.id, attendees.courseId))
    .where(afterUserId === null ? undefined : gt(users.id, afterUserId))
    .orderBy(asc(users.id))
    .limit(limit);

export type AttendeeExportRow = Awaited<ReturnType<typeof attendeePage>>[number];

const attendeeUser = alias(users, 'attendee_user');
const staffUser = alias(users, 'staff_user');

/** A booth visit's key: the award, then the company whose booth badge it is. */
export type VisitKey = { redeemId: number; companyId: number };
export const visitKeyOf = (row: VisitKey): VisitKey => ({ redeemId: row.redeemId, companyId: row.companyId });

/** Who an award went to and when: every export read from the awards (visits, leads, awards) has it. */
const awardeeColumns = {
  attendeeId: attendees.id,
  nickname: attendees.nickname,
  email: attendeeUser.email,
  occurredAt: redeems.occurredAt,
  recordedAt: redeems.insertedAt,
};

/** A booth visit: the company's booth badge given to an attendee (by its sponsor's scan). */
const visitColumns = {
  redeemId: redeems.id,
  companyId: companies.id,
  company: companies.name,
  name: attendees.name,
  ...awardeeColumns,
};

const afterVisit = (after: VisitKey | null) =>
  after === null
    ? undefined
    : sql`(${redeems.id}, ${companies.id}) > (${after.redeemId}, ${after.companyId})`;
const visitOrder = [asc(redeems.id), asc(companies.id)] as const;

export const visitPage = (db: Db, after: VisitKey | null, limit: number) =>
  db
    .select({ ...visitColumns, sponsorship: companies.sponsorship })
    .from(redeems)
    .innerJoin(companies, eq(companies.badgeId, redeems.badgeId))
    .innerJoin(attendees, eq(attendees.id, redeems.attendeeId))
    .leftJoin(attendeeUser, eq(attendeeUser.id, attendees.userId))
    .where(afterVisit(after))
    .orderBy(...visitOrder)
    .limit(limit);

export type VisitExportRow = Awaited<ReturnType<typeof visitPage>>[number];

const boothOf = sql<
  string | null
>`(select c.name from companies c where c.badge_id = "redeems"."badge_id" order by c.id limit 1)`;

/** Every badge award, with who gave it: a staff member, a sponsor's scan, or nobody (automatic). */
export const awardPage = (db: Db, afterId: number | null, limit: number) =>
  db
    .select({
      id: redeems.id,
      badgeId: badges.id,
      badge: badges.name,
      badgeType: badges.type,
      staffEmail: staffUser.email,
      staffNickname: staffs.nickname,
      company: boothOf,
      isSpotlighted: redeems.spotlighted,
      ...awardeeColumns,
    })
    .from(redeems)
    .innerJoin(badges, eq(badges.id, redeems.badgeId))
    .innerJoin(attendees, eq(attendees.id, redeems.attendeeId))
    .leftJoin(attendeeUser, eq(attendeeUser.id, attendees.userId))
    .leftJoin(staffs, eq(staffs.id, redeems.staffId))
    .leftJoin(staffUser, eq(staffUser.id, staffs.userId))
    .where(afterId === null ? undefined : gt(redeems.id, afterId))
    .orderBy(asc(redeems.id))
    .limit(limit);

export type AwardExportRow = Awaited<ReturnType<typeof awardPage>>[number];

/**
 * Sponsors' leads (issue 29): each visit of a company whose sponsor lets the organiser export its
 * leads (company_lead_consent; no row: not exported), with the lead the booth kept.
 */
export const leadPage = (db: Db, after: VisitKey | null, limit: number) =>
  db
    .select({
      ...visitColumns,
      rating: leads.rating,
      tags: leads.tags,
      note: leads.note,
      followUp: leads.followUp,
    })
    .from(redeems)
    .innerJoin(companies, eq(companies.badgeId, redeems.badgeId))
    .innerJoin(
      companyLeadConsent,
      and(eq(companyLeadConsent.companyId, companies.id), eq(companyLeadConsent.sharesWithOrganiser, true)),
    )
    .innerJoin(attendees, eq(attendees.id, redeems.attendeeId))
    .leftJoin(attendeeUser, eq(attendeeUser.id, attendees.userId))
    .leftJoin(leads, and(eq(leads.companyId, companies.id), eq(leads.attendeeId, attendees.id)))
    .where(afterVisit(after))
    .orderBy(...visitOrder)
    .limit(limit);

export type LeadExportRow = Awaited<ReturnType<typeof leadPage>>[number];

// Writes of an attendee's own profile (nickname, course, avatar and CV references), account
// deletion, staff CVs, and the facts the CV access rule needs (provider-api.md §3).
import { and, eq, ne, sql } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import { pgConstraint, pgErrorCode, UNIQUE_VIOLATION } from '../db/errors.ts';
import { attendees, companies, courses, staffs, users } from '../db/schema/accounts.ts';
import { redeems } from '../db/schema/contest.ts';
import { cvWithdrawals } from '../db/schema/leads.ts';
import type { CvViewer, FieldErrors } from './profile-rules.ts';
import type { Caller } from './session-repo.ts';

const utcNow = sql`(now() at time zone 'utc')`;

export async function findProfileOwner(db: Db, attendeeId: string) {
  const [row] = await db
    .select({ id: attendees.id, userId: attendees.userId, nickname: attendees.nickname, cv: attendees.cv })
    .from(attendees)
    .where(eq(attendees.id, attendeeId));
  return row ?? null;
}

export type ProfileWrite = { nickname?: string; courseId?: number | null; avatar?: string; cv?: string };

const TAKEN: FieldErrors = { nickname: ['has already been taken'] };

/**
 * One transaction: the course must exist and the nickname be free (case-insensitively, an
 * advisory lock on the lowered nickname serialising two claims of it), then the row changes.
 */
export async function updateProfile(
  db: Db,
  attendeeId: string,
  write: ProfileWrite,
): Promise<FieldErrors | null> {
  try {
    return await db.transaction(async (tx) => {
      const errors: FieldErrors = {};
      if (write.courseId !== undefined && write.courseId !== null) {
        const [course] = await tx
          .select({ id: courses.id })
          .from(courses)
          .where(eq(courses.id, write.courseId));
        if (!course) errors.course_id = ['does not exist'];
      }
      if (write.nickname !== undefined) {
        const lowered = write.nickname.toLowerCase();
        await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${`nickname:${lowered}`}))`);
        const [taken] = await tx
          .select({ id: attendees.id })
          .from(attendees)
          .where(and(eq(sql`lower(${attendees.nickname})`, lowered), ne(attendees.id, attendeeId)))
          .limit(1);
        if (taken) Object.assign(errors, TAKEN);
      }
      if (Object.keys(errors).length > 0) return errors;
      await tx
        .update(attendees)
        .set({ ...write, updatedAt: utcNow })
        .where(eq(attendees.id, attendeeId));
      return null;
    });
  } catch (err) {
    if (pgErrorCode(err) === UNIQUE_VIOLATION && pgConstraint(err)?.includes('nickname')) return TAKEN;
    throw err;
  }
}

/** Deletes the attendee and its user (the user's removal cascades to every holding). */
export async function deleteAttendeeAndUser(db: Db, attendeeId: string): Promise<boolean> {
  return db.transaction(async (tx) => {
    const [row] = await tx
      .select({ userId: attendees.userId })
      .from(attendees)
      .where(eq(attendees.id, attendeeId))
      .for('update');
    if (!row) return false;
    if (row.userId !== null) await tx.delete(users).where(eq(users.id, row.userId));
    await tx.delete(attendees).where(eq(attendees.id, attendeeId));
    return true;
  });
}

/** What a company viewer's CV access depends on; null when the company is gone. */
export async function companyCvFacts(db: Db, companyId: number, attendeeId: string | null) {
  const [company] = await db
    .select({
      hasCvAccess: companies.hasCvAccess,
      sponsorship: companies.sponsorship,
      badgeId: companies.badgeId,
    })
    .from(companies)
    .where(eq(companies.id, companyId));
  if (!company) return null;
  const [visit] = attendeeId
    ? await db
        .select({ id: redeems.id })
        .from(redeems)
        .where(and(eq(redeems.attendeeId, attendeeId), eq(redeems.badgeId, company.badgeId)))
        .limit(1)
    : [];
  const [withdrawal] = attendeeId
    ? await db
        .select({ at: cvWithdrawals.withdrawnAt })
        .from(cvWithdrawals)
        .where(and(eq(cvWithdrawals.companyId, companyId), eq(cvWithdrawals.attendeeId, attendeeId)))
    : [];
  return {
    hasCvAccess: company.hasCvAccess,
    sponsorship: company.sponsorship,
    hasVisited: visit !== undefined,
    isCvWithdrawn: withdrawal !== undefined,
  };
}

/** The user with that id and its staff row: null for no user, `staff: null` for a non-staff user. */
export async function findUserStaff(db: Db, userId: number) {
  const [row] = await db
    .select({ userId: users.id, staffId: staffs.id, nickname: staffs.nickname, cv: staffs.cv })
    .from(users)
    .leftJoin(staffs, eq(staffs.userId, users.id))
    .where(eq(users.id, userId));
  if (!row) return null;
  const staff =
    row.staffId === null ? null : { id: row.staffId, userId: row.userId, nickname: row.nickname, cv: row.cv };
  return { staff };
}

export async function setStaffCv(db: Db, staffId: number, cv: string): Promise<void> {
  await db.update(staffs).set({ cv, updatedAt: utcNow }).where(eq(staffs.id, staffId));
}

/** The caller as the CV access rule sees it; for a company, its facts about that attendee. */
export async function loadCvViewer(db: Db, caller: Caller, attendeeId: string | null): Promise<CvViewer> {
  switch (caller.type) {
    case 'attendee':
      return { type: 'attendee', attendeeId: caller.attendeeId };
    case 'staff':
      return { type: 'staff' };
    case 'company': {
      const facts = await companyCvFacts(db, caller.companyId, attendeeId);
      return facts ? { type: 'company', ...facts } : { type: null };
    }
    default:
      return { type: null };
  }
}

// Who is calling: one query from a user id to the role it holds (provider-api.md §2 "User type":
// attendee wins over company, company over staff).
import { eq } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import { attendees, companies, staffs, users } from '../db/schema/accounts.ts';

export type Caller =
  | { type: 'attendee'; userId: number; email: string; attendeeId: string }
  | { type: 'company'; userId: number; email: string; companyId: number; badgeId: number }
  | { type: 'staff'; userId: number; email: string; staffId: number; isAdmin: boolean }
  | { type: null; userId: number; email: string };

/** The caller and the user's current session version (a token must carry that version). */
export async function loadSession(
  db: Db,
  userId: number,
): Promise<{ caller: Caller; sessionVersion: number } | null> {
  const [row] = await db
    .select({
      email: users.email,
      sessionVersion: users.sessionVersion,
      attendeeId: attendees.id,
      companyId: companies.id,
      badgeId: companies.badgeId,
      staffId: staffs.id,
      isAdmin: staffs.isAdmin,
    })
    .from(users)
    .leftJoin(attendees, eq(attendees.userId, users.id))
    .leftJoin(companies, eq(companies.userId, users.id))
    .leftJoin(staffs, eq(staffs.userId, users.id))
    .where(eq(users.id, userId))
    .limit(1);
  if (!row) return null;
  return { caller: callerOf(userId, row), sessionVersion: row.sessionVersion };
}

type CallerRow = {
  email: string;
  attendeeId: string | null;
  companyId: number | null;
  badgeId: number | null;
  staffId: number | null;
  isAdmin: boolean | null;
};

function callerOf(userId: number, row: CallerRow): Caller {
  const base = { userId, email: row.email };
  if (row.attendeeId) return { ...base, type: 'attendee', attendeeId: row.attendeeId };
  if (row.companyId !== null && row.badgeId !== null) {
    return { ...base, type: 'company', companyId: row.companyId, badgeId: row.badgeId };
  }
  if (row.staffId !== null)
    return { ...base, type: 'staff', staffId: row.staffId, isAdmin: row.isAdmin === true };
  return { ...base, type: null };
}

export const isAdmin = (caller: Caller) => caller.type === 'staff' && caller.isAdmin;

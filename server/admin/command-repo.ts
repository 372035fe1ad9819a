// Writes behind the admin commands (`npm run admin`, POST /api/admin/*): invited staff accounts
// and the list of free cards (new cards are made by cards/repo.ts).
import { asc, eq, isNull, sql } from 'drizzle-orm';
import type { InvitationRecord } from '../auth/invitations.ts';
import type { Db, Tx } from '../db/client.ts';
import { attendees, staffs, users } from '../db/schema/accounts.ts';
import { issueInvitation } from '../accounts/invitation-repo.ts';

/** Cards nobody has claimed yet, oldest first. */
export async function listFreeCards(db: Db): Promise<string[]> {
  const rows = await db
    .select({ id: attendees.id })
    .from(attendees)
    .where(isNull(attendees.userId))
    .orderBy(asc(attendees.insertedAt), asc(attendees.id));
  return rows.map((r) => r.id);
}

export type StaffInvite = {
  email: string;
  nickname: string;
  isAdmin: boolean;
  /** A hash no password matches: the account is usable only after its link is followed. */
  passwordHash: string;
  /** The set-password link's stored half (server/auth/invitations.ts). */
  invitation: InvitationRecord;
};

/** The new account's ids, given to `onCreated` inside the creating transaction (the audit log). */
export type CreatedStaff = { userId: number; staffId: number };

/** Creates the user and its staff row in one transaction; 'email-taken' if the email exists. */
export async function createStaffAccount(
  db: Db,
  invite: StaffInvite,
  onCreated?: (tx: Tx, created: CreatedStaff) => Promise<void>,
): Promise<'created' | 'email-taken'> {
  return db.transaction(async (tx) => {
    const [existing] = await tx
      .select({ id: users.id })
      .from(users)
      .where(eq(sql`lower(${users.email})`, invite.email.toLowerCase()))
      .limit(1);
    if (existing) return 'email-taken';
    const [user] = await tx
      .insert(users)
      .values({ email: invite.email, passwordHash: invite.passwordHash })
      .onConflictDoNothing()
      .returning({ id: users.id });
    if (!user) return 'email-taken';
    await issueInvitation(tx, user.id, invite.invitation);
    const [staff] = await tx
      .insert(staffs)
      .values({ userId: user.id, nickname: invite.nickname, isAdmin: invite.isAdmin })
      .returning({ id: staffs.id });
    await onCreated?.(tx, { userId: user.id, staffId: staff!.id });
    return 'created';
  });
}

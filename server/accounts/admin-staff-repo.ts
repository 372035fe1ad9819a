// The console's staff accounts (issue 13): every staff member with their admin flag and whether
// they have set a password yet, and the flag's change with its audit entry. Invitations are
// admin-actions.ts's inviteStaff; its audit entry is written here, inside its transaction, as is
// a new link for a member who has not used theirs (issue 23).
import { asc, eq, inArray } from 'drizzle-orm';
import type { Db, Tx } from '../db/client.ts';
import { staffs, users } from '../db/schema/accounts.ts';
import { invitations } from '../db/schema/invitations.ts';
import { isUnusableHash, type InvitationRecord } from '../auth/invitations.ts';
import { decideAdminFlag } from './admin-rules.ts';
import type { FieldErrors } from './profile-rules.ts';
import { recordChange, type AuditStamp } from '../audit/repo.ts';
import { issueInvitation } from './invitation-repo.ts';

/** What the console shows and the audit log records: never a hash or a token. */
export type ConsoleStaffRow = {
  id: number;
  userId: number;
  email: string;
  nickname: string | null;
  isAdmin: boolean;
  hasPassword: boolean;
  /** The invitation link's end while one is out (issue 23), else null. */
  linkExpiresAt: Date | null;
};

const columns = {
  id: staffs.id,
  userId: staffs.userId,
  email: users.email,
  nickname: staffs.nickname,
  isAdmin: staffs.isAdmin,
  passwordHash: users.passwordHash,
  linkExpiresAt: invitations.expiresAt,
};

const rowOf = ({
  passwordHash,
  ...row
}: Omit<ConsoleStaffRow, 'hasPassword'> & { passwordHash: string }): ConsoleStaffRow => ({
  ...row,
  hasPassword: !isUnusableHash(passwordHash),
});

const selectStaff = (db: Db | Tx) =>
  db
    .select(columns)
    .from(staffs)
    .innerJoin(users, eq(users.id, staffs.userId))
    .leftJoin(invitations, eq(invitations.userId, staffs.userId));

export async function listConsoleStaff(db: Db): Promise<ConsoleStaffRow[]> {
  return (await selectStaff(db).orderBy(asc(staffs.id))).map(rowOf);
}

export async function findConsoleStaff(db: Db | Tx, id: number): Promise<ConsoleStaffRow | null> {
  const [row] = await selectStaff(db).where(eq(staffs.id, id));
  return row ? rowOf(row) : null;
}

/** inviteStaff's `onCreated`: the new account's audit entry, in the creating transaction. */
export const recordInvite = (stamp: AuditStamp) => async (tx: Tx, created: { staffId: number }) => {
  const after = await findConsoleStaff(tx, created.staffId);
  await recordChange(tx, stamp, {
    action: 'staff.invite',
    entity: 'staff',
    entityId: created.staffId,
    before: null,
    after,
  });
};

export type AdminFlagResult =
  | { kind: 'ok'; row: ConsoleStaffRow }
  | { kind: 'not-found' }
  | { kind: 'forbidden' }
  | { kind: 'refused'; errors: FieldErrors };

/**
 * NOTE: the caller's and the target's staff rows are locked together, in id order, before the
 * rule reads them: two admins demoting each other at once are serialised (never a deadlock), and
 * the second finds it is no longer an admin, so the event always keeps one.
 */
export function setAdminFlag(
  db: Db,
  change: { callerStaffId: number; targetStaffId: number; isAdmin: boolean },
  stamp: AuditStamp,
): Promise<AdminFlagResult> {
  return db.transaction(async (tx) => {
    const ids = [...new Set([change.callerStaffId, change.targetStaffId])];
    const locked = await tx
      .select({ id: staffs.id, isAdmin: staffs.isAdmin })
      .from(staffs)
      .where(inArray(staffs.id, ids))
      .orderBy(asc(staffs.id))
      .for('update');
    if (!locked.some((s) => s.id === change.targetStaffId)) return { kind: 'not-found' };
    const caller = locked.find((s) => s.id === change.callerStaffId);
    const decided = decideAdminFlag({ ...change, isCallerAdmin: caller?.isAdmin === true });
    if (decided.kind !== 'ok') return decided;
    const before = (await findConsoleStaff(tx, change.targetStaffId))!;
    await tx
      .update(staffs)
      .set({ isAdmin: change.isAdmin, updatedAt: stamp.at })
      .where(eq(staffs.id, change.targetStaffId));
    const after = { ...before, isAdmin: change.isAdmin };
    await recordChange(tx, stamp, {
      action: 'staff.update',
      entity: 'staff',
      entityId: change.targetStaffId,
      before,
      after,
    });
    return { kind: 'ok', row: after };
  });
}

export type LinkResult =
  { kind: 'ok'; row: ConsoleStaffRow } | { kind: 'not-found' } | { kind: 'refused'; errors: FieldErrors };

/**
 * A new set-password link for a member who has not set a password (issue 23): it replaces their
 * link, so the older one stops working. The audit log gets the links' times, never a token.
 */
export function renewStaffLink(
  db: Db,
  staffId: number,
  invitation: InvitationRecord,
  stamp: AuditStamp,
): Promise<LinkResult> {
  return db.transaction(async (tx): Promise<LinkResult> => {
    const [member] = await tx
      .select({ userId: staffs.userId, passwordHash: users.passwordHash })
      .from(staffs)
      .innerJoin(users, eq(users.id, staffs.userId))
      .where(eq(staffs.id, staffId))
      .for('update');
    if (!member) return { kind: 'not-found' };
    if (!isUnusableHash(member.passwordHash)) {
      const message = 'has set a password already; "Forgot password" on the sign-in screen mails a new link';
      return { kind: 'refused', errors: { account: [message] } };
    }
    const before = (await findConsoleStaff(tx, staffId))!;
    await issueInvitation(tx, member.userId, invitation);
    const after = { ...before, linkExpiresAt: invitation.expiresAt };
    await recordChange(tx, stamp, {
      action: 'staff.link',
      entity: 'staff',
      entityId: staffId,
      before,
      after,
    });
    return { kind: 'ok', row: after };
  });
}

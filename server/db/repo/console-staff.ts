// The console's staff accounts (issue 13): every staff member with their admin flag and whether
// they have set a password yet, and the flag's change with its audit entry. Invitations are
// admin-actions.ts's inviteStaff; its audit entry is written here, inside its transaction.
import { asc, eq, inArray } from 'drizzle-orm';
import type { Db, Tx } from '../client.ts';
import { staffs, users } from '../schema/accounts.ts';
import { isUnusableHash } from '../../auth/invitations.ts';
import { decideAdminFlag } from '../../domain/console-people.ts';
import type { FieldErrors } from '../../domain/profile.ts';
import { recordChange, type AuditStamp } from './audit.ts';

/** What the console shows and the audit log records: never a hash or a token. */
export type ConsoleStaffRow = {
  id: number;
  userId: number;
  email: string;
  nickname: string | null;
  isAdmin: boolean;
  hasPassword: boolean;
};

const columns = {
  id: staffs.id,
  userId: staffs.userId,
  email: users.email,
  nickname: staffs.nickname,
  isAdmin: staffs.isAdmin,
  passwordHash: users.passwordHash,
};

const rowOf = ({
  passwordHash,
  ...row
}: Omit<ConsoleStaffRow, 'hasPassword'> & { passwordHash: string }): ConsoleStaffRow => ({
  ...row,
  hasPassword: !isUnusableHash(passwordHash),
});

const selectStaff = (db: Db | Tx) =>
  db.select(columns).from(staffs).innerJoin(users, eq(users.id, staffs.userId));

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

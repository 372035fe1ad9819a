// A sponsor's account from the console (issue 13): invite one by email (a user with an unusable
// password and an invitation, as the admin CLI invites staff: admin/command-repo.ts), make a new link
// while it is still unused, or remove it. One account per sponsor: companies.user_id is unique.
// NOTE: the audit log gets the account's email and the link's time, never the token or its hash.
import { eq, sql } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import { companies, users } from '../db/schema/accounts.ts';
import { isUnusableHash, type InvitationRecord } from '../auth/invitations.ts';
import { invitations } from '../db/schema/invitations.ts';
import { recordChange, type AuditStamp } from '../audit/repo.ts';
import type { EditResult } from '../admin/rows.ts';
import { dropAccount, lockSponsor } from './admin-repo.ts';
import { issueInvitation } from '../accounts/invitation-repo.ts';

export type AccountResult<R = true> = EditResult<R> | { kind: 'email-taken' };

const refused = (message: string): EditResult<never> => ({ kind: 'refused', errors: { account: [message] } });

/** `email` is normalised and valid (accounts/rules.ts). */
export function inviteSponsorAccount(
  db: Db,
  id: number,
  invite: { email: string; passwordHash: string; invitation: InvitationRecord },
  stamp: AuditStamp,
): Promise<AccountResult> {
  return db.transaction(async (tx): Promise<AccountResult> => {
    const before = await lockSponsor(tx, id);
    if (!before) return { kind: 'not-found' };
    if (before.userId !== null) {
      return {
        kind: 'refused',
        errors: { email: [`this sponsor already has an account (${before.accountEmail})`] },
      };
    }
    const [taken] = await tx
      .select({ id: users.id })
      .from(users)
      .where(eq(sql`lower(${users.email})`, invite.email))
      .limit(1);
    if (taken) return { kind: 'email-taken' };
    const [user] = await tx
      .insert(users)
      .values({ email: invite.email, passwordHash: invite.passwordHash })
      .onConflictDoNothing()
      .returning({ id: users.id });
    if (!user) return { kind: 'email-taken' };
    await issueInvitation(tx, user.id, invite.invitation);
    await tx.update(companies).set({ userId: user.id, updatedAt: stamp.at }).where(eq(companies.id, id));
    const after = { ...before, userId: user.id, accountEmail: invite.email, updatedAt: stamp.at };
    await recordChange(tx, stamp, {
      action: 'sponsor.invite',
      entity: 'sponsor',
      entityId: id,
      before,
      after,
    });
    return { kind: 'ok', row: true };
  });
}

/** A fresh set-password link for an account that has not set a password; the older link ends. */
export function renewSponsorLink(
  db: Db,
  id: number,
  invitation: InvitationRecord,
  stamp: AuditStamp,
): Promise<AccountResult> {
  return db.transaction(async (tx): Promise<AccountResult> => {
    const company = await lockSponsor(tx, id);
    if (!company) return { kind: 'not-found' };
    if (company.userId === null) return refused('this sponsor has no account yet');
    const [user] = await tx.select().from(users).where(eq(users.id, company.userId)).for('update');
    if (!user || !isUnusableHash(user.passwordHash)) {
      return refused('has set its password already; "Forgot password" on the sign-in screen mails a new one');
    }
    const [older] = await tx
      .select({ issuedAt: invitations.issuedAt })
      .from(invitations)
      .where(eq(invitations.userId, user.id));
    await issueInvitation(tx, user.id, invitation);
    const before = { email: user.email, linkSentAt: older?.issuedAt ?? null };
    const after = { email: user.email, linkSentAt: invitation.issuedAt, linkExpiresAt: invitation.expiresAt };
    await recordChange(tx, stamp, { action: 'sponsor.link', entity: 'sponsor', entityId: id, before, after });
    return { kind: 'ok', row: true };
  });
}

/**
 * Removes the account (a mistyped address, someone who left); the sponsor and its history stay.
 * Its row is the user id whose sessions the caller must end once this has committed.
 */
export function removeSponsorAccount(db: Db, id: number, stamp: AuditStamp): Promise<AccountResult<number>> {
  return db.transaction(async (tx): Promise<AccountResult<number>> => {
    const before = await lockSponsor(tx, id);
    if (!before) return { kind: 'not-found' };
    if (before.userId === null) return refused('this sponsor has no account');
    const droppedUserId = (await dropAccount(tx, before))!;
    const after = { ...before, userId: null, accountEmail: null };
    await recordChange(tx, stamp, {
      action: 'sponsor.unlink',
      entity: 'sponsor',
      entityId: id,
      before,
      after,
    });
    return { kind: 'ok', row: droppedUserId };
  });
}

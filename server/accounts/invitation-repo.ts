// Invitations (issue 23; schema/invitations.ts): one set-password link per invited account. A new
// link replaces the row, so the older link stops working; following it deletes the row (single
// use) in the transaction that sets the password. Password resets stay in users (accounts.ts).
import { and, eq, gte } from 'drizzle-orm';
import type { InvitationRecord } from '../auth/invitations.ts';
import type { Db, Tx } from '../db/client.ts';
import { users } from '../db/schema/accounts.ts';
import { invitations } from '../db/schema/invitations.ts';
import { newPasswordColumns } from './repo.ts';

/** Gives `userId` this link, replacing any earlier one. */
export async function issueInvitation(tx: Db | Tx, userId: number, link: InvitationRecord): Promise<void> {
  const values = { tokenDigest: link.tokenDigest, issuedAt: link.issuedAt, expiresAt: link.expiresAt };
  await tx
    .insert(invitations)
    .values({ userId, ...values })
    .onConflictDoUpdate({ target: invitations.userId, set: { ...values, updatedAt: link.issuedAt } });
}

export async function findInvitation(db: Db, tokenDigest: string) {
  const [row] = await db
    .select({ id: invitations.id, userId: invitations.userId, expiresAt: invitations.expiresAt })
    .from(invitations)
    .where(eq(invitations.tokenDigest, tokenDigest))
    .limit(1);
  return row ?? null;
}

export async function dropInvitation(db: Db, id: number): Promise<void> {
  await db.delete(invitations).where(eq(invitations.id, id));
}

/** A password set another way ("Forgot password") ends the account's invitation. */
export async function dropInvitationOf(db: Db, userId: number): Promise<void> {
  await db.delete(invitations).where(eq(invitations.userId, userId));
}

/**
 * Sets the password if the link is still the account's and unexpired at `now` (of two uses at
 * once, one wins), ends the sessions signed before (as a reset does) and any pending reset link.
 * Returns the user id, or null when the link was used, replaced or expired meanwhile.
 */
export function acceptInvitation(
  db: Db,
  tokenDigest: string,
  passwordHash: string,
  now: Date,
): Promise<number | null> {
  return db.transaction(async (tx) => {
    const [used] = await tx
      .delete(invitations)
      .where(and(eq(invitations.tokenDigest, tokenDigest), gte(invitations.expiresAt, now)))
      .returning({ userId: invitations.userId });
    if (!used) return null;
    await tx
      .update(users)
      .set({ ...newPasswordColumns(passwordHash), updatedAt: now })
      .where(eq(users.id, used.userId));
    return used.userId;
  });
}

// Writes and reads of users and attendee cards for sign-up, sign-in and password reset.
import { eq, sql } from 'drizzle-orm';
import { isLocale, type Locale } from '#contract/constants';
import type { Db } from '../db/client.ts';
import { pgErrorCode, UNIQUE_VIOLATION } from '../db/errors.ts';
import { attendees, courses, users } from '../db/schema/accounts.ts';

export async function findUserByEmail(db: Db, email: string) {
  const [row] = await db
    .select({
      id: users.id,
      passwordHash: users.passwordHash,
      sessionVersion: users.sessionVersion,
      locale: users.locale,
    })
    .from(users)
    .where(eq(sql`lower(${users.email})`, email.toLowerCase()))
    .limit(1);
  return row === undefined ? null : { ...row, locale: isLocale(row.locale) ? row.locale : null };
}

export async function cardState(db: Db, attendeeId: string): Promise<'unknown' | 'registered' | 'free'> {
  const [card] = await db
    .select({ userId: attendees.userId })
    .from(attendees)
    .where(eq(attendees.id, attendeeId));
  if (!card) return 'unknown';
  return card.userId === null ? 'free' : 'registered';
}

export type SignUpRefusal = 'login-error' | 'already-registered' | 'register-error';

export type SignUpRecord = {
  attendeeId: string;
  email: string;
  passwordHash: string;
  nickname: string;
  name: string;
  courseId: number | null;
  /** When the event's terms were accepted (issue 23), or null when none were asked. */
  termsAcceptedAt: Date | null;
};

/** Claims a pre-created card in one transaction; the row lock stops two claims of one card. */
export async function claimCard(
  db: Db,
  input: SignUpRecord,
): Promise<{ userId: number; discordCode: string } | SignUpRefusal> {
  try {
    return await claimInTransaction(db, input);
  } catch (err) {
    if (err instanceof RegisterConflict || pgErrorCode(err) === UNIQUE_VIOLATION) return 'register-error';
    throw err;
  }
}

class RegisterConflict extends Error {}

function claimInTransaction(db: Db, input: SignUpRecord) {
  return db.transaction(async (tx): Promise<{ userId: number; discordCode: string } | SignUpRefusal> => {
    const [card] = await tx
      .select({ userId: attendees.userId, discordCode: attendees.discordAssociationCode })
      .from(attendees)
      .where(eq(attendees.id, input.attendeeId))
      .for('update');
    if (!card) return 'login-error';
    if (card.userId !== null) return 'already-registered';
    if (input.courseId !== null) {
      const [course] = await tx
        .select({ id: courses.id })
        .from(courses)
        .where(eq(courses.id, input.courseId));
      if (!course) return 'register-error';
    }
    const [user] = await tx
      .insert(users)
      .values({ email: input.email, passwordHash: input.passwordHash })
      .onConflictDoNothing()
      .returning({ id: users.id });
    if (!user) return 'register-error';
    const [taken] = await tx
      .select({ id: attendees.id })
      .from(attendees)
      .where(eq(sql`lower(${attendees.nickname})`, input.nickname.toLowerCase()))
      .limit(1);
    if (taken) throw new RegisterConflict();
    await tx
      .update(attendees)
      .set({
        userId: user.id,
        nickname: input.nickname,
        name: input.name,
        courseId: input.courseId,
        termsAcceptedAt: input.termsAcceptedAt,
      })
      .where(eq(attendees.id, input.attendeeId));
    return { userId: user.id, discordCode: card.discordCode };
  });
}

/** The language chosen on the account (issue 24), or null when none was. */
export async function localeOf(db: Db, userId: number): Promise<Locale | null> {
  const [row] = await db.select({ locale: users.locale }).from(users).where(eq(users.id, userId)).limit(1);
  return isLocale(row?.locale) ? row.locale : null;
}

export async function setLocale(db: Db, userId: number, locale: Locale): Promise<void> {
  await db.update(users).set({ locale }).where(eq(users.id, userId));
}

export async function setResetToken(db: Db, userId: number, digest: string, now: Date): Promise<void> {
  await db
    .update(users)
    .set({ resetPasswordToken: digest, resetTokenSentAt: now })
    .where(eq(users.id, userId));
}

export async function findByResetToken(db: Db, digest: string) {
  const [row] = await db
    .select({ id: users.id, sentAt: users.resetTokenSentAt })
    .from(users)
    .where(eq(users.resetPasswordToken, digest))
    .limit(1);
  return row ?? null;
}

/**
 * A new password, set by a reset or by following an invitation: any reset token stops working, and
 * the raised session version ends every session signed in before.
 */
export const newPasswordColumns = (passwordHash: string) => ({
  passwordHash,
  resetPasswordToken: null,
  resetTokenSentAt: null,
  sessionVersion: sql`${users.sessionVersion} + 1`,
});

export async function clearResetToken(db: Db, userId: number): Promise<void> {
  await db
    .update(users)
    .set({ resetPasswordToken: null, resetTokenSentAt: null })
    .where(eq(users.id, userId));
}

/**
 * Sets the new password only if the reset token is still the user's (single use: of two
 * concurrent resets with one token, one wins), and raises the session version so every token
 * signed before the reset stops working. Returns the user id, or null when the token was used.
 */
export async function resetPassword(db: Db, digest: string, passwordHash: string): Promise<number | null> {
  const [row] = await db
    .update(users)
    .set({ ...newPasswordColumns(passwordHash), updatedAt: sql`(now() at time zone 'utc')` })
    .where(eq(users.resetPasswordToken, digest))
    .returning({ id: users.id });
  return row?.id ?? null;
}

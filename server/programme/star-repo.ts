// An attendee's starred sessions (issue 22): one row per (attendee, session), so starring twice
// changes nothing; and the secret token of the attendee's ICS feed URL, made on first use and
// replaced on reset. Each write keeps its idempotent answer in its own transaction (`keep`).
import { randomBytes } from 'node:crypto';
import { and, asc, eq } from 'drizzle-orm';
import { isLocale, type Locale } from '#contract/constants';
import type { Db, Tx } from '../db/client.ts';
import { attendees, users } from '../db/schema/accounts.ts';
import { programmeCalendars, programmeSessions, programmeStars } from '../db/schema/programme.ts';

/** 24 random bytes: the feed URL is the only key to the attendee's starred sessions. */
const newToken = () => randomBytes(24).toString('base64url');

export async function listStars(db: Db, attendeeId: string): Promise<string[]> {
  const rows = await db
    .select({ id: programmeStars.sessionId })
    .from(programmeStars)
    .innerJoin(programmeSessions, eq(programmeSessions.id, programmeStars.sessionId))
    .where(eq(programmeStars.attendeeId, attendeeId))
    .orderBy(asc(programmeSessions.startsAt));
  return rows.map((row) => row.id);
}

/** Stars a session; 'not-found' when there is no such session. */
export async function starSession(
  db: Db,
  star: { attendeeId: string; sessionId: string },
  keep: (tx: Tx) => Promise<void>,
): Promise<'ok' | 'not-found'> {
  return db.transaction(async (tx) => {
    const [session] = await tx
      .select({ id: programmeSessions.id })
      .from(programmeSessions)
      .where(eq(programmeSessions.id, star.sessionId))
      .for('share');
    if (!session) return 'not-found';
    await tx.insert(programmeStars).values(star).onConflictDoNothing();
    await keep(tx);
    return 'ok';
  });
}

/** Unstars a session; a session unknown (or removed by an import) is unstarred already. */
export async function unstarSession(
  db: Db,
  star: { attendeeId: string; sessionId: string },
  keep: (tx: Tx) => Promise<void>,
): Promise<void> {
  await db.transaction(async (tx) => {
    await tx
      .delete(programmeStars)
      .where(
        and(eq(programmeStars.attendeeId, star.attendeeId), eq(programmeStars.sessionId, star.sessionId)),
      );
    await keep(tx);
  });
}

/** The attendee's feed token, made on first use. */
export async function calendarToken(db: Db, attendeeId: string): Promise<string> {
  await db.insert(programmeCalendars).values({ attendeeId, token: newToken() }).onConflictDoNothing();
  const [row] = await db
    .select({ token: programmeCalendars.token })
    .from(programmeCalendars)
    .where(eq(programmeCalendars.attendeeId, attendeeId));
  return row!.token;
}

/** A new token: the old feed URL stops working at once. */
export async function resetCalendarToken(
  db: Db,
  attendeeId: string,
  keep: (tx: Tx, token: string) => Promise<void>,
): Promise<string> {
  const token = newToken();
  await db.transaction(async (tx) => {
    await tx
      .insert(programmeCalendars)
      .values({ attendeeId, token })
      .onConflictDoUpdate({ target: programmeCalendars.attendeeId, set: { token } });
    await keep(tx, token);
  });
  return token;
}

/** The attendee a feed token belongs to, or null. */
/** The attendee whose calendar link holds `token`, and the language of their account (issue 24). */
export async function calendarOwner(
  db: Db,
  token: string,
): Promise<{ attendeeId: string; locale: Locale | null } | null> {
  const [row] = await db
    .select({ attendeeId: programmeCalendars.attendeeId, locale: users.locale })
    .from(programmeCalendars)
    .innerJoin(attendees, eq(attendees.id, programmeCalendars.attendeeId))
    .leftJoin(users, eq(users.id, attendees.userId))
    .where(eq(programmeCalendars.token, token));
  return row === undefined
    ? null
    : { attendeeId: row.attendeeId, locale: isLocale(row.locale) ? row.locale : null };
}

// The programme's reads (issue 22): everything the public GET /api/programme answers (the
// sponsors too), in its order, and the stored sessions in the importers' terms for an import's diff. Writes live in
// programme-import.ts (files), programme-edit.ts (the console's hand edits) and
// programme-stars.ts (attendees).
import { asc, count, eq, inArray, sql, type SQL } from 'drizzle-orm';
import type { CurrentSession } from './rules/diff.ts';
import type { Db, Tx } from '../db/client.ts';
import { badges } from '../db/schema/badges.ts';
import {
  programmeRooms,
  programmeSessionSpeakers,
  programmeSessions,
  programmeSpeakers,
  programmeStars,
  programmeTracks,
} from '../db/schema/programme.ts';
import { listSponsorBooths, type SponsorBoothRow } from '../venue/repo.ts';

export type SessionRow = typeof programmeSessions.$inferSelect & {
  speakerIds: number[];
  badgeName: string | null;
  roomName: string | null;
};
export type SpeakerRow = typeof programmeSpeakers.$inferSelect;
export type RoomRow = typeof programmeRooms.$inferSelect;
export type TrackRow = typeof programmeTracks.$inferSelect;

export type ProgrammeRows = {
  rooms: RoomRow[];
  tracks: TrackRow[];
  sessions: SessionRow[];
  speakers: SpeakerRow[];
  /** A sponsor as the public sees it is its name, sponsorship and booth (programme/json.ts). */
  sponsors: SponsorBoothRow[];
};

/** Speaker ids per session, in the export's order. */
async function speakerIdsBySession(db: Db | Tx): Promise<Map<string, number[]>> {
  const links = await db
    .select()
    .from(programmeSessionSpeakers)
    .orderBy(asc(programmeSessionSpeakers.sessionId), asc(programmeSessionSpeakers.position));
  const bySession = new Map<string, number[]>();
  for (const link of links) {
    const ids = bySession.get(link.sessionId) ?? [];
    ids.push(link.speakerId);
    bySession.set(link.sessionId, ids);
  }
  return bySession;
}

async function sessionRows(db: Db | Tx, where?: SQL): Promise<SessionRow[]> {
  const rows = await db
    .select({ session: programmeSessions, badgeName: badges.name, roomName: programmeRooms.name })
    .from(programmeSessions)
    .leftJoin(badges, eq(badges.id, programmeSessions.badgeId))
    .leftJoin(programmeRooms, eq(programmeRooms.id, programmeSessions.roomId))
    .where(where)
    .orderBy(asc(programmeSessions.startsAt), asc(programmeRooms.name), asc(programmeSessions.title));
  const speakers = await speakerIdsBySession(db);
  return rows.map(({ session, badgeName, roomName }) => ({
    ...session,
    badgeName,
    roomName,
    speakerIds: speakers.get(session.id) ?? [],
  }));
}

export async function readProgramme(db: Db): Promise<ProgrammeRows> {
  const rooms = await db.select().from(programmeRooms).orderBy(asc(programmeRooms.name));
  const tracks = await db.select().from(programmeTracks).orderBy(asc(programmeTracks.name));
  const speakers = await db.select().from(programmeSpeakers).orderBy(asc(programmeSpeakers.name));
  const sponsors = await listSponsorBooths(db);
  return { rooms, tracks, sessions: await sessionRows(db), speakers, sponsors };
}

export async function findSession(db: Db | Tx, id: string): Promise<SessionRow | null> {
  const [row] = await sessionRows(db, eq(programmeSessions.id, id));
  return row ?? null;
}

/** The sessions an attendee starred, by start (the ICS feed). */
export const listStarredSessions = (db: Db, attendeeId: string): Promise<SessionRow[]> =>
  sessionRows(
    db,
    inArray(
      programmeSessions.id,
      db
        .select({ id: programmeStars.sessionId })
        .from(programmeStars)
        .where(eq(programmeStars.attendeeId, attendeeId)),
    ),
  );

/** A hand-made speaker has no export key; it is named by our id so it never matches one. */
export const speakerKeyOf = (speaker: { id: number; externalKey: string | null }) =>
  speaker.externalKey ?? `console:${speaker.id}`;

/** Every stored session as the diff compares it, with its star count. */
export async function currentSessions(tx: Tx): Promise<CurrentSession[]> {
  const rows = await sessionRows(tx);
  const speakers = await tx.select().from(programmeSpeakers);
  const keyOf = new Map(speakers.map((s) => [s.id, speakerKeyOf(s)]));
  const starCounts = await tx
    .select({ sessionId: programmeStars.sessionId, stars: count() })
    .from(programmeStars)
    .groupBy(programmeStars.sessionId);
  const starsOf = new Map(starCounts.map((s) => [s.sessionId, s.stars]));
  return rows.map((row) => ({
    id: row.id,
    guid: row.guid,
    origin: row.origin,
    slug: row.slug,
    title: row.title,
    subtitle: row.subtitle,
    type: row.type,
    track: row.track,
    language: row.language,
    abstract: row.abstract,
    description: row.description,
    day: row.day,
    start: row.startsAt,
    end: row.endsAt,
    room: row.roomName ?? '',
    speakerKeys: row.speakerIds.map((id) => keyOf.get(id) ?? `console:${id}`),
    links: row.links,
    badgeId: row.badgeId,
    stars: starsOf.get(row.id) ?? 0,
  }));
}

/** Holds off other imports and hand edits of sessions until the transaction ends; stars go on. */
export const lockProgramme = (tx: Tx) =>
  tx.execute(sql`lock table ${programmeSessions} in share row exclusive mode`);

// An import's write (issue 22): the diff of a parsed file against the stored programme, and its
// application in one transaction with one audit entry, so a refused or failed import changes
// nothing. Sessions are matched by guid and keep their id, so stars and badge links survive;
// a removed session's stars go with it. A speaker field the file's format does not carry (a frab
// XML has no biographies) keeps its stored value.
import { and, eq, inArray, notExists, sql } from 'drizzle-orm';
import { diffProgramme, type ProgrammeDiff } from './rules/diff.ts';
import type { ImportedProgramme, ImportedSession, ImportedSpeaker } from './rules/model.ts';
import type { Db, Tx } from '../db/client.ts';
import {
  programmeRooms,
  programmeSessionSpeakers,
  programmeSessions,
  programmeSpeakers,
  programmeTracks,
} from '../db/schema/programme.ts';
import { recordChange, type AuditStamp } from '../audit/repo.ts';
import { currentSessions, lockProgramme } from './repo.ts';

/** What the file would do, read in a transaction that writes nothing. */
export const previewImport = (db: Db, programme: ImportedProgramme): Promise<ProgrammeDiff> =>
  db.transaction(async (tx) => diffProgramme(await currentSessions(tx), programme.sessions));

async function upsertRooms(tx: Tx, names: string[]): Promise<Map<string, number>> {
  if (names.length > 0) {
    await tx
      .insert(programmeRooms)
      .values(names.map((name) => ({ name })))
      .onConflictDoNothing();
  }
  const rooms = await tx.select({ id: programmeRooms.id, name: programmeRooms.name }).from(programmeRooms);
  return new Map(rooms.map((room) => [room.name, room.id]));
}

async function upsertTracks(tx: Tx, programme: ImportedProgramme) {
  for (const track of programme.tracks) {
    await tx
      .insert(programmeTracks)
      .values({ name: track.name, color: track.color ?? null })
      .onConflictDoUpdate({ target: programmeTracks.name, set: { color: track.color ?? null } });
  }
}

const speakerValues = (speaker: ImportedSpeaker) => ({
  name: speaker.name,
  ...(speaker.biography === undefined ? {} : { biography: speaker.biography }),
  ...(speaker.picture === undefined ? {} : { picture: speaker.picture }),
  ...(speaker.organisation === undefined ? {} : { organisation: speaker.organisation }),
  ...(speaker.links === undefined ? {} : { links: speaker.links }),
});

async function upsertSpeakers(tx: Tx, speakers: ImportedSpeaker[]): Promise<Map<string, number>> {
  const stored = await tx.select().from(programmeSpeakers);
  const byKey = new Map(stored.flatMap((s) => (s.externalKey === null ? [] : [[s.externalKey, s] as const])));
  const fresh = speakers.filter((speaker) => !byKey.has(speaker.key));
  for (const speaker of speakers) {
    const known = byKey.get(speaker.key);
    if (!known) continue;
    const values = speakerValues(speaker);
    const isSame = Object.entries(values).every(
      ([field, value]) => JSON.stringify(known[field as keyof typeof known]) === JSON.stringify(value),
    );
    if (!isSame) {
      await tx
        .update(programmeSpeakers)
        .set({ ...values, updatedAt: sql`(now() at time zone 'utc')` })
        .where(eq(programmeSpeakers.id, known.id));
    }
  }
  const ids = new Map(
    stored.flatMap((s) => (s.externalKey === null ? [] : [[s.externalKey, s.id] as const])),
  );
  if (fresh.length > 0) {
    const inserted = await tx
      .insert(programmeSpeakers)
      .values(fresh.map((speaker) => ({ externalKey: speaker.key, ...speakerValues(speaker) })))
      .returning({ id: programmeSpeakers.id, key: programmeSpeakers.externalKey });
    for (const row of inserted) if (row.key !== null) ids.set(row.key, row.id);
  }
  return ids;
}

const sessionValues = (session: ImportedSession, rooms: Map<string, number>) => ({
  slug: session.slug,
  title: session.title,
  subtitle: session.subtitle,
  type: session.type,
  track: session.track,
  language: session.language,
  abstract: session.abstract,
  description: session.description,
  day: session.day,
  startsAt: session.start,
  endsAt: session.end,
  roomId: rooms.get(session.room) ?? null,
  links: session.links,
});

async function linkSpeakers(
  tx: Tx,
  links: { sessionId: string; keys: string[] }[],
  ids: Map<string, number>,
) {
  if (links.length === 0) return;
  await tx.delete(programmeSessionSpeakers).where(
    inArray(
      programmeSessionSpeakers.sessionId,
      links.map((link) => link.sessionId),
    ),
  );
  const rows = links.flatMap(({ sessionId, keys }) =>
    keys.flatMap((key, position) => {
      const speakerId = ids.get(key);
      return speakerId === undefined ? [] : [{ sessionId, speakerId, position }];
    }),
  );
  if (rows.length > 0) await tx.insert(programmeSessionSpeakers).values(rows);
}

async function writeSessions(
  tx: Tx,
  diff: ProgrammeDiff,
  rooms: Map<string, number>,
  speakers: Map<string, number>,
) {
  const links: { sessionId: string; keys: string[] }[] = [];
  if (diff.added.length > 0) {
    const inserted = await tx
      .insert(programmeSessions)
      .values(
        diff.added.map((s) => ({ guid: s.guid, origin: 'import' as const, ...sessionValues(s, rooms) })),
      )
      .returning({ id: programmeSessions.id, guid: programmeSessions.guid });
    const idOf = new Map(inserted.map((row) => [row.guid, row.id]));
    for (const s of diff.added) links.push({ sessionId: idOf.get(s.guid)!, keys: s.speakerKeys });
  }
  for (const change of diff.changed) {
    await tx
      .update(programmeSessions)
      .set({
        ...sessionValues(change.next, rooms),
        updatedAt: sql`(now() at time zone 'utc')`,
        ...(change.isMoved ? { sequence: sql`${programmeSessions.sequence} + 1` } : {}),
      })
      .where(eq(programmeSessions.id, change.current.id));
    if (change.fields.includes('speakers'))
      links.push({ sessionId: change.current.id, keys: change.next.speakerKeys });
  }
  if (diff.removed.length > 0) {
    const ids = diff.removed.map((s) => s.id);
    await tx.delete(programmeSessions).where(inArray(programmeSessions.id, ids));
  }
  await linkSpeakers(tx, links, speakers);
}

/** Imported speakers no session names any more. Hand-made ones stay. */
const dropOrphanSpeakers = (tx: Tx) =>
  tx.delete(programmeSpeakers).where(
    and(
      eq(programmeSpeakers.origin, 'import'),
      notExists(
        tx
          .select({ one: sql`1` })
          .from(programmeSessionSpeakers)
          .where(eq(programmeSessionSpeakers.speakerId, programmeSpeakers.id)),
      ),
    ),
  );

export async function applyImport(
  db: Db,
  programme: ImportedProgramme,
  stamp: AuditStamp,
): Promise<ProgrammeDiff> {
  return db.transaction(async (tx) => {
    await lockProgramme(tx);
    const diff = diffProgramme(await currentSessions(tx), programme.sessions);
    const rooms = await upsertRooms(tx, programme.rooms);
    await upsertTracks(tx, programme);
    const speakers = await upsertSpeakers(tx, programme.speakers);
    await writeSessions(tx, diff, rooms, speakers);
    await dropOrphanSpeakers(tx);
    await recordChange(tx, stamp, {
      action: 'programme.import',
      entity: 'programme',
      entityId: null,
      before: {
        removed: diff.removed.map(({ guid, title, stars, badgeId }) => ({ guid, title, stars, badgeId })),
      },
      after: {
        format: programme.format,
        conference: programme.conference,
        added: diff.added.map(({ guid, title }) => ({ guid, title })),
        changed: diff.changed.map(({ next, fields }) => ({ guid: next.guid, title: next.title, fields })),
        unchanged: diff.unchanged,
      },
    });
    return diff;
  });
}

// The console's hand edits of speakers and rooms (issue 22), each in one transaction with its
// audit entry. A hand-made speaker has no export key, so no import updates or removes it; an
// imported one edited here is still matched (and updated) by the next import. A room in use is
// not deleted (its sessions would lose their place); a room's name is unique, as imports match
// rooms by name.
import { count, eq, sql } from 'drizzle-orm';
import type { Db, Tx } from '../db/client.ts';
import {
  programmeRooms,
  programmeSessions,
  programmeSpeakers,
  type ProgrammeLink,
} from '../db/schema/programme.ts';
import { recordChange, recordDeletion, type AuditStamp } from '../audit/repo.ts';
import type { EditResult } from '../admin/rows.ts';
import type { RoomRow, SpeakerRow } from './repo.ts';

export type SpeakerValues = {
  name?: string;
  biography?: string;
  picture?: string;
  organisation?: string;
  links?: ProgrammeLink[];
};
export type RoomValues = { name?: string; mapX?: number | null; mapY?: number | null };

const touched = { updatedAt: sql`(now() at time zone 'utc')` };
const NAME_TAKEN = { name: ['has already been taken'] };

export async function createSpeaker(db: Db, values: SpeakerValues & { name: string }, stamp: AuditStamp) {
  return db.transaction(async (tx) => {
    const [row] = await tx
      .insert(programmeSpeakers)
      .values({ ...values, origin: 'console' })
      .returning();
    await recordChange(tx, stamp, {
      action: 'programme_speaker.create',
      entity: 'programme_speaker',
      entityId: row!.id,
      before: null,
      after: row,
    });
    return row!;
  });
}

export async function updateSpeaker(
  db: Db,
  id: number,
  values: SpeakerValues,
  stamp: AuditStamp,
): Promise<EditResult<SpeakerRow>> {
  return db.transaction(async (tx) => {
    const [before] = await tx
      .select()
      .from(programmeSpeakers)
      .where(eq(programmeSpeakers.id, id))
      .for('update');
    if (!before) return { kind: 'not-found' };
    const [after] = await tx
      .update(programmeSpeakers)
      .set({ ...values, ...touched })
      .where(eq(programmeSpeakers.id, id))
      .returning();
    await recordChange(tx, stamp, {
      action: 'programme_speaker.update',
      entity: 'programme_speaker',
      entityId: id,
      before,
      after,
    });
    return { kind: 'ok', row: after! };
  });
}

/** Deletes a speaker; its sessions lose it from their speaker lists. */
export async function deleteSpeaker(db: Db, id: number, stamp: AuditStamp): Promise<boolean> {
  return db.transaction(async (tx) => {
    const [before] = await tx.delete(programmeSpeakers).where(eq(programmeSpeakers.id, id)).returning();
    if (!before) return false;
    await recordDeletion(tx, stamp, { entity: 'programme_speaker', entityId: id, before });
    return true;
  });
}

async function isNameTaken(db: Db | Tx, name: string | undefined, id: number | null): Promise<boolean> {
  if (name === undefined) return false;
  const [row] = await db
    .select({ id: programmeRooms.id })
    .from(programmeRooms)
    .where(eq(programmeRooms.name, name));
  return row !== undefined && row.id !== id;
}

export async function saveRoom(
  db: Db,
  id: number | null,
  values: RoomValues,
  stamp: AuditStamp,
): Promise<EditResult<RoomRow>> {
  return db.transaction(async (tx) => {
    const [before] =
      id === null
        ? []
        : await tx.select().from(programmeRooms).where(eq(programmeRooms.id, id)).for('update');
    if (id !== null && !before) return { kind: 'not-found' };
    if (values.name === '') return { kind: 'refused', errors: { name: ["can't be blank"] } };
    if (await isNameTaken(tx, values.name, id)) return { kind: 'refused', errors: NAME_TAKEN };
    const [after] =
      id === null
        ? await tx
            .insert(programmeRooms)
            .values({ name: values.name ?? '', ...values })
            .returning()
        : await tx
            .update(programmeRooms)
            .set({ ...values, ...touched })
            .where(eq(programmeRooms.id, id))
            .returning();
    await recordChange(tx, stamp, {
      action: `programme_room.${id === null ? 'create' : 'update'}`,
      entity: 'programme_room',
      entityId: after!.id,
      before: before ?? null,
      after,
    });
    return { kind: 'ok', row: after! };
  });
}

export async function deleteRoom(db: Db, id: number, stamp: AuditStamp): Promise<EditResult<null>> {
  return db.transaction(async (tx) => {
    const [before] = await tx.select().from(programmeRooms).where(eq(programmeRooms.id, id)).for('update');
    if (!before) return { kind: 'not-found' };
    const [used] = await tx
      .select({ n: count() })
      .from(programmeSessions)
      .where(eq(programmeSessions.roomId, id));
    if ((used?.n ?? 0) > 0) {
      return { kind: 'refused', errors: { room: [`is used by ${used!.n} session(s); move them first`] } };
    }
    await tx.delete(programmeRooms).where(eq(programmeRooms.id, id));
    await recordDeletion(tx, stamp, { entity: 'programme_room', entityId: id, before });
    return { kind: 'ok', row: null };
  });
}

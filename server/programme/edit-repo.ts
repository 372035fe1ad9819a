// The console's hand edits of the programme (issue 22): sessions, speakers and rooms created,
// changed and deleted, each in one transaction with its audit entry (entities
// `programme_session`, `programme_speaker`, `programme_room`). A hand-made session or speaker is
// kept by later imports; a session's badge link is set here only. References are checked inside
// the transaction, so a missing room or a badge already linked is a 422, never a 500.
import { and, eq, inArray, ne, sql } from 'drizzle-orm';
import type { SessionEdit } from './rules/edit.ts';
import type { FieldErrors } from '../accounts/profile-rules.ts';
import type { Db, Tx } from '../db/client.ts';
import { badges } from '../db/schema/badges.ts';
import {
  programmeRooms,
  programmeSessionSpeakers,
  programmeSessions,
  programmeSpeakers,
} from '../db/schema/programme.ts';
import { recordChange, recordDeletion, type AuditStamp } from '../audit/repo.ts';
import type { EditResult } from '../admin/rows.ts';
import { SESSION_BADGE_TYPES } from '#contract/constants';

const touched = { updatedAt: sql`(now() at time zone 'utc')` };

async function referenceErrors(
  tx: Tx,
  edit: SessionEdit,
  sessionId: string | null,
): Promise<FieldErrors | null> {
  const errors: FieldErrors = {};
  if (edit.roomId != null) {
    const [room] = await tx
      .select({ id: programmeRooms.id })
      .from(programmeRooms)
      .where(eq(programmeRooms.id, edit.roomId));
    if (!room) errors.room_id = ['does not exist'];
  }
  if (edit.speakerIds && edit.speakerIds.length > 0) {
    const found = await tx
      .select({ id: programmeSpeakers.id })
      .from(programmeSpeakers)
      .where(inArray(programmeSpeakers.id, edit.speakerIds));
    if (found.length !== edit.speakerIds.length) errors.speaker_ids = ['name a speaker that does not exist'];
  }
  if (edit.badgeId != null) {
    const [badge] = await tx.select({ type: badges.type }).from(badges).where(eq(badges.id, edit.badgeId));
    const [other] = await tx
      .select({ title: programmeSessions.title })
      .from(programmeSessions)
      .where(
        and(
          eq(programmeSessions.badgeId, edit.badgeId),
          sessionId === null ? undefined : ne(programmeSessions.id, sessionId),
        ),
      );
    if (!badge) errors.badge_id = ['does not exist'];
    else if (!SESSION_BADGE_TYPES.includes(badge.type))
      errors.badge_id = ['is not a talk, workshop or pitch badge'];
    else if (other) errors.badge_id = [`is already linked to "${other.title}"`];
  }
  return Object.keys(errors).length > 0 ? errors : null;
}

const columnsOf = (edit: SessionEdit) => ({
  ...edit.text,
  ...(edit.day === undefined ? {} : { day: edit.day }),
  ...(edit.startsAt === undefined ? {} : { startsAt: edit.startsAt }),
  ...(edit.endsAt === undefined ? {} : { endsAt: edit.endsAt }),
  ...(edit.roomId === undefined ? {} : { roomId: edit.roomId }),
  ...(edit.links === undefined ? {} : { links: edit.links }),
  ...(edit.badgeId === undefined ? {} : { badgeId: edit.badgeId }),
});

async function setSpeakers(tx: Tx, sessionId: string, speakerIds: number[] | undefined) {
  if (speakerIds === undefined) return;
  await tx.delete(programmeSessionSpeakers).where(eq(programmeSessionSpeakers.sessionId, sessionId));
  if (speakerIds.length === 0) return;
  await tx
    .insert(programmeSessionSpeakers)
    .values(speakerIds.map((speakerId, position) => ({ sessionId, speakerId, position })));
}

export async function createSession(
  db: Db,
  edit: SessionEdit,
  stamp: AuditStamp,
): Promise<EditResult<string>> {
  return db.transaction(async (tx) => {
    const errors = await referenceErrors(tx, edit, null);
    if (errors) return { kind: 'refused', errors };
    const { title = '', type = '', ...rest } = columnsOf(edit);
    const [row] = await tx
      .insert(programmeSessions)
      .values({
        guid: crypto.randomUUID(),
        origin: 'console',
        title,
        type,
        day: edit.day ?? '',
        startsAt: edit.startsAt!,
        endsAt: edit.endsAt!,
        ...rest,
      })
      .returning();
    await setSpeakers(tx, row!.id, edit.speakerIds);
    await recordChange(tx, stamp, {
      action: 'programme_session.create',
      entity: 'programme_session',
      entityId: row!.id,
      before: null,
      after: { ...row, speakerIds: edit.speakerIds ?? [] },
    });
    return { kind: 'ok', row: row!.id };
  });
}

export async function updateSession(
  db: Db,
  id: string,
  decide: (current: {
    startsAt: Date;
    endsAt: Date;
  }) => { kind: 'ok'; value: SessionEdit } | { kind: 'refused'; errors: FieldErrors },
  stamp: AuditStamp,
): Promise<EditResult<string>> {
  return db.transaction(async (tx) => {
    const [before] = await tx
      .select()
      .from(programmeSessions)
      .where(eq(programmeSessions.id, id))
      .for('update');
    if (!before) return { kind: 'not-found' };
    const decided = decide(before);
    if (decided.kind === 'refused') return decided;
    const edit = decided.value;
    const errors = await referenceErrors(tx, edit, id);
    if (errors) return { kind: 'refused', errors };
    const columns = columnsOf(edit);
    const isMoved =
      (edit.startsAt !== undefined && edit.startsAt.getTime() !== before.startsAt.getTime()) ||
      (edit.endsAt !== undefined && edit.endsAt.getTime() !== before.endsAt.getTime()) ||
      (edit.roomId !== undefined && edit.roomId !== before.roomId);
    const [after] = await tx
      .update(programmeSessions)
      .set({ ...columns, ...touched, ...(isMoved ? { sequence: before.sequence + 1 } : {}) })
      .where(eq(programmeSessions.id, id))
      .returning();
    await setSpeakers(tx, id, edit.speakerIds);
    const action = edit.badgeId !== undefined && edit.badgeId !== before.badgeId ? 'badge-link' : 'update';
    await recordChange(tx, stamp, {
      action: `programme_session.${action}`,
      entity: 'programme_session',
      entityId: id,
      before,
      after: { ...after, ...(edit.speakerIds ? { speakerIds: edit.speakerIds } : {}) },
    });
    return { kind: 'ok', row: id };
  });
}

export async function deleteSession(db: Db, id: string, stamp: AuditStamp): Promise<boolean> {
  return db.transaction(async (tx) => {
    const [before] = await tx.delete(programmeSessions).where(eq(programmeSessions.id, id)).returning();
    if (!before) return false;
    await recordDeletion(tx, stamp, { entity: 'programme_session', entityId: id, before });
    return true;
  });
}

// The console's courses (issue 23): every course with its attendee count, and its create,
// rename and removal, each in one transaction with its audit entry (audit.ts). The rules are
// courses/rules.ts's; the course row is locked before a rename or a removal, so a sign-up that
// picks it meanwhile is counted.
import { asc, eq, ne, sql } from 'drizzle-orm';
import type { Db, Tx } from '../db/client.ts';
import { attendees, courses } from '../db/schema/accounts.ts';
import { decideCourseName, decideCourseRemoval } from './rules.ts';
import type { EditResult } from '../admin/rows.ts';
import { recordChange, recordDeletion, type AuditStamp } from '../audit/repo.ts';

export type ConsoleCourseRow = { id: number; name: string; attendees: number };

const chosenBy = sql<number>`(select count(*) from attendees a
  where a.course_id = "courses"."id")`.mapWith(Number);
const columns = { id: courses.id, name: courses.name, attendees: chosenBy };

export const listConsoleCourses = (db: Db | Tx): Promise<ConsoleCourseRow[]> =>
  db.select(columns).from(courses).orderBy(asc(courses.id));

export async function findConsoleCourse(db: Db | Tx, id: number): Promise<ConsoleCourseRow | null> {
  const [row] = await db.select(columns).from(courses).where(eq(courses.id, id));
  return row ?? null;
}

async function otherNames(tx: Tx, id: number | null): Promise<string[]> {
  const rows = await tx
    .select({ name: courses.name })
    .from(courses)
    .where(id === null ? undefined : ne(courses.id, id));
  return rows.map((r) => r.name);
}

const lock = async (tx: Tx, id: number) =>
  (await tx.select().from(courses).where(eq(courses.id, id)).for('update'))[0];

// NOTE: a table lock orders concurrent creates and renames, so two admins cannot both add "Physics".
const lockNames = (tx: Tx) => tx.execute(sql`lock table ${courses} in share row exclusive mode`);

export function createCourse(db: Db, name: string, stamp: AuditStamp): Promise<EditResult<{ id: number }>> {
  return db.transaction(async (tx) => {
    await lockNames(tx);
    const decided = decideCourseName(name, await otherNames(tx, null));
    if (decided.kind === 'refused') return decided;
    const [row] = await tx.insert(courses).values({ name: decided.value }).returning();
    await recordChange(tx, stamp, {
      action: 'course.create',
      entity: 'course',
      entityId: row!.id,
      before: null,
      after: row,
    });
    return { kind: 'ok', row: { id: row!.id } };
  });
}

export function renameCourse(db: Db, id: number, name: string, stamp: AuditStamp) {
  return db.transaction(async (tx): Promise<EditResult<{ id: number }>> => {
    await lockNames(tx);
    const before = await lock(tx, id);
    if (!before) return { kind: 'not-found' };
    const decided = decideCourseName(name, await otherNames(tx, id));
    if (decided.kind === 'refused') return decided;
    const [after] = await tx
      .update(courses)
      .set({ name: decided.value, updatedAt: stamp.at })
      .where(eq(courses.id, id))
      .returning();
    await recordChange(tx, stamp, { action: 'course.update', entity: 'course', entityId: id, before, after });
    return { kind: 'ok', row: { id } };
  });
}

export function removeCourse(db: Db, id: number, stamp: AuditStamp) {
  return db.transaction(async (tx): Promise<EditResult<{ id: number }>> => {
    const before = await lock(tx, id);
    if (!before) return { kind: 'not-found' };
    const [count] = await tx
      .select({ n: sql<number>`count(*)`.mapWith(Number) })
      .from(attendees)
      .where(eq(attendees.courseId, id));
    const decided = decideCourseRemoval(count?.n ?? 0);
    if (decided.kind === 'refused') return decided;
    await tx.delete(courses).where(eq(courses.id, id));
    await recordDeletion(tx, stamp, { entity: 'course', entityId: id, before });
    return { kind: 'ok', row: { id } };
  });
}

// The console's courses (issue 23): add, rename and remove the courses the sign-up offers
// (GET /api/attendee/courses), blank and repeated names refused per field, a course an attendee
// chose refused on removal with words (never a 5xx), each change in the audit log.
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { attendees } from '../../server/db/schema/accounts.ts';
import { createTestApp, type TestApp } from '../helpers/app.ts';
import {
  answer,
  auditRows,
  consoleCallers,
  consoleClient,
  FORBIDDEN,
  NOT_FOUND,
} from '../helpers/console.ts';
import { createAttendee, createCourse } from '../helpers/factories.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());
beforeEach(() => t.reset());

const { get, post, patch, del } = consoleClient(() => t);
const offered = async () => (await t.app.inject({ url: '/api/attendee/courses' })).json() as unknown;

describe('the console courses', () => {
  it('adds courses that the sign-up offers at once, and lists them with their attendees', async () => {
    const { asAdmin } = await consoleCallers(t);
    const first = await post('/courses', asAdmin, { name: '  Informatics Engineering ' });
    const id = (first.json() as { data: { id: number } }).data.id;
    expect(answer(first)).toEqual([201, { data: { id, name: 'Informatics Engineering', attendees: 0 } }]);
    const second = await post('/courses', asAdmin, { name: 'Physics' });
    const physicsId = (second.json() as { data: { id: number } }).data.id;
    expect(await offered()).toEqual({
      data: [
        { id, name: 'Informatics Engineering' },
        { id: physicsId, name: 'Physics' },
      ],
    });
    const { attendee } = await createAttendee(t.database.db);
    await t.database.db.update(attendees).set({ courseId: physicsId }).where(eq(attendees.id, attendee.id));
    expect(answer(await get('/courses', asAdmin))).toEqual([
      200,
      {
        data: [
          { id, name: 'Informatics Engineering', attendees: 0 },
          { id: physicsId, name: 'Physics', attendees: 1 },
        ],
      },
    ]);
    expect((await auditRows(t)).map((e) => [e.action, e.entityId])).toEqual([
      ['course.create', String(id)],
      ['course.create', String(physicsId)],
    ]);
  });

  it('refuses a blank, overlong or repeated name per field, and changes nothing', async () => {
    const { asAdmin } = await consoleCallers(t);
    await createCourse(t.database.db, 'Physics');
    expect(answer(await post('/courses', asAdmin, { name: '   ' }))).toEqual([
      422,
      { errors: { name: ['Enter the course name'] } },
    ]);
    expect(answer(await post('/courses', asAdmin, { name: 'physics ' }))).toEqual([
      422,
      { errors: { name: ['There is already a course with this name'] } },
    ]);
    expect((await post('/courses', asAdmin, { name: 'x'.repeat(201) })).statusCode).toBe(400);
    expect((await post('/courses', asAdmin, { name: 7 })).statusCode).toBe(400);
    expect((await post('/courses', asAdmin, { name: 'Maths', extra: 1 })).statusCode).toBe(400);
    expect((await offered()) as { data: unknown[] }).toMatchObject({ data: [{ name: 'Physics' }] });
    expect(await auditRows(t)).toEqual([]);
  });

  it('renames a course, kept by the attendees who chose it', async () => {
    const { asAdmin } = await consoleCallers(t);
    const course = await createCourse(t.database.db, 'Phisics');
    const other = await createCourse(t.database.db, 'Maths');
    const { attendee } = await createAttendee(t.database.db);
    await t.database.db.update(attendees).set({ courseId: course.id }).where(eq(attendees.id, attendee.id));
    expect(answer(await patch(`/courses/${course.id}`, asAdmin, { name: 'Physics' }))).toEqual([
      200,
      { data: { id: course.id, name: 'Physics', attendees: 1 } },
    ]);
    expect(answer(await patch(`/courses/${other.id}`, asAdmin, { name: 'PHYSICS' }))).toEqual([
      422,
      { errors: { name: ['There is already a course with this name'] } },
    ]);
    // Its own name, in other letters, is no clash.
    expect((await patch(`/courses/${course.id}`, asAdmin, { name: 'physics' })).statusCode).toBe(200);
    expect(answer(await patch('/courses/999999', asAdmin, { name: 'X' }))).toEqual([404, NOT_FOUND]);
    const [row] = await t.database.db.select().from(attendees).where(eq(attendees.id, attendee.id));
    expect(row!.courseId).toBe(course.id);
    const audit = await auditRows(t);
    expect(audit.map((e) => e.action)).toEqual(['course.update', 'course.update']);
    expect(audit[0]!.before).toMatchObject({ name: 'Phisics' });
    expect(audit[0]!.after).toMatchObject({ name: 'Physics' });
  });

  it('removes an unused course, and refuses one an attendee chose with a message in words', async () => {
    const { asAdmin } = await consoleCallers(t);
    const unused = await createCourse(t.database.db, 'Unused');
    const chosen = await createCourse(t.database.db, 'Chosen');
    for (let i = 0; i < 2; i += 1) {
      const { attendee } = await createAttendee(t.database.db);
      await t.database.db.update(attendees).set({ courseId: chosen.id }).where(eq(attendees.id, attendee.id));
    }
    expect(answer(await del(`/courses/${unused.id}`, asAdmin))).toEqual([200, { outcome: 'deleted' }]);
    expect(answer(await del(`/courses/${chosen.id}`, asAdmin))).toEqual([
      422,
      { errors: { course: ['2 attendees chose this course, so it stays. Rename it instead.'] } },
    ]);
    expect(answer(await del(`/courses/${unused.id}`, asAdmin))).toEqual([404, NOT_FOUND]);
    expect((await del('/courses/abc', asAdmin)).statusCode).toBe(400);
    expect(await offered()).toEqual({ data: [{ id: chosen.id, name: 'Chosen' }] });
    expect((await auditRows(t)).map((e) => [e.action, e.after])).toEqual([['course.delete', null]]);
  });

  it('is for admin staff only', async () => {
    const { asStaff } = await consoleCallers(t);
    const course = await createCourse(t.database.db, 'Physics');
    expect(answer(await get('/courses', asStaff))).toEqual([403, FORBIDDEN]);
    expect(answer(await post('/courses', asStaff, { name: 'Maths' }))).toEqual([403, FORBIDDEN]);
    expect(answer(await patch(`/courses/${course.id}`, asStaff, { name: 'Maths' }))).toEqual([
      403,
      FORBIDDEN,
    ]);
    expect(answer(await del(`/courses/${course.id}`, asStaff))).toEqual([403, FORBIDDEN]);
    expect((await get('/courses', {})).statusCode).toBe(401);
    expect(await offered()).toEqual({ data: [{ id: course.id, name: 'Physics' }] });
  });
});

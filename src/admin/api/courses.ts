// The console's courses (issue 23; contract/courses-admin.ts): the list the sign-up
// offers, with how many attendees chose each, and its writes. Writes never queue (admin/api/catalogue.ts
// says why); a refusal is thrown for the console's action to show.
import type { ConsoleCourseJson, CourseBody } from '#contract/courses-admin';
import { get } from '../../api/get.ts';
import type { Reading } from '../../offline/read-through.ts';
import { asArray, asObject, fieldsOf } from '../../api/wire.ts';
import { sendWrite } from '../../api/write.ts';

const PATH = 'api/admin/console/courses';

export type ConsoleCourse = { id: number; name: string; attendees: number };

function toCourse(item: unknown): ConsoleCourse {
  const w = fieldsOf<ConsoleCourseJson>(item, 'course');
  return {
    id: w.number('id'),
    name: w.string('name'),
    attendees: w.number('attendees'),
  };
}

const toCourses = (body: unknown): ConsoleCourse[] =>
  asArray(asObject<{ data: unknown }>(body, 'courses').data, 'courses').map(toCourse);

export const readConsoleCourses = (userKey: string): AsyncGenerator<Reading<ConsoleCourse[]>, void, void> =>
  get(PATH, toCourses, { userKey });

/** Adds a course (id null) or renames one. */
export async function saveCourse(id: number | null, name: string): Promise<void> {
  await sendWrite(
    id === null
      ? { method: 'POST', path: PATH, body: { name } satisfies CourseBody }
      : { method: 'PATCH', path: `${PATH}/${id}`, body: { name } satisfies CourseBody },
  );
}

export async function removeCourse(id: number): Promise<void> {
  await sendWrite({ method: 'DELETE', path: `${PATH}/${id}` });
}

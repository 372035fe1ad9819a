// GET /api/attendee/courses (public): `{"data":[{id,name}]}`, ordered by id.
import { COURSES_PATH } from '#contract/paths';
import { apiPath } from './client.ts';
import type { CoursesReply } from '#contract/attendees';
import { ANONYMOUS_USER_KEY } from '../lib/token-subject.ts';
import { get } from './get.ts';
import type { Reading } from '../offline/read-through.ts';
import { asArray, asObject, fieldsOf } from './wire.ts';

export type Course = { id: number; name: string };

function toCourses(body: unknown): Course[] {
  return asArray(asObject<CoursesReply>(body, 'courses').data, 'courses.data').map((item) => {
    const course = fieldsOf<CoursesReply['data'][number]>(item, 'course');
    return { id: course.number('id'), name: course.string('name') };
  });
}

export function readCourses(): AsyncGenerator<Reading<Course[]>, void, void> {
  return get(apiPath(COURSES_PATH), toCourses, { userKey: ANONYMOUS_USER_KEY });
}

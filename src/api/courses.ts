// GET /api/attendee/courses (public): `{"data":[{id,name}]}`, ordered by id.
import { COURSES_PATH } from '#contract/paths';
import { apiPath } from './client.ts';
import type { CoursesReply } from '#contract/attendees';
import { ANONYMOUS_USER_KEY } from '../lib/token-subject.ts';
import { get } from './get.ts';
import type { Reading } from '../offline/read-through.ts';
import { asArray, asNumber, asObject, asString } from './wire.ts';

export type Course = { id: number; name: string };

function toCourses(body: unknown): Course[] {
  return asArray(asObject<CoursesReply>(body, 'courses').data, 'courses.data').map((item) => {
    const course = asObject<CoursesReply['data'][number]>(item, 'course');
    return { id: asNumber(course.id, 'course.id'), name: asString(course.name, 'course.name') };
  });
}

export function readCourses(): AsyncGenerator<Reading<Course[]>, void, void> {
  return get(apiPath(COURSES_PATH), toCourses, { userKey: ANONYMOUS_USER_KEY });
}

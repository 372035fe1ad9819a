// The console's rules for courses (issue 23), pure: a course's name after a create or a rename,
// and whether a course may be removed. Names are compared trimmed and without case, so the
// sign-up never offers two entries a person cannot tell apart.
import type { Decision } from '../admin/rules.ts';

export const COURSE_NAME_MAX = 200;

const keyOf = (name: string) => name.trim().toLocaleLowerCase('en');

/** `others`: the names of the other courses (not the one renamed). */
export function decideCourseName(name: string, others: readonly string[]): Decision<string> {
  const trimmed = name.trim();
  if (trimmed === '') return { kind: 'refused', errors: { name: ['Enter the course name'] } };
  if (trimmed.length > COURSE_NAME_MAX)
    return { kind: 'refused', errors: { name: [`Use at most ${COURSE_NAME_MAX} characters`] } };
  if (others.some((other) => keyOf(other) === keyOf(trimmed)))
    return { kind: 'refused', errors: { name: ['There is already a course with this name'] } };
  return { kind: 'ok', value: trimmed };
}

/** A course someone chose stays: removing it would silently empty their profile's course. */
export function decideCourseRemoval(attendees: number): Decision<null> {
  if (attendees === 0) return { kind: 'ok', value: null };
  const who = attendees === 1 ? '1 attendee chose' : `${attendees} attendees chose`;
  return { kind: 'refused', errors: { course: [`${who} this course, so it stays. Rename it instead.`] } };
}

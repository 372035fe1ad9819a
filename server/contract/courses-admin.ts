// Wire shapes of the console's courses (issue 23): the list the sign-up offers
// (GET /api/attendee/courses, provider-api.md §3) as the organiser edits it, with how many
// attendees chose each one. Bodies are strict; a blank or repeated name is a 422 field error.
import { Type, type Static } from 'typebox';

export const CourseBody = Type.Object(
  { name: Type.String({ maxLength: 200 }) },
  { additionalProperties: false },
);
export type CourseBody = Static<typeof CourseBody>;

export const ConsoleCourseJson = Type.Object({
  id: Type.Integer(),
  name: Type.String(),
  /** Attendees whose course it is; a course someone chose cannot be removed. */
  attendees: Type.Integer(),
});
export type ConsoleCourseJson = Static<typeof ConsoleCourseJson>;

export const ConsoleCourseListReply = Type.Object({ data: Type.Array(ConsoleCourseJson) });
export type ConsoleCourseListReply = Static<typeof ConsoleCourseListReply>;
export const ConsoleCourseReply = Type.Object({ data: ConsoleCourseJson });

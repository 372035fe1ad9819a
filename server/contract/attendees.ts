// Wire shapes of GET /api/attendee, /api/attendees, /api/attendees/:id, /api/is_registered/:id and
// /api/attendee/courses (provider-api.md §2–3). Staff callers get StaffAttendee, everyone else
// AttendeeFull: the two never share a required key set, so the union serialises unambiguously.
import { Type, type Static } from 'typebox';
import { AttendeeFull, AttendeeListItem, StaffAttendee } from './shapes.ts';

export const AttendeeReply = Type.Object({ data: Type.Union([AttendeeFull, StaffAttendee]) });
export type AttendeeReply = Static<typeof AttendeeReply>;

export const AttendeeListReply = Type.Object({ data: Type.Array(AttendeeListItem) });
export type AttendeeListReply = Static<typeof AttendeeListReply>;

export const IsRegisteredReply = Type.Object({ is_registered: Type.Boolean() });
export type IsRegisteredReply = Static<typeof IsRegisteredReply>;

export const CourseJson = Type.Object({ id: Type.Integer(), name: Type.String() });
export const CoursesReply = Type.Object({ data: Type.Array(CourseJson) });
export type CoursesReply = Static<typeof CoursesReply>;

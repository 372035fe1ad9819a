// Wire shapes of the profile writes (provider-api.md §3): PATCH/PUT /api/attendees/:id answers
// `{"data":AttendeeSimple}`, GET and PATCH/PUT /api/staff/cv/:user_id answer `{"id","cv"}` ("CVs").
import { Type, type Static } from 'typebox';
import { Nullable } from './common.ts';
import { AttendeeSimple } from './shapes.ts';

export const ProfileReply = Type.Object({ data: AttendeeSimple });
export type ProfileReply = Static<typeof ProfileReply>;

export const UserIdParams = Type.Object({ user_id: Type.String() });

/** `id` is the staff row's id, `cv` the URL of the uploaded file or null. */
export const StaffCvReply = Type.Object({ id: Type.Integer(), cv: Nullable(Type.String()) });
export type StaffCvReply = Static<typeof StaffCvReply>;

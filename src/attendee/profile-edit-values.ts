// The profile form's values and the edit they make: only fields that differ from the attendee as
// last read are sent, so an untouched course or picture is never overwritten. Pure.
import type { Me } from '../api/me.ts';
import type { ProfileEdit } from '../api/profile.ts';

/** The select's value for "no course". */
export const NO_COURSE = '';

export type EditValues = { nickname: string; courseId: string; avatar: File | null };

export function valuesOf(me: Pick<Me, 'nickname' | 'courseId'>): EditValues {
  return {
    nickname: me.nickname ?? '',
    courseId: me.courseId === null ? NO_COURSE : String(me.courseId),
    avatar: null,
  };
}

export function changesOf(me: Pick<Me, 'nickname' | 'courseId'>, values: EditValues): ProfileEdit {
  const edit: ProfileEdit = {};
  if (values.nickname !== (me.nickname ?? '')) edit.nickname = values.nickname;
  const courseId = values.courseId === NO_COURSE ? null : Number(values.courseId);
  if (courseId !== me.courseId) edit.courseId = courseId;
  if (values.avatar) edit.avatar = values.avatar;
  return edit;
}

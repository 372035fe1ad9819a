// The profile form's values and the edit they make: only fields that differ from the attendee as
// last read are sent, so an untouched course or picture is never overwritten; and the course
// select's options ("None" clears the course). Pure.
import { t } from '@lingui/core/macro';
import type { Course } from '../../api/courses.ts';
import type { Me } from '../../api/me.ts';
import type { ProfileEdit } from '../../api/profile.ts';
import type { CoursesState } from '../../hooks/use-courses.ts';
import type { SelectOption } from '../../ui/select-field.tsx';

/** The select's value for "no course". */
export const NO_COURSE = '';

export type CourseOptions = CoursesState & { options: SelectOption[] };

export function toCourseOptions(courses: readonly Course[]): SelectOption[] {
  return [
    { value: NO_COURSE, label: t`None` },
    ...courses.map((c) => ({ value: String(c.id), label: c.name })),
  ];
}

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

// /admin?section=courses (admin staff, issue 23): the courses the sign-up offers, with how many
// attendees chose each; tap one to rename or remove it, or add one. A course someone chose cannot
// be removed (the server says so), only renamed. Loaded only when its section opens.
import { plural } from '@lingui/core/macro';
import { useLingui } from '@lingui/react/macro';
import type { ReactNode } from 'react';
import { readConsoleCourses, removeCourse, saveCourse, type ConsoleCourse } from './api/courses.ts';
import { useReading } from '../ui/use-reading.ts';
import { CatalogueSection } from './components/catalogue-section.tsx';
import { CourseForm } from './components/course-form.tsx';
import { useUserKey } from '../session/session-context.ts';
import { useConsoleAction } from './use-admin-action.ts';
import { useEditing } from './use-editing.ts';

type CourseRow = ConsoleCourse & { isArchived: false };

/** `nav`: the console's section switch, shown under the title. */
export function CoursesSection({ nav }: { nav: ReactNode }) {
  const { t } = useLingui();
  const userKey = useUserKey();
  const reading = useReading(userKey === null ? null : `console-courses:${userKey}`, () =>
    readConsoleCourses(userKey ?? ''),
  );
  const action = useConsoleAction();
  const rows: CourseRow[] | null = reading.data?.map((c) => ({ ...c, isArchived: false as const })) ?? null;
  const { editing, setEditing, open, pick, list } = useEditing(rows, action);
  const close = (isDone: boolean) => isDone && setEditing(null);

  const save = (name: string) =>
    void action
      .run(async () => {
        await saveCourse(open?.id ?? null, name);
        const course = name.trim();
        return open ? t`${course} saved` : t`${course} added to the sign-up`;
      }, reading.reload)
      .then(close);

  const remove = open
    ? () =>
        void action
          .run(async () => {
            await removeCourse(open.id);
            const course = open.name;
            return t`${course} removed from the sign-up`;
          }, reading.reload)
          .then(close)
    : null;

  const form =
    editing === null ? null : (
      <CourseForm
        key={String(editing)}
        course={open}
        errors={action.fieldErrors}
        isBusy={action.isBusy}
        onSave={save}
        onCancel={() => pick(null)}
        onDelete={remove}
      />
    );

  return (
    <CatalogueSection
      title={t`Courses`}
      subtitle={t`What the sign-up offers in its course list, in this order. A course someone chose can be renamed, not removed.`}
      newLabel={t`New course`}
      plural="courses"
      nav={nav}
      reading={reading}
      list={list}
      lookOf={(course) => {
        const count = course.attendees;
        return {
          image: null,
          meta: t`${plural(count, { one: '# attendee', other: '# attendees' })}`,
          tag: null,
        };
      }}
      side={form}
    />
  );
}

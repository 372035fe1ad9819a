// /admin?section=courses (admin staff, issue 23): the courses the sign-up offers, with how many
// attendees chose each; tap one to rename or remove it, or add one. A course someone chose cannot
// be removed (the server says so), only renamed. Loaded only when its section opens.
import type { ReactNode } from 'react';
import { readConsoleCourses, removeCourse, saveCourse, type ConsoleCourse } from './api/courses.ts';
import { useReading } from '../ui/use-reading.ts';
import { CatalogueSection, type RowLook } from './components/catalogue-section.tsx';
import { CourseForm } from './components/course-form.tsx';
import { useUserKey } from '../session/session-context.ts';
import { useConsoleAction } from './use-admin-action.ts';
import { useEditing } from './use-editing.ts';

type CourseRow = ConsoleCourse & { isArchived: false };

/** `nav`: the console's section switch, shown under the title. */
export function CoursesSection({ nav }: { nav: ReactNode }) {
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
        return open ? `${name.trim()} saved` : `${name.trim()} added to the sign-up`;
      }, reading.reload)
      .then(close);

  const remove = open
    ? () =>
        void action
          .run(async () => {
            await removeCourse(open.id);
            return `${open.name} removed from the sign-up`;
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
      title="Courses"
      subtitle="What the sign-up offers in its course list, in this order. A course someone chose can be renamed, not removed."
      newLabel="New course"
      plural="courses"
      nav={nav}
      reading={reading}
      list={list}
      lookOf={courseLook}
      side={form}
    />
  );
}

function courseLook(course: CourseRow): RowLook {
  const who = course.attendees === 1 ? '1 attendee' : `${course.attendees} attendees`;
  return { image: null, meta: <>{who}</>, tag: null };
}

// Courses for the profile's course select and for naming the attendee's course: cached answer
// first, then the network's (GET /api/attendee/courses). "None" clears the course.
import { useEffect, useState } from 'react';
import { readCourses, type Course } from '../api/courses.ts';
import type { SelectOption } from '../ui/select-field.tsx';
import { NO_COURSE } from './profile-edit-values.ts';

export type CourseOptions = {
  courses: Course[];
  options: SelectOption[];
  /** True when no list could be read at all (offline on a first visit). */
  hasFailed: boolean;
};

export function toCourseOptions(courses: readonly Course[]): SelectOption[] {
  return [
    { value: NO_COURSE, label: 'None' },
    ...courses.map((c) => ({ value: String(c.id), label: c.name })),
  ];
}

export function useCourseOptions(): CourseOptions {
  const [state, setState] = useState<{ courses: Course[]; hasFailed: boolean }>({
    courses: [],
    hasFailed: false,
  });
  useEffect(() => {
    let isCurrent = true;
    async function load(): Promise<void> {
      try {
        for await (const reading of readCourses()) {
          if (isCurrent) setState({ courses: reading.data, hasFailed: false });
        }
      } catch {
        if (isCurrent) setState((previous) => ({ ...previous, hasFailed: previous.courses.length === 0 }));
      }
    }
    void load();
    return () => {
      isCurrent = false;
    };
  }, []);
  return { ...state, options: toCourseOptions(state.courses) };
}

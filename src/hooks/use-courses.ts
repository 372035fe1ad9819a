// The course list as a hook, for the sign-up select and the profile's course select: the cached
// answer first, then the network's (GET /api/attendee/courses). `hasFailed` is true only when no
// list could be read at all (offline on a first visit).
import { useEffect, useState } from 'react';
import { readCourses, type Course } from '../api/courses.ts';

export type CoursesState = { courses: Course[]; hasFailed: boolean };

export function useCourses(): CoursesState {
  const [state, setState] = useState<CoursesState>({ courses: [], hasFailed: false });
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
  return state;
}

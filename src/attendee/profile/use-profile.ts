// The profile screen's data: the signed-in attendee (cache first), the course list, and what a
// save just answered, shown while the attendee is read again so no old value flashes back.
import { useCallback, useState } from 'react';
import type { Me } from '../../api/me.ts';
import type { SavedProfile } from '../../api/profile.ts';
import { useSession } from '../../session/session-context.ts';
import { useCourses } from '../../hooks/use-courses.ts';
import { toCourseOptions, type CourseOptions } from './profile-edit-values.ts';
import { useMe } from '../shared/use-me.ts';

export type ProfileData = {
  me: Me | null;
  isLoading: boolean;
  error: unknown;
  /** Set when the attendee shown is a cached copy and the layout does not already say so. */
  staleSince: Date | null;
  courses: CourseOptions;
  reload: () => void;
  /** Call with a save's answer: shows it at once, then reads the attendee again. */
  applySaved: (profile: SavedProfile) => void;
};

function withSaved(me: Me, saved: SavedProfile): Me {
  return { ...me, nickname: saved.nickname, courseId: saved.courseId, avatar: saved.avatar, cv: saved.cv };
}

export function useProfile(): ProfileData {
  const reading = useMe();
  const session = useSession();
  const courseList = useCourses();
  const courses: CourseOptions = { ...courseList, options: toCourseOptions(courseList.courses) };
  const [saved, setSaved] = useState<SavedProfile | null>(null);
  const { reload } = reading;

  const applySaved = useCallback(
    (profile: SavedProfile) => {
      setSaved(profile);
      reload();
    },
    [reload],
  );

  const isShowingSaved =
    reading.data !== null && saved !== null && saved.id === reading.data.id && reading.isLoading;
  return {
    me: isShowingSaved && reading.data && saved ? withSaved(reading.data, saved) : reading.data,
    isLoading: reading.isLoading,
    error: reading.error,
    // The signed-in layout shows the session's own mark; one mark is enough.
    staleSince: session.staleSince === null ? reading.staleSince : null,
    courses,
    reload,
    applySaved,
  };
}

// What the attendee starred, as sessions: the stars (use-stars.ts), when and where each is, and
// whether reminders may be notifications. Shared by the schedule (which finds their overlaps), the
// session page and the signed-in shell's reminder slot (which runs the reminders, app-wide).
import { useMemo } from 'react';
import type { Programme, ProgrammeSession } from '../api/programme.ts';
import type { ProgrammeIndex } from './programme-index.ts';
import { useNotificationPermission, type RemindersState } from './use-reminders.ts';
import { useStars, type StarsState } from './use-stars.ts';
import { formatTime } from './wall-time.ts';

export type MyProgramme = {
  stars: StarsState;
  sessions: ProgrammeSession[];
  reminders: Pick<RemindersState, 'permission' | 'askPermission'>;
  /** "11:00 · Hall A": when and where, for reminders. */
  describe: (session: ProgrammeSession) => string;
};

export function useMyProgramme(programme: Programme | null, index: ProgrammeIndex | null): MyProgramme {
  const stars = useStars();
  const sessions = useMemo(
    () => (programme?.sessions ?? []).filter((s) => stars.starred.has(s.id)),
    [programme, stars.starred],
  );
  const timeZone = programme?.timeZone ?? 'UTC';
  const describe = (s: ProgrammeSession) =>
    [formatTime(s.start, timeZone), index?.room(s.roomId)?.name].filter(Boolean).join(' · ');
  const reminders = useNotificationPermission();
  return { stars, sessions, reminders, describe };
}

// The session page's data: the session out of the programme, its room and speakers, and for a
// signed-in attendee whether they already hold its badge (their own answer, cache first).
import { useParams } from 'react-router-dom';
import { readMe } from '../api/me.ts';
import type { Room, ProgrammeSession, Speaker } from '../api/programme.ts';
import { useSession } from '../session/session-context.ts';
import { useReading } from '../ui/use-reading.ts';
import { useProgramme, type ProgrammeState } from './use-programme.ts';
import { servedProgramme } from './served-page.ts';

export type SessionPage = {
  programme: ProgrammeState;
  session: ProgrammeSession | null;
  room: Room | null;
  speakers: Speaker[];
  /** Null when not known (signed out, not an attendee, no badge, not read yet). */
  holdsBadge: boolean | null;
  isAttendee: boolean;
};

export function useSessionPage(): SessionPage {
  const { id = '' } = useParams();
  const programme = useProgramme(servedProgramme());
  const { user, userKey: sessionKey } = useSession();
  const isAttendee = user?.type === 'attendee' && sessionKey !== null;
  const userKey = isAttendee ? sessionKey : null;

  const me = useReading(userKey === null ? null : `me:${userKey}`, () => readMe(userKey ?? ''));
  const session = programme.index?.session(id) ?? null;
  const badgeId = session?.badgeId ?? null;
  return {
    programme,
    session,
    room: programme.index?.room(session?.roomId ?? null) ?? null,
    speakers: (session?.speakerIds ?? []).flatMap((sid) => programme.index?.speaker(sid) ?? []),
    holdsBadge: badgeId === null || me.data === null ? null : me.data.badges.some((b) => b.id === badgeId),
    isAttendee,
  };
}

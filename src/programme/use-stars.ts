// The signed-in attendee's stars: the server's list (cache first), the star writes still waiting in
// the outbox and this page's own taps (star-state.ts), so a star shows at once, offline too, and
// stays after a reload. A star is sent with an Idempotency-Key; offline the outbox keeps it.
// Signed out, or not an attendee: `canStar` is false and nothing is read.
import { useCallback, useMemo, useState } from 'react';
import { toApiFailure } from '../api/errors.ts';
import { readStars, writeStar } from '../api/programme-stars.ts';
import type { ProgrammeSession } from '../api/programme.ts';
import { useSession } from '../session/session-context.ts';
import { useReading } from '../ui/use-reading.ts';
import { starredIds, type StarProblem } from './star-state.ts';
import { useWaitingStars } from './use-waiting-stars.ts';

export type StarsState = {
  canStar: boolean;
  starred: ReadonlySet<string>;
  calendarUrl: string | null;
  /** Set when the last star could not be sent or kept. */
  problem: StarProblem | null;
  toggle: (session: ProgrammeSession) => void;
  /** Reads the stars and the calendar link again (after a reset). */
  reload: () => void;
};

export function useStars(): StarsState {
  const { user, userKey: sessionKey } = useSession();
  const userKey = user?.type === 'attendee' ? sessionKey : null;

  const stars = useReading(userKey === null ? null : `stars:${userKey}`, () => readStars(userKey ?? ''));
  const [local, setLocal] = useState<ReadonlyMap<string, boolean>>(new Map());
  const [problem, setProblem] = useState<StarProblem | null>(null);
  const { reload } = stars;
  const waiting = useWaitingStars(userKey, reload);

  const starred = useMemo(
    () => starredIds(stars.data?.sessionIds ?? [], waiting, local),
    [stars.data, waiting, local],
  );

  const toggle = useCallback(
    (session: ProgrammeSession) => {
      const isStarred = !starred.has(session.id);
      const previous = local.get(session.id);
      setLocal((map) => new Map(map).set(session.id, isStarred));
      setProblem(null);
      writeStar(session.id, isStarred, session.title)
        .then((outcome) => {
          if (outcome === 'applied') reload();
        })
        .catch(async (error: unknown) => {
          setLocal((map) => {
            const next = new Map(map);
            if (previous === undefined) next.delete(session.id);
            else next.set(session.id, previous);
            return next;
          });
          const failure = await toApiFailure(error);
          setProblem(
            failure.kind === 'network'
              ? { kind: 'offline' }
              : { kind: 'refused', title: session.title, isStarred },
          );
        });
    },
    [starred, local, reload],
  );

  return {
    canStar: userKey !== null,
    starred,
    calendarUrl: stars.data?.calendarUrl ?? null,
    problem,
    toggle,
    reload,
  };
}

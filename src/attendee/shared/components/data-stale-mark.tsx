// The offline mark for a screen's own data: shown once the refresh has failed (a cached reading
// is on screen for a moment on every visit while the network answers; that is not "offline"), and
// left out when the layout already shows the same time for the session: one mark, not two.
import { useSession } from '../../../session/session-context.ts';
import { StaleMark } from '../../../ui/stale-mark.tsx';

/** NOTE: readings a minute apart say the same "updated 10:42" to the reader. */
const SAME_READING_MS = 60_000;

type ReadingMark = { staleSince: Date | null; isLoading: boolean };

/** When the data shown could not be refreshed, or null (fresh, or still refreshing). */
export function staleSinceOf(...readings: ReadingMark[]): Date | null {
  const times = readings.flatMap((r) =>
    r.staleSince !== null && !r.isLoading ? [r.staleSince.getTime()] : [],
  );
  return times.length === 0 ? null : new Date(Math.min(...times));
}

export function DataStaleMark({ storedAt }: { storedAt: Date | null }) {
  const sessionStale = useSession().staleSince;
  if (storedAt === null) return null;
  if (sessionStale !== null && Math.abs(sessionStale.getTime() - storedAt.getTime()) < SAME_READING_MS)
    return null;
  return <StaleMark storedAt={storedAt} />;
}

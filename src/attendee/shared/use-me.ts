// The signed-in attendee (balance, badges, holdings) for every attendee screen; `reload()` after a
// spend or a win so the balance shown is the server's.
import { readMe, type Me } from '../../api/me.ts';
import { useReading, type ReadingState } from '../../ui/use-reading.ts';
import { useUserKey } from '../../session/session-context.ts';

export function useMe(): ReadingState<Me> {
  const userKey = useUserKey();

  return useReading(userKey === null ? null : `me:${userKey}`, () => readMe(userKey ?? ''));
}

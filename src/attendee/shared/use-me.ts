// The signed-in attendee (balance, badges, holdings) for every attendee screen; `reload()` after a
// spend or a win so the balance shown is the server's.
import { readMe, type Me } from '../../api/me.ts';
import { readToken } from '../../api/token-store.ts';
import { userKeyOf } from '../../lib/token-subject.ts';
import { useReading, type ReadingState } from '../../ui/use-reading.ts';

export function useMe(): ReadingState<Me> {
  const token = readToken();
  const userKey = token === null ? null : userKeyOf(token);
  return useReading(userKey === null ? null : `me:${userKey}`, () => readMe(userKey ?? ''));
}

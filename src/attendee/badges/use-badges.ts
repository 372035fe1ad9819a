// Every badge the attendee may see (GET /api/badges), cache first then network, per user.
import { readBadges, type Badge } from '../../api/badges.ts';
import { useReading, type ReadingState } from '../../ui/use-reading.ts';
import { useUserKey } from '../../session/session-context.ts';

export function useBadges(): ReadingState<Badge[]> {
  const userKey = useUserKey();

  return useReading(userKey === null ? null : `badges:${userKey}`, () => readBadges(userKey ?? ''));
}

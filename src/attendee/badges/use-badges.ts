// Every badge the attendee may see (GET /api/badges), cache first then network, per user.
import { readBadges, type Badge } from '../../api/badges.ts';
import { readToken } from '../../api/token-store.ts';
import { userKeyOf } from '../../lib/token-subject.ts';
import { useReading, type ReadingState } from '../../ui/use-reading.ts';

export function useBadges(): ReadingState<Badge[]> {
  const token = readToken();
  const userKey = token === null ? null : userKeyOf(token);
  return useReading(userKey === null ? null : `badges:${userKey}`, () => readBadges(userKey ?? ''));
}

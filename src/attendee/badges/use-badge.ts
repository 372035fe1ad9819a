// One badge and the first page of its owners (GET /api/badges/:id?limit=N), cache first then network, per user. A route id
// that is not a positive integer reads nothing and says so (`isBadId`), without a request.
import { readBadge, type BadgePage } from '../../api/badges.ts';
import { useReading, type ReadingState } from '../../ui/use-reading.ts';
import { useUserKey } from '../../session/session-context.ts';

export function parseBadgeId(raw: string | undefined): number | null {
  return raw !== undefined && /^[1-9]\d{0,9}$/.test(raw) ? Number(raw) : null;
}

export function useBadge(rawId: string | undefined): ReadingState<BadgePage> & { isBadId: boolean } {
  const id = parseBadgeId(rawId);
  const userKey = useUserKey();
  const key = userKey === null || id === null ? null : `badge:${userKey}:${id}`;
  const reading = useReading(key, () => readBadge(userKey ?? '', id ?? 0));
  return { ...reading, isBadId: id === null };
}

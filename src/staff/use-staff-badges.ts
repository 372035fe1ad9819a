// The badges this staff member may award now (GET /api/badges: for staff, those whose gifting
// window is open), cache first then network, so the grid opens offline after one visit.
import { readBadges, type Badge } from '../api/badges.ts';
import { useReading, type ReadingState } from '../ui/use-reading.ts';
import { useUserKey } from '../session/session-context.ts';

export function useStaffBadges(): ReadingState<Badge[]> {
  const userKey = useUserKey();
  return useReading(userKey === null ? null : `staff-badges:${userKey}`, () => readBadges(userKey ?? ''));
}

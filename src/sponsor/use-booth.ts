// The sponsor's company and how many attendees hold its booth badge (GET /api/companies/:id, then
// GET /api/badges/:badge_id with one page of owners and their total), both cache first; `reload` after a scan.
import { readBadge, type BadgePage } from '../api/badges.ts';
import { readCompany, type Company } from '../api/companies.ts';
import { useReading, type ReadingState } from '../ui/use-reading.ts';

export function useBooth(companyId: string, userKey: string) {
  const company: ReadingState<Company> = useReading(`company:${userKey}:${companyId}`, () =>
    readCompany(companyId, userKey),
  );
  const badgeId = company.data?.badgeId ?? null;
  const badge: ReadingState<BadgePage> = useReading(
    badgeId === null ? null : `booth-badge:${userKey}:${badgeId}`,
    () => readBadge(userKey, badgeId ?? 0),
  );
  return { company, badge, visitorCount: badge.data?.ownersTotal ?? null };
}

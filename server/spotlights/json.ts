// Repo rows → the wire shapes of the spotlights (provider-api.md §3 "Spotlights", §5), typed by
// the contract (server/contract/spotlights.ts). The channel pushes the same SpotlightJson.
import type { SpotlightCompanyJson, SpotlightJson } from '../contract/spotlights.ts';
import type { SpotlightCompany } from './repo.ts';
import { utcIso } from '../domain/json-dates.ts';

export const spotlightJson = (s: {
  companyId: number;
  name: string;
  badgeId: number;
  end: Date;
}): SpotlightJson => ({
  id: s.companyId,
  name: s.name,
  badge_id: s.badgeId,
  end: utcIso(s.end),
});

export const spotlightCompanyJson = (c: SpotlightCompany): SpotlightCompanyJson =>
  c.end === null
    ? { id: c.id, name: c.name, remaining: c.remaining }
    : { id: c.id, name: c.name, remaining: c.remaining, end: utcIso(c.end) };

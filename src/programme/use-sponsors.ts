// The sponsors by tier for a signed-in viewer (GET /api/companies answers signed-in callers only),
// cache first. Signed out: `canSee` is false and nothing is read.
import { readCompanies } from '../api/companies.ts';
import { useSession } from '../api/session-context.ts';
import { readToken } from '../api/token-store.ts';
import { userKeyOf } from '../lib/token-subject.ts';
import { useReading, type ReadingState } from '../ui/use-reading.ts';
import { sponsorsByTier, type SponsorTier } from './sponsor-tiers.ts';
import type { Company } from '../api/companies.ts';

export type SponsorsState = { canSee: boolean; reading: ReadingState<Company[]>; tiers: SponsorTier[] };

export function useSponsors(): SponsorsState {
  const { user } = useSession();
  const token = readToken();
  const userKey = user !== null && token !== null ? userKeyOf(token) : null;
  const reading = useReading(userKey === null ? null : `companies:${userKey}`, () =>
    readCompanies(userKey ?? ''),
  );
  return { canSee: userKey !== null, reading, tiers: sponsorsByTier(reading.data ?? []) };
}

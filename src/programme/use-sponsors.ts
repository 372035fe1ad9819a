// The sponsors by tier for everyone, signed in or not: they come with the public programme
// (GET /api/programme), so the cached copy shows them offline after one visit.
import { useProgramme } from './use-programme.ts';
import { sponsorsByTier, type SponsorTier } from './sponsor-tiers.ts';

export type SponsorsState = { isLoading: boolean; hasFailed: boolean; tiers: SponsorTier[] | null };

export function useSponsors(): SponsorsState {
  const { data, error, isLoading } = useProgramme();
  return {
    isLoading,
    hasFailed: data === null && error !== null && !isLoading,
    tiers: data === null ? null : sponsorsByTier(data.sponsors),
  };
}

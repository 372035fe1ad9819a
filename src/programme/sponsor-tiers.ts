// The sponsors grouped by tier, highest first (the SPONSORSHIPS order), by name within a tier; a
// tier the organiser typed that is not a known one comes last. Pure.
import { SPONSORSHIPS } from '#contract/constants';
import type { Sponsor } from '../api/programme.ts';

export type SponsorTier = { tier: string; sponsors: Sponsor[] };

export function sponsorsByTier(companies: readonly Sponsor[]): SponsorTier[] {
  const rank = (tier: string) => {
    const at = SPONSORSHIPS.findIndex((t) => t.toLowerCase() === tier.toLowerCase());
    return at === -1 ? SPONSORSHIPS.length : at;
  };
  const groups = new Map<string, Sponsor[]>();
  for (const company of companies) {
    const tier = company.sponsorship;
    groups.set(tier, [...(groups.get(tier) ?? []), company]);
  }
  return [...groups]
    .sort(([a], [b]) => rank(a) - rank(b) || a.localeCompare(b))
    .map(([tier, sponsors]) => ({ tier, sponsors: sponsors.sort((x, y) => x.name.localeCompare(y.name)) }));
}

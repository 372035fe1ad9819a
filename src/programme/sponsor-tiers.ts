// The sponsors grouped by tier, highest first (the SPONSORSHIPS order), by name within a tier; a
// tier the organiser typed that is not a known one comes last. Pure.
import { msg } from '@lingui/core/macro';
import { SPONSORSHIPS, type Sponsorship } from '#contract/constants';
import { i18n, type MessageDescriptor } from '#i18n/runtime';
import type { Sponsor } from '../api/programme.ts';

export type SponsorTier = { tier: string; sponsors: Sponsor[] };

/** The product's tier names (provider-api.md §1), in the reader's language. */
const TIER_NAMES: Record<Sponsorship, MessageDescriptor> = {
  Exclusive: msg`Exclusive`,
  Gold: msg`Gold`,
  Silver: msg`Silver`,
  Bronze: msg`Bronze`,
};

/** A tier's name to show (in a render): a known tier in the reader's language, another as typed. */
export function tierName(tier: string): string {
  const known = SPONSORSHIPS.find((t) => t.toLowerCase() === tier.toLowerCase());
  return known === undefined ? tier : i18n._(TIER_NAMES[known]);
}

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

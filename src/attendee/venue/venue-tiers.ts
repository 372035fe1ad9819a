// A sponsorship tier's name as a person reads it (the tiers are the product's, not the organiser's
// data), in the active language. Pure.
import { msg } from '@lingui/core/macro';
import type { Sponsorship } from '#contract/constants';
import { i18n, type MessageDescriptor } from '#i18n/runtime';

const TIER_NAMES: Record<Sponsorship, MessageDescriptor> = {
  Exclusive: msg`Exclusive`,
  Gold: msg`Gold`,
  Silver: msg`Silver`,
  Bronze: msg`Bronze`,
};

export function tierName(tier: Sponsorship): string {
  return i18n._(TIER_NAMES[tier]);
}

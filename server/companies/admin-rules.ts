// The console's sponsor rules (issue 13), pure: what a sponsor becomes after a create or an edit,
// given the facts its repo read under lock (the booth badge asked for, who else uses it or the
// channel). Ranges and tiers were checked by the contract (contract/sponsors-admin.ts); these
// are the rules that need other rows, answered as every field error at once (422).
import { BADGE_TYPE, type Sponsorship } from '#contract/constants';
import type { Decision } from '../admin/rules.ts';
import type { FieldErrors } from '../accounts/profile-rules.ts';

export type SponsorValues = {
  name: string;
  sponsorship: Sponsorship;
  badgeId: number;
  hasCvAccess: boolean;
  remainingSpotlights: number;
  channelId: string;
};

/** What a create must name; the rest has defaults (no CV access, no spotlights). */
export type SponsorCreate = Pick<SponsorValues, 'name' | 'sponsorship' | 'badgeId' | 'channelId'> &
  Partial<SponsorValues>;

/** The badge a create or an edit asks for, as its repo found it (locked). */
export type BoothBadgeFacts = { type: number; isArchived: boolean; takenBy: string | null };

export type SponsorFacts = {
  /** Read when the edit names a badge other than the current one; null: no badge has that id. */
  badge?: BoothBadgeFacts | null;
  /** Attendees who hold the current booth badge (an edit that changes the badge). */
  currentVisitors: number;
  /** Another sponsor's name when the channel id asked for is theirs. */
  channelTakenBy: string | null;
};

function badgeErrors(badge: BoothBadgeFacts | null | undefined, currentVisitors: number): string[] {
  if (!badge) return ['does not exist'];
  const errors: string[] = [];
  if (badge.type !== BADGE_TYPE.booth) errors.push('must be a booth badge (type Booths)');
  if (badge.isArchived) errors.push('is archived');
  if (badge.takenBy !== null) errors.push(`is already the booth badge of ${badge.takenBy}`);
  // NOTE: a scan is stored as the booth badge's redeem, so the visitors of a sponsor are the
  // holders of its badge (provider-api.md §4): another badge would empty its visitor list.
  if (currentVisitors > 0) {
    errors.push(`can't change: ${currentVisitors} attendees already hold the current booth badge`);
  }
  return errors;
}

/**
 * A sponsor after a create (`current` null; the route fills in a channel id when none was sent)
 * or an edit (the fields given over the current row).
 */
export function decideSponsor(
  current: SponsorValues | null,
  input: Partial<SponsorValues>,
  facts: SponsorFacts,
): Decision<SponsorValues> {
  const errors: FieldErrors = {};
  if (input.name !== undefined && input.name.trim() === '') errors.name = ["can't be blank"];
  const isNewBadge = input.badgeId !== undefined && input.badgeId !== current?.badgeId;
  if (isNewBadge) {
    const refused = badgeErrors(facts.badge, current === null ? 0 : facts.currentVisitors);
    if (refused.length > 0) errors.badge_id = refused;
  }
  if (facts.channelTakenBy !== null) errors.channel_id = ['has already been taken'];
  if (Object.keys(errors).length > 0) return { kind: 'refused', errors };
  const defined = Object.fromEntries(Object.entries(input).filter(([, value]) => value !== undefined));
  const base = current ?? { hasCvAccess: false, remainingSpotlights: 0 };
  const merged = { ...base, ...defined } as SponsorValues;
  return { kind: 'ok', value: { ...merged, name: merged.name.trim(), channelId: merged.channelId.trim() } };
}

// JSON of the console's sponsors (contract/sponsors-admin.ts), from companies/admin-repo.ts rows.
import type { SponsorJson } from '../contract/sponsors-admin.ts';
import type { SponsorAccount, SponsorRow } from './admin-repo.ts';
import { utcIso, utcIsoOrNull } from '../domain/json-dates.ts';

const accountJson = (a: SponsorAccount) => ({
  email: a.email,
  has_password: a.hasPassword,
  // NOTE: a link is only worth showing while the account has no password.
  link_expires_at: a.hasPassword || a.linkExpiresAt === null ? null : utcIso(a.linkExpiresAt),
});

export const sponsorJson = (s: SponsorRow): SponsorJson => ({
  id: s.id,
  name: s.name,
  sponsorship: s.sponsorship,
  badge_id: s.badgeId,
  has_cv_access: s.hasCvAccess,
  remaining_spotlights: s.remainingSpotlights,
  channel_id: s.channelId,
  badge_name: s.badgeName,
  archived_at: utcIsoOrNull(s.archivedAt),
  visitors: s.visitors,
  accounts: s.account === null ? [] : [accountJson(s.account)],
});

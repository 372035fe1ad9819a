// A badge's JSON in the organiser console (contract/catalogue-admin.ts) and in the configuration
// document (contract/transfer.ts): the same fields, in the same order, each with its own tail.
// Pictures are absolute (Links.absolute), as in every other answer (issue 21).
import type { badges } from '../db/schema/badges.ts';
import type { ConsoleBadgeJson } from '../contract/catalogue-admin.ts';
import type { ConsoleBadgeRow } from './admin-repo.ts';
import type { Links } from '../uploads/links.ts';
import { utcIso, utcIsoOrNull } from '../domain/json-dates.ts';

/** A badge's own fields, as both the console and the configuration document write them. */
export const badgeFieldsJson = (b: typeof badges.$inferSelect) => ({
  id: b.id,
  name: b.name,
  description: b.description,
  type: b.type,
  tokens: b.tokens,
  begin: utcIso(b.begin),
  end: utcIso(b.end),
  begin_badge: utcIso(b.beginBadge),
  end_badge: utcIso(b.endBadge),
  counts_for_day: b.countsForDay,
});

export const consoleBadgeJson = (b: ConsoleBadgeRow, links: Links): ConsoleBadgeJson => ({
  ...badgeFieldsJson(b),
  avatar: links.absolute(b.avatar),
  archived_at: utcIsoOrNull(b.archivedAt),
  awarded: b.awarded,
});

// JSON of the organiser console (contract/catalogue-admin.ts), built from the console repos' rows.
// Pictures are absolute (Links.absolute), as in every other answer (issue 21); our own client
// loads them from the page's origin (src/api/picture-url.ts).
import type {
  AuditEntryJson,
  ConsoleBadgeJson,
  ConsolePrizeJson,
  ConsoleProductJson,
} from '../contract/catalogue-admin.ts';
import type { AuditRow } from '../audit/repo.ts';
import type { ConsoleBadgeRow } from '../badges/admin-repo.ts';
import type { ConsolePrizeRow } from '../store/admin-prize-repo.ts';
import type { ConsoleItemRow } from '../store/admin-repo.ts';
import type { Links } from '../uploads/links.ts';
import { utcIso } from '../domain/json-dates.ts';

const archivedJson = (at: Date | null) => (at === null ? null : utcIso(at));

export const consoleBadgeJson = (b: ConsoleBadgeRow, links: Links): ConsoleBadgeJson => ({
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
  avatar: links.absolute(b.avatar),
  archived_at: archivedJson(b.archivedAt),
  awarded: b.awarded,
});

export const consoleProductJson = (r: ConsoleItemRow, links: Links): ConsoleProductJson => ({
  id: r.id,
  name: r.name,
  description: r.description,
  price: r.price,
  stock: r.stock,
  max_per_user: r.maxPerUser,
  is_redeemable: r.isRedeemable,
  image: links.absolute(r.img),
  archived_at: archivedJson(r.archivedAt),
  sold: r.sold,
});

export const consolePrizeJson = (p: ConsolePrizeRow, links: Links): ConsolePrizeJson => ({
  id: p.id,
  name: p.name,
  stock: p.stock,
  max_amount_per_attendee: p.maxAmountPerAttendee,
  is_redeemable: p.isRedeemable,
  is_nothing: p.isNothing,
  probability: p.probability,
  avatar: links.absolute(p.avatar),
  archived_at: archivedJson(p.archivedAt),
  won: p.won,
});

export const auditEntryJson = (a: AuditRow): AuditEntryJson => ({
  id: a.id,
  at: utcIso(a.at),
  actor_id: a.actorUserId,
  actor_email: a.actorEmail,
  action: a.action,
  entity: a.entity,
  entity_id: a.entityId,
  before: a.before,
  after: a.after,
});

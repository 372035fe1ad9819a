// JSON of the organiser console (contract/console.ts), built from the console repos' rows.
// Pictures are the stored same-origin paths (`/uploads/…?v=…`), as the badge, item and prize JSON
// answer them: the console is this server's own page, so they load from whatever origin the
// organiser reached it on (a LAN address, 127.0.0.1), never a PUBLIC_ORIGIN that page is not on.
import type {
  AuditEntryJson,
  ConsoleBadgeJson,
  ConsolePrizeJson,
  ConsoleProductJson,
} from '../../contract/console.ts';
import type { AuditRow } from '../../db/repo/audit.ts';
import type { ConsoleBadgeRow } from '../../db/repo/console-badges.ts';
import type { ConsolePrizeRow } from '../../db/repo/console-prizes.ts';
import type { ConsoleItemRow } from '../../db/repo/console-store.ts';
import { utcIso } from './dates.ts';

const archivedJson = (at: Date | null) => (at === null ? null : utcIso(at));

export const consoleBadgeJson = (b: ConsoleBadgeRow): ConsoleBadgeJson => ({
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
  avatar: b.avatar,
  archived_at: archivedJson(b.archivedAt),
  awarded: b.awarded,
});

export const consoleProductJson = (r: ConsoleItemRow): ConsoleProductJson => ({
  id: r.id,
  name: r.name,
  description: r.description,
  price: r.price,
  stock: r.stock,
  max_per_user: r.maxPerUser,
  is_redeemable: r.isRedeemable,
  image: r.img,
  archived_at: archivedJson(r.archivedAt),
  sold: r.sold,
});

export const consolePrizeJson = (p: ConsolePrizeRow): ConsolePrizeJson => ({
  id: p.id,
  name: p.name,
  stock: p.stock,
  max_amount_per_attendee: p.maxAmountPerAttendee,
  is_redeemable: p.isRedeemable,
  probability: p.probability,
  avatar: p.avatar,
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

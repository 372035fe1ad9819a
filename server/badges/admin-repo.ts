// The console's badge rows (issue 13): every badge, archived ones too, with how many attendees
// hold it, and its create, edit, image and removal through the shape every catalogue table shares (admin/catalogue-rows.ts).
import { eq, sql } from 'drizzle-orm';
import type { Db, Tx } from '../db/client.ts';
import { companies } from '../db/schema/accounts.ts';
import { redeems, referrals, spotlights } from '../db/schema/contest.ts';
import { badges } from '../db/schema/badges.ts';
import type { BadgeValues } from '../admin/rules.ts';
import { catalogueRows } from '../admin/catalogue-rows.ts';
import { catalogueTable } from '../admin/catalogue-table.ts';

type BadgeTableRow = typeof badges.$inferSelect;
export type ConsoleBadgeRow = BadgeTableRow & { awarded: number };

const awarded = sql<number>`(select count(*) from redeems r where r.badge_id = "badges"."id")`.mapWith(
  Number,
);
const table = catalogueTable(badges, { awarded });

export const listConsoleBadges: (db: Db) => Promise<ConsoleBadgeRow[]> = table.list;
export const findConsoleBadge: (db: Db, id: number) => Promise<ConsoleBadgeRow | null> = table.find;

const columnsOf = (v: BadgeValues) => ({
  name: v.name,
  description: v.description,
  type: v.type,
  tokens: v.tokens,
  begin: v.begin,
  end: v.end,
  beginBadge: v.beginBadge,
  endBadge: v.endBadge,
  countsForDay: v.countsForDay,
});

/** Held, referred, spotlighted or a sponsor's booth badge: deleting it would rewrite history. */
async function hasHistory(tx: Tx, id: number): Promise<boolean> {
  const used = sql<boolean>`exists(select 1 from ${redeems} where ${redeems.badgeId} = ${id})
    or exists(select 1 from ${referrals} where ${referrals.badgeId} = ${id})
    or exists(select 1 from ${spotlights} where ${spotlights.badgeId} = ${id})
    or exists(select 1 from ${companies} where ${companies.badgeId} = ${id})`;
  const [row] = await tx.select({ used }).from(badges).where(eq(badges.id, id));
  return row?.used === true;
}

const rows = catalogueRows<BadgeTableRow, BadgeValues>({
  entity: 'badge',
  lock: table.lock,
  insert: (tx, values) => table.insert(tx, columnsOf(values)),
  update: (tx, id, set, stamp) => table.update(tx, id, { ...set, ...stamp }),
  columnsOf,
  pictureOf: (path) => ({ avatar: path }),
  hasHistory,
  remove: table.remove,
});

export const {
  insert: insertBadge,
  create: createBadge,
  edit: editBadge,
  setPicture: setBadgeImage,
  remove: removeBadge,
} = rows;

// The console's badge rows (issue 13): every badge, archived ones too, with how many attendees
// hold it, and its create, edit, image and removal through the shared frames of admin/rows.ts.
import { asc, eq, getTableColumns, sql } from 'drizzle-orm';
import type { Db, Tx } from '../db/client.ts';
import { companies } from '../db/schema/accounts.ts';
import { badges, redeems, referrals, spotlights } from '../db/schema/contest.ts';
import type { BadgeValues, Decision } from '../admin/rules.ts';
import type { AuditStamp } from '../db/repo/audit.ts';
import { createRow, editRow, removeRow } from '../admin/rows.ts';

type BadgeTableRow = typeof badges.$inferSelect;
export type ConsoleBadgeRow = BadgeTableRow & { awarded: number };

// NOTE: plain SQL with the outer table named: in a one-table select Drizzle renders a column
// unqualified, which inside the subquery would name the subquery's own `id`.
const awarded = sql<number>`(select count(*) from redeems r where r.badge_id = "badges"."id")`.mapWith(
  Number,
);
const consoleColumns = { ...getTableColumns(badges), awarded };

export const listConsoleBadges = (db: Db): Promise<ConsoleBadgeRow[]> =>
  db.select(consoleColumns).from(badges).orderBy(asc(badges.id));

export async function findConsoleBadge(db: Db, id: number): Promise<ConsoleBadgeRow | null> {
  const [row] = await db.select(consoleColumns).from(badges).where(eq(badges.id, id));
  return row ?? null;
}

const lock = (id: number) => async (tx: Tx) =>
  (await tx.select().from(badges).where(eq(badges.id, id)).for('update'))[0];

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

async function update(tx: Tx, id: number, set: Partial<BadgeTableRow>): Promise<BadgeTableRow> {
  const [row] = await tx.update(badges).set(set).where(eq(badges.id, id)).returning();
  return row!;
}

/** One new badge row, inside the caller's transaction (a create, or a line of a CSV import). */
export const insertBadge = async (tx: Tx, values: BadgeValues): Promise<BadgeTableRow> =>
  (await tx.insert(badges).values(columnsOf(values)).returning())[0]!;

export function createBadge(db: Db, values: BadgeValues, stamp: AuditStamp): Promise<BadgeTableRow> {
  return createRow(db, { entity: 'badge', stamp, insert: (tx) => insertBadge(tx, values) });
}

export function editBadge(
  db: Db,
  id: number,
  edit: { decide: (current: BadgeValues) => Decision<BadgeValues>; archived?: boolean },
  stamp: AuditStamp,
) {
  return editRow(db, {
    entity: 'badge',
    id,
    stamp,
    archived: edit.archived,
    lock: lock(id),
    decide: edit.decide,
    write: (tx, values, archivedAt) =>
      update(tx, id, { ...columnsOf(values), archivedAt, updatedAt: stamp.at }),
  });
}

/** `path` is the stored picture's path on this server (uploads/storage.ts). */
/** Points the row at a new picture, or at none (null). */
export function setBadgeImage(db: Db, id: number, path: string | null, stamp: AuditStamp) {
  return editRow(db, {
    entity: 'badge',
    id,
    stamp,
    action: 'badge.image',
    lock: lock(id),
    decide: (current) => ({ kind: 'ok', value: current }),
    write: (tx) => update(tx, id, { avatar: path, updatedAt: stamp.at }),
  });
}

/** Held, referred, spotlighted or a sponsor's booth badge: deleting it would rewrite history. */
const hasHistory = (id: number) => async (tx: Tx) => {
  const used = sql<boolean>`exists(select 1 from ${redeems} where ${redeems.badgeId} = ${id})
    or exists(select 1 from ${referrals} where ${referrals.badgeId} = ${id})
    or exists(select 1 from ${spotlights} where ${spotlights.badgeId} = ${id})
    or exists(select 1 from ${companies} where ${companies.badgeId} = ${id})`;
  const [row] = await tx.select({ used }).from(badges).where(eq(badges.id, id));
  return row?.used === true;
};

export function removeBadge(db: Db, id: number, stamp: AuditStamp) {
  return removeRow(db, {
    entity: 'badge',
    id,
    stamp,
    lock: lock(id),
    hasHistory: hasHistory(id),
    archive: (tx, archivedAt) => update(tx, id, { archivedAt, updatedAt: stamp.at }),
    remove: async (tx) => {
      await tx.delete(badges).where(eq(badges.id, id));
    },
  });
}

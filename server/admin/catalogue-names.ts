// Whether a catalogue name is already used (issue 23: two badges called "Aurora" were taken
// silently, and staff then picked the wrong one). Names compare trimmed and case-blind; the row
// being edited does not count against itself. Archived rows count too: the console still lists
// them, and restoring one would bring the clash back.
// NOTE: a read before the write, not a unique index: existing events may already hold twins, and
// the console has one organiser at a time; two creates racing can still both pass.
import { and, ne, sql, type SQL } from 'drizzle-orm';
import type { Db, Tx } from '../db/client.ts';
import { companies } from '../db/schema/accounts.ts';
import { badges } from '../db/schema/badges.ts';
import { prizes } from '../db/schema/games.ts';
import { redeemables } from '../db/schema/store.ts';
import type { NameUse } from './rules.ts';

export type NamedKind = 'badges' | 'products' | 'prizes' | 'sponsors';

const TABLES = {
  badges: {
    table: badges,
    name: badges.name,
    id: badges.id,
    archived: sql`${badges.archivedAt} is not null`,
  },
  products: {
    table: redeemables,
    name: redeemables.name,
    id: redeemables.id,
    archived: sql`${redeemables.archivedAt} is not null`,
  },
  prizes: {
    table: prizes,
    name: prizes.name,
    id: prizes.id,
    archived: sql`${prizes.archivedAt} is not null`,
  },
  // A sponsor is archived through its booth badge.
  sponsors: {
    table: companies,
    name: companies.name,
    id: companies.id,
    archived: sql`exists(select 1 from ${badges} where ${badges.id} = ${companies.badgeId} and ${badges.archivedAt} is not null)`,
  },
} as const;

/** The key names compare by: trimmed, lower case. */
export const nameKey = (name: string): string => name.trim().toLowerCase();

export async function nameUse(
  db: Db | Tx,
  kind: NamedKind,
  name: string,
  exceptId: number | null,
): Promise<NameUse> {
  const t = TABLES[kind];
  const same: SQL = sql`lower(btrim(${t.name})) = ${nameKey(name)}`;
  const [row] = await db
    .select({ isArchived: sql<boolean>`${t.archived}` })
    .from(t.table)
    .where(exceptId === null ? same : and(same, ne(t.id, exceptId)))
    // false before true: a live twin is named before an archived one.
    .orderBy(sql`1`)
    .limit(1);
  if (row === undefined) return null;
  return row.isArchived ? 'archived' : 'active';
}

/** Every name of a kind, as nameKey gives them, with whether each is archived (for an import). */
export async function namesOf(db: Db | Tx, kind: NamedKind): Promise<Map<string, NameUse>> {
  const t = TABLES[kind];
  const rows = await db.select({ name: t.name, isArchived: sql<boolean>`${t.archived}` }).from(t.table);
  const names = new Map<string, NameUse>();
  for (const row of rows) {
    const key = nameKey(row.name);
    if (names.get(key) !== 'active') names.set(key, row.isArchived ? 'archived' : 'active');
  }
  return names;
}

// The event configuration as rows (issue 13; contract/transfer.ts): read whole for the
// export, in one repeatable-read snapshot so a company never points at a badge the read missed;
// written whole by the import, in one transaction that first makes sure there is nothing to
// overwrite. Ids are kept, and each sequence is moved past them so the console's next create
// does not collide.
import { asc, sql } from 'drizzle-orm';
import type { PgTable } from 'drizzle-orm/pg-core';
import { WHEEL_PRIZES } from '../contract/constants.ts';
import type { ConfigDocument, ImportCounts } from '../contract/transfer.ts';
import type { Db, Tx } from '../db/client.ts';
import { companies, courses } from '../db/schema/accounts.ts';
import { badgeCodes } from '../db/schema/contest.ts';
import { badges } from '../db/schema/badges.ts';
import { gameSettings, payouts, prizes } from '../db/schema/games.ts';
import { redeemables } from '../db/schema/store.ts';
import { venueBooths } from '../db/schema/venue.ts';
import { recordChange, type AuditStamp } from '../audit/repo.ts';
import { readSpinPrice } from '../games/settings-repo.ts';

/** Serialises imports across processes sharing one PostgreSQL (any constant of this app's own). */
const IMPORT_LOCK_ID = 7_202_613;
/** Well under PostgreSQL's 65,535 bind parameters per statement. */
const CHUNK_ROWS = 1000;

const CONFIG_TABLES = [
  courses,
  badges,
  redeemables,
  prizes,
  payouts,
  badgeCodes,
  companies,
  venueBooths,
] as const;
/** The tables whose ids the document carries, with the names their sequences are found by. */
const KEPT_IDS: readonly [PgTable, string][] = [
  [courses, 'courses'],
  [badges, 'badges'],
  [redeemables, 'redeemables'],
  [prizes, 'prizes'],
  [payouts, 'payouts'],
  [companies, 'companies'],
];

export async function readConfigRows(db: Db) {
  return db.transaction(
    async (tx) => ({
      courses: await tx.select().from(courses).orderBy(asc(courses.id)),
      badges: await tx.select().from(badges).orderBy(asc(badges.id)),
      products: await tx.select().from(redeemables).orderBy(asc(redeemables.id)),
      prizes: await tx.select().from(prizes).orderBy(asc(prizes.id)),
      payouts: await tx.select().from(payouts).orderBy(asc(payouts.id)),
      spinPrice: await readSpinPrice(tx),
      codes: await tx.select().from(badgeCodes).orderBy(asc(badgeCodes.insertedAt), asc(badgeCodes.id)),
      companies: await tx.select().from(companies).orderBy(asc(companies.id)),
      booths: await tx.select().from(venueBooths).orderBy(asc(venueBooths.companyId)),
    }),
    { isolationLevel: 'repeatable read', accessMode: 'read only' },
  );
}

export type ConfigRows = Awaited<ReturnType<typeof readConfigRows>>;

/** True when any configuration row exists: an import would mix two events. */
async function hasConfiguration(tx: Tx): Promise<boolean> {
  for (const table of CONFIG_TABLES) {
    if (
      (
        await tx
          .select({ one: sql`1` })
          .from(table)
          .limit(1)
      ).length > 0
    )
      return true;
  }
  return false;
}

async function insertAll<T>(rows: readonly T[], insert: (chunk: T[]) => Promise<unknown>): Promise<void> {
  for (let i = 0; i < rows.length; i += CHUNK_ROWS) await insert(rows.slice(i, i + CHUNK_ROWS));
}

/** Stored picture paths by row id, per kind: what each imported row's avatar or img becomes. */
export type PicturePaths = Record<'badges' | 'products' | 'prizes', Map<number, string>>;

const dateOrNull = (text: string | null) => (text === null ? null : new Date(text));

/** A stored picture: the staged file's path, else the document's link, else none. */
function pictureOf(
  paths: ReadonlyMap<number, string>,
  row: { id: number; picture: ConfigDocument['badges'][number]['picture'] },
) {
  return paths.get(row.id) ?? (row.picture !== null && 'url' in row.picture ? row.picture.url : null);
}

async function insertCatalogue(tx: Tx, doc: ConfigDocument, paths: PicturePaths): Promise<void> {
  await insertAll(doc.courses, (chunk) => tx.insert(courses).values(chunk));
  await insertAll(doc.badges, (chunk) =>
    tx.insert(badges).values(
      chunk.map((b) => ({
        id: b.id,
        name: b.name.trim(),
        description: b.description,
        type: b.type,
        tokens: b.tokens,
        begin: new Date(b.begin),
        end: new Date(b.end),
        beginBadge: new Date(b.begin_badge),
        endBadge: new Date(b.end_badge),
        countsForDay: b.counts_for_day,
        avatar: pictureOf(paths.badges, b),
        archivedAt: dateOrNull(b.archived_at),
      })),
    ),
  );
  await insertAll(doc.products, (chunk) =>
    tx.insert(redeemables).values(
      chunk.map((p) => ({
        id: p.id,
        name: p.name.trim(),
        description: p.description,
        price: p.price,
        stock: p.stock,
        maxPerUser: p.max_per_user,
        isRedeemable: p.is_redeemable,
        img: pictureOf(paths.products, p),
        archivedAt: dateOrNull(p.archived_at),
      })),
    ),
  );
  await insertAll(doc.prizes, (chunk) =>
    tx.insert(prizes).values(
      chunk.map((p) => ({
        id: p.id,
        name: p.name.trim(),
        stock: p.stock,
        maxAmountPerAttendee: p.max_amount_per_attendee,
        probability: p.probability,
        isRedeemable: p.is_redeemable,
        isNothing: p.is_nothing ?? (p.name.trim() === WHEEL_PRIZES.nothing && !p.is_redeemable),
        avatar: pictureOf(paths.prizes, p),
        archivedAt: dateOrNull(p.archived_at),
      })),
    ),
  );
  await insertAll(doc.payouts, (chunk) => tx.insert(payouts).values(chunk));
  await insertAll(doc.codes ?? [], (chunk) =>
    tx.insert(badgeCodes).values(
      chunk.map((c) => ({
        id: c.id,
        badgeId: c.badge_id,
        label: c.label,
        useLimit: c.use_limit,
        expiresAt: dateOrNull(c.expires_at),
        disabledAt: dateOrNull(c.disabled_at),
      })),
    ),
  );
  if (doc.games) {
    const spinPrice = doc.games.spin_price;
    await tx
      .insert(gameSettings)
      .values({ id: 1, spinPrice })
      .onConflictDoUpdate({ target: gameSettings.id, set: { spinPrice } });
  }
}

async function insertSponsors(tx: Tx, doc: ConfigDocument): Promise<void> {
  await insertAll(doc.companies, (chunk) =>
    tx.insert(companies).values(
      chunk.map((c) => ({
        id: c.id,
        name: c.name.trim(),
        sponsorship: c.sponsorship,
        channelId: c.channel_id,
        badgeId: c.badge_id,
        hasCvAccess: c.has_cv_access,
        remainingSpotlights: c.remaining_spotlights,
      })),
    ),
  );
  await insertAll(doc.venue.booths, (chunk) =>
    tx
      .insert(venueBooths)
      .values(chunk.map((b) => ({ companyId: b.company_id, x: b.x, y: b.y, label: b.label }))),
  );
}

export type ImportResult = { kind: 'ok' } | { kind: 'not-empty' };

/** Writes the whole configuration, or nothing when the database already holds one. */
export async function importConfigRows(
  db: Db,
  doc: ConfigDocument,
  paths: PicturePaths,
  stamp: AuditStamp,
  counts: ImportCounts,
): Promise<ImportResult> {
  return db.transaction(async (tx) => {
    // Two imports at once: the second waits here, then finds the first one's rows.
    await tx.execute(sql`select pg_advisory_xact_lock(${IMPORT_LOCK_ID})`);
    if (await hasConfiguration(tx)) return { kind: 'not-empty' } as const;
    await insertCatalogue(tx, doc, paths);
    await insertSponsors(tx, doc);
    for (const [table, name] of KEPT_IDS) {
      await tx.execute(
        sql`select setval(pg_get_serial_sequence(${name}, 'id'), coalesce((select max(id) from ${table}), 0) + 1, false)`,
      );
    }
    await recordChange(tx, stamp, {
      action: 'config.import',
      entity: 'config',
      entityId: null,
      before: null,
      after: { format: doc.format, version: doc.version, exported_at: doc.exported_at, imported: counts },
    });
    return { kind: 'ok' } as const;
  });
}

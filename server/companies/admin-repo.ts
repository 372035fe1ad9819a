// The console's sponsor rows (issue 13): every company with its booth badge, visitors and account,
// and its create, edit, archive and removal, each in one transaction with its audit entry.
// NOTE: a sponsor is archived through its booth badge (companies has no archive column): an
// archived badge is refused on every award path (server/awards/repo.ts), so the sponsor's scans stop,
// while its visitors, CVs and the badge its visitors hold stay exactly as they were.
// Accounts: admin-account-repo.ts.
import { and, asc, eq, ne, sql } from 'drizzle-orm';
import type { Db, Tx } from '../db/client.ts';
import { pgConstraint, pgErrorCode, UNIQUE_VIOLATION } from '../db/errors.ts';
import { attendees, companies, staffs, users } from '../db/schema/accounts.ts';
import { bonuses, redeems, spotlights } from '../db/schema/contest.ts';
import { badges } from '../db/schema/badges.ts';
import { invitations } from '../db/schema/invitations.ts';
import { decideSponsor, type SponsorCreate, type SponsorFacts, type SponsorValues } from './admin-rules.ts';
import { removalOf } from '../admin/rules.ts';
import { isUnusableHash } from '../auth/invitations.ts';
import { recordChange, type AuditStamp } from '../audit/repo.ts';
import type { EditResult, RemoveResult } from '../admin/rows.ts';

type CompanyRow = typeof companies.$inferSelect;
/** `linkExpiresAt`: the invitation link's end while one is out (issue 23), else null. */
export type SponsorAccount = { email: string; hasPassword: boolean; linkExpiresAt: Date | null };
export type SponsorRow = CompanyRow & {
  badgeName: string;
  archivedAt: Date | null;
  visitors: number;
  account: SponsorAccount | null;
};

// NOTE: plain SQL naming the outer table, as in badges/admin-repo.ts: the subquery's own columns
// would otherwise shadow it.
const visitors =
  sql<number>`(select count(*) from redeems r where r.badge_id = "companies"."badge_id")`.mapWith(Number);

const selectSponsors = (db: Db | Tx) =>
  db
    .select({
      company: companies,
      badgeName: badges.name,
      archivedAt: badges.archivedAt,
      visitors,
      email: users.email,
      passwordHash: users.passwordHash,
      linkExpiresAt: invitations.expiresAt,
    })
    .from(companies)
    .innerJoin(badges, eq(badges.id, companies.badgeId))
    .leftJoin(users, eq(users.id, companies.userId))
    .leftJoin(invitations, eq(invitations.userId, companies.userId));

type Selected = Awaited<ReturnType<typeof selectSponsors>>[number];

const sponsorOf = (r: Selected): SponsorRow => ({
  ...r.company,
  badgeName: r.badgeName,
  archivedAt: r.archivedAt,
  visitors: r.visitors,
  account:
    r.email === null || r.passwordHash === null
      ? null
      : {
          email: r.email,
          hasPassword: !isUnusableHash(r.passwordHash),
          linkExpiresAt: r.linkExpiresAt,
        },
});

export const listSponsors = async (db: Db): Promise<SponsorRow[]> =>
  (await selectSponsors(db).orderBy(asc(companies.id))).map(sponsorOf);

export async function findSponsor(db: Db | Tx, id: number): Promise<SponsorRow | null> {
  const [row] = await selectSponsors(db).where(eq(companies.id, id));
  return row ? sponsorOf(row) : null;
}

/** What the audit log keeps of a sponsor: its row, its booth badge's archive, its account's email. */
export type SponsorSnapshot = CompanyRow & { archivedAt: Date | null; accountEmail: string | null };

/** The sponsor's row, locked for the rest of the transaction. */
export async function lockSponsor(tx: Tx, id: number): Promise<SponsorSnapshot | null> {
  const [company] = await tx.select().from(companies).where(eq(companies.id, id)).for('update');
  if (!company) return null;
  const [badge] = await tx
    .select({ archivedAt: badges.archivedAt })
    .from(badges)
    .where(eq(badges.id, company.badgeId));
  const [user] =
    company.userId === null
      ? []
      : await tx.select({ email: users.email }).from(users).where(eq(users.id, company.userId));
  return { ...company, archivedAt: badge?.archivedAt ?? null, accountEmail: user?.email ?? null };
}

/** The facts decideSponsor needs, read after the sponsor (and the badge asked for) are locked. */
async function factsOf(
  tx: Tx,
  current: CompanyRow | null,
  input: Partial<SponsorValues>,
): Promise<SponsorFacts> {
  const others = current === null ? undefined : ne(companies.id, current.id);
  const facts: SponsorFacts = { currentVisitors: 0, channelTakenBy: null };
  if (input.badgeId !== undefined && input.badgeId !== current?.badgeId) {
    // NOTE: the badge row is locked, so two sponsors asking for one badge at once run in turn
    // and the second sees the first as its holder.
    const [badge] = await tx.select().from(badges).where(eq(badges.id, input.badgeId)).for('update');
    const [holder] = await tx
      .select({ name: companies.name })
      .from(companies)
      .where(and(eq(companies.badgeId, input.badgeId), others));
    facts.badge = badge
      ? { type: badge.type, isArchived: badge.archivedAt !== null, takenBy: holder?.name ?? null }
      : null;
    if (current !== null) {
      const [held] = await tx
        .select({ n: sql<number>`count(*)`.mapWith(Number) })
        .from(redeems)
        .where(eq(redeems.badgeId, current.badgeId));
      facts.currentVisitors = held?.n ?? 0;
    }
  }
  if (input.channelId !== undefined && input.channelId.trim() !== current?.channelId) {
    const [holder] = await tx
      .select({ name: companies.name })
      .from(companies)
      .where(and(eq(companies.channelId, input.channelId.trim()), others));
    facts.channelTakenBy = holder?.name ?? null;
  }
  return facts;
}

const columnsOf = (v: SponsorValues) => ({
  name: v.name,
  sponsorship: v.sponsorship,
  badgeId: v.badgeId,
  hasCvAccess: v.hasCvAccess,
  remainingSpotlights: v.remainingSpotlights,
  channelId: v.channelId,
});

/** A channel id taken by a write that committed between the check and ours: the same 422. */
async function orChannelTaken<R>(write: () => Promise<EditResult<R>>): Promise<EditResult<R>> {
  try {
    return await write();
  } catch (err) {
    if (pgErrorCode(err) === UNIQUE_VIOLATION && pgConstraint(err)?.includes('channel') === true) {
      return { kind: 'refused', errors: { channel_id: ['has already been taken'] } };
    }
    throw err;
  }
}

export function createSponsor(
  db: Db,
  input: SponsorCreate,
  stamp: AuditStamp,
): Promise<EditResult<CompanyRow>> {
  return orChannelTaken(() =>
    db.transaction(async (tx) => {
      const decided = decideSponsor(null, input, await factsOf(tx, null, input));
      if (decided.kind === 'refused') return decided;
      const [row] = await tx.insert(companies).values(columnsOf(decided.value)).returning();
      const after = { ...row!, archivedAt: null, accountEmail: null };
      await recordChange(tx, stamp, {
        action: 'sponsor.create',
        entity: 'sponsor',
        entityId: row!.id,
        before: null,
        after,
      });
      return { kind: 'ok', row: row! };
    }),
  );
}

/** Archives or restores the booth badge, with the badge's own audit entry (none when unchanged). */
async function setBadgeArchived(tx: Tx, badgeId: number, isArchived: boolean, stamp: AuditStamp) {
  const [before] = await tx.select().from(badges).where(eq(badges.id, badgeId)).for('update');
  if (!before || (before.archivedAt !== null) === isArchived) return;
  const archivedAt = isArchived ? stamp.at : null;
  const [after] = await tx
    .update(badges)
    .set({ archivedAt, updatedAt: stamp.at })
    .where(eq(badges.id, badgeId))
    .returning();
  const action = isArchived ? 'badge.archive' : 'badge.restore';
  await recordChange(tx, stamp, { action, entity: 'badge', entityId: badgeId, before, after });
}

export function editSponsor(
  db: Db,
  id: number,
  edit: { input: Partial<SponsorValues>; archived?: boolean },
  stamp: AuditStamp,
): Promise<EditResult<CompanyRow>> {
  return orChannelTaken(() =>
    db.transaction(async (tx): Promise<EditResult<CompanyRow>> => {
      const before = await lockSponsor(tx, id);
      if (!before) return { kind: 'not-found' };
      const decided = decideSponsor(before, edit.input, await factsOf(tx, before, edit.input));
      if (decided.kind === 'refused') return decided;
      const [row] = await tx
        .update(companies)
        .set({ ...columnsOf(decided.value), updatedAt: stamp.at })
        .where(eq(companies.id, id))
        .returning();
      const isArchiving = edit.archived !== undefined && edit.archived !== (before.archivedAt !== null);
      if (edit.archived !== undefined) await setBadgeArchived(tx, row!.badgeId, edit.archived, stamp);
      const after = (await lockSponsor(tx, id))!;
      const action = !isArchiving ? 'sponsor.update' : edit.archived ? 'sponsor.archive' : 'sponsor.restore';
      await recordChange(tx, stamp, { action, entity: 'sponsor', entityId: id, before, after });
      return { kind: 'ok', row: row! };
    }),
  );
}

/**
 * History that a delete would rewrite: its booth badge held by anyone (its scans, or an award),
 * the bonuses it gave, or the spotlight row naming its badge.
 */
async function hasHistory(tx: Tx, company: CompanyRow): Promise<boolean> {
  const used = sql<boolean>`exists(select 1 from ${redeems} where ${redeems.badgeId} = ${company.badgeId})
    or exists(select 1 from ${bonuses} where ${bonuses.companyId} = ${company.id})
    or exists(select 1 from ${spotlights} where ${spotlights.badgeId} = ${company.badgeId})`;
  const [row] = await tx.select({ used }).from(companies).where(eq(companies.id, company.id));
  return row?.used === true;
}

/**
 * Drops a sponsor's sign-in: the user goes when it is only this sponsor's (no attendee or staff
 * row), else only the link. Nothing the sponsor did refers to its user (a scan is the booth
 * badge's redeem), so no history goes with it. Returns the user whose caller this changed: after
 * the commit, publish 'sessions-ended' for it, or kept callers scan on (issue 21).
 */
export async function dropAccount(tx: Tx, company: CompanyRow): Promise<number | null> {
  if (company.userId === null) return null;
  await tx.update(companies).set({ userId: null }).where(eq(companies.id, company.id));
  const userId = company.userId;
  await tx
    .delete(users)
    .where(
      and(
        eq(users.id, userId),
        sql`not exists(select 1 from ${attendees} where ${attendees.userId} = ${userId})`,
        sql`not exists(select 1 from ${staffs} where ${staffs.userId} = ${userId})`,
      ),
    );
  return userId;
}

/** A sponsor's removal, with the user whose account it dropped (null when none). */
export type SponsorRemoval =
  | { kind: 'ok'; outcome: 'deleted' | 'archived'; droppedUserId: number | null }
  | Exclude<RemoveResult, { kind: 'ok' }>;

/**
 * A delete: with history the sponsor is archived (its booth badge), else the company row goes,
 * with its account and its booth on the venue plan (cascade); the booth badge stays in Badges.
 */
export function removeSponsor(db: Db, id: number, stamp: AuditStamp): Promise<SponsorRemoval> {
  return db.transaction(async (tx): Promise<SponsorRemoval> => {
    const before = await lockSponsor(tx, id);
    if (!before) return { kind: 'not-found' };
    const outcome = removalOf(await hasHistory(tx, before));
    let droppedUserId: number | null = null;
    if (outcome === 'archived') await setBadgeArchived(tx, before.badgeId, true, stamp);
    else {
      droppedUserId = await dropAccount(tx, before);
      await tx.delete(companies).where(eq(companies.id, id));
    }
    const after = outcome === 'archived' ? await lockSponsor(tx, id) : null;
    const action = outcome === 'archived' ? 'sponsor.archive' : 'sponsor.delete';
    await recordChange(tx, stamp, { action, entity: 'sponsor', entityId: id, before, after });
    return { kind: 'ok', outcome, droppedUserId };
  });
}

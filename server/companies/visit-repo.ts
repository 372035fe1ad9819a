// Reads and writes behind an attendee's own booth visits (issue 29): the companies whose booth
// badge they hold, and the CVs they took back from one of them (cv_withdrawals). A withdrawal is
// written with the idempotency key's kept answer in one transaction.
import { and, desc, eq, isNotNull, sql } from 'drizzle-orm';
import type { Db, Tx } from '../db/client.ts';
import { attendees, companies } from '../db/schema/accounts.ts';
import { redeems } from '../db/schema/contest.ts';
import { cvWithdrawals } from '../db/schema/leads.ts';

// NOTE: inserted_at is naive UTC (provider-api.md §1); read as timestamptz like occurred_at.
const visitedAt =
  sql<Date>`min(coalesce(${redeems.occurredAt}, ${redeems.insertedAt} at time zone 'utc'))`.mapWith(
    redeems.occurredAt,
  );

/** The attendee's visits, newest first; `companyId` narrows them to one company. */
export async function visitsOf(db: Db | Tx, attendeeId: string, companyId?: number) {
  const rows = await db
    .select({
      companyId: companies.id,
      company: companies.name,
      hasCvAccess: companies.hasCvAccess,
      isCvWithdrawn: sql<boolean>`bool_or(${cvWithdrawals.companyId} is not null)`,
      visitedAt,
    })
    .from(redeems)
    .innerJoin(companies, eq(companies.badgeId, redeems.badgeId))
    .leftJoin(
      cvWithdrawals,
      and(eq(cvWithdrawals.companyId, companies.id), eq(cvWithdrawals.attendeeId, attendeeId)),
    )
    .where(
      and(
        eq(redeems.attendeeId, attendeeId),
        companyId === undefined ? undefined : eq(companies.id, companyId),
      ),
    )
    .groupBy(companies.id)
    .orderBy(desc(visitedAt), companies.id);
  return rows;
}

export type VisitRow = Awaited<ReturnType<typeof visitsOf>>[number];

export async function hasCv(db: Db | Tx, attendeeId: string): Promise<boolean> {
  const [row] = await db
    .select({ id: attendees.id })
    .from(attendees)
    .where(and(eq(attendees.id, attendeeId), isNotNull(attendees.cv)));
  return row !== undefined;
}

/**
 * Shares (`shared`) or takes back the attendee's CV from a company they visited, at `at`; `keep`
 * stores the kept answer in the same transaction. 'not-a-visit': no booth badge of that company.
 */
export function setCvSharing(
  db: Db,
  target: { attendeeId: string; companyId: number },
  shared: boolean,
  at: Date,
  keep: (tx: Tx, visit: VisitRow) => Promise<void>,
): Promise<VisitRow | 'not-a-visit'> {
  const { attendeeId, companyId } = target;
  return db.transaction(async (tx) => {
    if ((await visitsOf(tx, attendeeId, companyId)).length === 0) return 'not-a-visit';
    const own = and(eq(cvWithdrawals.companyId, companyId), eq(cvWithdrawals.attendeeId, attendeeId));
    if (shared) await tx.delete(cvWithdrawals).where(own);
    else
      await tx.insert(cvWithdrawals).values({ companyId, attendeeId, withdrawnAt: at }).onConflictDoNothing();
    const [visit] = await visitsOf(tx, attendeeId, companyId);
    await keep(tx, visit!);
    return visit!;
  });
}

/** The attendees who took their CV back from the company. */
export async function withdrawnCvsOf(db: Db, companyId: number): Promise<Set<string>> {
  const rows = await db
    .select({ attendeeId: cvWithdrawals.attendeeId })
    .from(cvWithdrawals)
    .where(eq(cvWithdrawals.companyId, companyId));
  return new Set(rows.map((r) => r.attendeeId));
}

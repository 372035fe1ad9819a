// Reads and writes behind a sponsor's leads (issue 29): the company's tag list, its visitors with
// their leads, and one edit merged into a lead under a row lock (the merge itself is the pure
// mergeLeadEdit of companies/lead-rules.ts), committed with the idempotency key's kept answer.
import { and, desc, eq, inArray, isNotNull, sql } from 'drizzle-orm';
import type { Db, Tx } from '../db/client.ts';
import { attendees, users } from '../db/schema/accounts.ts';
import { redeems } from '../db/schema/contest.ts';
import { companyLeadConsent, companyLeadTags, leads } from '../db/schema/leads.ts';
import { stepsOfEdit } from './lead-timeline-rules.ts';
import { appendSteps } from './lead-timeline-repo.ts';
import { EMPTY_LEAD, mergeLeadEdit, type LeadEdit, type StoredLead } from './lead-rules.ts';

export type LeadCompany = { id: number; badgeId: number };

export async function readTagList(db: Db | Tx, companyId: number): Promise<string[]> {
  const [row] = await db
    .select({ tags: companyLeadTags.tags })
    .from(companyLeadTags)
    .where(eq(companyLeadTags.companyId, companyId));
  return row?.tags ?? [];
}

export async function saveTagList(db: Db, companyId: number, tags: string[]): Promise<void> {
  await db
    .insert(companyLeadTags)
    .values({ companyId, tags })
    .onConflictDoUpdate({
      target: companyLeadTags.companyId,
      set: { tags, updatedAt: sql`(now() at time zone 'utc')` },
    });
}

/** Whether the organiser's console may export the company's leads (no row: no). */
export async function readConsent(db: Db, companyId: number): Promise<boolean> {
  const [row] = await db
    .select({ shares: companyLeadConsent.sharesWithOrganiser })
    .from(companyLeadConsent)
    .where(eq(companyLeadConsent.companyId, companyId));
  return row?.shares ?? false;
}

export async function saveConsent(db: Db, companyId: number, shares: boolean): Promise<void> {
  await db
    .insert(companyLeadConsent)
    .values({ companyId, sharesWithOrganiser: shares })
    .onConflictDoUpdate({
      target: companyLeadConsent.companyId,
      set: { sharesWithOrganiser: shares, updatedAt: sql`(now() at time zone 'utc')` },
    });
}

const leadColumns = {
  rating: leads.rating,
  ratingAt: leads.ratingAt,
  tags: leads.tags,
  tagsAt: leads.tagsAt,
  note: leads.note,
  noteAt: leads.noteAt,
  followUp: leads.followUp,
  followUpAt: leads.followUpAt,
};

type LeadRow = { [K in keyof typeof leadColumns]: (typeof leadColumns)[K]['_']['data'] | null };

function storedOf(row: LeadRow): StoredLead {
  if (row.tags === null) return EMPTY_LEAD; // no lead row: the visitor was never rated
  return {
    rating: row.rating,
    tags: row.tags,
    note: row.note ?? '',
    followUp: row.followUp ?? false,
    editedAt: { rating: row.ratingAt, tags: row.tagsAt, note: row.noteAt, followUp: row.followUpAt },
  };
}

/**
 * The company's visitors (registered attendees holding its booth badge), newest scan first; only
 * those of `attendeeIds` when given (issue 28: the visitors a screen shows).
 */
export async function listLeads(db: Db, company: LeadCompany, attendeeIds?: readonly string[]) {
  // NOTE: inserted_at is naive UTC (provider-api.md §1); read as timestamptz like occurred_at.
  const visitedAt =
    sql<Date>`coalesce(${redeems.occurredAt}, ${redeems.insertedAt} at time zone 'utc')`.mapWith(
      redeems.occurredAt,
    );
  const rows = await db
    .select({
      attendeeId: attendees.id,
      name: attendees.name,
      nickname: attendees.nickname,
      email: users.email,
      visitedAt,
      ...leadColumns,
    })
    .from(redeems)
    .innerJoin(attendees, eq(attendees.id, redeems.attendeeId))
    .innerJoin(users, eq(users.id, attendees.userId))
    .leftJoin(leads, and(eq(leads.companyId, company.id), eq(leads.attendeeId, attendees.id)))
    .where(
      and(
        eq(redeems.badgeId, company.badgeId),
        isNotNull(attendees.userId),
        attendeeIds === undefined ? undefined : inArray(redeems.attendeeId, [...attendeeIds]),
      ),
    )
    .orderBy(desc(visitedAt), attendees.id);
  return rows.map((row) => ({
    attendeeId: row.attendeeId,
    name: row.name,
    nickname: row.nickname,
    email: row.email,
    visitedAt: row.visitedAt,
    lead: storedOf(row),
  }));
}

/**
 * Merges one edit made `at` by a booth `member` into the company's lead of a visitor and adds its
 * timeline steps; `keep` stores the kept answer in the same transaction. 'not-a-visitor': the attendee holds no booth badge of this company.
 */
export function editLead(
  db: Db,
  target: { company: LeadCompany; attendeeId: string; member: string | null },
  edit: LeadEdit,
  at: Date,
  keep: (tx: Tx, lead: StoredLead) => Promise<void>,
): Promise<StoredLead | 'not-a-visitor'> {
  const { company, attendeeId, member } = target;
  return db.transaction(async (tx) => {
    const [visit] = await tx
      .select({ id: redeems.id })
      .from(redeems)
      .where(and(eq(redeems.badgeId, company.badgeId), eq(redeems.attendeeId, attendeeId)))
      .limit(1);
    if (!visit) return 'not-a-visitor';
    await tx.insert(leads).values({ companyId: company.id, attendeeId }).onConflictDoNothing();
    const own = and(eq(leads.companyId, company.id), eq(leads.attendeeId, attendeeId));
    // NOTE: the row lock orders two phones' edits of one lead; each merges into what the other left.
    const [row] = await tx.select(leadColumns).from(leads).where(own).for('update');
    const merged = mergeLeadEdit(storedOf(row!), edit, at);
    await tx
      .update(leads)
      .set({
        rating: merged.rating,
        ratingAt: merged.editedAt.rating,
        tags: merged.tags,
        tagsAt: merged.editedAt.tags,
        note: merged.note,
        noteAt: merged.editedAt.note,
        followUp: merged.followUp,
        followUpAt: merged.editedAt.followUp,
        updatedAt: sql`(now() at time zone 'utc')`,
      })
      .where(own);
    await appendSteps(tx, { companyId: company.id, attendeeId }, stepsOfEdit(edit, member, at));
    await keep(tx, merged);
    return merged;
  });
}

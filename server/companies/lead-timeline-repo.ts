// Reads and writes of a lead's timeline (issue 29; companies/lead-timeline-rules.ts): steps are appended
// in the write's own transaction (an edit's, with its kept answer), so each write adds them once.
import { and, asc, eq, sql } from 'drizzle-orm';
import type { Db, Tx } from '../db/client.ts';
import { redeems } from '../db/schema/contest.ts';
import { leadEvents } from '../db/schema/leads.ts';
import type { TimelineStep } from './lead-timeline-rules.ts';

type Lead = { companyId: number; attendeeId: string };

export async function appendSteps(db: Db | Tx, lead: Lead, steps: readonly TimelineStep[]): Promise<void> {
  if (steps.length === 0) return;
  await db.insert(leadEvents).values(
    steps.map((s) => ({
      companyId: lead.companyId,
      attendeeId: lead.attendeeId,
      kind: s.kind,
      member: s.member,
      value: s.value,
      occurredAt: s.at,
    })),
  );
}

/** The visit's time and the stored steps of one visitor; null: not a visitor of the company. */
export async function readTimeline(db: Db, lead: Lead & { badgeId: number }) {
  // NOTE: inserted_at is naive UTC (provider-api.md §1); read as timestamptz like occurred_at.
  const visitedAt =
    sql<Date>`coalesce(${redeems.occurredAt}, ${redeems.insertedAt} at time zone 'utc')`.mapWith(
      redeems.occurredAt,
    );
  const [visit] = await db
    .select({ visitedAt })
    .from(redeems)
    .where(and(eq(redeems.badgeId, lead.badgeId), eq(redeems.attendeeId, lead.attendeeId)))
    .orderBy(asc(visitedAt))
    .limit(1);
  if (!visit) return null;
  const rows = await db
    .select({
      kind: leadEvents.kind,
      member: leadEvents.member,
      value: leadEvents.value,
      at: leadEvents.occurredAt,
    })
    .from(leadEvents)
    .where(and(eq(leadEvents.companyId, lead.companyId), eq(leadEvents.attendeeId, lead.attendeeId)))
    .orderBy(asc(leadEvents.occurredAt), asc(leadEvents.id));
  return { visitedAt: visit.visitedAt, steps: rows };
}

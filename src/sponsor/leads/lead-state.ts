// What a lead shows on this phone (issue 29): the server's lead, then its edits still waiting in
// the outbox and this page's own edits, each field replaced only by a newer edit (the server's
// rule, server/companies/lead-rules.ts), so an edit made offline shows at once and after a reload. Pure.
import type { LeadRating } from '#contract/constants';
import type { Lead, LeadEdit, LeadField } from '../../api/leads.ts';
import { isWaiting, type OutboxRow } from '../../outbox/shared/row.ts';

/** An edit of one lead made at `at` (epoch ms). */
export type TimedEdit = { attendeeId: string; edit: LeadEdit; at: number };

const FIELDS: readonly LeadField[] = ['rating', 'tags', 'note', 'followUp'];

function editOf(body: unknown): LeadEdit | null {
  const lead = typeof body === 'object' && body !== null ? (body as { lead?: unknown }).lead : undefined;
  if (typeof lead !== 'object' || lead === null) return null;
  const w = lead as Record<string, unknown>;
  const edit: LeadEdit = {};
  if (w.rating === null || w.rating === 'hot' || w.rating === 'warm' || w.rating === 'cold')
    edit.rating = w.rating as LeadRating | null;
  if (Array.isArray(w.tags)) edit.tags = w.tags.filter((t): t is string => typeof t === 'string');
  if (typeof w.note === 'string') edit.note = w.note;
  if (typeof w.follow_up === 'boolean') edit.followUp = w.follow_up;
  return edit;
}

/** The lead edits among outbox rows still to be sent (`pathPattern` captures the attendee id). */
export function waitingLeadEdits(
  rows: readonly OutboxRow[],
  pathPattern: RegExp,
  origin: string,
): TimedEdit[] {
  return rows.flatMap((row) => {
    const id = pathPattern.exec(new URL(row.path, origin).pathname)?.[1];
    const edit = editOf(row.body);
    const at = Date.parse(row.occurredAt);
    if (id === undefined || row.method !== 'PUT' || !isWaiting(row) || !edit || Number.isNaN(at)) return [];
    return [{ attendeeId: decodeURIComponent(id), edit, at }];
  });
}

/** The lead after an edit: each field it sets replaces the lead's when not older. */
export function applyEdit(lead: Lead, { edit, at }: TimedEdit): Lead {
  const next: Lead = { ...lead, editedAt: { ...lead.editedAt } };
  for (const field of FIELDS) {
    const value = edit[field];
    const before = lead.editedAt[field];
    if (value === undefined || (before !== null && before > at)) continue;
    (next as Record<LeadField, unknown>)[field] = value;
    next.editedAt[field] = at;
  }
  return next;
}

/**
 * Every lead with the edits made to it that the server may not have yet; `blank` makes the lead of
 * a visitor the server's list lacks (scanned and rated offline), so their edits still show.
 */
export function withEdits(
  leads: readonly Lead[],
  edits: readonly TimedEdit[],
  blank?: (attendeeId: string, at: number) => Lead,
): Lead[] {
  const byId = new Map<string, TimedEdit[]>();
  for (const e of edits) byId.set(e.attendeeId, [...(byId.get(e.attendeeId) ?? []), e]);
  const known = new Set(leads.map((lead) => lead.attendeeId));
  const missing = blank
    ? [...byId].filter(([id]) => !known.has(id)).map(([id, [first]]) => blank(id, first!.at))
    : [];
  return [...leads, ...missing].map((lead) => (byId.get(lead.attendeeId) ?? []).reduce(applyEdit, lead));
}

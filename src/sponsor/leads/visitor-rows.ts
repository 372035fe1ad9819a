// The visitors list with their leads (issue 29): the company's visitors (provider-api.md §3) joined
// with its leads, searched, filtered by rating and tag and sorted by scan time or rating. Pure.
import { LEAD_RATINGS, type LeadRating } from '#contract/constants';
import type { Lead } from '../../api/leads.ts';
import type { Visitor } from '../../api/visitors.ts';
import { matchesQuery } from '../../lib/fold-text.ts';

/** A visitor, with the company's lead when they visited the booth (Gold lists everyone). */
export type VisitorRow = Visitor & { lead: Lead | null };

export type RowSort = 'time' | 'rating';
export type RatingFilter = 'all' | LeadRating | 'unrated';
export type RowFilter = { query: string; rating: RatingFilter; tag: string | null };

/** A lead nobody has edited, for a visitor this phone knows before the server's list has them. */
export function emptyLead(attendeeId: string, who: string | null, visitedAt: Date): Lead {
  return {
    attendeeId,
    name: who,
    nickname: null,
    email: null,
    visitedAt,
    rating: null,
    tags: [],
    note: '',
    followUp: false,
    editedAt: { rating: null, tags: null, note: null, followUp: null },
  };
}

/** Every visitor with their lead, and every lead whose visitor the (older) list lacks. */
export function joinRows(visitors: readonly Visitor[], leads: readonly Lead[]): VisitorRow[] {
  const byId = new Map(leads.map((lead) => [lead.attendeeId, lead]));
  const listed = new Set(visitors.map((v) => v.id));
  const rows: VisitorRow[] = visitors.map((v) => ({ ...v, lead: byId.get(v.id) ?? null }));
  for (const lead of leads) {
    if (listed.has(lead.attendeeId)) continue;
    const { attendeeId, name, nickname, email } = lead;
    rows.push({ id: attendeeId, name, nickname, email, avatar: null, cv: null, lead });
  }
  return rows;
}

export function filterRows(rows: readonly VisitorRow[], { query, rating, tag }: RowFilter): VisitorRow[] {
  return rows.filter((row) => {
    const lead = row.lead;
    if (rating === 'unrated' && lead?.rating) return false;
    if (rating !== 'all' && rating !== 'unrated' && lead?.rating !== rating) return false;
    if (tag !== null && !lead?.tags.includes(tag)) return false;
    return matchesQuery(query, [
      row.name,
      row.nickname,
      row.email,
      lead?.note ?? null,
      ...(lead?.tags ?? []),
    ]);
  });
}

const RANK = new Map<LeadRating | null, number>([...LEAD_RATINGS.map((r, i) => [r, i] as const), [null, 3]]);
const timeOf = (row: VisitorRow) => row.lead?.visitedAt.getTime() ?? -Infinity;
const nameOf = (row: VisitorRow) => row.name ?? row.nickname ?? '';

/** Newest scan first (visitors never scanned last, by name); or hot, warm, cold, unrated, then newest. */
export function sortRows(rows: readonly VisitorRow[], by: RowSort): VisitorRow[] {
  return [...rows].sort((a, b) => {
    if (by === 'rating') {
      const rank = RANK.get(a.lead?.rating ?? null)! - RANK.get(b.lead?.rating ?? null)!;
      if (rank !== 0) return rank;
    }
    return timeOf(b) - timeOf(a) || nameOf(a).localeCompare(nameOf(b));
  });
}

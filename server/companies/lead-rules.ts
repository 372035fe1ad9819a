// A sponsor's leads (issue 29), pure: reading an edit from the wire, the time it was made on the
// device, and the merge that keeps the last edit per field. Last-writer-wins by the device's edit
// time, not by arrival: two booth phones replaying their outboxes in either order end up the same.
// NOTE: equal times (two phones in the same millisecond) are broken by the value itself, so the
// merge is commutative and every replay order converges. No clock: `now` is passed in.
import {
  LEAD_NOTE_MAX_CHARS,
  LEAD_RATINGS,
  LEAD_TAG_MAX_CHARS,
  LEAD_TAGS_MAX,
  type LeadRating,
} from '#contract/constants';
import { CLOCK_SKEW_MS } from '../domain/occurred-at.ts';

export type LeadFields = {
  rating: LeadRating | null;
  tags: string[];
  note: string;
  followUp: boolean;
};
export type LeadField = keyof LeadFields;
export const LEAD_FIELDS: readonly LeadField[] = ['rating', 'tags', 'note', 'followUp'];

/** The fields an edit sets (at least one). */
export type LeadEdit = Partial<LeadFields>;

/** A stored lead: each field's value and when it was last edited (null: never). */
export type StoredLead = LeadFields & { editedAt: Record<LeadField, Date | null> };

export const EMPTY_LEAD: StoredLead = {
  rating: null,
  tags: [],
  note: '',
  followUp: false,
  editedAt: { rating: null, tags: null, note: null, followUp: null },
};

type WireEdit = { rating?: string | null; tags?: string[]; note?: string; follow_up?: boolean };
type FieldErrors = Record<string, string[]>;
/** A value read from the wire, or the field errors of its 422. */
export type Checked<T> = { value: T } | { errors: FieldErrors };

const RFC3339 = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}(\.\d+)?(Z|[+-]\d{2}:\d{2})$/i;

/**
 * When the edit was made: the `Occurred-At` the device sent. Unlike a scan's action time, an old
 * edit keeps its time (it simply loses to newer ones); a time ahead of the server beyond the clock
 * skew, or none, is now.
 */
export function editTime(header: string | undefined, now: Date): Date {
  if (!header || !RFC3339.test(header.trim())) return now;
  const at = new Date(header.trim());
  if (Number.isNaN(at.getTime()) || at.getTime() - now.getTime() > CLOCK_SKEW_MS) return now;
  return at;
}

/** Trims a tag list, drops blanks and repeats (case-insensitive, first spelling kept). */
export function normaliseTags(tags: readonly string[]): string[] {
  const seen = new Set<string>();
  const kept: string[] = [];
  for (const raw of tags) {
    const tag = raw.trim();
    const folded = tag.toLowerCase();
    if (tag === '' || seen.has(folded)) continue;
    seen.add(folded);
    kept.push(tag);
  }
  return kept;
}

/** The company's own tag list as sent by its sponsor: the list, or its field errors. */
export function readTagList(tags: readonly string[]): Checked<string[]> {
  const list = normaliseTags(tags);
  if (list.some((t) => t.length > LEAD_TAG_MAX_CHARS)) {
    return { errors: { tags: [`should be at most ${LEAD_TAG_MAX_CHARS} characters each`] } };
  }
  if (list.length > LEAD_TAGS_MAX) return { errors: { tags: [`should have at most ${LEAD_TAGS_MAX} tags`] } };
  return { value: list };
}

const isRating = (value: string): value is LeadRating => (LEAD_RATINGS as readonly string[]).includes(value);

/**
 * An edit from the wire, checked against the company's tag list: the edit, or its field errors
 * (422). Tags are matched case-insensitively and stored in the list's spelling.
 */
export function readLeadEdit(wire: WireEdit, companyTags: readonly string[]): Checked<LeadEdit> {
  const errors: FieldErrors = {};
  const edit: LeadEdit = {};
  if (wire.rating !== undefined) {
    if (wire.rating === null || isRating(wire.rating)) edit.rating = wire.rating;
    else errors.rating = [`should be one of ${LEAD_RATINGS.join(', ')} or null`];
  }
  if (wire.tags !== undefined) {
    const byFolded = new Map(companyTags.map((t) => [t.toLowerCase(), t]));
    const asked = normaliseTags(wire.tags);
    const unknown = asked.filter((t) => !byFolded.has(t.toLowerCase()));
    if (unknown.length > 0) errors.tags = [`not in your tag list: ${unknown.join(', ')}`];
    else edit.tags = asked.map((t) => byFolded.get(t.toLowerCase())!);
  }
  if (wire.note !== undefined) {
    if (wire.note.length > LEAD_NOTE_MAX_CHARS) {
      errors.note = [`should be at most ${LEAD_NOTE_MAX_CHARS} characters`];
    } else edit.note = wire.note;
  }
  if (wire.follow_up !== undefined) edit.followUp = wire.follow_up;
  if (Object.keys(errors).length > 0) return { errors };
  if (Object.keys(edit).length === 0)
    return { errors: { lead: ['should set rating, tags, note or follow_up'] } };
  return { value: edit };
}

/** True when an edit made `at` with `value` replaces the stored one (see the NOTE above). */
function wins(value: unknown, at: Date, stored: unknown, storedAt: Date | null): boolean {
  if (storedAt === null || at.getTime() > storedAt.getTime()) return true;
  if (at.getTime() < storedAt.getTime()) return false;
  return JSON.stringify(value) > JSON.stringify(stored);
}

/** The lead after an edit made `at`: each field the edit sets replaces the stored one if newer. */
export function mergeLeadEdit(stored: StoredLead, edit: LeadEdit, at: Date): StoredLead {
  const next: StoredLead = { ...stored, editedAt: { ...stored.editedAt } };
  for (const field of LEAD_FIELDS) {
    const value = edit[field];
    if (value === undefined || !wins(value, at, stored[field], stored.editedAt[field])) continue;
    (next as Record<LeadField, unknown>)[field] = value;
    next.editedAt[field] = at;
  }
  return next;
}

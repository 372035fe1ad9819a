// A lead's timeline (issue 29), pure: who at the booth scanned the visitor or edited their lead,
// what they set and when (the device's time). A company has one account, so the booth member is
// the name the phone sends with each write (`member`), trimmed and cut; none: null.
// NOTE: every edit is a step, even one a newer edit already beat: the timeline is what the booth
// did, the lead is what it concluded.
import { BOOTH_MEMBER_MAX_CHARS, type LeadEventKind } from '#contract/constants';
import type { LeadEdit } from './lead-rules.ts';

export type TimelineStep = { kind: LeadEventKind; member: string | null; value: string | null; at: Date };

/** The characters of a note a step keeps: enough to tell the edits apart. */
export const STEP_NOTE_CHARS = 140;

/** The booth member a phone named: spaces folded, cut to the limit; blank or none is null. */
export function readBoothMember(raw: unknown): string | null {
  if (typeof raw !== 'string') return null;
  const name = raw.replace(/\s+/g, ' ').trim().slice(0, BOOTH_MEMBER_MAX_CHARS).trim();
  return name === '' ? null : name;
}

/** The steps one edit adds: one per field it sets, in the lead's field order. */
export function stepsOfEdit(edit: LeadEdit, member: string | null, at: Date): TimelineStep[] {
  const steps: TimelineStep[] = [];
  if (edit.rating !== undefined) steps.push({ kind: 'rating', member, value: edit.rating, at });
  if (edit.tags !== undefined) steps.push({ kind: 'tags', member, value: edit.tags.join(', '), at });
  if (edit.note !== undefined) {
    const cut =
      edit.note.length > STEP_NOTE_CHARS ? `${edit.note.slice(0, STEP_NOTE_CHARS - 1)}…` : edit.note;
    steps.push({ kind: 'note', member, value: cut, at });
  }
  if (edit.followUp !== undefined)
    steps.push({ kind: 'follow_up', member, value: edit.followUp ? 'yes' : 'no', at });
  return steps;
}

/**
 * The visitor's timeline, oldest first: the stored steps, and the scan itself at `visitedAt` when
 * no scan step was stored (a scan made before timelines, or one whose step was not kept).
 */
export function timelineOf(stored: readonly TimelineStep[], visitedAt: Date): TimelineStep[] {
  const hasScan = stored.some((s) => s.kind === 'scan');
  const all = hasScan
    ? [...stored]
    : [{ kind: 'scan' as const, member: null, value: null, at: visitedAt }, ...stored];
  return all.sort(
    (a, b) => a.at.getTime() - b.at.getTime() || (a.kind === 'scan' ? -1 : b.kind === 'scan' ? 1 : 0),
  );
}

// Profile and CV rules (provider-api.md §3 "PATCH/PUT /api/attendees/:id" and "CVs"; DESIGN.md
// §3.2: CVs are served only to the owner, staff and companies allowed to see that attendee).
// Pure: the route hands in what the request carried and what the database knows.
import type { Sponsorship } from '#contract/constants';
import { isValidNickname, normaliseNickname } from './rules.ts';
import { seesAllAttendees } from '../companies/attendee-rules.ts';
import { readIntId } from '../domain/ids.ts';
import { ATTENDEE_CV_PATH, STAFF_CV_FILE_PATH, fillPath } from '#contract/paths';

export type FieldErrors = Record<string, string[]>;

/** An upload field after its file checks: not sent, refused, or accepted with what it is. */
export type UploadVerdict<T> = { kind: 'absent' } | { kind: 'invalid' } | { kind: 'ok'; value: T };

export type ProfileChanges = { nickname?: string; courseId?: number | null };

/** Any int4 is a course id to look up (none ≤ 0 exists: "does not exist"); "" clears it. */
function courseIdOf(value: unknown): number | null | 'invalid' {
  if (value === '') return null;
  const reading = readIntId(value);
  if (reading === 'missing') return null;
  return typeof reading === 'number' ? reading : 'invalid';
}

function nicknameError(value: unknown): string | null {
  if (value === null || value === '') return "can't be blank";
  if (typeof value !== 'string') return 'is invalid';
  return isValidNickname(normaliseNickname(value)) ? null : 'has invalid format';
}

/**
 * The changes of one profile edit, or every field error at once as a changeset would list them.
 * Only nickname and course_id change here; name and email are never taken from this request.
 */
export function decideProfileEdit(input: {
  fields: Record<string, unknown>;
  avatar: UploadVerdict<unknown>;
  cv: UploadVerdict<unknown>;
}): { kind: 'refused'; errors: FieldErrors } | { kind: 'ok'; changes: ProfileChanges } {
  const errors: FieldErrors = {};
  const changes: ProfileChanges = {};
  if (Object.hasOwn(input.fields, 'nickname')) {
    const error = nicknameError(input.fields.nickname);
    if (error) errors.nickname = [error];
    else changes.nickname = normaliseNickname(input.fields.nickname as string);
  }
  if (Object.hasOwn(input.fields, 'course_id')) {
    const courseId = courseIdOf(input.fields.course_id);
    if (courseId === 'invalid') errors.course_id = ['is invalid'];
    else changes.courseId = courseId;
  }
  if (input.avatar.kind === 'invalid') errors.avatar = ['is invalid'];
  if (input.cv.kind === 'invalid') errors.cv = ['is invalid'];
  return Object.keys(errors).length > 0 ? { kind: 'refused', errors } : { kind: 'ok', changes };
}

/** Who asks for a CV, with the facts about the CV's attendee that matter for a company. */
export type CvViewer =
  | { type: 'attendee'; attendeeId: string }
  | { type: 'staff' }
  | {
      type: 'company';
      hasCvAccess: boolean;
      sponsorship: Sponsorship;
      hasVisited: boolean;
      /** The attendee took their CV back from this company (issue 29). */
      isCvWithdrawn?: boolean;
    }
  | { type: null };

/**
 * The attendee themself, any staff, or a company with CV access that may list that attendee:
 * Gold and Exclusive see every registered attendee, Bronze and Silver only their visitors
 * (provider-api.md §3 "GET /api/company/attendees/:company_id"), unless the attendee took their
 * CV back from that company (issue 29).
 */
export function canSeeAttendeeCv(viewer: CvViewer, owner: { id: string; isRegistered: boolean }): boolean {
  switch (viewer.type) {
    case 'attendee':
      return viewer.attendeeId === owner.id;
    case 'staff':
      return true;
    case 'company':
      if (!viewer.hasCvAccess || !owner.isRegistered || viewer.isCvWithdrawn === true) return false;
      return seesAllAttendees(viewer.sponsorship) || viewer.hasVisited;
    default:
      return false;
  }
}

/** Staff CVs go in every company's CV zip (provider-api.md §3), so: staff, and companies with CV access. */
export function canSeeStaffCv(viewer: CvViewer): boolean {
  return viewer.type === 'staff' || (viewer.type === 'company' && viewer.hasCvAccess);
}

/** `<nickname>.pdf`, reduced to characters that are safe in a Content-Disposition header. */
export function cvFilename(nickname: string | null): string {
  const safe = (nickname ?? '').replace(/[^A-Za-z0-9_-]/g, '').slice(0, 64);
  return `${safe || 'cv'}.pdf`;
}

// The URLs the JSON exposes (provider-api.md §1 "Uploads"): `?v=` changes with every upload so
// caches keyed by URL (the service worker, the client's IndexedDB) never show an old file.
export const avatarUrl = (attendeeId: string, ext: string, at: Date) =>
  `/uploads/attendee/avatars/${attendeeId}/original.${ext}?v=${at.getTime()}`;
export const attendeeCvUrl = (attendeeId: string, at: Date) =>
  `${fillPath(ATTENDEE_CV_PATH, { id: attendeeId })}?v=${at.getTime()}`;
export const staffCvUrl = (userId: number, at: Date) =>
  `${fillPath(STAFF_CV_FILE_PATH, { user_id: userId })}?v=${at.getTime()}`;

// A staff member's own CV (provider-api.md §3 "CVs"): GET /api/staff/cv/:user_id → {id, cv} and
// PATCH with multipart `staff[cv]` (a PDF), sent with upload progress. Refusals keep the server's
// words (422 {"errors":{"cv":["is invalid"]}}).
import { STAFF_CV_PATH } from '#contract/paths';
import { apiPath } from './client.ts';
import type { StaffCvReply } from '#contract/profile';
import { get } from './get.ts';
import type { Reading } from '../offline/read-through.ts';
import { uploadForm, type Progress } from './transfer.ts';
import type { ApiFailure } from './errors.ts';
import { asObject, optionalString } from './wire.ts';

export type StaffCv = { cv: string | null };

export function toStaffCv(body: unknown): StaffCv {
  return { cv: optionalString(asObject<StaffCvReply>(body, 'staff cv').cv) };
}

export function readStaffCv(userId: string, userKey: string): AsyncGenerator<Reading<StaffCv>, void, void> {
  return get(apiPath(STAFF_CV_PATH, { user_id: userId }), toStaffCv, { userKey });
}

export type CvUploadResult =
  | { kind: 'saved'; cv: StaffCv }
  | { kind: 'refused'; reason: string | null }
  | { kind: 'failed'; failure: ApiFailure };

function cvReason(body: unknown): string | null {
  if (typeof body !== 'object' || body === null || !('errors' in body)) return null;
  const errors = body.errors;
  if (typeof errors !== 'object' || errors === null || !('cv' in errors)) return null;
  const list = errors.cv;
  return Array.isArray(list) && typeof list[0] === 'string' ? list[0] : null;
}

export async function uploadStaffCv(
  userId: string,
  file: File,
  onProgress: (progress: Progress) => void,
): Promise<CvUploadResult> {
  const form = new FormData();
  form.append('staff[cv]', file, file.name);
  const result = await uploadForm('PATCH', apiPath(STAFF_CV_PATH, { user_id: userId }), form, onProgress);
  if (result.ok) return { kind: 'saved', cv: toStaffCv(result.value) };
  if (result.failure.kind === 'http' && result.failure.status === 422)
    return { kind: 'refused', reason: cvReason(result.failure.body) };
  return { kind: 'failed', failure: result.failure };
}

// A company's visitors (provider-api.md §3): GET /api/company/attendees/:company_id → {"data":
// [AttendeeSimple]} (Bronze and Silver: those who hold the company's badge; Gold and Exclusive: every
// attendee; `cv` null without CV access), and all their CVs as one zip
// (GET /api/company/attendees/cvs/:company_id) downloaded with byte progress.
import type { CompanyAttendeesReply } from '#contract/company-attendees';
import type { AttendeeSimple } from '#contract/shapes';
import { get, type Fresh } from './get.ts';
import { downloadBlob, type Progress, type TransferResult } from './transfer.ts';
import { asArray, asObject, asString, optionalPicture, optionalString } from './wire.ts';

export type Visitor = {
  id: string;
  name: string | null;
  nickname: string | null;
  email: string | null;
  avatar: string | null;
  cv: string | null;
};

export function toVisitors(body: unknown): Visitor[] {
  return asArray(asObject<CompanyAttendeesReply>(body, 'visitors').data, 'visitors.data').map((value) => {
    const w = asObject<AttendeeSimple>(value, 'visitor');
    return {
      id: asString(w.id, 'visitor.id'),
      name: optionalString(w.name),
      nickname: optionalString(w.nickname),
      email: optionalString(w.email),
      avatar: optionalPicture(w.avatar),
      cv: optionalString(w.cv),
    };
  });
}

export function readVisitors(
  companyId: string,
  userKey: string,
): AsyncGenerator<Fresh<Visitor[]>, void, void> {
  return get(`api/company/attendees/${encodeURIComponent(companyId)}`, toVisitors, { userKey });
}

export function downloadVisitorCvs(
  companyId: string,
  onProgress: (progress: Progress) => void,
): Promise<TransferResult<{ blob: Blob; filename: string | null }>> {
  return downloadBlob(`api/company/attendees/cvs/${encodeURIComponent(companyId)}`, onProgress);
}

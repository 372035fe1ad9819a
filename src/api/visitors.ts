// A company's visitors (provider-api.md §3): GET /api/company/attendees/:company_id → {"data":
// [AttendeeSimple]} (Bronze and Silver: those who hold the company's badge; Gold and Exclusive: every
// attendee; `cv` null without CV access), and all their CVs as one zip
// (GET /api/company/attendees/cvs/:company_id) downloaded with byte progress.
// Our client reads the list a page at a time (`?limit=N`, issue 28): newest scan first, then (Gold)
// those who never visited; the first page is cached so it shows offline; a search runs on the server.
import { COMPANY_ATTENDEES_PATH, COMPANY_CVS_PATH } from '#contract/paths';
import { apiPath } from './client.ts';
import type { CompanyAttendeesReply } from '#contract/company-attendees';
import type { VisitorsPageReply } from '#contract/pages';
import type { AttendeeSimple } from '#contract/shapes';
import { get } from './get.ts';
import type { Reading } from '../offline/read-through.ts';
import { downloadBlob, type Progress, type TransferResult } from './transfer.ts';
import { asArray, asObject, fieldsOf } from './wire.ts';

export type Visitor = {
  id: string;
  name: string | null;
  nickname: string | null;
  email: string | null;
  avatar: string | null;
  cv: string | null;
};

function toVisitor(value: unknown): Visitor {
  const w = fieldsOf<AttendeeSimple>(value, 'visitor');
  return {
    id: w.string('id'),
    name: w.optionalString('name'),
    nickname: w.optionalString('nickname'),
    email: w.optionalString('email'),
    avatar: w.optionalPicture('avatar'),
    cv: w.optionalString('cv'),
  };
}

export function toVisitors(body: unknown): Visitor[] {
  return asArray(asObject<CompanyAttendeesReply>(body, 'visitors').data, 'visitors.data').map(toVisitor);
}

/** One page of visitors: how many match in all, how many CVs the company may read, the next cursor. */
export type VisitorsPage = { visitors: Visitor[]; total: number; withCv: number; next: string | null };

/** Visitors per page: a first screenful and a bit, ~30 kB at most. */
export const VISITORS_PAGE = 40;

export function toVisitorsPage(body: unknown): VisitorsPage {
  const reply = fieldsOf<VisitorsPageReply>(body, 'visitors');
  return {
    visitors: asArray(reply.raw.data, 'visitors.data').map(toVisitor),
    total: reply.number('total'),
    withCv: reply.number('with_cv'),
    next: reply.raw.next === null ? null : reply.string('next'),
  };
}

function pagePath(companyId: string, after: string | null, query: string): string {
  const params = new URLSearchParams({ limit: String(VISITORS_PAGE) });
  if (after !== null) params.set('after', after);
  if (query !== '') params.set('q', query);
  return `${apiPath(COMPANY_ATTENDEES_PATH, { company_id: companyId })}?${params}`;
}

/**
 * The first page of visitors matching `query`: cache first then network without a search (so it
 * shows offline), network only with one. Later pages: `after` a page's `next`, network only.
 */
export function readVisitorsPage(
  companyId: string,
  userKey: string,
  opts: { query: string; after: string | null },
): AsyncGenerator<Reading<VisitorsPage>, void, void> {
  const isFirst = opts.query === '' && opts.after === null;
  return get(pagePath(companyId, opts.after, opts.query), toVisitorsPage, {
    userKey: isFirst ? userKey : null,
  });
}

export function downloadVisitorCvs(
  companyId: string,
  onProgress: (progress: Progress) => void,
): Promise<TransferResult<{ blob: Blob; filename: string | null }>> {
  return downloadBlob(apiPath(COMPANY_CVS_PATH, { company_id: companyId }), onProgress);
}

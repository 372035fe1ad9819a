// The columns of the console's CSV exports (issues 13 and 29), and each as a stream of text: the
// header first, then one chunk per page the repo reads (transfer/export-repo.ts), so the whole
// file is never in memory. Times are UTC (RFC 3339); `occurred_at` is when a staff member or
// sponsor acted, which precedes `recorded_at` when the write waited in an offline outbox.
import type { CsvExport } from '../contract/transfer.ts';
import type { Db } from '../db/client.ts';
import {
  attendeePage,
  awardPage,
  leadPage,
  pagesOf,
  visitPage,
  type AttendeeExportRow,
  type AwardExportRow,
  type LeadExportRow,
  type VisitExportRow,
  type VisitKey,
  visitKeyOf,
} from './export-repo.ts';
import { CSV_BOM, csvLine, csvLines, type CsvValue } from './csv.ts';

type CsvSpec<R> = {
  header: readonly string[];
  pages: (db: Db) => AsyncGenerator<R[], void, void>;
  values: (row: R) => CsvValue[];
};

const attendeesCsv: CsvSpec<AttendeeExportRow> = {
  header: [
    'id',
    'nickname',
    'name',
    'email',
    'course',
    'tokens',
    'entries',
    'badges',
    'has_cv',
    'banned',
    'signed_up_at',
    'terms_accepted_at',
  ],
  pages: (db) =>
    pagesOf(
      (after: number | null, limit: number) => attendeePage(db, after, limit),
      (row) => row.userId,
    ),
  values: (a) => [
    a.id,
    a.nickname,
    a.name,
    a.email,
    a.course,
    a.tokens,
    a.entries,
    a.badges,
    a.hasCv,
    a.isBanned,
    a.signedUpAt,
    a.termsAcceptedAt,
  ],
};

const visitorsCsv: CsvSpec<VisitExportRow> = {
  header: [
    'company_id',
    'company',
    'sponsorship',
    'attendee_id',
    'nickname',
    'name',
    'email',
    'occurred_at',
    'recorded_at',
  ],
  pages: (db) => pagesOf((after: VisitKey | null, limit: number) => visitPage(db, after, limit), visitKeyOf),
  values: (v) => [
    v.companyId,
    v.company,
    v.sponsorship,
    v.attendeeId,
    v.nickname,
    v.name,
    v.email,
    v.occurredAt ?? v.recordedAt,
    v.recordedAt,
  ],
};

/** Who gave a badge: a staff member, a sponsor's booth scan, or nobody (an achievement, a referral code). */
function giverOf(a: AwardExportRow): [kind: string, who: string | null] {
  if (a.staffEmail !== null) return ['staff', a.staffEmail];
  if (a.company !== null) return ['sponsor', a.company];
  return ['automatic', null];
}

const awardsCsv: CsvSpec<AwardExportRow> = {
  header: [
    'id',
    'badge_id',
    'badge',
    'badge_type',
    'attendee_id',
    'nickname',
    'email',
    'awarded_by_kind',
    'awarded_by',
    'spotlighted',
    'occurred_at',
    'recorded_at',
  ],
  pages: (db) =>
    pagesOf(
      (after: number | null, limit: number) => awardPage(db, after, limit),
      (row) => row.id,
    ),
  values: (a) => [
    a.id,
    a.badgeId,
    a.badge,
    a.badgeType,
    a.attendeeId,
    a.nickname,
    a.email,
    ...giverOf(a),
    a.isSpotlighted,
    a.occurredAt ?? a.recordedAt,
    a.recordedAt,
  ],
};

/** Sponsors' leads (issue 29), only of the sponsors who let the organiser export them. */
const leadsCsv: CsvSpec<LeadExportRow> = {
  header: [
    'company_id',
    'company',
    'attendee_id',
    'nickname',
    'name',
    'email',
    'scanned_at',
    'rating',
    'tags',
    'note',
    'follow_up',
  ],
  pages: (db) => pagesOf((after: VisitKey | null, limit: number) => leadPage(db, after, limit), visitKeyOf),
  values: (l) => [
    l.companyId,
    l.company,
    l.attendeeId,
    l.nickname,
    l.name,
    l.email,
    l.occurredAt ?? l.recordedAt,
    l.rating,
    (l.tags ?? []).join('; '),
    l.note ?? '',
    l.followUp ?? false,
  ],
};

async function* textOf<R>(spec: CsvSpec<R>, db: Db): AsyncGenerator<string, void, void> {
  yield CSV_BOM + csvLine(spec.header);
  for await (const page of spec.pages(db)) yield csvLines(page.map(spec.values));
}

/** The export's text, chunk by chunk. */
export function csvExport(kind: CsvExport, db: Db): AsyncGenerator<string, void, void> {
  switch (kind) {
    case 'attendees':
      return textOf(attendeesCsv, db);
    case 'visitors':
      return textOf(visitorsCsv, db);
    case 'awards':
      return textOf(awardsCsv, db);
    case 'leads':
      return textOf(leadsCsv, db);
  }
}

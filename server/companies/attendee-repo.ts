// Reads behind a company's attendee list and CV zip (provider-api.md §3): the company's tier
// facts, its list by the tier rule, and the CVs the zip holds.
import { asc, eq, isNotNull } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import { companies, staffs } from '../db/schema/accounts.ts';
import { seesAllAttendees } from './attendee-rules.ts';
import type { CvOwner } from '../uploads/storage.ts';
import { listRegisteredAttendees, listVisitors } from '../accounts/attendee-repo.ts';
import { withdrawnCvsOf } from './visit-repo.ts';

export async function findCompanyTier(db: Db, id: number) {
  const [row] = await db
    .select({
      id: companies.id,
      sponsorship: companies.sponsorship,
      badgeId: companies.badgeId,
      hasCvAccess: companies.hasCvAccess,
    })
    .from(companies)
    .where(eq(companies.id, id));
  return row ?? null;
}

export type CompanyTier = NonNullable<Awaited<ReturnType<typeof findCompanyTier>>>;

const byNickname = (a: { nickname: string | null }, b: { nickname: string | null }) =>
  (a.nickname ?? '').localeCompare(b.nickname ?? '', 'en', { sensitivity: 'base' });

/**
 * Gold and Exclusive: every registered attendee; Bronze and Silver: their visitors. Ordered by
 * nickname (unique and set for every registered attendee), so the list reads the same each time.
 * An attendee who took their CV back from this company (issue 29) is listed with `cv: null`.
 */
export async function listCompanyAttendees(db: Db, company: CompanyTier) {
  const [rows, withdrawn] = await Promise.all([
    seesAllAttendees(company.sponsorship) ? listRegisteredAttendees(db) : listVisitors(db, company.badgeId),
    withdrawnCvsOf(db, company.id),
  ]);
  return rows.map((row) => (withdrawn.has(row.id) ? { ...row, cv: null } : row)).sort(byNickname);
}

export type CvEntry = { owner: CvOwner; nickname: string | null };

/** The CVs of the zip: the company's attendees who uploaded one, then every staff CV. */
export async function listZipCvs(db: Db, company: CompanyTier): Promise<CvEntry[]> {
  const attendees = await listCompanyAttendees(db, company);
  const staff = await db
    .select({ userId: staffs.userId, nickname: staffs.nickname })
    .from(staffs)
    .where(isNotNull(staffs.cv))
    .orderBy(asc(staffs.id));
  return [
    ...attendees
      .filter((a) => a.cv !== null)
      .map((a): CvEntry => ({ owner: { kind: 'attendee', id: a.id }, nickname: a.nickname })),
    ...staff.map((s): CvEntry => ({ owner: { kind: 'staff', userId: s.userId }, nickname: s.nickname })),
  ];
}

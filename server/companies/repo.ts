// Reads of sponsor companies and courses.
import { asc, eq } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import { companies, courses } from '../db/schema/accounts.ts';

const companyColumns = {
  id: companies.id,
  name: companies.name,
  sponsorship: companies.sponsorship,
  channel_id: companies.channelId,
  badge_id: companies.badgeId,
  has_cv_access: companies.hasCvAccess,
};

export const listCompanies = (db: Db) => db.select(companyColumns).from(companies).orderBy(asc(companies.id));

export async function findCompany(db: Db, id: number) {
  const [row] = await db.select(companyColumns).from(companies).where(eq(companies.id, id));
  return row ?? null;
}

export const listCourses = (db: Db) =>
  db.select({ id: courses.id, name: courses.name }).from(courses).orderBy(asc(courses.id));

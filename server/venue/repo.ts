// Reads of the venue map: every placed booth with the company it belongs to.
import { asc, eq } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import { companies } from '../db/schema/accounts.ts';
import { venueBooths } from '../db/schema/venue.ts';

export type BoothRow = {
  companyId: number;
  name: string;
  sponsorship: string;
  badgeId: number;
  x: number;
  y: number;
  label: string | null;
};

export const listBooths = (db: Db): Promise<BoothRow[]> =>
  db
    .select({
      companyId: companies.id,
      name: companies.name,
      sponsorship: companies.sponsorship,
      badgeId: companies.badgeId,
      x: venueBooths.x,
      y: venueBooths.y,
      label: venueBooths.label,
    })
    .from(venueBooths)
    .innerJoin(companies, eq(companies.id, venueBooths.companyId))
    .orderBy(asc(companies.id));

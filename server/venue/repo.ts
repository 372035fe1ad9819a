// Reads of sponsors and their booths: every sponsor with its booth or none (the programme, the
// console's venue), and the booths placed (the venue map).
import { asc, eq } from 'drizzle-orm';
import type { Db, Tx } from '../db/client.ts';
import { companies } from '../db/schema/accounts.ts';
import { badges } from '../db/schema/badges.ts';
import { venueBooths } from '../db/schema/venue.ts';

export type BoothValues = { x: number; y: number; label: string | null };

export type SponsorBoothRow = {
  id: number;
  name: string;
  sponsorship: string;
  badgeId: number;
  /** The company's booth badge's archive time (the console lists archived sponsors too). */
  archivedAt: Date | null;
  booth: BoothValues | null;
};

export type BoothRow = BoothValues & {
  companyId: number;
  name: string;
  sponsorship: string;
  badgeId: number;
};

const selectSponsorBooths = (db: Db | Tx) =>
  db
    .select({
      id: companies.id,
      name: companies.name,
      sponsorship: companies.sponsorship,
      badgeId: companies.badgeId,
      archivedAt: badges.archivedAt,
      x: venueBooths.x,
      y: venueBooths.y,
      label: venueBooths.label,
    })
    .from(companies)
    .innerJoin(badges, eq(badges.id, companies.badgeId))
    .leftJoin(venueBooths, eq(venueBooths.companyId, companies.id));

type Selected = Awaited<ReturnType<typeof selectSponsorBooths>>[number];

const sponsorBoothOf = ({ x, y, label, ...sponsor }: Selected): SponsorBoothRow => ({
  ...sponsor,
  booth: x === null || y === null ? null : { x, y, label },
});

/** Every sponsor, in company order, with its booth or none. */
export const listSponsorBooths = async (db: Db): Promise<SponsorBoothRow[]> =>
  (await selectSponsorBooths(db).orderBy(asc(companies.id))).map(sponsorBoothOf);

export async function findSponsorBooth(db: Db, id: number): Promise<SponsorBoothRow | null> {
  const [row] = await selectSponsorBooths(db).where(eq(companies.id, id));
  return row ? sponsorBoothOf(row) : null;
}

/** The booths placed, in company order. */
export const listBooths = async (db: Db): Promise<BoothRow[]> =>
  (await listSponsorBooths(db)).flatMap(({ id, name, sponsorship, badgeId, booth }) =>
    booth === null ? [] : [{ companyId: id, name, sponsorship, badgeId, ...booth }],
  );

// Where the demo sponsors stand on the shipped demo plan (public/venue/demo-plan.svg, viewBox
// 0 0 1000 1000): tiers grouped, the Exclusive and Gold stands the largest and nearest the
// entrance (row A faces the lobby), then Silver, then two rows of Bronze. The plan draws a stand
// around each slot here; change both together.
import { inArray } from 'drizzle-orm';
import type { Tx } from '../client.ts';
import { companies, type Sponsorship } from '../schema/accounts.ts';
import { venueBooths } from '../schema/venue.ts';

/** A stand's centre and size in plan units, and the number printed beside its name. */
export type BoothSlot = { label: string; x: number; y: number; width: number; height: number };

/** Rows from the lobby inwards: centre line and depth of their stands. */
const ROWS = { A: [735, 80], B: [630, 70], C: [530, 60], D: [440, 56], E: [350, 56] } as const;

const stand = (row: keyof typeof ROWS, n: number, x: number, width: number): BoothSlot => ({
  label: `${row}${n}`,
  x,
  y: ROWS[row][0],
  width,
  height: ROWS[row][1],
});

const BRONZE_XS = [120, 215, 310, 410, 510, 605, 700] as const;

/** Stands per tier, in the order that tier's companies take them. */
export const DEMO_BOOTH_SLOTS: Record<Sponsorship, readonly BoothSlot[]> = {
  Exclusive: [stand('A', 3, 410, 160)],
  Gold: [
    stand('A', 2, 260, 110),
    stand('A', 4, 560, 110),
    stand('A', 1, 130, 110),
    stand('A', 5, 690, 110),
    stand('B', 1, 130, 110),
    stand('B', 6, 690, 110),
  ],
  Silver: [
    ...[265, 360, 455, 550].map((x, i) => stand('B', i + 2, x, 85)),
    ...[138, 274, 410, 546, 682].map((x, i) => stand('C', i + 1, x, 100)),
  ],
  Bronze: [
    ...BRONZE_XS.map((x, i) => stand('D', i + 1, x, 80)),
    ...BRONZE_XS.map((x, i) => stand('E', i + 1, x, 80)),
  ],
};

/** Places each demo company on the next free stand of its tier (companies are already written). */
export async function seedVenue(
  tx: Tx,
  demoCompanies: readonly { name: string; sponsorship: Sponsorship }[],
): Promise<void> {
  if (demoCompanies.length === 0) return;
  const names = demoCompanies.map((c) => c.name);
  const rows = await tx
    .select({ id: companies.id, name: companies.name })
    .from(companies)
    .where(inArray(companies.name, names));
  const idByName = new Map(rows.map((r) => [r.name, r.id]));
  const taken: Record<Sponsorship, number> = { Exclusive: 0, Gold: 0, Silver: 0, Bronze: 0 };
  const booths = demoCompanies.map(({ name, sponsorship }) => {
    const slot = DEMO_BOOTH_SLOTS[sponsorship][taken[sponsorship]++];
    const companyId = idByName.get(name);
    if (!slot) throw new Error(`seed: the demo plan has no free ${sponsorship} stand for ${name}`);
    if (companyId === undefined) throw new Error(`seed: no company named ${name}`);
    return { companyId, x: slot.x, y: slot.y, label: slot.label };
  });
  await tx.insert(venueBooths).values(booths);
}

// The console's venue writes (issue 13; the reads are venue/repo.ts's): a booth placed, moved or
// removed, and the plan's replacement recorded, each in one transaction with its audit entry.
// The audit entity is `booth`, named by the company's id (a company has at most one booth).
import { eq } from 'drizzle-orm';
import type { Db, Tx } from '../db/client.ts';
import { companies } from '../db/schema/accounts.ts';
import { venueBooths } from '../db/schema/venue.ts';
import { recordChange, type AuditStamp } from '../audit/repo.ts';
import type { EditResult } from '../admin/rows.ts';

type BoothSnapshot = typeof venueBooths.$inferSelect;

/** The company locked (so its delete waits), then its booth, if any. */
async function lockBooth(tx: Tx, companyId: number): Promise<{ booth: BoothSnapshot | null } | null> {
  const [company] = await tx
    .select({ id: companies.id })
    .from(companies)
    .where(eq(companies.id, companyId))
    .for('update');
  if (!company) return null;
  const [booth] = await tx.select().from(venueBooths).where(eq(venueBooths.companyId, companyId));
  return { booth: booth ?? null };
}

/** Places the company's booth, or moves it; a label left undefined is kept. */
export function placeBooth(
  db: Db,
  companyId: number,
  place: { x: number; y: number; label: string | null | undefined },
  stamp: AuditStamp,
): Promise<EditResult<BoothSnapshot>> {
  return db.transaction(async (tx) => {
    const locked = await lockBooth(tx, companyId);
    if (!locked) return { kind: 'not-found' };
    const before = locked.booth;
    const label = place.label === undefined ? (before?.label ?? null) : place.label;
    const values = { x: place.x, y: place.y, label };
    const [after] = before
      ? await tx
          .update(venueBooths)
          .set({ ...values, updatedAt: stamp.at })
          .where(eq(venueBooths.companyId, companyId))
          .returning()
      : await tx
          .insert(venueBooths)
          .values({ companyId, ...values, insertedAt: stamp.at, updatedAt: stamp.at })
          .returning();
    const action = before ? 'booth.move' : 'booth.place';
    await recordChange(tx, stamp, { action, entity: 'booth', entityId: companyId, before, after });
    return { kind: 'ok', row: after! };
  });
}

/** Takes the company's booth off the plan; not-found when it has none. */
export function removeBooth(db: Db, companyId: number, stamp: AuditStamp): Promise<EditResult<null>> {
  return db.transaction(async (tx) => {
    const locked = await lockBooth(tx, companyId);
    if (!locked?.booth) return { kind: 'not-found' };
    await tx.delete(venueBooths).where(eq(venueBooths.companyId, companyId));
    await recordChange(tx, stamp, {
      action: 'booth.remove',
      entity: 'booth',
      entityId: companyId,
      before: locked.booth,
      after: null,
    });
    return { kind: 'ok', row: null };
  });
}

export type PlanSnapshot = { version: string; width: number; height: number; minX: number; minY: number };

/**
 * Records the plan's replacement, then `place` stores the file where the map reads it (the upload
 * store) inside the same transaction: a failed store leaves no entry, a failed entry the old plan.
 */
export async function replacePlan(
  db: Db,
  change: { before: PlanSnapshot; after: PlanSnapshot; place: (tx: Tx) => Promise<void> },
  stamp: AuditStamp,
): Promise<void> {
  await db.transaction(async (tx) => {
    await recordChange(tx, stamp, {
      action: 'venue-plan.replace',
      entity: 'venue-plan',
      entityId: null,
      before: change.before,
      after: change.after,
    });
    await change.place(tx);
  });
}

// Store items and purchases (provider-api.md §4 "Store"). A buy and a delivery each run in one
// transaction that holds the rows it decides on. NOTE: lock order is attendee, then item, then the
// purchase row, in every write here; a delivery locks only the purchase row. Same order, no
// deadlock. CHECK constraints (stock, balance, redeemed ≤ quantity) back every decision.
import { and, asc, eq, gt, isNull, sql, type SQL } from 'drizzle-orm';
import type { Db, Tx } from '../db/client.ts';
import { buys, redeemables } from '../db/schema/store.ts';
import { decideBuy, decideDelivery, type BuyRefusal, type DeliveryRefusal } from './rules.ts';
import { credit, lockAttendee, snapshotDaily } from '../db/balances.ts';
import { notHandedOver } from '../db/holdings.ts';
import { attendeeExists } from '../accounts/attendee-repo.ts';

const itemColumns = {
  id: redeemables.id,
  name: redeemables.name,
  description: redeemables.description,
  image: redeemables.img,
  price: redeemables.price,
  stock: redeemables.stock,
  maxPerUser: redeemables.maxPerUser,
};

function selectItems(db: Db, attendeeId: string | null, where: SQL | undefined) {
  const mine =
    attendeeId === null
      ? sql`false`
      : and(eq(buys.redeemableId, redeemables.id), eq(buys.attendeeId, attendeeId));
  return db
    .select({
      ...itemColumns,
      /** Units the given attendee already bought; 0 when no attendee was given. */
      bought: sql<number>`coalesce(${buys.quantity}, 0)::int`,
      /** Archived by the console (issue 13): found by id for its buyers, never for sale. */
      isArchived: sql<boolean>`${redeemables.archivedAt} is not null`,
    })
    .from(redeemables)
    .leftJoin(buys, mine)
    .where(where)
    .orderBy(asc(redeemables.id));
}

export type ItemRow = Awaited<ReturnType<typeof selectItems>>[number];

/**
 * The shop window; an attendee sees only items on sale, everyone else sees all. Archived items
 * (issue 13) are in nobody's window, and can be neither bought nor found by the buy.
 */
export const listItems = (db: Db, attendeeId: string | null) =>
  selectItems(
    db,
    attendeeId,
    and(isNull(redeemables.archivedAt), attendeeId === null ? undefined : eq(redeemables.isRedeemable, true)),
  );

export async function findItem(db: Db, id: number, attendeeId: string | null): Promise<ItemRow | null> {
  const [row] = await selectItems(db, attendeeId, eq(redeemables.id, id));
  return row ?? null;
}

/** Purchases of an attendee in buying order; `onlyOwed` keeps those with undelivered units. */
export function purchasesOwed(db: Db, attendeeId: string, onlyOwed: boolean) {
  const owned = eq(buys.attendeeId, attendeeId);
  return db
    .select({
      id: redeemables.id,
      name: redeemables.name,
      image: redeemables.img,
      notRedeemed: notHandedOver(buys),
    })
    .from(buys)
    .innerJoin(redeemables, eq(redeemables.id, buys.redeemableId))
    .where(onlyOwed ? and(owned, gt(buys.quantity, buys.redeemed)) : owned)
    .orderBy(asc(buys.id));
}

export type BuyResult =
  | { kind: 'bought'; name: string; balance: number }
  | { kind: 'attendee-not-found' }
  | { kind: 'item-not-found' }
  | { kind: 'refused'; refusal: BuyRefusal };

/**
 * Buys one unit: stock −1, balance −price, purchase +1, daily snapshot. `onBought` runs inside the
 * transaction, e.g. to keep the idempotent answer with the effect.
 */
export async function buyOne(
  db: Db,
  input: { attendeeId: string; redeemableId: number | null; at: Date },
  onBought?: (tx: Tx, name: string) => Promise<void>,
): Promise<BuyResult> {
  return db.transaction(async (tx) => {
    const attendee = await lockAttendee(tx, input.attendeeId);
    if (!attendee) return { kind: 'attendee-not-found' };
    if (input.redeemableId === null) return { kind: 'item-not-found' };
    const [item] = await tx
      .select(itemColumns)
      .from(redeemables)
      .where(and(eq(redeemables.id, input.redeemableId), isNull(redeemables.archivedAt)))
      .for('update');
    if (!item) return { kind: 'item-not-found' };
    const mine = and(eq(buys.attendeeId, input.attendeeId), eq(buys.redeemableId, item.id));
    const [purchase] = await tx.select({ quantity: buys.quantity }).from(buys).where(mine);
    const refusal = decideBuy({ item, balance: attendee.balance, bought: purchase?.quantity ?? 0 });
    if (refusal) return { kind: 'refused', refusal };
    await tx
      .update(redeemables)
      .set({ stock: sql`${redeemables.stock} - 1`, updatedAt: sql`(now() at time zone 'utc')` })
      .where(eq(redeemables.id, item.id));
    const balance = await credit(tx, input.attendeeId, -item.price);
    await tx
      .insert(buys)
      .values({ attendeeId: input.attendeeId, redeemableId: item.id, quantity: 1 })
      .onConflictDoUpdate({
        target: [buys.attendeeId, buys.redeemableId],
        set: { quantity: sql`${buys.quantity} + 1`, updatedAt: sql`(now() at time zone 'utc')` },
      });
    await snapshotDaily(tx, input.attendeeId, balance, input.at);
    await onBought?.(tx, item.name);
    return { kind: 'bought', name: item.name, balance };
  });
}

export type DeliveryResult =
  | { kind: 'delivered'; name: string }
  | { kind: 'attendee-not-found' }
  | { kind: 'item-not-found' }
  | { kind: 'refused'; refusal: DeliveryRefusal };

/** Marks `quantity` units of a purchase as handed over (buys.redeemed += quantity ≤ quantity). */
export async function deliverUnits(
  db: Db,
  input: { attendeeId: string; redeemableId: number | null; quantity: unknown },
  onDelivered?: (tx: Tx, name: string) => Promise<void>,
): Promise<DeliveryResult> {
  return db.transaction(async (tx) => {
    if (!(await attendeeExists(tx, input.attendeeId))) return { kind: 'attendee-not-found' };
    if (input.redeemableId === null) return { kind: 'item-not-found' };
    const [item] = await tx
      .select({ name: redeemables.name })
      .from(redeemables)
      .where(eq(redeemables.id, input.redeemableId));
    if (!item) return { kind: 'item-not-found' };
    const mine = and(eq(buys.attendeeId, input.attendeeId), eq(buys.redeemableId, input.redeemableId));
    const [purchase] = await tx
      .select({ quantity: buys.quantity, redeemed: buys.redeemed })
      .from(buys)
      .where(mine)
      .for('update');
    const decision = decideDelivery({
      quantity: input.quantity,
      owed: purchase ? purchase.quantity - purchase.redeemed : null,
    });
    if (typeof decision === 'string') return { kind: 'refused', refusal: decision };
    await tx
      .update(buys)
      .set({
        redeemed: sql`${buys.redeemed} + ${decision.units}`,
        updatedAt: sql`(now() at time zone 'utc')`,
      })
      .where(mine);
    await onDelivered?.(tx, item.name);
    return { kind: 'delivered', name: item.name };
  });
}

// The prize wheel's reads and its one-transaction spin (provider-api.md §4 "Roulette").
// NOTE: a spin locks the attendee, then every prize row in id order (always that order, so spins
// never deadlock): stock and the renormalised probabilities change together, and wheel spins are
// human-paced, so serialising them on the prize table costs nothing that matters.
import { and, asc, desc, eq, isNull, sql } from 'drizzle-orm';
import type { Db, Tx } from '../db/client.ts';
import { attendees } from '../db/schema/accounts.ts';
import { badges } from '../db/schema/badges.ts';
import { attendeesPrizes, prizes } from '../db/schema/games.ts';
import type { RandomSource } from './draw-rules.ts';
import { readSpinPrice } from './settings-repo.ts';
import { decideSpin, type SpinDecision } from './wheel-rules.ts';
import { badgeRowColumns, type BadgeRow } from '../badges/row.ts';
import { credit, lockAttendee, snapshotDaily } from '../db/balances.ts';
import { awardBadgeInTx } from '../awards/repo.ts';

export type PrizeRow = {
  id: number;
  name: string;
  avatar: string | null;
  maxAmountPerAttendee: number;
  stock: number;
  isNothing: boolean;
};

/** One attendees_prizes row of the latest wins, with who won and when it last changed. */
export type WinRow = {
  attendeeNickname: string | null;
  prize: PrizeRow;
  updatedAt: Date;
};

const prizeColumns = {
  id: prizes.id,
  name: prizes.name,
  avatar: prizes.avatar,
  maxAmountPerAttendee: prizes.maxAmountPerAttendee,
  stock: prizes.stock,
  isNothing: prizes.isNothing,
};

/** The wheel's prizes; archived ones (issue 13, never drawn) stay readable by id for their winners. */
export const listPrizes = (db: Db): Promise<PrizeRow[]> =>
  db.select(prizeColumns).from(prizes).where(isNull(prizes.archivedAt)).orderBy(asc(prizes.id));

export async function findPrize(db: Db, id: number): Promise<PrizeRow | null> {
  const [row] = await db.select(prizeColumns).from(prizes).where(eq(prizes.id, id));
  return row ?? null;
}

/**
 * The latest wins: one row per attendee and prize, so a repeat win only moves its date. A nothing
 * slice is no win (provider-api.md §3 leaves out "Nada"); it writes no row since issue 23 anyway.
 */
export async function latestWins(db: Db, limit = 5): Promise<WinRow[]> {
  return db
    .select({
      attendeeNickname: attendees.nickname,
      prize: prizeColumns,
      updatedAt: attendeesPrizes.updatedAt,
    })
    .from(attendeesPrizes)
    .innerJoin(prizes, eq(prizes.id, attendeesPrizes.prizeId))
    .innerJoin(attendees, eq(attendees.id, attendeesPrizes.attendeeId))
    .where(eq(prizes.isNothing, false))
    .orderBy(desc(attendeesPrizes.updatedAt), desc(attendeesPrizes.id))
    .limit(limit);
}

export type SpinResult =
  | { kind: 'spun'; prize: PrizeRow; effect: SpinDecision['effect']; badge: BadgeRow | null }
  | { kind: 'attendee-not-found' }
  | { kind: 'insufficient-balance' }
  | { kind: 'wheel-not-set-up' };

/**
 * Awards the named badge in admin mode; null if there is no such badge in use (an archived one of
 * that name is history, issue 13) or it is already held.
 */
async function awardNamedBadge(tx: Tx, attendeeId: string, name: string, at: Date) {
  const [badge] = await tx
    .select(badgeRowColumns)
    .from(badges)
    .where(and(eq(badges.name, name), isNull(badges.archivedAt)))
    .orderBy(asc(badges.id))
    .limit(1);
  if (!badge) return null;
  const result = await awardBadgeInTx(tx, {
    attendeeId,
    badgeId: badge.id,
    staffId: null,
    mode: 'admin',
    at,
  });
  return result.kind === 'awarded' ? { badge, balance: result.balance } : null;
}

/** A nothing slice leaves no trace: no holding (so nothing for staff to hand over), no stock change. */
async function applyPrize(tx: Tx, attendeeId: string, decision: SpinDecision, at: Date): Promise<void> {
  if (decision.prize.isNothing) return;
  await tx
    .insert(attendeesPrizes)
    .values({ attendeeId, prizeId: decision.prize.id, quantity: 1, updatedAt: at })
    .onConflictDoUpdate({
      target: [attendeesPrizes.attendeeId, attendeesPrizes.prizeId],
      set: { quantity: sql`${attendeesPrizes.quantity} + 1`, updatedAt: at },
    });
  await tx
    .update(prizes)
    .set({ stock: decision.stockAfter, updatedAt: at })
    .where(eq(prizes.id, decision.prize.id));
  for (const { id, probability } of decision.probabilities) {
    await tx.update(prizes).set({ probability, updatedAt: at }).where(eq(prizes.id, id));
  }
}

/** One spin in one transaction: cost, draw, effect, holding, stock (and renormalisation), snapshot. */
export async function spinWheel(
  db: Db,
  input: { attendeeId: string; at: Date; random: RandomSource },
): Promise<SpinResult> {
  const { attendeeId, at, random } = input;
  return db.transaction(async (tx) => {
    const attendee = await lockAttendee(tx, attendeeId);
    if (!attendee) return { kind: 'attendee-not-found' };
    // The console's price (issue 23), read in the spin's transaction: a change applies from the next spin.
    const price = await readSpinPrice(tx);
    if (attendee.balance < price) return { kind: 'insufficient-balance' };
    const table = await tx
      .select({ ...prizeColumns, probability: prizes.probability })
      .from(prizes)
      .orderBy(asc(prizes.id))
      .for('update');
    const holdings = await tx
      .select({ prizeId: attendeesPrizes.prizeId, quantity: attendeesPrizes.quantity })
      .from(attendeesPrizes)
      .where(eq(attendeesPrizes.attendeeId, attendeeId));
    const decision = decideSpin({
      prizes: table,
      held: new Map(holdings.map((h) => [h.prizeId, h.quantity])),
      random,
    });
    if (decision === 'wheel-not-set-up') return { kind: decision };
    let balance = await credit(tx, attendeeId, -price);
    const { effect } = decision;
    if (effect.kind === 'tokens') balance = await credit(tx, attendeeId, effect.tokens);
    if (effect.kind === 'entry') balance = await credit(tx, attendeeId, 0, 1);
    const award =
      effect.kind === 'badge' ? await awardNamedBadge(tx, attendeeId, effect.badgeName, at) : null;
    if (award) balance = award.balance;
    await applyPrize(tx, attendeeId, decision, at);
    await snapshotDaily(tx, attendeeId, balance, at);
    return {
      kind: 'spun',
      prize: { ...decision.prize, stock: decision.stockAfter },
      effect,
      badge: award?.badge ?? null,
    };
  });
}

// Bookkeeping for the simulated wheel and store: how many of each prize or item every attendee
// holds, and the stock left. NOTE: the demo never takes the last unit of anything, so every
// prize stays winnable in a fresh demo and the wheel's probabilities still sum to 1 (the live
// wheel renormalises when a stock reaches 0, provider-api.md §4).
import { PRIZE_WEIGHT_TOTAL, type PrizeSeed } from './prizes.ts';
import type { Rng } from './random.ts';

export type HoldingSeed = { attendee: number; index: number; quantity: number; redeemed: number };

export type Holdings = {
  /** Units this attendee may still take: below the per-person maximum, never the last one. */
  room: (attendee: number, index: number, maxPerAttendee: number) => number;
  take: (attendee: number, index: number, quantity: number) => void;
  /** How many times take() was called (spins made, purchases made). */
  actions: () => number;
  /** Every holding; `isDelivered` decides which were handed over in full. */
  list: (isDelivered: (holding: HoldingSeed) => boolean) => HoldingSeed[];
  stock: () => number[];
};

export function createHoldings(initialStock: readonly number[]): Holdings {
  const stock = [...initialStock];
  const held = new Map<string, HoldingSeed>();
  let actions = 0;
  const key = (attendee: number, index: number) => `${attendee}:${index}`;
  return {
    room: (attendee, index, max) =>
      Math.max(0, Math.min(max - (held.get(key(attendee, index))?.quantity ?? 0), (stock[index] ?? 0) - 1)),
    take(attendee, index, quantity) {
      const holding = held.get(key(attendee, index)) ?? { attendee, index, quantity: 0, redeemed: 0 };
      holding.quantity += quantity;
      held.set(key(attendee, index), holding);
      stock[index] = (stock[index] ?? 0) - quantity;
      actions += 1;
    },
    actions: () => actions,
    list: (isDelivered) =>
      [...held.values()].map((h) => ({ ...h, redeemed: isDelivered(h) ? h.quantity : 0 })),
    stock: () => [...stock],
  };
}

/** A weighted draw over integer weights (the seed's own; the live wheel uses crypto.randomInt). */
export function drawPrizeIndex(prizes: readonly PrizeSeed[], rng: Rng): number {
  let r = rng.int(0, PRIZE_WEIGHT_TOTAL - 1);
  for (const [index, prize] of prizes.entries()) {
    if (r < prize.weight) return index;
    r -= prize.weight;
  }
  return prizes.length - 1;
}

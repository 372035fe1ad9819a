// The slot machine's pay table as the screen shows it.
// NOTE: a mirror of the seeded pay table (provider-api.md §4 "Slots"; server/db/seed-data/prizes.ts
// PAYOUTS). The server keeps it in the database and has no endpoint that lists it, so a change
// there must be copied here. TODO(lead): GET /api/slots/paytable, then read it like the prizes.
// Each line is three of one symbol, so any other combination is plainly a loss.
import type { SlotSymbol } from './slots-reels.ts';

export type PaytableLine = { multiplier: number; probability: number; symbol: SlotSymbol };

/** Best line first. The remaining 0.55 is a loss; tokens won = round(bet × multiplier). */
export const SLOTS_PAYTABLE: readonly PaytableLine[] = [
  { multiplier: 100, probability: 0.00001, symbol: 'star' },
  { multiplier: 10, probability: 0.00499, symbol: 'seven' },
  { multiplier: 5, probability: 0.025, symbol: 'diamond' },
  { multiplier: 3, probability: 0.04, symbol: 'heart' },
  { multiplier: 2, probability: 0.08, symbol: 'triangle' },
  { multiplier: 1, probability: 0.3, symbol: 'circle' },
];

/** The line a returned multiplier pays on, or null for a loss (0) or a multiplier not listed here. */
export function paytableLine(multiplier: number): PaytableLine | null {
  return SLOTS_PAYTABLE.find((line) => line.multiplier === multiplier) ?? null;
}

const percent = new Intl.NumberFormat('en', { maximumFractionDigits: 1 });
const count = new Intl.NumberFormat('en');

/** "30%", "2.5%", then "1 in 200" and "1 in 100,000" where a percentage would read 0.5% or 0%. */
export function formatChance(probability: number): string {
  if (probability >= 0.01) return `${percent.format(probability * 100)}%`;
  return `1 in ${count.format(Math.round(1 / probability))}`;
}

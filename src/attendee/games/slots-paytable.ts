// The slot machine's pay table as the screen shows it, pure: the server's lines (GET
// /api/slots/paytable) each given a symbol by rank, so the best line is always three stars and the
// same table always looks the same. Each line is three of one symbol, so any other combination is
// plainly a loss.
import type { SlotsPayout } from '../../api/games.ts';
import { SLOT_SYMBOLS, type SlotSymbol } from './slots-reels.ts';

/** `symbol` is null past the eighth line: there are only eight symbols (the seed has six lines). */
export type PaytableLine = SlotsPayout & { symbol: SlotSymbol | null };

/**
 * Best line first, the n-th best on the n-th symbol of SLOT_SYMBOLS. The remainder of the
 * probabilities is a loss; tokens won = round(bet × multiplier). A multiplier of 0 or less pays
 * nothing, so it is no line.
 */
export function paytableLines(payouts: readonly SlotsPayout[]): PaytableLine[] {
  return payouts
    .filter((p) => p.multiplier > 0)
    .sort((a, b) => b.multiplier - a.multiplier)
    .map((p, rank) => ({ ...p, symbol: SLOT_SYMBOLS[rank] ?? null }));
}

/** The best multiplier on the table, for "up to ×100"; null when nothing pays. */
export function bestMultiplier(lines: readonly PaytableLine[]): number | null {
  return lines[0]?.multiplier ?? null;
}

const percent = new Intl.NumberFormat('en', { maximumFractionDigits: 1 });
const count = new Intl.NumberFormat('en');

/** "30%", "2.5%", then "1 in 200" and "1 in 100,000" where a percentage would read 0.5% or 0%. */
export function formatChance(probability: number): string {
  if (probability >= 0.01) return `${percent.format(probability * 100)}%`;
  return `1 in ${count.format(Math.round(1 / probability))}`;
}

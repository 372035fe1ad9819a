// The slot machine's pay table as the screen shows it, pure: the server's lines (GET
// /api/slots/paytable) each given a symbol by rank, so the best line is always three stars and the
// same table always looks the same. Each line is three of one symbol, so any other combination is
// plainly a loss.
import { t } from '@lingui/core/macro';
import { i18n } from '#i18n/runtime';
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

/** "30%", "2.5%", then "1 in 200" and "1 in 100,000" where a percentage would read 0.5% or 0%. */
export function formatChance(probability: number): string {
  if (probability >= 0.01)
    return new Intl.NumberFormat(i18n.locale, { style: 'percent', maximumFractionDigits: 1 }).format(
      probability,
    );
  const odds = new Intl.NumberFormat(i18n.locale).format(Math.round(1 / probability));
  return t`1 in ${odds}`;
}

// The rules of the games' settings the console edits (issue 23), pure: the wheel's spin price and
// the slots' pay table. Values arrive unchecked (the contract lets any JSON through) so that every
// mistake is answered per field in words (422), never as a bare Bad Request.
import type { Decision } from '../admin/rules.ts';
import type { FieldErrors } from '../accounts/profile-rules.ts';

export const SPIN_PRICE_MAX = 100_000;
export const PAYTABLE_ROWS_MAX = 20;
export const MULTIPLIER_MAX = 1_000;

export type PaytableRow = { multiplier: number; probability: number };

export function decideSpinPrice(value: unknown): Decision<number> {
  if (typeof value === 'number' && Number.isInteger(value) && value >= 1 && value <= SPIN_PRICE_MAX) {
    return { kind: 'ok', value };
  }
  return {
    kind: 'refused',
    errors: { spin_price: [`Use a whole number of tokens from 1 to ${SPIN_PRICE_MAX.toLocaleString('en')}`] },
  };
}

const isNumber = (v: unknown): v is number => typeof v === 'number' && Number.isFinite(v);

/**
 * A whole pay table: 1 to 20 lines, each a multiplier (above 0, at most 1,000, none twice) and a
 * probability (above 0, at most 1); together at most 1, the rest being a loss. Errors are named
 * `paytable.<line>.<field>` (lines from 0) and `paytable` for the table as a whole.
 */
export function decidePaytable(value: unknown): Decision<PaytableRow[]> {
  const errors: FieldErrors = {};
  if (!Array.isArray(value) || value.length === 0 || value.length > PAYTABLE_ROWS_MAX) {
    errors.paytable = [`Give 1 to ${PAYTABLE_ROWS_MAX} lines`];
    return { kind: 'refused', errors };
  }
  const rows: PaytableRow[] = [];
  const seen = new Set<number>();
  value.forEach((line: unknown, i) => {
    const { multiplier, probability } = (typeof line === 'object' && line !== null ? line : {}) as Record<
      string,
      unknown
    >;
    if (!isNumber(multiplier) || multiplier <= 0 || multiplier > MULTIPLIER_MAX) {
      errors[`paytable.${i}.multiplier`] = [
        `Use a number above 0, at most ${MULTIPLIER_MAX.toLocaleString('en')}`,
      ];
    } else if (seen.has(multiplier)) {
      errors[`paytable.${i}.multiplier`] = ['This multiplier is on another line already'];
    } else seen.add(multiplier);
    if (!isNumber(probability) || probability <= 0 || probability > 1) {
      errors[`paytable.${i}.probability`] = ['Use a chance above 0 %, at most 100 %'];
    }
    if (Object.keys(errors).length === 0)
      rows.push({ multiplier: multiplier as number, probability: probability as number });
  });
  if (Object.keys(errors).length > 0) return { kind: 'refused', errors };
  // NOTE: summed in millionths, the draw's own scale (games/draw-rules.ts), so 0.1 + 0.2 … is exact.
  const total = rows.reduce((sum, r) => sum + Math.round(r.probability * 1_000_000), 0);
  if (total > 1_000_000)
    return { kind: 'refused', errors: { paytable: ['The chances add up to more than 100 %'] } };
  return { kind: 'ok', value: rows };
}

/** What the slots give back per token bet, on average (Σ probability × multiplier). */
export const returnToPlayer = (rows: readonly PaytableRow[]): number =>
  rows.reduce((sum, r) => sum + r.probability * r.multiplier, 0);

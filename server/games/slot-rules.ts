// The slot machine's rules (provider-api.md §4 "Slots"): reading the bet, the pay table as integer
// weights with the implicit loss, and the tokens a payout returns. Pure: the caller loads the
// locked balance and the pay table, and injects randomness.
import { WEIGHT_SCALE, indexAt, weightOf, type RandomSource } from './draw-rules.ts';
import { INT4_MAX, parseInteger } from '../domain/integers.ts';

/** token_balance and attendees_payouts.tokens are PostgreSQL `integer`s. */
export const MAX_TOKENS = INT4_MAX;

export type Payout = { id: number; probability: number; multiplier: number };

export type PayoutRow = { payoutId: number | null; multiplier: number; weight: number };
export type PayoutTable = { rows: PayoutRow[]; total: number };

export type BetRefusal = 'bet-missing' | 'bet-not-integer' | 'bet-not-positive' | 'bet-too-large';
export type SlotsRefusal = 'insufficient-balance' | 'bet-too-large';
export type SlotsOutcome = { payoutId: number | null; multiplier: number; tokens: number };

/** provider-api.md §3 "Slots": the original parses `bet` with Integer.parse; we also take numbers. */
export function parseBet(raw: unknown): number | BetRefusal {
  if (raw === undefined) return 'bet-missing';
  const bet = parseInteger(raw);
  if (bet === null) return 'bet-not-integer';
  if (bet <= 0n) return 'bet-not-positive';
  if (bet > BigInt(MAX_TOKENS)) return 'bet-too-large';
  return Number(bet);
}

/**
 * Payouts by probability ascending (ties by id) as integer weights out of 10^6, then the implicit
 * loss (multiplier 0) with the weight left over. A table over 1 simply has no loss row weight.
 */
export function payoutTable(payouts: readonly Payout[]): PayoutTable {
  const sorted = [...payouts].sort((a, b) => a.probability - b.probability || a.id - b.id);
  const rows: PayoutRow[] = sorted.map((p) => ({
    payoutId: p.id,
    multiplier: p.multiplier,
    weight: weightOf(p.probability),
  }));
  const paid = rows.reduce((sum, r) => sum + r.weight, 0);
  rows.push({ payoutId: null, multiplier: 0, weight: Math.max(0, WEIGHT_SCALE - paid) });
  return { rows, total: Math.max(WEIGHT_SCALE, paid) };
}

/** A finite non-negative double as the exact decimal it prints as (1.15 → 115/100). */
function decimalOf(x: number): { num: bigint; den: bigint } {
  const m = /^(\d+)(?:\.(\d+))?(?:e([+-]?\d+))?$/.exec(String(x));
  if (!m) throw new RangeError(`multiplier ${x} is not a finite non-negative number`);
  const fraction = m[2] ?? '';
  const exponent = Number(m[3] ?? 0) - fraction.length;
  const digits = BigInt(`${m[1]}${fraction}`);
  return exponent >= 0
    ? { num: digits * 10n ** BigInt(exponent), den: 1n }
    : { num: digits, den: 10n ** BigInt(-exponent) };
}

/**
 * tokens = round(bet × multiplier), half away from zero like Elixir's round/1.
 * NOTE: computed on the multiplier's decimal value, not on the float product: 10 × 1.15 is
 * 11.499999999999998 in floating point but 11.5 → 12 here, which is what a pay table means.
 */
export function payoutTokens(bet: number, multiplier: number): bigint {
  const { num, den } = decimalOf(multiplier);
  return (2n * BigInt(bet) * num + den) / (2n * den);
}

/** One draw over the table: each row wins with chance weight / total. */
export function drawPayout(table: PayoutTable, random: RandomSource): PayoutRow {
  const row =
    table.rows[
      indexAt(
        table.rows.map((r) => r.weight),
        random.randomInt(table.total),
      )
    ];
  if (!row) throw new RangeError('the pay table has no rows');
  return row;
}

export function decideSlots(input: {
  balance: number;
  bet: number;
  payouts: readonly Payout[];
  random: RandomSource;
}): SlotsOutcome | SlotsRefusal {
  const { balance, bet, payouts, random } = input;
  if (balance < bet) return 'insufficient-balance';
  const table = payoutTable(payouts);
  const best = table.rows.map((r) => payoutTokens(bet, r.multiplier)).reduce((a, b) => (a > b ? a : b), 0n);
  if (BigInt(balance - bet) + best > BigInt(MAX_TOKENS)) return 'bet-too-large';
  const row = drawPayout(table, random);
  return {
    payoutId: row.payoutId,
    multiplier: row.multiplier,
    tokens: Number(payoutTokens(bet, row.multiplier)),
  };
}

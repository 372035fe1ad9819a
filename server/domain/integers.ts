// Integers as the provider reads them from the wire (Elixir's Integer.parse with nothing left
// over), for fields that answer a bad value with their own body (a bet, a quantity, a prize id)
// instead of a schema error.

/** The largest PostgreSQL `integer`: every id, balance and count column is one. */
export const INT4_MAX = 2 ** 31 - 1;

/** Beyond this many digits an integer only needs to compare as huge (and BigInt() stays cheap). */
const MAX_DIGITS = 20;
const HUGE = 10n ** BigInt(MAX_DIGITS);

/**
 * An integer from the wire: a JSON integer, or a string that is entirely a signed integer (as
 * Elixir's Integer.parse with nothing left over). Anything else is null.
 */
export function parseInteger(raw: unknown): bigint | null {
  if (typeof raw === 'number') {
    if (!Number.isInteger(raw)) return null;
    return Number.isSafeInteger(raw) ? BigInt(raw) : raw < 0 ? -HUGE : HUGE;
  }
  if (typeof raw !== 'string' || !/^[+-]?\d+$/.test(raw)) return null;
  const digits = raw.replace(/^[+-]/, '').replace(/^0+(?=\d)/, '');
  const magnitude = digits.length > MAX_DIGITS ? HUGE : BigInt(digits);
  return raw.startsWith('-') ? -magnitude : magnitude;
}

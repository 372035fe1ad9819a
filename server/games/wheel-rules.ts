// The prize wheel's rules (provider-api.md §4 "Roulette"): the draw, the max-per-attendee fallback
// to the nothing prize, each prize's effect, and the renormalisation when a prize runs out. Pure:
// the caller loads the (locked) prize table and what the attendee holds, and injects randomness.
// The special prize names are WHEEL_PRIZES (contract/constants.ts), so the seed, the wheel and the
// client agree.
import { WHEEL_PRIZES } from '../contract/constants.ts';
import { drawIndex, weightOf, type RandomSource } from './draw-rules.ts';
import { parseInteger } from '../domain/integers.ts';

/** Tokens per spin, deducted before the draw (provider: ROULETTE_COST). */
export const ROULETTE_COST = 20;
/** The "Tokens" prize pays a uniform integer in this inclusive range (ROULETTE_TOKENS_MIN/MAX). */
export const ROULETTE_TOKENS_MIN = 5;
export const ROULETTE_TOKENS_MAX = 20;

export type WheelPrize = {
  id: number;
  name: string;
  stock: number;
  maxAmountPerAttendee: number;
  probability: number;
  /** A "nothing / try again" slice (issue 23): no stock, no effect, nothing to hand over. */
  isNothing: boolean;
};

export type SpinEffect =
  | { kind: 'none' }
  | { kind: 'tokens'; tokens: number }
  | { kind: 'entry' }
  /** Award the badge of this name (admin mode); no second copy if the attendee holds it. */
  | { kind: 'badge'; badgeName: string };

export type SpinDecision<P extends WheelPrize = WheelPrize> = {
  prize: P;
  effect: SpinEffect;
  /** The prize's stock after this spin (unchanged if it was already 0). */
  stockAfter: number;
  /** New probabilities to store when this spin empties the prize's stock, else empty. */
  probabilities: { id: number; probability: number }[];
};

/** The wheel cannot answer: no prize can be drawn and there is no nothing prize to fall back on. */
export type SpinRefusal = 'wheel-not-set-up';

export function effectOf(prize: { name: string; isNothing: boolean }, random: RandomSource): SpinEffect {
  const { name } = prize;
  if (prize.isNothing) return { kind: 'none' };
  if (name === WHEEL_PRIZES.tokens) {
    const span = ROULETTE_TOKENS_MAX - ROULETTE_TOKENS_MIN + 1;
    return { kind: 'tokens', tokens: ROULETTE_TOKENS_MIN + random.randomInt(span) };
  }
  if (name.includes(WHEEL_PRIZES.entriesMarker)) return { kind: 'entry' };
  if (name.includes(WHEEL_PRIZES.luckyBadge)) return { kind: 'badge', badgeName: WHEEL_PRIZES.luckyBadge };
  return { kind: 'none' };
}

/**
 * When a prize runs out its probability becomes 0 and every other prize with p > 0 is divided by
 * (1 − p_old), so the table sums to 1 again. Returns only the rows that change.
 */
export function renormalise(
  prizes: readonly WheelPrize[],
  emptiedId: number,
): { id: number; probability: number }[] {
  const emptied = prizes.find((p) => p.id === emptiedId);
  if (!emptied || emptied.probability <= 0) return [];
  const rest = 1 - emptied.probability;
  const others =
    rest > 0
      ? prizes
          .filter((p) => p.id !== emptiedId && p.probability > 0)
          .map((p) => ({ id: p.id, probability: Math.min(1, p.probability / rest) }))
      : [];
  return [{ id: emptiedId, probability: 0 }, ...others];
}

/**
 * NOTE: only prizes with p > 0 and stock left are drawn (the provider only checks p > 0; a prize
 * left at stock 0 with p > 0 by hand would break its CHECK); a nothing slice has no stock to run out. Weights are p × 10^6 over their own
 * total, so a table that does not sum exactly to 1 is still a proper distribution.
 */
export function drawPrize<P extends WheelPrize>(prizes: readonly P[], random: RandomSource): P | null {
  const drawable = prizes
    .filter((p) => p.probability > 0 && (p.stock > 0 || p.isNothing))
    .sort((a, b) => a.id - b.id);
  const index = drawIndex(
    drawable.map((p) => weightOf(p.probability)),
    random,
  );
  return index === null ? null : (drawable[index] ?? null);
}

export function decideSpin<P extends WheelPrize>(input: {
  prizes: readonly P[];
  /** Quantity of each prize the attendee already won, by prize id. */
  held: ReadonlyMap<number, number>;
  random: RandomSource;
}): SpinDecision<P> | SpinRefusal {
  const { prizes, held, random } = input;
  const nothing = prizes.find((p) => p.isNothing) ?? null;
  const drawn = drawPrize(prizes, random);
  const isMaxed =
    drawn !== null && !drawn.isNothing && (held.get(drawn.id) ?? 0) >= drawn.maxAmountPerAttendee;
  const prize = drawn === null || isMaxed ? nothing : drawn;
  if (!prize) return 'wheel-not-set-up';
  if (prize.isNothing) return { prize, effect: { kind: 'none' }, stockAfter: prize.stock, probabilities: [] };
  const stockAfter = Math.max(0, prize.stock - 1);
  const probabilities = prize.stock === 1 ? renormalise(prizes, prize.id) : [];
  return { prize, effect: effectOf(prize, random), stockAfter, probabilities };
}

export type DeliveryRefusal = 'missing-quantity' | 'wrong-quantity';

/**
 * Staff hand over `quantity` units of a prize (provider-api.md §3 "POST /api/roulette/redeem"):
 * it must be a positive integer no larger than what is still owed. The write re-checks it.
 */
export function decideDelivery(
  rawQuantity: unknown,
  holding: { quantity: number; redeemed: number } | null,
): number | DeliveryRefusal {
  if (rawQuantity === undefined) return 'missing-quantity';
  const quantity = parseInteger(rawQuantity);
  if (quantity === null || quantity <= 0n || !holding) return 'wrong-quantity';
  return quantity <= BigInt(holding.quantity - holding.redeemed) ? Number(quantity) : 'wrong-quantity';
}

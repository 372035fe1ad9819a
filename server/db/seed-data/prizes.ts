// The prize wheel's prizes and the slots' pay table (provider-api.md §4 "Roulette" and "Slots"),
// with our own names and the provider's numbers. The wheel matches a few prizes by name: those
// names live in contract/constants.ts (WHEEL_PRIZES), shared by the seed, the wheel and the client.
import { WHEEL_PRIZES } from '../../contract/constants.ts';

/** The "you win nothing" prize (the provider's "Nada"), also given when a maximum is reached. */
export const PRIZE_NOTHING = WHEEL_PRIZES.nothing;
/** Adds a random 5..20 tokens (provider: "Tokens"). */
export const PRIZE_TOKENS = WHEEL_PRIZES.tokens;
/** A prize whose name contains this adds one raffle entry (provider: contains "Entradas"). */
export const PRIZE_ENTRIES_MARKER = WHEEL_PRIZES.entriesMarker;
export const PRIZE_ENTRIES = `${PRIZE_ENTRIES_MARKER} for the Final Draw`;
/** Awards the badge of the same name (provider: "Lucky Bastard"). */
export const PRIZE_LUCKY_STREAK = WHEEL_PRIZES.luckyBadge;

/** Probabilities are stored as integer weights out of this, so their sum is exactly 1. */
export const PRIZE_WEIGHT_TOTAL = 100_000;

export type PrizeSeed = {
  name: string;
  maxPerAttendee: number;
  stock: number;
  /** Probability × PRIZE_WEIGHT_TOTAL. */
  weight: number;
  /** A physical prize that staff hand over. */
  isRedeemable: boolean;
};

const physical = (name: string, stock: number, weight: number): PrizeSeed => ({
  name,
  maxPerAttendee: 1,
  stock,
  weight,
  isRedeemable: true,
});
const unlimited = (name: string, weight: number): PrizeSeed => ({
  name,
  maxPerAttendee: 999_999,
  stock: 999_999,
  weight,
  isRedeemable: false,
});

export const PRIZES: readonly PrizeSeed[] = [
  physical('Air Fryer', 1, 80),
  physical('Weekend Getaway Voucher', 1, 80),
  physical('Smart Speaker', 1, 85),
  physical('Power Bank', 1, 90),
  physical('Fitness Band', 1, 85),
  physical('Bookshop Gift Card €15', 4, 110),
  physical('Game Store Gift Card €10', 4, 110),
  physical('Tool Kit', 1, 90),
  physical('Mousepad', 3, 12),
  physical('Bluetooth Earbuds', 3, 12),
  physical('Confetti Hoodie', 9, 250),
  physical('Classic Mug', 9, 250),
  physical('Confetti Mug', 9, 250),
  physical('Chocolate Bar', 96, 1_500),
  physical('Gummy Bears', 200, 3_000),
  { name: "Seat at the Sponsors' Dinner", maxPerAttendee: 1, stock: 2, weight: 200, isRedeemable: false },
  { name: PRIZE_LUCKY_STREAK, maxPerAttendee: 1, stock: 999_999, weight: 10_000, isRedeemable: false },
  unlimited(PRIZE_TOKENS, 7_000),
  unlimited(PRIZE_ENTRIES, 17_000),
  unlimited(PRIZE_NOTHING, 59_796),
];

/** The provider's loader insists that the wheel's probabilities sum to 1; so do we. */
export function assertPrizeWeights(prizes: readonly PrizeSeed[]): void {
  const total = prizes.reduce((sum, p) => sum + p.weight, 0);
  if (total !== PRIZE_WEIGHT_TOTAL || prizes.some((p) => !Number.isInteger(p.weight) || p.weight < 0)) {
    throw new Error(`prize weights must be integers summing to ${PRIZE_WEIGHT_TOTAL}, got ${total}`);
  }
}

export const prizeProbability = (prize: PrizeSeed): number => prize.weight / PRIZE_WEIGHT_TOTAL;

/** Slots pay table, probability → multiplier; the remaining 0.55 is a loss (≈ 75.6 % return). */
export const PAYOUTS: readonly { probability: number; multiplier: number }[] = [
  { probability: 0.3, multiplier: 1 },
  { probability: 0.08, multiplier: 2 },
  { probability: 0.04, multiplier: 3 },
  { probability: 0.025, multiplier: 5 },
  { probability: 0.00499, multiplier: 10 },
  { probability: 0.00001, multiplier: 100 },
];

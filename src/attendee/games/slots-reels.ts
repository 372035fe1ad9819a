// The three reels, pure: their symbols, the final symbols for a multiplier the server returned
// (never an outcome of the client's own: a win shows its pay-table line, a loss a combination on no
// line), and the landings that stop each reel on its symbol, left to right.
import type { PaytableLine } from './slots-paytable.ts';
import { coastPlan, landingPlan, type LandingPlan } from './spin-motion.ts';

/** Best first: a pay-table line's rank picks its symbol (slots-paytable.ts). */
export const SLOT_SYMBOLS = [
  'star',
  'seven',
  'diamond',
  'heart',
  'triangle',
  'circle',
  'square',
  'ring',
] as const;
export type SlotSymbol = (typeof SLOT_SYMBOLS)[number];

/** Each reel carries every symbol once, in its own order, so it can stop on any of them. */
export const REEL_STRIPS: readonly (readonly SlotSymbol[])[] = [
  ['star', 'circle', 'seven', 'square', 'diamond', 'triangle', 'ring', 'heart'],
  ['circle', 'heart', 'ring', 'star', 'triangle', 'seven', 'square', 'diamond'],
  ['diamond', 'ring', 'triangle', 'circle', 'seven', 'heart', 'star', 'square'],
];

/** NOTE: the first reel turns at least this many symbols once the answer is in… */
export const REEL_MIN_STEPS = 8;
/** …and each next reel this many more than the one before it, so they stop left to right. */
export const REEL_GAP_STEPS = 4;

/** A uniform number in [0, 1), injected so tests can pin it. */
export type Random = () => number;

const pick = (random: Random): SlotSymbol =>
  SLOT_SYMBOLS[Math.min(SLOT_SYMBOLS.length - 1, Math.floor(random() * SLOT_SYMBOLS.length))] ?? 'square';

/** Whether three symbols pay: every pay-table line is three of one symbol. */
export function isPayingLine(symbols: readonly SlotSymbol[]): boolean {
  const [first, ...rest] = symbols;
  return symbols.length === 3 && rest.every((s) => s === first);
}

/** A losing combination: random symbols, never three of a kind. */
export function lossSymbols(random: Random): SlotSymbol[] {
  const symbols = [pick(random), pick(random), pick(random)];
  if (!isPayingLine(symbols)) return symbols;
  const other = SLOT_SYMBOLS.find((s) => s !== symbols[0]) ?? 'ring';
  return [symbols[0] ?? 'square', symbols[1] ?? 'square', other];
}

/**
 * The final symbols for a returned multiplier: its line on the server's pay table, a loss for 0,
 * and null for a multiplier with no symbol on the table as read (not loaded yet, changed since, or
 * past the eighth line): the reels then stop without claiming a line.
 */
export function symbolsFor(
  multiplier: number,
  lines: readonly PaytableLine[],
  random: Random,
): SlotSymbol[] | null {
  if (multiplier === 0) return lossSymbols(random);
  const symbol = lines.find((line) => line.multiplier === multiplier)?.symbol ?? null;
  return symbol === null ? null : [symbol, symbol, symbol];
}

/** The symbol a reel at `position` shows on the pay line. */
export function symbolAt(reel: number, position: number): SlotSymbol {
  const strip = REEL_STRIPS[reel] ?? REEL_STRIPS[0] ?? SLOT_SYMBOLS;
  const index = ((Math.round(position) % strip.length) + strip.length) % strip.length;
  return strip[index] ?? 'square';
}

/** Each reel's deceleration from `positions` onto `finals`, each stopping after the one before. */
export function reelLandings(
  positions: readonly number[],
  finals: readonly SlotSymbol[],
  speedPerS: number,
): LandingPlan[] {
  let minTravel = REEL_MIN_STEPS;
  return positions.map((from, reel) => {
    const strip = REEL_STRIPS[reel] ?? [];
    const rest = Math.max(0, strip.indexOf(finals[reel] ?? 'square'));
    const plan = landingPlan(from, rest, strip.length, speedPerS, minTravel);
    minTravel = plan.to - plan.from + REEL_GAP_STEPS;
    return plan;
  });
}

/** NOTE: how long reels take to stop when there is no line to show (a failed spin). */
const COAST_MS = 700;

/**
 * The reels' stops when there is no line to show (a failed bet, or a multiplier this client does
 * not know): each on a whole symbol, and never on three of a kind, which would look like a win.
 */
export function reelCoasts(positions: readonly number[], speedPerS: number): LandingPlan[] {
  const plans = positions.map((from) => coastPlan(from, speedPerS, COAST_MS, 1));
  const stops = plans.map((plan, reel) => symbolAt(reel, plan.to));
  const last = plans.at(-1);
  if (last === undefined || !isPayingLine(stops)) return plans;
  const to = last.to + 1;
  return [
    ...plans.slice(0, -1),
    { from: last.from, to, durationMs: ((3 * (to - last.from)) / speedPerS) * 1000 },
  ];
}

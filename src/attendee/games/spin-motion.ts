// The motion shared by the wheel and the reels, pure: a spinner turns at a steady speed while the
// server answers, then decelerates onto the position the answer calls for. Positions are in any
// unit that repeats with a period (degrees for the wheel, symbols for a reel), so the same maths
// lands a wheel on a segment and a reel on a symbol.

export type LandingPlan = { from: number; to: number; durationMs: number };

const modulo = (value: number, period: number): number => ((value % period) + period) % period;

export const easeOutCubic = (t: number): number => 1 - (1 - Math.min(1, Math.max(0, t))) ** 3;

/**
 * From a spinner moving at `speedPerS`, the deceleration that stops at `rest` (mod `period`) after
 * at least `minTravel`. Ease-out cubic starts at 3× its average speed, so the duration that keeps
 * the speed continuous (no jolt when the answer arrives) is 3 × travel / speed.
 */
export function landingPlan(
  from: number,
  rest: number,
  period: number,
  speedPerS: number,
  minTravel: number,
): LandingPlan {
  const earliest = from + minTravel;
  const to = earliest + modulo(rest - earliest, period);
  return { from, to, durationMs: speedPerS > 0 ? ((3 * (to - from)) / speedPerS) * 1000 : 0 };
}

/**
 * Slowing to a stop wherever the spinner is, in about `durationMs` (after a failed spin); with a
 * `step`, the stop is the next whole step (a reel stops on a symbol, never between two).
 */
export function coastPlan(from: number, speedPerS: number, durationMs: number, step = 0): LandingPlan {
  const free = from + (speedPerS * durationMs) / 3000;
  const to = step > 0 ? Math.ceil(free / step) * step : free;
  return { from, to, durationMs: speedPerS > 0 ? ((3 * (to - from)) / speedPerS) * 1000 : 0 };
}

/** The position `elapsedMs` into a plan. */
export function positionAt(plan: LandingPlan, elapsedMs: number): number {
  if (plan.durationMs <= 0) return plan.to;
  return plan.from + (plan.to - plan.from) * easeOutCubic(elapsedMs / plan.durationMs);
}

/** Speed `elapsedMs` after a start from rest, ramping linearly up to `speedPerS` in `rampMs`. */
export function rampSpeed(speedPerS: number, elapsedMs: number, rampMs: number): number {
  return rampMs <= 0 ? speedPerS : speedPerS * Math.min(1, Math.max(0, elapsedMs / rampMs));
}

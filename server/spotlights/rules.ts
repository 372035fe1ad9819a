// Spotlight rules (provider-api.md §3 "Spotlights", §4 "Spotlights"): reading the start request,
// when a spotlight ends, and whether another start may run. Pure: the repo loads the rows under
// its lock and writes what this decides; time is passed in.
import type { SpotlightBody } from '#contract/spotlights';
import { parseInteger } from '../domain/integers.ts';

/**
 * A start may be as long as a week. NOTE: the provider takes any integer, negatives included (its
 * tests start an already-ended spotlight with -1), so we do too, within the bound.
 */
export const MAX_SPOTLIGHT_MINUTES = 7 * 24 * 60;

export type SpotlightRefusal = 'still-active' | 'none-left';

/**
 * The minutes of a start from its optional body `{"duration": <minutes>}` (a JSON integer or a
 * string of one, as Ecto casts); no body or no duration is the default. Anything else is null.
 */
export function readDuration(body: unknown, defaultMinutes: number): number | null {
  if (body === undefined || body === null) return defaultMinutes;
  if (typeof body !== 'object' || Array.isArray(body)) return null;
  const raw = (body as Partial<Record<keyof SpotlightBody, unknown>>).duration;
  if (raw === undefined || raw === null) return defaultMinutes;
  const minutes = parseInteger(raw);
  if (minutes === null || minutes > MAX_SPOTLIGHT_MINUTES || minutes < -MAX_SPOTLIGHT_MINUTES) return null;
  return Number(minutes);
}

/** The end of a spotlight started at `now`, in whole seconds as the `end` column keeps it. */
export function spotlightEnd(now: Date, minutes: number): Date {
  return new Date(Math.floor((now.getTime() + minutes * 60_000) / 1000) * 1000);
}

/**
 * Whether a start may run: another spotlight (of any company) still running comes first, as in
 * the provider's transaction (spotlight upsert before the company update), then a spent count.
 */
export function decideSpotlightStart(input: {
  current: { end: Date } | null;
  remaining: number;
  now: Date;
}): SpotlightRefusal | null {
  if (input.current && input.current.end.getTime() > input.now.getTime()) return 'still-active';
  if (input.remaining < 1) return 'none-left';
  return null;
}

// When the user acted (DESIGN.md §5): a queued scan carries `Occurred-At`; gifting-window checks
// use it when it is at most 24 h old and not in the future beyond 2 min of clock skew.
export const OCCURRED_AT_MAX_AGE_MS = 24 * 3600 * 1000;
export const CLOCK_SKEW_MS = 2 * 60 * 1000;

const RFC3339 = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}(\.\d+)?(Z|[+-]\d{2}:\d{2})$/i;

export function actionTime(header: string | undefined, now: Date): Date {
  if (!header || !RFC3339.test(header.trim())) return now;
  const at = new Date(header.trim());
  const age = now.getTime() - at.getTime();
  if (Number.isNaN(at.getTime()) || age > OCCURRED_AT_MAX_AGE_MS || age < -CLOCK_SKEW_MS) return now;
  return age < 0 ? now : at;
}

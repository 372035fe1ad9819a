// A calendar day as the event and the API write it, `YYYY-MM-DD`: read as its UTC midnight and
// printed in UTC, so it never shifts with the device's zone. Pure.

export const DAY_MS = 24 * 60 * 60 * 1000;

/** The day's UTC midnight in milliseconds, or null when `day` is not a `YYYY-MM-DD` day. */
export function parseDay(day: string): number | null {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(day);
  if (!match) return null;
  const time = Date.UTC(Number(match[1]), Number(match[2]) - 1, Number(match[3]));
  return Number.isNaN(time) ? null : time;
}

/** A formatter of calendar days in English, in UTC. */
export const dayFormat = (options: Omit<Intl.DateTimeFormatOptions, 'timeZone'>) =>
  new Intl.DateTimeFormat('en-GB', { ...options, timeZone: 'UTC' });

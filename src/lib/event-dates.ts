// "22–25 Nov 2026" from the event's first day and length (GET /api/event). Pure; dates are
// calendar days, so they are read and printed in UTC to never shift with the device's zone.

const DAY_MS = 24 * 60 * 60 * 1000;

function parseDay(day: string): Date | null {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(day);
  if (!match) return null;
  const date = new Date(Date.UTC(Number(match[1]), Number(match[2]) - 1, Number(match[3])));
  return Number.isNaN(date.getTime()) ? null : date;
}

const dayMonth = new Intl.DateTimeFormat('en-GB', { day: 'numeric', month: 'short', timeZone: 'UTC' });
const dayOnly = new Intl.DateTimeFormat('en-GB', { day: 'numeric', timeZone: 'UTC' });
const full = new Intl.DateTimeFormat('en-GB', {
  day: 'numeric',
  month: 'short',
  year: 'numeric',
  timeZone: 'UTC',
});

/** The event's date range in English, or null when `start` is not a `YYYY-MM-DD` day. */
export function formatEventDates(start: string, days: number): string | null {
  const first = parseDay(start);
  if (first === null) return null;
  if (days <= 1) return full.format(first);
  const last = new Date(first.getTime() + (Math.floor(days) - 1) * DAY_MS);
  const sameYear = first.getUTCFullYear() === last.getUTCFullYear();
  if (sameYear && first.getUTCMonth() === last.getUTCMonth()) {
    return `${dayOnly.format(first)}–${full.format(last)}`;
  }
  return `${sameYear ? dayMonth.format(first) : full.format(first)} – ${full.format(last)}`;
}

// "22–25 Nov 2026" from the event's first day and length (GET /api/event). Pure; dates are
// calendar days, so they are read and printed in UTC to never shift with the device's zone.
import { DAY_MS, dayFormat, parseDay } from './calendar-day.ts';

const dayMonth = dayFormat({ day: 'numeric', month: 'short' });
const dayOnly = dayFormat({ day: 'numeric' });
const full = dayFormat({ day: 'numeric', month: 'short', year: 'numeric' });

/** The event's date range in English, or null when `start` is not a `YYYY-MM-DD` day. */
export function formatEventDates(start: string, days: number): string | null {
  const time = parseDay(start);
  if (time === null) return null;
  const first = new Date(time);
  if (days <= 1) return full.format(first);
  const last = new Date(time + (Math.floor(days) - 1) * DAY_MS);
  const sameYear = first.getUTCFullYear() === last.getUTCFullYear();
  if (sameYear && first.getUTCMonth() === last.getUTCMonth()) {
    return `${dayOnly.format(first)}–${full.format(last)}`;
  }
  return `${sameYear ? dayMonth.format(first) : full.format(first)} – ${full.format(last)}`;
}

// The programme's days and spans in words, in the reader's language and the event's zone: "Sat 14
// Mar", "Saturday 14 March", "11:00–11:30", "1 h 30". Pure (Intl only); the wall clock's formatters
// and times are wall-time.ts's.
import type { Locale } from '#contract/constants';
import { i18n } from '#i18n/runtime';
import { formatTime, formatter } from './wall-time.ts';

/**
 * Per language, a day on a tab, short enough for a phone: "Sun 6 Dec", "dom., 06/12". NOTE: pt-PT's
 * short weekday is its whole name ("domingo"); pt's is the abbreviation used in Portugal too.
 */
const SHORT_DAYS: Record<Locale, { locale: string; options: Intl.DateTimeFormatOptions }> = {
  en: { locale: 'en-GB', options: { weekday: 'short', day: 'numeric', month: 'short' } },
  'pt-PT': { locale: 'pt', options: { weekday: 'short', day: 'numeric', month: 'numeric' } },
};

/** A `YYYY-MM-DD` day as a date at noon UTC, so formatting it in UTC never shifts the day. */
function noonOf(day: string): Date {
  // eslint-disable-next-line lingui/no-unlocalized-strings -- an ISO instant, not words
  return new Date(`${day}T12:00:00Z`);
}

/** "Sat 14 Mar" ("sáb., 14/03") for a `YYYY-MM-DD` programme day. */
export function formatDay(day: string): string {
  return formatter('day', () => {
    const { locale, options } = SHORT_DAYS[i18n.locale];
    return new Intl.DateTimeFormat(locale, { timeZone: 'UTC', ...options });
  }).format(noonOf(day));
}

/** "Saturday 14 March" for a `YYYY-MM-DD` programme day. */
export function formatLongDay(day: string): string {
  return formatter(
    'longDay',
    (locale) =>
      new Intl.DateTimeFormat(locale, { timeZone: 'UTC', weekday: 'long', day: 'numeric', month: 'long' }),
  ).format(noonOf(day));
}

/** "11:00–11:30" in the event's zone. */
export function formatRange(start: Date, end: Date, timeZone: string): string {
  return `${formatTime(start, timeZone)}–${formatTime(end, timeZone)}`;
}

/** Minutes between two instants, rounded. */
export function minutesBetween(start: Date, end: Date): number {
  return Math.round((end.getTime() - start.getTime()) / 60_000);
}

/** "45 min", "1 h 30". */
export function formatDuration(start: Date, end: Date): string {
  const minutes = minutesBetween(start, end);
  if (minutes < 60) return `${minutes} min`;
  const rest = minutes % 60;
  return rest === 0 ? `${minutes / 60} h` : `${Math.floor(minutes / 60)} h ${String(rest).padStart(2, '0')}`;
}

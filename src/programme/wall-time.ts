// Times of the programme as the event's wall clock shows them, whatever the phone's own zone:
// every format takes the event's IANA time zone, in the reader's language (the messages' runtime,
// read at call time: a render). Pure (Intl only), so it is tested as is.
import type { Locale } from '#contract/constants';
import { DATE_LOCALES, i18n } from '#i18n/runtime';

const formatters = new Map<string, Intl.DateTimeFormat>();

/** A formatter of the active language; `make` is given the locale Intl is asked for. */
function formatter(key: string, make: (locale: string) => Intl.DateTimeFormat): Intl.DateTimeFormat {
  const locale = i18n.locale;
  let found = formatters.get(`${locale} ${key}`);
  if (found === undefined) {
    found = make(DATE_LOCALES[locale]);
    formatters.set(`${locale} ${key}`, found);
  }
  return found;
}

/**
 * Per language, a day on a tab, short enough for a phone: "Sun 6 Dec", "dom., 06/12". NOTE: pt-PT's
 * short weekday is its whole name ("domingo"); pt's is the abbreviation used in Portugal too.
 */
const SHORT_DAYS: Record<Locale, { locale: string; options: Intl.DateTimeFormatOptions }> = {
  en: { locale: 'en-GB', options: { weekday: 'short', day: 'numeric', month: 'short' } },
  'pt-PT': { locale: 'pt', options: { weekday: 'short', day: 'numeric', month: 'numeric' } },
};

/** "14:05": the wall time of `date` in `timeZone`, 24-hour. */
export function formatTime(date: Date, timeZone: string): string {
  return formatter(
    `time ${timeZone}`,
    (locale) =>
      new Intl.DateTimeFormat(locale, { timeZone, hour: '2-digit', minute: '2-digit', hourCycle: 'h23' }),
  ).format(date);
}

/** "2026-03-14": the calendar date of `date` in `timeZone` (a key, in no language). */
export function calendarDate(date: Date, timeZone: string): string {
  return formatter(
    `date ${timeZone}`,
    () => new Intl.DateTimeFormat('en-CA', { timeZone, year: 'numeric', month: '2-digit', day: '2-digit' }),
  ).format(date);
}

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

// Times of the programme as the event's wall clock shows them, whatever the phone's own zone:
// every format takes the event's IANA time zone, in the reader's language (the messages' runtime,
// read at call time: a render). Pure (Intl only), so it is tested as is. The days and spans the
// screens write are in wall-days.ts: the reminders, on every screen, need only the time of day.
import { DATE_LOCALES, i18n } from '#i18n/runtime';

const formatters = new Map<string, Intl.DateTimeFormat>();

/** A formatter of the active language; `make` is given the locale Intl is asked for. */
export function formatter(key: string, make: (locale: string) => Intl.DateTimeFormat): Intl.DateTimeFormat {
  const locale = i18n.locale;
  let found = formatters.get(`${locale} ${key}`);
  if (found === undefined) {
    found = make(DATE_LOCALES[locale]);
    formatters.set(`${locale} ${key}`, found);
  }
  return found;
}

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

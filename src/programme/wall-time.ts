// Times of the programme as the event's wall clock shows them, whatever the phone's own zone:
// every format takes the event's IANA time zone. Pure (Intl only), so it is tested as is.

const formatters = new Map<string, Intl.DateTimeFormat>();

function formatter(key: string, make: () => Intl.DateTimeFormat): Intl.DateTimeFormat {
  let found = formatters.get(key);
  if (found === undefined) {
    found = make();
    formatters.set(key, found);
  }
  return found;
}

/** "14:05": the wall time of `date` in `timeZone`, 24-hour. */
export function formatTime(date: Date, timeZone: string): string {
  return formatter(
    `time ${timeZone}`,
    () =>
      new Intl.DateTimeFormat('en-GB', { timeZone, hour: '2-digit', minute: '2-digit', hourCycle: 'h23' }),
  ).format(date);
}

/** "2026-03-14": the calendar date of `date` in `timeZone`. */
export function calendarDate(date: Date, timeZone: string): string {
  return formatter(
    `date ${timeZone}`,
    () => new Intl.DateTimeFormat('en-CA', { timeZone, year: 'numeric', month: '2-digit', day: '2-digit' }),
  ).format(date);
}

/** A `YYYY-MM-DD` day as a date at noon UTC, so formatting it in UTC never shifts the day. */
function noonOf(day: string): Date {
  return new Date(`${day}T12:00:00Z`);
}

/** "Sat 14 Mar" for a `YYYY-MM-DD` programme day. */
export function formatDay(day: string): string {
  return formatter(
    'day',
    () =>
      new Intl.DateTimeFormat('en-GB', { timeZone: 'UTC', weekday: 'short', day: 'numeric', month: 'short' }),
  ).format(noonOf(day));
}

/** "Saturday 14 March" for a `YYYY-MM-DD` programme day. */
export function formatLongDay(day: string): string {
  return formatter(
    'long day',
    () =>
      new Intl.DateTimeFormat('en-GB', { timeZone: 'UTC', weekday: 'long', day: 'numeric', month: 'long' }),
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

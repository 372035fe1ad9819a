// When a badge's activity happens, in words: "Sun 22 Nov, 14:00–15:30" for a session, "22–25 Nov"
// for one that runs for days (booths, challenges). Day-long spans are calendar days (UTC, as the
// event's days are); a session's clock times are the device's. Pure.
import { dateLocale } from '#i18n/runtime';

const DAY_SPAN_MS = 20 * 60 * 60 * 1000;

/** The active language's dates, English as written in Britain ("Sun 22 Nov"). */

export function formatActivity(begin: Date, end: Date, timeZone?: string): string | null {
  if (Number.isNaN(begin.getTime()) || Number.isNaN(end.getTime()) || end < begin) return null;
  if (end.getTime() - begin.getTime() >= DAY_SPAN_MS) return formatDays(begin, new Date(end.getTime() - 1));
  const day = new Intl.DateTimeFormat(dateLocale(), {
    weekday: 'short',
    day: 'numeric',
    month: 'short',
    timeZone,
  });
  const time = new Intl.DateTimeFormat(dateLocale(), { hour: '2-digit', minute: '2-digit', timeZone });
  const from = time.format(begin);
  const to = time.format(end);
  return `${day.format(begin)}, ${from === to ? from : `${from}–${to}`}`;
}

function formatDays(first: Date, last: Date): string {
  const utc = (options: Intl.DateTimeFormatOptions) =>
    new Intl.DateTimeFormat(dateLocale(), { ...options, timeZone: 'UTC' });
  const sameMonth =
    first.getUTCFullYear() === last.getUTCFullYear() && first.getUTCMonth() === last.getUTCMonth();
  if (sameMonth && first.getUTCDate() === last.getUTCDate()) {
    return utc({ weekday: 'short', day: 'numeric', month: 'short' }).format(first);
  }
  const dayMonth = utc({ day: 'numeric', month: 'short' });
  if (sameMonth) return `${utc({ day: 'numeric' }).format(first)}–${dayMonth.format(last)}`;
  return `${dayMonth.format(first)} – ${dayMonth.format(last)}`;
}

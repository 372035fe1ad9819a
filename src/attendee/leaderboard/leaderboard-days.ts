// The daily board's days: the event's calendar days (GET /api/event start + days) and the default
// one — today, or the nearest event day before or after the event (the old client let the day run
// past the event's end). Days are `YYYY-MM-DD` strings, the path format of /api/leaderboard/:date.
import { dateLocale } from '#i18n/runtime';
import { DAY_MS, parseDay } from '../../lib/calendar-day.ts';

const isoDay = (time: number) => new Date(time).toISOString().slice(0, 10);

/** Every day of the event, first to last; empty when `start` is not a day. */
export function eventDays(start: string, days: number): string[] {
  const first = parseDay(start);
  if (first === null || !Number.isFinite(days)) return [];
  const count = Math.max(1, Math.min(Math.floor(days), 31));
  return Array.from({ length: count }, (_, i) => isoDay(first + i * DAY_MS));
}

/** `today` if it is an event day, else the first day before the event, the last one after it. */
export function clampDay(days: readonly string[], today: string): string | null {
  const first = days[0];
  const last = days[days.length - 1];
  if (first === undefined || last === undefined) return null;
  if (today < first) return first;
  if (today > last) return last;
  return days.includes(today) ? today : first;
}

/** The device's calendar day as `YYYY-MM-DD`: "today" is the attendee's day, not UTC's. */
export function localDay(now: Date): string {
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${now.getFullYear()}-${pad(now.getMonth() + 1)}-${pad(now.getDate())}`;
}

/** A formatter of calendar days in the active language (English as written in Britain), in UTC. */
const dayFormat = (options: Omit<Intl.DateTimeFormatOptions, 'timeZone'>) =>
  new Intl.DateTimeFormat(dateLocale(), { ...options, timeZone: 'UTC' });

/** "Sun" and "22" for a day chip. */
export function dayParts(day: string): { weekday: string; date: string } {
  const time = parseDay(day) ?? 0;
  return {
    weekday: dayFormat({ weekday: 'short' }).format(time),
    date: dayFormat({ day: 'numeric' }).format(time),
  };
}

/** "Sunday 22 November", for headings and screen readers. */
export function dayName(day: string): string {
  return dayFormat({ weekday: 'long', day: 'numeric', month: 'long' }).format(parseDay(day) ?? 0);
}

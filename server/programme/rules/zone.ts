// Wall-clock times in the event's time zone (EVENT_TIME_ZONE, an IANA name) from Intl, which
// carries the tz database: an instant's local fields and offset, and a local date and time back
// to an instant. Pure: the zone is passed in.

const formatters = new Map<string, Intl.DateTimeFormat>();

function formatterOf(timeZone: string): Intl.DateTimeFormat {
  let formatter = formatters.get(timeZone);
  if (!formatter) {
    formatter = new Intl.DateTimeFormat('en-US', {
      timeZone,
      hourCycle: 'h23',
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      hour: '2-digit',
      minute: '2-digit',
      second: '2-digit',
    });
    formatters.set(timeZone, formatter);
  }
  return formatter;
}

/** True when Intl knows the zone. */
export function isTimeZone(name: string): boolean {
  try {
    formatterOf(name);
    return true;
  } catch {
    return false;
  }
}

type Fields = { year: number; month: number; day: number; hour: number; minute: number; second: number };

function fieldsOf(instant: Date, timeZone: string): Fields {
  const parts: Record<string, number> = {};
  for (const part of formatterOf(timeZone).formatToParts(instant)) {
    if (part.type !== 'literal') parts[part.type] = Number(part.value);
  }
  return {
    year: parts.year ?? 0,
    month: parts.month ?? 0,
    day: parts.day ?? 0,
    hour: parts.hour ?? 0,
    minute: parts.minute ?? 0,
    second: parts.second ?? 0,
  };
}

const asUtc = (f: Fields) => Date.UTC(f.year, f.month - 1, f.day, f.hour, f.minute, f.second);

/** Minutes east of UTC in the zone at that instant (+60 for Lisbon in summer). */
export function offsetMinutes(instant: Date, timeZone: string): number {
  const whole = new Date(Math.floor(instant.getTime() / 1000) * 1000);
  return Math.round((asUtc(fieldsOf(whole, timeZone)) - whole.getTime()) / 60_000);
}

const two = (n: number) => String(n).padStart(2, '0');
const dateOf = (f: Fields) => `${String(f.year).padStart(4, '0')}-${two(f.month)}-${two(f.day)}`;

/** `YYYY-MM-DD` in the zone. */
export const localDate = (instant: Date, timeZone: string): string => dateOf(fieldsOf(instant, timeZone));

/** RFC 3339 with the zone's offset: `2026-03-14T11:00:00+01:00`. */
export function formatInZone(instant: Date, timeZone: string): string {
  const f = fieldsOf(instant, timeZone);
  const offset = offsetMinutes(instant, timeZone);
  const sign = offset < 0 ? '-' : '+';
  const abs = Math.abs(offset);
  const time = `${two(f.hour)}:${two(f.minute)}:${two(f.second)}`;
  return `${dateOf(f)}T${time}${sign}${two(Math.floor(abs / 60))}:${two(abs % 60)}`;
}

/** The instant a wall clock in the zone shows `date` `HH:MM` (the later one in a DST gap). */
export function zonedToInstant(date: string, time: string, timeZone: string): Date {
  const [year = 0, month = 1, day = 1] = date.split('-').map(Number);
  const [hour = 0, minute = 0] = time.split(':').map(Number);
  const wall = Date.UTC(year, month - 1, day, hour, minute);
  const first = wall - offsetMinutes(new Date(wall), timeZone) * 60_000;
  return new Date(wall - offsetMinutes(new Date(first), timeZone) * 60_000);
}

// The VTIMEZONE of an iCalendar feed (RFC 5545 §3.6.5), built from Intl's tz data: one observance
// per UTC-offset change between a year before the first session and a day after the last, or a
// single fixed one for a zone that keeps one offset there. Each observance's DTSTART is the wall
// time just before the change, in the offset it changes from, as the RFC asks.
import { offsetMinutes } from './zone.ts';

const DAY_MS = 86_400_000;
const MINUTE_MS = 60_000;

type Transition = { at: Date; from: number; to: number };

function transitionsBetween(from: Date, to: Date, timeZone: string): Transition[] {
  const found: Transition[] = [];
  let before = from.getTime();
  let offset = offsetMinutes(from, timeZone);
  for (let probe = before + DAY_MS; before < to.getTime(); probe += DAY_MS) {
    const next = offsetMinutes(new Date(probe), timeZone);
    if (next !== offset) {
      let low = before;
      let high = probe;
      while (high - low > MINUTE_MS) {
        const mid = low + Math.floor((high - low) / 2 / MINUTE_MS) * MINUTE_MS;
        if (offsetMinutes(new Date(mid), timeZone) === offset) low = mid;
        else high = mid;
      }
      found.push({ at: new Date(high), from: offset, to: next });
      offset = next;
    }
    before = probe;
  }
  return found;
}

const two = (n: number) => String(n).padStart(2, '0');

/** `+0100`, `-0330`. */
export function formatOffset(minutes: number): string {
  const abs = Math.abs(minutes);
  return `${minutes < 0 ? '-' : '+'}${two(Math.floor(abs / 60))}${two(abs % 60)}`;
}

/** `YYYYMMDDTHHMMSS` of the instant shifted by `offset` minutes (a wall time, no zone). */
export function wallTime(instant: Date, offset: number): string {
  return new Date(instant.getTime() + offset * MINUTE_MS).toISOString().replace(/[-:]/g, '').slice(0, 15);
}

function observance(kind: 'STANDARD' | 'DAYLIGHT', start: string, from: number, to: number): string[] {
  return [
    `BEGIN:${kind}`,
    `DTSTART:${start}`,
    `TZOFFSETFROM:${formatOffset(from)}`,
    `TZOFFSETTO:${formatOffset(to)}`,
    `END:${kind}`,
  ];
}

/** The VTIMEZONE lines covering [first, last]. */
export function vtimezoneLines(timeZone: string, first: Date, last: Date): string[] {
  const from = new Date(first.getTime() - 366 * DAY_MS);
  const to = new Date(last.getTime() + DAY_MS);
  const transitions = transitionsBetween(from, to, timeZone);
  const body =
    transitions.length === 0
      ? observance(
          'STANDARD',
          '19700101T000000',
          offsetMinutes(first, timeZone),
          offsetMinutes(first, timeZone),
        )
      : transitions.flatMap((t) =>
          observance(t.to > t.from ? 'DAYLIGHT' : 'STANDARD', wallTime(t.at, t.from), t.from, t.to),
        );
  return ['BEGIN:VTIMEZONE', `TZID:${timeZone}`, ...body, 'END:VTIMEZONE'];
}

// iCalendar (RFC 5545) for starred sessions and single sessions: VEVENTs with UID = the session's
// guid, DTSTART/DTEND in the event's zone with its VTIMEZONE, SEQUENCE from the session (bumped
// when it moves), text escaped (§3.3.11) and lines folded at 75 octets without splitting a
// UTF-8 character (§3.1), CRLF line ends.
import { vtimezoneLines, wallTime } from './vtimezone.ts';
import { offsetMinutes } from './zone.ts';

export type IcsEvent = {
  guid: string;
  title: string;
  description: string;
  location: string;
  url: string;
  start: Date;
  end: Date;
  sequence: number;
  updatedAt: Date;
};

export type IcsCalendar = { name: string; timeZone: string; now: Date; events: IcsEvent[] };

const PRODID = '-//Confetti//Programme//EN';
const MAX_OCTETS = 75;

export const escapeText = (text: string): string =>
  text.replace(/\\/g, '\\\\').replace(/;/g, '\\;').replace(/,/g, '\\,').replace(/\r?\n/g, '\\n');

/** Folds one content line: continuation lines start with a space (counted in their 75). */
export function foldLine(line: string): string {
  const parts: string[] = [];
  let current = '';
  let octets = 0;
  for (const char of line) {
    const size = Buffer.byteLength(char);
    const limit = parts.length === 0 ? MAX_OCTETS : MAX_OCTETS - 1;
    if (octets + size > limit) {
      parts.push(current);
      current = '';
      octets = 0;
    }
    current += char;
    octets += size;
  }
  parts.push(current);
  return parts.join('\r\n ');
}

const utc = (instant: Date) => `${wallTime(instant, 0)}Z`;

function eventLines(event: IcsEvent, timeZone: string, now: Date): string[] {
  const local = (instant: Date) => `;TZID=${timeZone}:${wallTime(instant, offsetMinutes(instant, timeZone))}`;
  return [
    'BEGIN:VEVENT',
    `UID:${event.guid}`,
    `DTSTAMP:${utc(now)}`,
    `LAST-MODIFIED:${utc(event.updatedAt)}`,
    `SEQUENCE:${event.sequence}`,
    `DTSTART${local(event.start)}`,
    `DTEND${local(event.end)}`,
    `SUMMARY:${escapeText(event.title)}`,
    ...(event.location === '' ? [] : [`LOCATION:${escapeText(event.location)}`]),
    ...(event.description === '' ? [] : [`DESCRIPTION:${escapeText(event.description)}`]),
    ...(event.url === '' ? [] : [`URL:${event.url}`]),
    'END:VEVENT',
  ];
}

export function writeCalendar(calendar: IcsCalendar): string {
  const starts = calendar.events.map((e) => e.start.getTime());
  const ends = calendar.events.map((e) => e.end.getTime());
  const first = new Date(starts.length ? Math.min(...starts) : calendar.now.getTime());
  const last = new Date(ends.length ? Math.max(...ends) : calendar.now.getTime());
  const lines = [
    'BEGIN:VCALENDAR',
    'VERSION:2.0',
    `PRODID:${PRODID}`,
    'CALSCALE:GREGORIAN',
    'METHOD:PUBLISH',
    `X-WR-CALNAME:${escapeText(calendar.name)}`,
    `X-WR-TIMEZONE:${calendar.timeZone}`,
    ...vtimezoneLines(calendar.timeZone, first, last),
    ...calendar.events.flatMap((event) => eventLines(event, calendar.timeZone, calendar.now)),
    'END:VCALENDAR',
  ];
  return `${lines.map(foldLine).join('\r\n')}\r\n`;
}

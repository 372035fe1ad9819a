// One export event's fields, as either importer read them (strings, the way both formats carry
// them), checked and turned into an ImportedSession: the start from `<date>` (full, with offset),
// else the day's date and `<start>` in the event's zone (after midnight when earlier than the day's
// own start); the end from `<duration>`, HH:MM (hours may pass 24). Faults are named with `where`, the
// line or element the importer points at.
import type { ImportedSession, Link, SessionText } from './model.ts';
import { zonedToInstant } from './zone.ts';

export type RawEvent = SessionText & {
  guid: string;
  date: string;
  start: string;
  duration: string;
  room: string;
  speakerKeys: string[];
  links: Link[];
};

/** The day element an event sits in: its date, and the time of day it starts, if given. */
export type DayContext = { date: string; startTime: string | null; timeZone: string };

const RFC3339 = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(?::\d{2}(?:\.\d+)?)?(?:Z|[+-]\d{2}:\d{2})$/;
const DATE = /^(\d{4})-(\d{2})-(\d{2})$/;
/** HH:MM with hours past 24 allowed (the c3voc schema), seconds tolerated and ignored. */
const DURATION = /^(\d{1,3}):([0-5]\d)(?::[0-5]\d)?$/;
const CLOCK = /^([01]?\d|2[0-3]):([0-5]\d)(?::[0-5]\d)?$/;
/** The default type when an export leaves it empty (frab's own default is "lecture"). */
const DEFAULT_TYPE = 'Session';

/** An RFC 3339 time with an offset, or null. */
export function parseInstant(text: string): Date | null {
  if (!RFC3339.test(text)) return null;
  const at = new Date(text);
  return Number.isNaN(at.getTime()) ? null : at;
}

export function isDate(text: string): boolean {
  const match = DATE.exec(text);
  if (!match) return false;
  const at = new Date(`${text}T00:00:00Z`);
  return !Number.isNaN(at.getTime()) && at.toISOString().startsWith(text);
}

/** Minutes of `HH:MM` (or `HH:MM:SS`, seconds ignored), or null. */
export function parseDuration(text: string): number | null {
  const match = DURATION.exec(text);
  if (!match) return null;
  const [, hours = '0', minutes = '0'] = match;
  return Number(hours) * 60 + Number(minutes);
}

function nextDate(date: string): string {
  const at = new Date(`${date}T00:00:00Z`);
  at.setUTCDate(at.getUTCDate() + 1);
  return at.toISOString().slice(0, 10);
}

function startOf(raw: RawEvent, day: DayContext): Date | string {
  if (raw.date !== '')
    return parseInstant(raw.date) ?? `<date> "${raw.date}" is not a date and time with an offset`;
  const clock = CLOCK.exec(raw.start);
  if (!clock) return `has no <date>, and <start> "${raw.start}" is not HH:MM`;
  const hhmm = `${clock[1]!.padStart(2, '0')}:${clock[2]}`;
  const isAfterMidnight = day.startTime !== null && hhmm < day.startTime;
  return zonedToInstant(isAfterMidnight ? nextDate(day.date) : day.date, hhmm, day.timeZone);
}

/** The session, or the event's faults, each prefixed with `where`. */
export function toSession(raw: RawEvent, where: string, day: DayContext): ImportedSession | string[] {
  const faults: string[] = [];
  if (raw.guid === '') faults.push('has no guid (the key that matches it on the next import)');
  if (raw.title === '') faults.push('has an empty <title>');
  const start = startOf(raw, day);
  if (typeof start === 'string') faults.push(start);
  const minutes = parseDuration(raw.duration);
  if (minutes === null) faults.push(`<duration> "${raw.duration}" is not HH:MM`);
  for (const link of raw.links) {
    if (!/^https?:\/\//i.test(link.url)) faults.push(`<link> "${link.url}" is not an http(s) URL`);
  }
  if (faults.length > 0 || typeof start === 'string' || minutes === null) {
    return faults.map((fault) => `${where}: ${fault}`);
  }
  return {
    guid: raw.guid,
    slug: raw.slug,
    title: raw.title,
    subtitle: raw.subtitle,
    type: raw.type === '' ? DEFAULT_TYPE : raw.type,
    track: raw.track,
    language: raw.language,
    abstract: raw.abstract,
    description: raw.description,
    day: day.date,
    start,
    end: new Date(start.getTime() + minutes * 60_000),
    room: raw.room,
    speakerKeys: raw.speakerKeys,
    links: raw.links,
  };
}

// pretalx's frab-compatible schedule.json (the c3voc schema): {"schedule": {"conference": {title,
// tracks, rooms, days: [{date, day_start, rooms: {"<room>": [event, …]}}]}}}. JSON has no element
// lines, so a fault names its path (`days[1].rooms["Hall A"][3]`) and the event's guid; a file
// that is not JSON names the line and column where parsing stopped.
import { createCollector, type Collector } from './collect.ts';
import type { RawEvent } from './event-fields.ts';
import { isDate } from './event-fields.ts';
import type { ImportedTrack, Link, ParseResult } from './model.ts';

type Json = Record<string, unknown>;

const isObject = (value: unknown): value is Json =>
  typeof value === 'object' && value !== null && !Array.isArray(value);
const objectOf = (value: unknown): Json => (isObject(value) ? value : {});
const listOf = (value: unknown): unknown[] => (Array.isArray(value) ? value : []);
/** A string or number field as trimmed text; anything else is ''. */
const textOf = (value: unknown): string =>
  typeof value === 'string' ? value.trim() : typeof value === 'number' ? String(value) : '';

function linksOf(value: unknown): Link[] {
  return listOf(value).flatMap((link) => {
    if (typeof link === 'string') return [{ url: link.trim() }];
    const url = textOf(objectOf(link).url);
    const title = textOf(objectOf(link).title);
    return url === '' ? [] : [{ url, ...(title === '' ? {} : { title }) }];
  });
}

function speakerKeysOf(persons: unknown, into: Collector): string[] {
  const keys: string[] = [];
  for (const item of listOf(persons)) {
    const person = objectOf(item);
    const name = textOf(person.public_name) || textOf(person.name);
    if (name === '') continue;
    const id = ['guid', 'code', 'id'].find((field) => textOf(person[field]) !== '');
    const key = id ? `${id}:${textOf(person[id])}` : `name:${name}`;
    const avatar = textOf(person.avatar);
    into.addSpeaker({
      key,
      name,
      biography: textOf(person.biography),
      ...(/^https?:\/\//i.test(avatar) ? { picture: avatar } : {}),
      ...(Array.isArray(person.links) ? { links: linksOf(person.links) } : {}),
    });
    if (!keys.includes(key)) keys.push(key);
  }
  return keys;
}

function readEvent(event: Json, roomName: string, into: Collector): RawEvent {
  return {
    guid: textOf(event.guid),
    title: textOf(event.title),
    date: textOf(event.date),
    start: textOf(event.start),
    duration: textOf(event.duration),
    room: roomName || textOf(event.room),
    slug: textOf(event.slug),
    subtitle: textOf(event.subtitle),
    type: textOf(event.type),
    track: textOf(event.track),
    language: textOf(event.language),
    abstract: textOf(event.abstract),
    description: textOf(event.description),
    speakerKeys: speakerKeysOf(event.persons, into),
    links: linksOf(event.links),
  };
}

function readDay(day: Json, at: string, timeZone: string, into: Collector) {
  const date = textOf(day.date);
  if (!isDate(date)) return into.fail(`${at}: date "${date}" is not YYYY-MM-DD`);
  const startTime = /T(\d{2}:\d{2})/.exec(textOf(day.day_start))?.[1] ?? null;
  for (const [roomName, events] of Object.entries(objectOf(day.rooms))) {
    into.addRoom(roomName.trim());
    listOf(events).forEach((item, index) => {
      const raw = readEvent(objectOf(item), roomName.trim(), into);
      const where = `${at}.rooms[${JSON.stringify(roomName)}][${index}] (guid "${raw.guid}")`;
      into.addEvent(raw, where, { date, startTime, timeZone });
    });
  }
}

function tracksOf(conference: Json): ImportedTrack[] {
  return listOf(conference.tracks).flatMap((item) => {
    const name = textOf(objectOf(item).name);
    const color = textOf(objectOf(item).color);
    return name === '' ? [] : [{ name, ...(color === '' ? {} : { color }) }];
  });
}

/** `line L column C` of a JSON.parse failure, read off its message's position. */
function whereParsingStopped(source: string, error: unknown): string {
  const message = error instanceof Error ? error.message : String(error);
  const position =
    /position (\d+)/.exec(message)?.[1] ?? (/end of JSON/.test(message) ? source.length : undefined);
  if (position === undefined) return `not valid JSON: ${message}`;
  const before = source.slice(0, Number(position)).split('\n');
  return `line ${before.length} column ${(before.at(-1)?.length ?? 0) + 1}: not valid JSON: ${message}`;
}

export function parsePretalxJson(source: string, timeZone: string): ParseResult {
  let document: unknown;
  try {
    document = JSON.parse(source);
  } catch (error) {
    return { kind: 'refused', errors: [whereParsingStopped(source, error)] };
  }
  const conference = objectOf(objectOf(objectOf(document).schedule).conference);
  if (!Array.isArray(conference.days)) {
    return { kind: 'refused', errors: ['schedule.conference.days: missing (not a pretalx schedule.json)'] };
  }
  const into = createCollector('pretalx-json');
  for (const room of listOf(conference.rooms)) into.addRoom(textOf(objectOf(room).name));
  conference.days.forEach((day, index) => readDay(objectOf(day), `days[${index}]`, timeZone, into));
  return into.result(textOf(conference.title) || textOf(conference.acronym), tracksOf(conference));
}

// frab's schedule.xml (as frab, pretalx, Pentabarf, wafer and OSEM export it; the c3voc schema):
// <schedule><conference/><day date start><room name><event guid>…</event></room></day></schedule>.
// An event belongs to the day element it is in, whatever the calendar date of its start. XML
// entities and non-ASCII text come decoded from @xmldom/xmldom; malformed XML is refused with the
// line the parser stopped at, and each faulty event is named by its line and guid.
import { DOMParser, type Element } from '@xmldom/xmldom';
import { createCollector, type Collector } from './collect.ts';
import type { RawEvent } from './event-fields.ts';
import { isDate } from './event-fields.ts';
import type { ImportedTrack, Link, ParseResult } from './model.ts';

const childrenOf = (parent: Element, name: string): Element[] =>
  Array.from(parent.childNodes).filter(
    (node): node is Element => node.nodeType === node.ELEMENT_NODE && (node as Element).tagName === name,
  );

const childOf = (parent: Element, name: string): Element | undefined => childrenOf(parent, name)[0];

/** The trimmed text of the first child element of that name, or ''. */
const textOf = (parent: Element | undefined, name: string): string =>
  (parent && childOf(parent, name)?.textContent?.trim()) ?? '';

const lineOf = (el: Element) => `line ${el.lineNumber ?? '?'}`;

function linksOf(event: Element): Link[] {
  const list = childOf(event, 'links');
  if (!list) return [];
  return childrenOf(list, 'link').map((link) => {
    const title = link.textContent?.trim() ?? '';
    return { url: link.getAttribute('href')?.trim() ?? '', ...(title === '' ? {} : { title }) };
  });
}

function personKey(person: Element, name: string): string {
  for (const attribute of ['guid', 'code', 'id']) {
    const value = person.getAttribute(attribute)?.trim();
    if (value) return `${attribute}:${value}`;
  }
  return `name:${name}`;
}

function readEvent(event: Element, roomName: string, into: Collector): RawEvent {
  const speakerKeys: string[] = [];
  for (const person of childrenOf(childOf(event, 'persons') ?? event, 'person')) {
    const name = person.textContent?.trim() ?? '';
    if (name === '') continue;
    const key = personKey(person, name);
    into.addSpeaker({ key, name });
    if (!speakerKeys.includes(key)) speakerKeys.push(key);
  }
  return {
    guid: event.getAttribute('guid')?.trim() || textOf(event, 'guid'),
    title: textOf(event, 'title'),
    date: textOf(event, 'date'),
    start: textOf(event, 'start'),
    duration: textOf(event, 'duration'),
    room: roomName || textOf(event, 'room'),
    slug: textOf(event, 'slug'),
    subtitle: textOf(event, 'subtitle'),
    type: textOf(event, 'type'),
    track: textOf(event, 'track'),
    language: textOf(event, 'language'),
    abstract: textOf(event, 'abstract'),
    description: textOf(event, 'description'),
    speakerKeys,
    links: linksOf(event),
  };
}

function readDay(day: Element, timeZone: string, into: Collector) {
  const date = day.getAttribute('date')?.trim() ?? '';
  const where = `${lineOf(day)}: <day index="${day.getAttribute('index') ?? ''}">`;
  if (!isDate(date)) return into.fail(`${where}: date "${date}" is not YYYY-MM-DD`);
  const startTime = /T(\d{2}:\d{2})/.exec(day.getAttribute('start') ?? '')?.[1] ?? null;
  for (const room of childrenOf(day, 'room')) {
    const roomName = room.getAttribute('name')?.trim() ?? '';
    into.addRoom(roomName);
    for (const event of childrenOf(room, 'event')) {
      const raw = readEvent(event, roomName, into);
      into.addEvent(raw, `${lineOf(event)}: <event guid="${raw.guid}">`, { date, startTime, timeZone });
    }
  }
}

function tracksOf(conference: Element | undefined): ImportedTrack[] {
  const list = conference ? (childOf(conference, 'tracks') ?? conference) : undefined;
  if (!list) return [];
  return childrenOf(list, 'track').flatMap((track) => {
    const name = track.getAttribute('name')?.trim() || track.textContent?.trim() || '';
    const color = track.getAttribute('color')?.trim();
    return name === '' ? [] : [{ name, ...(color ? { color } : {}) }];
  });
}

function parseDocument(source: string): Element | string {
  let fault = '';
  try {
    const parser = new DOMParser({
      onError: (level, message) => {
        if (level === 'warning') return;
        fault ||= message;
        throw new Error(message);
      },
    });
    const root = parser.parseFromString(source, 'text/xml').documentElement;
    if (!root) return 'line 1: the file has no root element';
    if (root.tagName !== 'schedule')
      return `${lineOf(root)}: the root element is <${root.tagName}>, not <schedule>`;
    return root;
  } catch (error) {
    const line = (error as { locator?: { lineNumber?: number } }).locator?.lineNumber || 1;
    return `line ${line}: not well-formed XML: ${fault || String(error)}`;
  }
}

export function parseFrabXml(source: string, timeZone: string): ParseResult {
  const root = parseDocument(source);
  if (typeof root === 'string') return { kind: 'refused', errors: [root] };
  const into = createCollector('frab-xml');
  const conference = childOf(root, 'conference');
  const days = childrenOf(root, 'day');
  if (days.length === 0) into.fail(`${lineOf(root)}: <schedule> holds no <day>`);
  for (const day of days) readDay(day, timeZone, into);
  const title = textOf(conference, 'title') || textOf(conference, 'acronym');
  return into.result(title, tracksOf(conference));
}

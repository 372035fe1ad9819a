// The public programme (issue 22, server/contract/programme.ts): GET /api/programme, everything at
// once, read cache first under the anonymous key, so the schedule opens offline after one visit,
// signed in or not. Wire → view mapping stops here: times become Dates, empty fields null, and a
// link or picture that is not http(s) is dropped, so no screen can render a `javascript:` URL.
import { PROGRAMME_PATH, PROGRAMME_SESSION_FILE_PATH, fillPath } from '#contract/paths';
import { apiPath } from './client.ts';
import type {
  LinkJson,
  ProgrammeReply,
  RoomJson,
  SessionJson,
  SpeakerJson,
  SponsorJson,
  TrackJson,
} from '#contract/programme';
import { ANONYMOUS_USER_KEY } from '../lib/token-subject.ts';
import { get } from './get.ts';
import type { Reading } from '../offline/read-through.ts';
import { asArray, asNumber, asObject, asString, fieldsOf, optionalString, WireError } from './wire.ts';

export type Link = { url: string; title: string | null };

export type ProgrammeSession = {
  id: string;
  guid: string;
  title: string;
  subtitle: string | null;
  /** As the organiser typed it: "Talk", "Workshop", "Break", … */
  type: string;
  track: string | null;
  language: string | null;
  /** Plain text or Markdown source. */
  abstract: string | null;
  description: string | null;
  /** The programme day (`YYYY-MM-DD`); a session after midnight belongs to the day before. */
  day: string;
  start: Date;
  end: Date;
  roomId: number | null;
  speakerIds: number[];
  links: Link[];
  badgeId: number | null;
  badgeName: string | null;
};

export type Speaker = {
  id: number;
  name: string;
  biography: string | null;
  picture: string | null;
  organisation: string | null;
  links: Link[];
};

export type Room = { id: number; name: string; place: { x: number; y: number } | null };
export type Track = { name: string; color: string | null };
/** A sponsor as the public sees it; `booth` in GET /api/venue's units, with its stand label. */
export type Sponsor = {
  id: number;
  name: string;
  sponsorship: string;
  booth: { x: number; y: number; label: string | null } | null;
};

export type Programme = {
  version: string;
  /** IANA name of the event's time zone: every wall time is shown in it. */
  timeZone: string;
  days: string[];
  rooms: Room[];
  tracks: Track[];
  types: string[];
  /** By start, then room. */
  sessions: ProgrammeSession[];
  speakers: Speaker[];
  sponsors: Sponsor[];
};

/** `value` when it is an absolute http(s) URL, else null (never a `javascript:` or `data:` one). */
export function safeUrl(value: unknown): string | null {
  if (typeof value !== 'string') return null;
  try {
    const url = new URL(value);
    return url.protocol === 'https:' || url.protocol === 'http:' ? url.href : null;
  } catch {
    return null;
  }
}

function toLinks(value: unknown): Link[] {
  if (value === undefined) return [];
  return asArray(value, 'links').flatMap((item) => {
    const w = fieldsOf<LinkJson>(item, 'link');
    const url = safeUrl(w.raw.url);
    return url === null ? [] : [{ url, title: w.optionalString('title') || null }];
  });
}

function toDate(value: unknown, what: string): Date {
  const date = new Date(asString(value, what));
  if (Number.isNaN(date.getTime())) throw new WireError(what);
  return date;
}

const text = (value: unknown): string | null => optionalString(value) || null;
const optionalNumber = (value: unknown): number | null => (typeof value === 'number' ? value : null);

function toSession(value: unknown): ProgrammeSession {
  const w = fieldsOf<SessionJson>(value, 'session');
  return {
    id: w.string('id'),
    guid: w.string('guid'),
    title: w.string('title'),
    subtitle: text(w.raw.subtitle),
    type: w.string('type'),
    track: text(w.raw.track),
    language: text(w.raw.language),
    abstract: text(w.raw.abstract),
    description: text(w.raw.description),
    day: w.string('day'),
    start: toDate(w.raw.start, 'session.start'),
    end: toDate(w.raw.end, 'session.end'),
    roomId: optionalNumber(w.raw.room_id),
    speakerIds:
      w.raw.speaker_ids === undefined ? [] : asArray(w.raw.speaker_ids, 'session.speaker_ids').map(Number),
    links: toLinks(w.raw.links),
    badgeId: optionalNumber(w.raw.badge_id),
    badgeName: text(w.raw.badge_name),
  };
}

function toSpeaker(value: unknown): Speaker {
  const w = fieldsOf<SpeakerJson>(value, 'speaker');
  return {
    id: w.number('id'),
    name: w.string('name'),
    biography: text(w.raw.biography),
    picture: safeUrl(w.raw.picture),
    organisation: text(w.raw.organisation),
    links: toLinks(w.raw.links),
  };
}

function toRoom(value: unknown): Room {
  const w = fieldsOf<RoomJson>(value, 'room');
  const place =
    w.raw.place === undefined ? null : asObject<{ x: number; y: number }>(w.raw.place, 'room.place');
  return {
    id: w.number('id'),
    name: w.string('name'),
    place: place === null ? null : { x: asNumber(place.x, 'place.x'), y: asNumber(place.y, 'place.y') },
  };
}

function toTrack(value: unknown): Track {
  const w = fieldsOf<TrackJson>(value, 'track');
  return { name: w.string('name'), color: text(w.raw.color) };
}

function toSponsor(value: unknown): Sponsor {
  const w = fieldsOf<SponsorJson>(value, 'sponsor');
  const booth =
    w.raw.booth === undefined ? null : asObject<NonNullable<SponsorJson['booth']>>(w.raw.booth, 'booth');
  return {
    id: w.number('id'),
    name: w.string('name'),
    sponsorship: w.string('sponsorship'),
    booth:
      booth === null
        ? null
        : { x: asNumber(booth.x, 'booth.x'), y: asNumber(booth.y, 'booth.y'), label: text(booth.label) },
  };
}

export function toProgramme(body: unknown): Programme {
  const w = fieldsOf<ProgrammeReply>(body, 'programme');
  return {
    version: w.string('version'),
    timeZone: w.string('time_zone'),
    days: asArray(w.raw.days, 'programme.days').map((d) => asString(d, 'programme.day')),
    rooms: asArray(w.raw.rooms, 'programme.rooms').map(toRoom),
    tracks: asArray(w.raw.tracks, 'programme.tracks').map(toTrack),
    types: asArray(w.raw.types, 'programme.types').map((t) => asString(t, 'programme.type')),
    sessions: asArray(w.raw.sessions, 'programme.sessions').map(toSession),
    speakers: asArray(w.raw.speakers, 'programme.speakers').map(toSpeaker),
    // A copy cached before the sponsors were public has none: they show after its next read.
    sponsors:
      w.raw.sponsors === undefined ? [] : asArray(w.raw.sponsors, 'programme.sponsors').map(toSponsor),
  };
}

/** The programme, cache first then network; public, so one cache row serves everyone on the device. */
export function readProgramme(): AsyncGenerator<Reading<Programme>, void, void> {
  return get(apiPath(PROGRAMME_PATH), toProgramme, { userKey: ANONYMOUS_USER_KEY });
}

/** One session as an ICS file, for "Add to calendar". */
export function sessionIcsPath(id: string): string {
  return fillPath(PROGRAMME_SESSION_FILE_PATH, { file: `${id}.ics` });
}

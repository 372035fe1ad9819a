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
import { asArray, asNumber, asObject, asString, optionalString, WireError } from './wire.ts';

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
    const w = asObject<LinkJson>(item, 'link');
    const url = safeUrl(w.url);
    return url === null ? [] : [{ url, title: optionalString(w.title) || null }];
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
  const w = asObject<SessionJson>(value, 'session');
  return {
    id: asString(w.id, 'session.id'),
    guid: asString(w.guid, 'session.guid'),
    title: asString(w.title, 'session.title'),
    subtitle: text(w.subtitle),
    type: asString(w.type, 'session.type'),
    track: text(w.track),
    language: text(w.language),
    abstract: text(w.abstract),
    description: text(w.description),
    day: asString(w.day, 'session.day'),
    start: toDate(w.start, 'session.start'),
    end: toDate(w.end, 'session.end'),
    roomId: optionalNumber(w.room_id),
    speakerIds: w.speaker_ids === undefined ? [] : asArray(w.speaker_ids, 'session.speaker_ids').map(Number),
    links: toLinks(w.links),
    badgeId: optionalNumber(w.badge_id),
    badgeName: text(w.badge_name),
  };
}

function toSpeaker(value: unknown): Speaker {
  const w = asObject<SpeakerJson>(value, 'speaker');
  return {
    id: asNumber(w.id, 'speaker.id'),
    name: asString(w.name, 'speaker.name'),
    biography: text(w.biography),
    picture: safeUrl(w.picture),
    organisation: text(w.organisation),
    links: toLinks(w.links),
  };
}

function toRoom(value: unknown): Room {
  const w = asObject<RoomJson>(value, 'room');
  const place = w.place === undefined ? null : asObject<{ x: number; y: number }>(w.place, 'room.place');
  return {
    id: asNumber(w.id, 'room.id'),
    name: asString(w.name, 'room.name'),
    place: place === null ? null : { x: asNumber(place.x, 'place.x'), y: asNumber(place.y, 'place.y') },
  };
}

function toTrack(value: unknown): Track {
  const w = asObject<TrackJson>(value, 'track');
  return { name: asString(w.name, 'track.name'), color: text(w.color) };
}

function toSponsor(value: unknown): Sponsor {
  const w = asObject<SponsorJson>(value, 'sponsor');
  const booth = w.booth === undefined ? null : asObject<NonNullable<SponsorJson['booth']>>(w.booth, 'booth');
  return {
    id: asNumber(w.id, 'sponsor.id'),
    name: asString(w.name, 'sponsor.name'),
    sponsorship: asString(w.sponsorship, 'sponsor.sponsorship'),
    booth:
      booth === null
        ? null
        : { x: asNumber(booth.x, 'booth.x'), y: asNumber(booth.y, 'booth.y'), label: text(booth.label) },
  };
}

export function toProgramme(body: unknown): Programme {
  const w = asObject<ProgrammeReply>(body, 'programme');
  return {
    version: asString(w.version, 'programme.version'),
    timeZone: asString(w.time_zone, 'programme.time_zone'),
    days: asArray(w.days, 'programme.days').map((d) => asString(d, 'programme.day')),
    rooms: asArray(w.rooms, 'programme.rooms').map(toRoom),
    tracks: asArray(w.tracks, 'programme.tracks').map(toTrack),
    types: asArray(w.types, 'programme.types').map((t) => asString(t, 'programme.type')),
    sessions: asArray(w.sessions, 'programme.sessions').map(toSession),
    speakers: asArray(w.speakers, 'programme.speakers').map(toSpeaker),
    // A copy cached before the sponsors were public has none: they show after its next read.
    sponsors: w.sponsors === undefined ? [] : asArray(w.sponsors, 'programme.sponsors').map(toSponsor),
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

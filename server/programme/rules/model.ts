// The normalised programme both importers produce (frab-xml.ts, pretalx-json.ts) and the diff
// reads (diff.ts): plain data, times as instants, names as the export gave them. A field a format
// does not carry is left undefined, so an import keeps what the console set for it (a speaker's
// biography from a frab XML, which has none).

export type Link = { url: string; title?: string };

/** A session's text fields: as an export carries them, the console edits them and the diff compares them. */
export const SESSION_TEXT_FIELDS = [
  'slug',
  'title',
  'subtitle',
  'type',
  'track',
  'language',
  'abstract',
  'description',
] as const;
export type SessionText = Record<(typeof SESSION_TEXT_FIELDS)[number], string>;

export type ImportedSession = SessionText & {
  guid: string;
  /** `YYYY-MM-DD` of the day element it was in (not the calendar date of its start). */
  day: string;
  start: Date;
  end: Date;
  /** The room's name; '' when the export gave none. */
  room: string;
  /** Keys of ImportedSpeaker, in the export's order. */
  speakerKeys: string[];
  links: Link[];
};

export type ImportedSpeaker = {
  /** The export's person key: its guid, code or id, else its name. */
  key: string;
  name: string;
  biography?: string;
  /** Absolute URL on the export's host; kept as a link, never fetched. */
  picture?: string;
  organisation?: string;
  links?: Link[];
};

export type ImportedTrack = { name: string; color?: string };

export type ImportFormat = 'frab-xml' | 'pretalx-json';

export type ImportedProgramme = {
  format: ImportFormat;
  conference: string;
  rooms: string[];
  tracks: ImportedTrack[];
  sessions: ImportedSession[];
  speakers: ImportedSpeaker[];
};

/** A parse: the programme, or every fault found (each naming its line or element). */
export type ParseResult =
  { kind: 'ok'; programme: ImportedProgramme } | { kind: 'refused'; errors: string[] };

/** Enough faults to fix a file in one go without flooding the console. */
export const MAX_REPORTED_ERRORS = 20;

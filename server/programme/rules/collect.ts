// What both importers gather while they walk a file: sessions (a guid twice is a fault), speakers
// by key (the fullest record of a person wins), rooms in file order, and the faults, bounded.
import type { DayContext, RawEvent } from './event-fields.ts';
import { toSession } from './event-fields.ts';
import {
  MAX_REPORTED_ERRORS,
  type ImportFormat,
  type ImportedSession,
  type ImportedSpeaker,
  type ImportedTrack,
  type ParseResult,
} from './model.ts';

export type Collector = ReturnType<typeof createCollector>;

export function createCollector(format: ImportFormat) {
  const sessions: ImportedSession[] = [];
  const speakers = new Map<string, ImportedSpeaker>();
  const rooms: string[] = [];
  const errors: string[] = [];
  const seenAt = new Map<string, string>();

  const fail = (message: string) => {
    if (errors.length < MAX_REPORTED_ERRORS) errors.push(message);
  };

  return {
    fail,
    hasFailed: () => errors.length > 0,
    addRoom(name: string) {
      if (name !== '' && !rooms.includes(name)) rooms.push(name);
    },
    addSpeaker(speaker: ImportedSpeaker) {
      const known = speakers.get(speaker.key);
      speakers.set(speaker.key, { ...speaker, ...known, ...definedOf(speaker) });
    },
    addEvent(raw: RawEvent, where: string, day: DayContext) {
      const session = toSession(raw, where, day);
      if (Array.isArray(session)) return session.forEach(fail);
      const first = seenAt.get(session.guid);
      if (first !== undefined) return fail(`${where}: guid "${session.guid}" is already used by ${first}`);
      seenAt.set(session.guid, where);
      this.addRoom(session.room);
      sessions.push(session);
    },
    result(conference: string, tracks: ImportedTrack[]): ParseResult {
      if (errors.length === 0 && sessions.length === 0) fail('the file holds no sessions');
      if (errors.length > 0) return { kind: 'refused', errors };
      const programme = { format, conference, rooms, tracks, sessions, speakers: [...speakers.values()] };
      return { kind: 'ok', programme };
    },
  };
}

function definedOf(speaker: ImportedSpeaker): Partial<ImportedSpeaker> {
  return Object.fromEntries(
    Object.entries(speaker).filter(([, value]) => value !== undefined && value !== ''),
  ) as Partial<ImportedSpeaker>;
}

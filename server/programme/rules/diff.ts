// What an import would do to the programme in the database, matched by guid: sessions added,
// changed (with the fields that differ), removed, and left alone. Only sessions an earlier import
// made are removed; the console's hand-made ones stay. A session whose time or room changed has
// moved: its ICS SEQUENCE goes up so subscribed calendars update it.
import { SESSION_TEXT_FIELDS, type ImportedSession, type Link } from './model.ts';

/** A session as stored, in the imported model's terms (room by name, speakers by export key). */
export type CurrentSession = Omit<ImportedSession, 'start' | 'end'> & {
  id: string;
  origin: 'import' | 'console';
  start: Date;
  end: Date;
  badgeId: number | null;
  stars: number;
};

export type SessionChange = {
  current: CurrentSession;
  next: ImportedSession;
  fields: string[];
  isMoved: boolean;
};

export type ProgrammeDiff = {
  added: ImportedSession[];
  changed: SessionChange[];
  removed: CurrentSession[];
  unchanged: number;
  keptHandMade: number;
};

const TEXT_FIELDS = [...SESSION_TEXT_FIELDS, 'day', 'room'] as const;
const MOVE_FIELDS = new Set(['start', 'end', 'room']);

const sameLinks = (a: Link[], b: Link[]) =>
  a.length === b.length && a.every((link, i) => link.url === b[i]?.url && link.title === b[i]?.title);

/** The names of the fields that differ, in a fixed order. */
export function changedFields(current: CurrentSession, next: ImportedSession): string[] {
  const fields: string[] = TEXT_FIELDS.filter((field) => current[field] !== next[field]);
  if (current.start.getTime() !== next.start.getTime()) fields.push('start');
  if (current.end.getTime() !== next.end.getTime()) fields.push('end');
  if (current.speakerKeys.join('\n') !== next.speakerKeys.join('\n')) fields.push('speakers');
  if (!sameLinks(current.links, next.links)) fields.push('links');
  return fields;
}

export function diffProgramme(current: CurrentSession[], next: ImportedSession[]): ProgrammeDiff {
  const byGuid = new Map(current.map((session) => [session.guid, session]));
  const incoming = new Set(next.map((session) => session.guid));
  const diff: ProgrammeDiff = { added: [], changed: [], removed: [], unchanged: 0, keptHandMade: 0 };
  for (const session of next) {
    const known = byGuid.get(session.guid);
    if (!known) {
      diff.added.push(session);
      continue;
    }
    const fields = changedFields(known, session);
    if (fields.length === 0) diff.unchanged += 1;
    else
      diff.changed.push({
        current: known,
        next: session,
        fields,
        isMoved: fields.some((f) => MOVE_FIELDS.has(f)),
      });
  }
  for (const session of current) {
    if (incoming.has(session.guid)) continue;
    if (session.origin === 'import') diff.removed.push(session);
    else diff.keptHandMade += 1;
  }
  return diff;
}

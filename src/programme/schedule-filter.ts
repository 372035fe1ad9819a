// The schedule's filters (type, track, room) and search, kept in the URL so Back and a shared link
// keep them. A session passes when it is of one of the chosen values of each filter (none chosen:
// any), and every word of the search is found in its title, subtitle, abstract, type, track, room
// or a speaker's name, ignoring case and accents. Pure.
import type { ProgrammeSession } from '../api/programme.ts';

export type ScheduleFilter = {
  types: string[];
  tracks: string[];
  roomIds: number[];
  query: string;
};

export const NO_FILTER: ScheduleFilter = { types: [], tracks: [], roomIds: [], query: '' };

const KEYS = { type: 'type', track: 'track', room: 'room', query: 'q' } as const;

export function filterFromParams(params: URLSearchParams): ScheduleFilter {
  return {
    types: params.getAll(KEYS.type),
    tracks: params.getAll(KEYS.track),
    roomIds: params
      .getAll(KEYS.room)
      .map(Number)
      .filter((id) => Number.isInteger(id)),
    query: params.get(KEYS.query) ?? '',
  };
}

/** `params` with the filter's keys replaced (other keys, such as the day, kept). */
export function paramsWithFilter(params: URLSearchParams, filter: ScheduleFilter): URLSearchParams {
  const next = new URLSearchParams(params);
  for (const key of Object.values(KEYS)) next.delete(key);
  for (const type of filter.types) next.append(KEYS.type, type);
  for (const track of filter.tracks) next.append(KEYS.track, track);
  for (const id of filter.roomIds) next.append(KEYS.room, String(id));
  if (filter.query.trim() !== '') next.set(KEYS.query, filter.query);
  return next;
}

export function isFiltering(filter: ScheduleFilter): boolean {
  return filter.types.length + filter.tracks.length + filter.roomIds.length > 0 || filter.query.trim() !== '';
}

/** Lower case without accents: "Café" and "cafe" match. */
export function foldForSearch(text: string): string {
  return text.normalize('NFD').replace(/\p{M}/gu, '').toLowerCase();
}

export type SearchNames = {
  speakerName: (id: number) => string | null;
  roomName: (id: number) => string | null;
};

function haystackOf(session: ProgrammeSession, names: SearchNames): string {
  const parts = [session.title, session.subtitle, session.abstract, session.type, session.track];
  if (session.roomId !== null) parts.push(names.roomName(session.roomId));
  for (const id of session.speakerIds) parts.push(names.speakerName(id));
  return foldForSearch(parts.filter((p) => p !== null).join(' \n '));
}

export function matchesFilter(
  session: ProgrammeSession,
  filter: ScheduleFilter,
  names: SearchNames,
): boolean {
  if (filter.types.length > 0 && !filter.types.includes(session.type)) return false;
  if (filter.tracks.length > 0 && (session.track === null || !filter.tracks.includes(session.track)))
    return false;
  if (filter.roomIds.length > 0 && (session.roomId === null || !filter.roomIds.includes(session.roomId)))
    return false;
  const words = foldForSearch(filter.query).split(/\s+/).filter(Boolean);
  if (words.length === 0) return true;
  const haystack = haystackOf(session, names);
  return words.every((word) => haystack.includes(word));
}

/** `values` with `value` added, or removed when it was there. */
export function toggled<T>(values: readonly T[], value: T): T[] {
  return values.includes(value) ? values.filter((v) => v !== value) : [...values, value];
}

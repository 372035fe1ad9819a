// Look-ups over one programme (rooms, speakers and sessions by id, a speaker's sessions), built
// once per programme answer. Pure.
import type { Programme, Room, ProgrammeSession, Speaker } from '../api/programme.ts';

export type ProgrammeIndex = {
  room: (id: number | null) => Room | null;
  speaker: (id: number) => Speaker | null;
  session: (id: string) => ProgrammeSession | null;
  sessionsOf: (speakerId: number) => ProgrammeSession[];
  sessionOfBadge: (badgeId: number) => ProgrammeSession | null;
};

export function indexProgramme(programme: Programme): ProgrammeIndex {
  const rooms = new Map(programme.rooms.map((r) => [r.id, r]));
  const speakers = new Map(programme.speakers.map((s) => [s.id, s]));
  const sessions = new Map(programme.sessions.map((s) => [s.id.toLowerCase(), s]));
  return {
    room: (id) => (id === null ? null : (rooms.get(id) ?? null)),
    speaker: (id) => speakers.get(id) ?? null,
    session: (id) => sessions.get(id.toLowerCase()) ?? null,
    sessionsOf: (speakerId) => programme.sessions.filter((s) => s.speakerIds.includes(speakerId)),
    sessionOfBadge: (badgeId) => programme.sessions.find((s) => s.badgeId === badgeId) ?? null,
  };
}

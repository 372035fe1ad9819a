// How each programme row reads in the console's lists: a session by its time on the event's wall
// clock, room, type and badge; a speaker by organisation and sessions; a room by its sessions.
import { plural, t } from '@lingui/core/macro';
import type { Programme } from '../../api/programme.ts';
import { toZoneInput } from '../zone-input.ts';
import type { ProgrammeRow } from './programme-rows.tsx';

const sessionCount = (count: number) => t`${plural(count, { one: '# session', other: '# sessions' })}`;

export function programmeRows(kind: 'sessions' | 'speakers' | 'rooms', programme: Programme): ProgrammeRow[] {
  const { sessions, timeZone } = programme;
  if (kind === 'speakers') {
    return programme.speakers.map((speaker) => ({
      key: String(speaker.id),
      name: speaker.name,
      meta: [
        speaker.organisation,
        sessionCount(sessions.filter((s) => s.speakerIds.includes(speaker.id)).length),
      ]
        .filter(Boolean)
        .join(' · '),
      tag: null,
    }));
  }
  if (kind === 'rooms') {
    return programme.rooms.map((room) => ({
      key: String(room.id),
      name: room.name,
      meta: sessionCount(sessions.filter((s) => s.roomId === room.id).length),
      tag: room.place ? t`On the map` : null,
    }));
  }
  const rooms = new Map(programme.rooms.map((room) => [room.id, room.name]));
  return sessions.map((session) => {
    const start = toZoneInput(session.start, timeZone);
    const time = `${start.slice(0, 10)} ${start.slice(11)}–${toZoneInput(session.end, timeZone).slice(11)}`;
    const room = session.roomId === null ? null : (rooms.get(session.roomId) ?? null);
    return {
      key: session.id,
      name: session.title,
      meta: [time, room, session.type, session.badgeName].filter(Boolean).join(' · '),
      tag: session.badgeId === null ? null : t`Badge`,
    };
  });
}

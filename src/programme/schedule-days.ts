// A programme day as the schedule lays it out: its sessions in time order (a session after
// midnight stays in the day it belongs to, after that day's evening), grouped into time slots of
// parallel sessions, and which day to open first. Pure: time is passed in.
import type { ProgrammeSession } from '../api/programme.ts';
import { calendarDate } from './wall-time.ts';

export type TimeSlot = { start: Date; sessions: ProgrammeSession[] };

function byStartThenRoom(a: ProgrammeSession, b: ProgrammeSession): number {
  return a.start.getTime() - b.start.getTime() || (a.roomId ?? 0) - (b.roomId ?? 0);
}

/** The sessions of programme day `day`, by start then room. */
export function sessionsOfDay(sessions: readonly ProgrammeSession[], day: string): ProgrammeSession[] {
  return sessions.filter((s) => s.day === day).sort(byStartThenRoom);
}

/** Sessions (in time order) grouped by the instant they start: the parallel ones share a slot. */
export function toTimeSlots(sessions: readonly ProgrammeSession[]): TimeSlot[] {
  const slots: TimeSlot[] = [];
  for (const session of sessions) {
    const last = slots.at(-1);
    if (last !== undefined && last.start.getTime() === session.start.getTime()) last.sessions.push(session);
    else slots.push({ start: session.start, sessions: [session] });
  }
  return slots;
}

/** True when a session starts on a later calendar date than its programme day (after midnight). */
export function isAfterMidnight(session: ProgrammeSession, timeZone: string): boolean {
  return calendarDate(session.start, timeZone) > session.day;
}

/**
 * The day to open: the day of the first session not yet over (so at 00:30 the evening's day stays
 * open), else the first day. A day the user picked wins when it exists.
 */
export function openingDay(
  days: readonly string[],
  sessions: readonly ProgrammeSession[],
  now: Date,
  picked: string | null,
): string | null {
  if (picked !== null && days.includes(picked)) return picked;
  const current = [...sessions].sort(byStartThenRoom).find((s) => s.end.getTime() > now.getTime());
  return current !== undefined && days.includes(current.day) ? current.day : (days[0] ?? null);
}

// "Now" and "next" at the top of the programme and the landing page: what runs at this instant,
// and the sessions that start next (all of a parallel slot), if that is soon. Pure: time passed in.
import type { ProgrammeSession } from '../api/programme.ts';
import { NEXT_WINDOW_MS } from './programme-constants.ts';

export type NowNext = { now: ProgrammeSession[]; next: ProgrammeSession[] };

export function nowAndNext(
  sessions: readonly ProgrammeSession[],
  now: Date,
  windowMs: number = NEXT_WINDOW_MS,
): NowNext {
  const at = now.getTime();
  const running = sessions.filter((s) => s.start.getTime() <= at && at < s.end.getTime());
  const upcoming = sessions.filter((s) => s.start.getTime() > at);
  const firstStart = Math.min(...upcoming.map((s) => s.start.getTime()));
  const next = firstStart - at <= windowMs ? upcoming.filter((s) => s.start.getTime() === firstStart) : [];
  return { now: running, next };
}

/** True when there is anything to show at the top: the event is under way. */
export function isUnderWay({ now, next }: NowNext): boolean {
  return now.length > 0 || next.length > 0;
}

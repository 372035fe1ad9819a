// Starred sessions that clash: every pair whose times overlap (one ending as the other starts does
// not). Pure, for the warning on the schedule and the session page.
import type { ProgrammeSession } from '../api/programme.ts';

export type Overlap = [ProgrammeSession, ProgrammeSession];

export function findOverlaps(sessions: readonly ProgrammeSession[]): Overlap[] {
  const sorted = [...sessions].sort((a, b) => a.start.getTime() - b.start.getTime());
  const pairs: Overlap[] = [];
  sorted.forEach((a, i) => {
    for (const b of sorted.slice(i + 1)) {
      if (b.start.getTime() >= a.end.getTime()) break;
      pairs.push([a, b]);
    }
  });
  return pairs;
}

/** The sessions `session` clashes with among `others`. */
export function clashesOf(
  session: ProgrammeSession,
  others: readonly ProgrammeSession[],
): ProgrammeSession[] {
  return others.filter(
    (o) =>
      o.id !== session.id &&
      o.start.getTime() < session.end.getTime() &&
      session.start.getTime() < o.end.getTime(),
  );
}

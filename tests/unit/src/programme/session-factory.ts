// Sessions for the programme's unit tests: only what a test names differs from a plain talk.
import type { ProgrammeSession } from '../../../../src/api/programme.ts';

let counter = 0;

export function aSession(
  fields: Partial<Omit<ProgrammeSession, 'start' | 'end'>> & { start: string; end: string },
): ProgrammeSession {
  counter += 1;
  const { start, end, ...rest } = fields;
  return {
    id: `s${counter}`,
    guid: `g${counter}`,
    title: `Session ${counter}`,
    subtitle: null,
    type: 'Talk',
    track: null,
    language: null,
    abstract: null,
    description: null,
    day: start.slice(0, 10),
    roomId: 1,
    speakerIds: [],
    links: [],
    badgeId: null,
    badgeName: null,
    ...rest,
    start: new Date(start),
    end: new Date(end),
  };
}

// The sessions the badges belong to (issue 22), cache first: a badge of a talk or workshop links
// to its session. Empty until read, and when the programme cannot be read.
import { readBadgeSessions, type BadgeSession } from '../../api/programme-badges.ts';
import { useReading } from '../../ui/use-reading.ts';

const NONE: ReadonlyMap<number, BadgeSession> = new Map();

export function useBadgeSessions(): ReadonlyMap<number, BadgeSession> {
  return useReading('badge-sessions', readBadgeSessions).data ?? NONE;
}

// The company-visit checkpoint programme (provider-api.md §4): every company booth badge (type 4)
// the attendee holds is one visit; reaching 5/10/15/20/25/28 visits earns a checkpoint badge with
// extra final-draw entries. The server grants them; this only says where the attendee stands.
// Pure, so it is tested number by number.
import { BADGE_TYPE } from '#contract/constants';

export type CheckpointLevel = { level: number; visits: number; entries: number };

export const CHECKPOINT_LEVELS: readonly CheckpointLevel[] = [
  { level: 1, visits: 5, entries: 10 },
  { level: 2, visits: 10, entries: 30 },
  { level: 3, visits: 15, entries: 60 },
  { level: 4, visits: 20, entries: 100 },
  { level: 5, visits: 25, entries: 120 },
  { level: 6, visits: 28, entries: 150 },
];

/** The last level's visits: the bar's end. */
export const CHECKPOINT_MAX_VISITS = CHECKPOINT_LEVELS.reduce((max, level) => Math.max(max, level.visits), 0);

export type CheckpointSegment = CheckpointLevel & {
  /** How full this level's stretch of the bar is, 0…1. */
  fill: number;
  isReached: boolean;
};

export type CheckpointProgress = {
  visits: number;
  /** Levels reached, 0…6. */
  level: number;
  next: CheckpointLevel | null;
  /** Visits still needed for `next` (0 when every level is reached). */
  visitsToNext: number;
  segments: CheckpointSegment[];
};

/** Visits = company badges held. */
export function countCompanyVisits(badges: readonly { type: number }[]): number {
  return badges.filter((badge) => badge.type === BADGE_TYPE.booth).length;
}

export function checkpointProgress(
  visits: number,
  levels: readonly CheckpointLevel[] = CHECKPOINT_LEVELS,
): CheckpointProgress {
  const count = Math.max(0, Math.floor(visits));
  const segments = levels.map((level, index) => {
    const from = levels[index - 1]?.visits ?? 0;
    const fill = Math.min(1, Math.max(0, (count - from) / (level.visits - from)));
    return { ...level, fill, isReached: count >= level.visits };
  });
  const next = levels.find((level) => count < level.visits) ?? null;
  return {
    visits: count,
    level: segments.filter((segment) => segment.isReached).length,
    next,
    visitsToNext: next === null ? 0 : next.visits - count,
    segments,
  };
}

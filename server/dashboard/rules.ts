// The dashboard's time frames (issue 13), pure: which span a window covers and how its buckets
// are cut, and a series with a zero for every bucket nothing happened in.
import type { DashboardWindow } from '../contract/dashboard.ts';

const HOUR_MS = 3600_000;
const DAY_MS = 24 * HOUR_MS;

/** `bucketMs` cuts [start, end) into `length` buckets. */
export type Frame = { start: Date; end: Date; bucketMs: number; length: number };

const frameOf = (start: Date, bucketMs: number, length: number): Frame => ({
  start,
  end: new Date(start.getTime() + bucketMs * length),
  bucketMs,
  length,
});

/**
 * Awards by hour and sign-ups by hour over the last 24 hours (up to the end of this hour), or,
 * for the event, awards by hour and sign-ups by day over its days.
 */
export function decideFrames(
  window: DashboardWindow,
  now: Date,
  event: { start: Date; days: number },
): { awards: Frame; signups: Frame } {
  if (window === 'event') {
    return {
      awards: frameOf(event.start, HOUR_MS, event.days * 24),
      signups: frameOf(event.start, DAY_MS, event.days),
    };
  }
  const hourEnd = Math.floor(now.getTime() / HOUR_MS) * HOUR_MS + HOUR_MS;
  const day = frameOf(new Date(hourEnd - DAY_MS), HOUR_MS, 24);
  return { awards: day, signups: day };
}

/** One count per bucket of the frame, from (bucket index, count) pairs; others are dropped. */
export function fillSeries(frame: Frame, counted: readonly { bucket: number; count: number }[]): number[] {
  const counts = new Array<number>(frame.length).fill(0);
  for (const { bucket, count } of counted) {
    if (Number.isInteger(bucket) && bucket >= 0 && bucket < frame.length) counts[bucket] = count;
  }
  return counts;
}

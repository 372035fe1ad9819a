// The dashboard's time frames (issue 13): the last 24 hours end with the current hour, the event's
// days are cut by hour (awards) and by day (sign-ups), and a series has a zero per quiet bucket.
import { describe, expect, it } from 'vitest';
import { decideFrames, fillSeries } from '../../../../server/dashboard/rules.ts';

const event = { start: new Date('2026-11-22T00:00:00Z'), days: 3 };

describe('decideFrames', () => {
  it('covers the 24 hours up to the end of the current hour, by hour', () => {
    const { awards, signups } = decideFrames('day', new Date('2026-11-22T12:34:56Z'), event);
    expect(awards).toEqual({
      start: new Date('2026-11-21T13:00:00Z'),
      end: new Date('2026-11-22T13:00:00Z'),
      bucketMs: 3600_000,
      length: 24,
    });
    expect(signups).toEqual(awards);
  });

  it("covers the event's days, awards by hour and sign-ups by day", () => {
    const { awards, signups } = decideFrames('event', new Date('2026-11-22T12:00:00Z'), event);
    expect(awards).toMatchObject({ start: event.start, end: new Date('2026-11-25T00:00:00Z'), length: 72 });
    expect(signups).toMatchObject({ start: event.start, bucketMs: 24 * 3600_000, length: 3 });
  });
});

describe('fillSeries', () => {
  it('puts each count in its bucket and zeros elsewhere, dropping buckets outside the frame', () => {
    const frame = decideFrames('event', new Date(), event).signups;
    const counted = [
      { bucket: 2, count: 5 },
      { bucket: 0, count: 1 },
      { bucket: 3, count: 9 },
      { bucket: -1, count: 9 },
    ];
    expect(fillSeries(frame, counted)).toEqual([1, 0, 5]);
  });
});

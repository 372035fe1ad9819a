// When an achievement evaluation (a read of the attendee's facts, then grants) starts: after any
// event, except an award whose noted facts earn nothing; and one waiting evaluation covers the
// events that arrive before it starts.
import type { FastifyBaseLogger } from 'fastify';
import { describe, expect, it } from 'vitest';
import { startAchievements } from '../../../../server/achievements/grants.ts';
import type { Config } from '../../../../server/config.ts';
import type { Db } from '../../../../server/db/client.ts';
import { DEFAULT_THRESHOLDS, type AttendeeActivity } from '../../../../server/achievements/rules.ts';
import { createAppEvents } from '../../../../server/realtime/events.ts';

const start = new Date('2026-11-22T00:00:00Z');
const catalogue = { counts: { talks: 5, workshops: 5, pitches: 5, collectable: 50 }, goldBoothBadges: ['G'] };

function setup() {
  const reads: string[] = [];
  // Every evaluation starts with one read of the facts; an empty answer ends it (no attendee).
  const db = {
    execute: async () => {
      reads.push('facts');
      return { rows: [] };
    },
  } as unknown as Db;
  const config = { eventStart: start, eventDays: 2, achievements: DEFAULT_THRESHOLDS } as Config;
  const events = createAppEvents();
  const achievements = startAchievements({
    db,
    config,
    events,
    now: () => start,
    log: { error: () => {} } as unknown as FastifyBaseLogger,
  });
  return { reads, events, achievements };
}

const activity = (held: AttendeeActivity['held'], isRegistered = true): AttendeeActivity => ({
  held,
  isRegistered,
  hasCv: false,
  hasWheelResult: false,
  hasSlotsResult: false,
});
const onDay1 = {
  name: 'Talk A',
  type: 6,
  day: new Date('2026-11-22T10:00:00Z'),
  spotlighted: false,
  isArchived: false,
};

describe('startAchievements', () => {
  it('reads no facts after an award whose noted facts earn nothing', async () => {
    const { reads, events, achievements } = setup();
    const dayBadge = { ...onDay1, name: 'Day 1', type: 3 };
    achievements.noteAward({
      attendeeId: 'a',
      badgeId: 1,
      activity: activity([onDay1, dayBadge]),
      catalogue,
    });
    events.publish({ type: 'badge-awarded', attendeeId: 'a', badgeId: 1 });
    await achievements.whenIdle();
    expect(reads).toEqual([]);
  });

  it('evaluates after an award whose facts earn something, and after any unnoted event', async () => {
    const { reads, events, achievements } = setup();
    achievements.noteAward({ attendeeId: 'a', badgeId: 1, activity: activity([onDay1]), catalogue });
    events.publish({ type: 'badge-awarded', attendeeId: 'a', badgeId: 1 });
    await achievements.whenIdle();
    events.publish({ type: 'badge-awarded', attendeeId: 'a', badgeId: 2 });
    await achievements.whenIdle();
    events.publish({ type: 'profile-changed', attendeeId: 'a' });
    await achievements.whenIdle();
    expect(reads).toEqual(['facts', 'facts', 'facts']);
  });

  it('lets one waiting evaluation cover every event before it starts', async () => {
    const { reads, events, achievements } = setup();
    for (let i = 0; i < 5; i++) events.publish({ type: 'balance-changed', attendeeId: 'a' });
    events.publish({ type: 'balance-changed', attendeeId: 'b' });
    await achievements.whenIdle();
    expect(reads).toEqual(['facts', 'facts']);
  });
});

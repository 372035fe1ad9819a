// The demo seed's programme (issue 22): every talk, workshop and pitch badge has its session, at
// the badge's own time and linked to it, over the event's days in four rooms, with speakers.
import { inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BADGE_TYPE } from '#contract/constants';
import type { ProgrammeReply } from '../../server/contract/programme.ts';
import { seedDemoIfEmpty } from '../../server/db/seed.ts';
import { badges } from '../../server/db/schema/badges.ts';
import { createTestApp, type TestApp } from '../helpers/app.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
  await t.reset();
  await seedDemoIfEmpty(t.database.db, t.config, { info: () => {} }, t.clock.now);
});
afterAll(() => t.close());

describe('the demo programme', () => {
  it('links a session to every talk, workshop and pitch badge, at the badge time', async () => {
    const read = (await t.app.inject({ url: '/api/programme' })).json<ProgrammeReply>();
    const sessionBadges = await t.database.db
      .select()
      .from(badges)
      .where(inArray(badges.type, [BADGE_TYPE.talk, BADGE_TYPE.workshop, BADGE_TYPE.pitch]));
    expect(sessionBadges.length).toBeGreaterThan(20);
    for (const badge of sessionBadges) {
      const linked = read.sessions.filter((s) => s.badge_id === badge.id);
      expect(linked, badge.name).toHaveLength(1);
      expect(new Date(linked[0]!.start).getTime()).toBe(badge.begin.getTime());
      expect(new Date(linked[0]!.end).getTime()).toBe(badge.end.getTime());
      expect(linked[0]!.badge_name).toBe(badge.name);
    }
    expect(read.days).toHaveLength(t.config.eventDays);
    expect(read.rooms).toHaveLength(4);
    expect(read.types).toEqual(['Break', 'Pitch', 'Talk', 'Workshop']);
    expect(read.speakers.length).toBeGreaterThanOrEqual(8);
    expect(
      read.sessions.filter((s) => s.type === 'Talk').every((s) => (s.speaker_ids ?? []).length > 0),
    ).toBe(true);
  });
});

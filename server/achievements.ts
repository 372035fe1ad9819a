// Achievements as soon as the triggering action commits (DESIGN.md §3.3): every committed award,
// spin or profile change re-evaluates that attendee's achievement rules and grants what is earned.
// A grant is itself an award, so it is re-evaluated too (Collector after a day badge); each badge
// is granted at most once, so this ends. Evaluations of one attendee run one after another.
import type { FastifyBaseLogger } from 'fastify';
import type { Config } from './config.ts';
import type { Db } from './db/client.ts';
import { grantAchievement, loadFacts } from './db/repo/achievements.ts';
import { earnedAchievements } from './domain/achievements.ts';
import type { AppEvents } from './events.ts';

export type Achievements = {
  /** Resolves when every evaluation started so far has finished (tests, graceful close). */
  whenIdle: () => Promise<void>;
  stop: () => void;
};

export function startAchievements(deps: {
  db: Db;
  config: Config;
  events: AppEvents;
  now: () => Date;
  log: FastifyBaseLogger;
}): Achievements {
  const queues = new Map<string, Promise<void>>();

  async function evaluate(attendeeId: string): Promise<void> {
    const facts = await loadFacts(deps.db, attendeeId, {
      start: deps.config.eventStart,
      days: deps.config.eventDays,
    });
    if (!facts) return;
    for (const award of earnedAchievements(facts, deps.config.achievements)) {
      const badgeId = await grantAchievement(deps.db, attendeeId, award, deps.now());
      if (badgeId !== null) deps.events.publish({ type: 'badge-awarded', attendeeId, badgeId });
    }
  }

  function enqueue(attendeeId: string): void {
    const previous = queues.get(attendeeId) ?? Promise.resolve();
    const next = previous
      .then(() => evaluate(attendeeId))
      .catch((err: unknown) => deps.log.error({ err, attendeeId }, 'achievement evaluation failed'));
    queues.set(attendeeId, next);
    void next.then(() => {
      if (queues.get(attendeeId) === next) queues.delete(attendeeId);
    });
  }

  const unsubscribe = deps.events.subscribe((event) => {
    if (event.type !== 'sessions-ended') enqueue(event.attendeeId);
  });
  return {
    async whenIdle() {
      while (queues.size > 0) await Promise.all([...queues.values()]);
    },
    stop: unsubscribe,
  };
}

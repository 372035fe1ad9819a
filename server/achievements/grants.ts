// Achievements as soon as the triggering action commits (DESIGN.md §3.3): every committed award,
// spin or profile change re-evaluates that attendee's achievement rules and grants what is earned.
// A grant is itself an award, so it is re-evaluated too (Collector after a day badge); each badge
// is granted at most once, so this ends. Evaluations of one attendee run one after another, and
// one still waiting to start covers every event that arrives before it starts.
// NOTE: a badge award reads the attendee's whole activity under the same row version it writes at
// (server/awards/repo.ts), so its facts are exact as of its commit: `noteAward` checks them at once and
// the evaluation (a fresh read, then the grants) runs only when they earn something. Anything a
// later write adds is evaluated after that write.
import type { FastifyBaseLogger } from 'fastify';
import type { Config } from '../config.ts';
import type { Db } from '../db/client.ts';
import { grantAchievement, loadFacts } from './repo.ts';
import { earnedAchievements, factsOf, type AttendeeActivity, type Catalogue } from './rules.ts';
import type { AppEvents } from '../realtime/events.ts';

export type Achievements = {
  /**
   * The facts of an award that just committed, for the 'badge-awarded' event published right
   * after it: that event then starts an evaluation only if these facts earn something.
   */
  noteAward: (award: {
    attendeeId: string;
    badgeId: number;
    activity: AttendeeActivity;
    catalogue: Catalogue;
  }) => void;
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
  const event = { start: deps.config.eventStart, days: deps.config.eventDays };
  const queues = new Map<string, Promise<void>>();
  /** Attendees with an evaluation queued that has not loaded its facts yet. */
  const waiting = new Set<string>();
  /** Awards noted by `noteAward` whose event has not arrived yet, by "attendee badge". */
  const noted = new Map<string, boolean>();

  async function evaluate(attendeeId: string): Promise<void> {
    const facts = await loadFacts(deps.db, attendeeId, event);
    if (!facts) return;
    for (const award of earnedAchievements(facts, deps.config.achievements)) {
      const badgeId = await grantAchievement(deps.db, attendeeId, award, deps.now());
      if (badgeId !== null) deps.events.publish({ type: 'badge-awarded', attendeeId, badgeId });
    }
  }

  function enqueue(attendeeId: string): void {
    if (waiting.has(attendeeId)) return;
    waiting.add(attendeeId);
    const previous = queues.get(attendeeId) ?? Promise.resolve();
    const next = previous
      .then(() => {
        waiting.delete(attendeeId);
        return evaluate(attendeeId);
      })
      .catch((err: unknown) => deps.log.error({ err, attendeeId }, 'achievement evaluation failed'));
    queues.set(attendeeId, next);
    void next.then(() => {
      if (queues.get(attendeeId) === next) queues.delete(attendeeId);
    });
  }

  const unsubscribe = deps.events.subscribe((e) => {
    if (e.type === 'sessions-ended' || e.type === 'catalogue-changed') return;
    if (e.type === 'badge-awarded') {
      const key = `${e.attendeeId} ${e.badgeId}`;
      const isEarning = noted.get(key);
      noted.delete(key);
      if (isEarning === false) return;
    }
    enqueue(e.attendeeId);
  });
  return {
    noteAward({ attendeeId, badgeId, activity, catalogue }) {
      const facts = factsOf(activity, catalogue, event);
      noted.set(`${attendeeId} ${badgeId}`, earnedAchievements(facts, deps.config.achievements).length > 0);
    },
    async whenIdle() {
      while (queues.size > 0) await Promise.all([...queues.values()]);
    },
    stop: unsubscribe,
  };
}

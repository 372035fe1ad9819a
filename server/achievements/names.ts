// The badges that code awards by itself (achievements, day badges, company checkpoints), by name.
// DESIGN.md §3.3: achievement badges are looked up by name, never by id, so the rules, the repo and
// the seed all read the names from here and nowhere else. Rules follow provider-api.md §4
// ("Scheduled jobs"), scaled to our seed (e.g. "all talks" instead of the provider's fixed 13).
import { WHEEL_PRIZES } from '#contract/constants';

export const ACHIEVEMENTS = {
  /** ≥ 100 badges of any type. */
  collector: 'Collector',
  /** Every badge that an attendee can collect (all non-hidden badges but the achievements). */
  gottaCatchThemAll: 'Gotta Catch Them All',
  /** Every talk (type 6). */
  talkAficionado: 'Talk Aficionado',
  /** ≥ 3 workshops (type 7). */
  workshopEnthusiast: 'Workshop Enthusiast',
  /** Every pitch (type 9). */
  curiousGeorge: 'Curious George',
  /** Every "Day N" badge. */
  determined: 'Determined',
  /** ≥ 2 "Day N" badges. */
  attentionSpan: 'Attention Span',
  /** Uploaded a CV. */
  curriculumVitae: 'Curriculum Vitae',
  /** Won on the wheel: the prize of the same name awards this badge (contract/constants.ts). */
  luckyStreak: WHEEL_PRIZES.luckyBadge,
  /** ≥ 1 wheel spin and ≥ 1 slots spin. */
  gamblingAddiction: 'Gambling Addiction',
  /** Visited a company while it was spotlighted. */
  spotlight: 'Spotlight',
  /** Visited every Gold and Exclusive company. */
  goldMine: 'Gold Mine',
} as const;

export type AchievementName = (typeof ACHIEVEMENTS)[keyof typeof ACHIEVEMENTS];

/** "Day 1".."Day N" (1-based): held by attendees with at least one badge awarded that day. */
export const dayBadgeName = (day: number): string => `Day ${day}`;

/**
 * Company checkpoints (type 0, hidden): the provider's checkpoint jobs add the badge's tokens and
 * `entries` raffle entries instead of the usual single entry, with no daily snapshot.
 */
export const CHECKPOINTS: readonly { name: string; companies: number; tokens: number; entries: number }[] = [
  { name: '5 companies', companies: 5, tokens: 10, entries: 10 },
  { name: '10 companies', companies: 10, tokens: 30, entries: 30 },
  { name: '15 companies', companies: 15, tokens: 60, entries: 60 },
  { name: '20 companies', companies: 20, tokens: 90, entries: 100 },
  { name: '25 companies', companies: 25, tokens: 120, entries: 120 },
  { name: '28 companies', companies: 28, tokens: 150, entries: 150 },
];

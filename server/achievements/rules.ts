// Which achievement badges an attendee has earned (provider-api.md §4 "Scheduled jobs"), decided
// right after an action commits instead of by an hourly job (DESIGN.md §3.3). Pure: the caller
// loads the facts; thresholds come from configuration (Config.achievements).
import { BADGE_TYPE } from '#contract/constants';
import { ACHIEVEMENTS, CHECKPOINTS, dayBadgeName } from './names.ts';

/** A count, or 'all' for every badge of that kind in the catalogue. */
export type Threshold = number | 'all';

export type AchievementThresholds = {
  collector: Threshold;
  gottaCatchThemAll: Threshold;
  talks: Threshold;
  workshops: Threshold;
  pitches: Threshold;
  attentionSpanDays: number;
  /** Company-visit checkpoints: visits needed, and the raffle entries each one gives. */
  checkpoints: readonly { name: string; companies: number; entries: number }[];
};

export const DEFAULT_THRESHOLDS: AchievementThresholds = {
  collector: 100,
  gottaCatchThemAll: 'all',
  talks: 'all',
  workshops: 3,
  pitches: 'all',
  attentionSpanDays: 2,
  checkpoints: CHECKPOINTS.map(({ name, companies, entries }) => ({ name, companies, entries })),
};

export type AchievementFacts = {
  held: readonly { name: string; type: number; day: Date; isArchived: boolean }[];
  /** Held badges that count towards "every badge": visible ones, achievements left out. */
  collectableHeld: AchievementFacts['held'];
  /** Badges in the catalogue by type, and how many an attendee can collect at all. */
  catalogue: { talks: number; workshops: number; pitches: number; collectable: number };
  eventStart: Date;
  eventDays: number;
  isRegistered: boolean;
  hasCv: boolean;
  hasWheelResult: boolean;
  hasSlotsResult: boolean;
  hasSpotlightedVisit: boolean;
  /** Booth badge names of every Gold and Exclusive sponsor. */
  goldBoothBadges: readonly string[];
};

/**
 * A held badge as the rules see it; `day` is when it was awarded; an archived one (issue 13) is
 * still held but no longer in the catalogue.
 */
export type HeldActivity = {
  name: string;
  type: number;
  day: Date;
  spotlighted: boolean;
  isArchived: boolean;
};

/** What one attendee has done: everything in the facts that is not the catalogue or the event. */
export type AttendeeActivity = {
  held: readonly HeldActivity[];
  isRegistered: boolean;
  hasCv: boolean;
  hasWheelResult: boolean;
  hasSlotsResult: boolean;
};

/** The badge catalogue's part of the facts, the same for every attendee. */
export type Catalogue = {
  counts: AchievementFacts['catalogue'];
  goldBoothBadges: readonly string[];
};

const ACHIEVEMENT_NAMES: ReadonlySet<string> = new Set(Object.values(ACHIEVEMENTS));

export function factsOf(
  activity: AttendeeActivity,
  catalogue: Catalogue,
  event: { start: Date; days: number },
): AchievementFacts {
  const { held } = activity;
  return {
    held,
    collectableHeld: held.filter((h) => h.type !== BADGE_TYPE.checkpoint && !ACHIEVEMENT_NAMES.has(h.name)),
    catalogue: catalogue.counts,
    eventStart: event.start,
    eventDays: event.days,
    isRegistered: activity.isRegistered,
    hasCv: activity.hasCv,
    hasWheelResult: activity.hasWheelResult,
    hasSlotsResult: activity.hasSlotsResult,
    hasSpotlightedVisit: held.some((h) => h.spotlighted),
    goldBoothBadges: catalogue.goldBoothBadges,
  };
}

/**
 * How an award counts: `redeem` as a normal award (+1 entry and the daily snapshot), `checkpoint`
 * as the provider's checkpoint jobs do (the given entries, no snapshot).
 */
export type Award = { name: string; kind: 'redeem' } | { name: string; kind: 'checkpoint'; entries: number };

const DAY_MS = 24 * 3600 * 1000;
/**
 * Whether `held` reaches `threshold`. "all" is every badge of the catalogue, which holds the badges
 * in use: an archived badge someone holds no longer counts toward it, else holding one would stand
 * in for a badge still missing.
 */
function reached(held: AchievementFacts['held'], threshold: Threshold, total: number): boolean {
  if (threshold !== 'all') return held.length >= threshold;
  return total > 0 && held.filter((h) => !h.isArchived).length >= total;
}

export function earnedAchievements(f: AchievementFacts, t: AchievementThresholds): Award[] {
  const has = new Set(f.held.map((h) => h.name));
  const ofType = (type: number) => f.held.filter((h) => h.type === type);
  const awards: Award[] = [];
  const add = (award: Award, isEarned: boolean) => {
    if (isEarned && !has.has(award.name)) awards.push(award);
  };

  const dayNames = Array.from({ length: f.eventDays }, (_, d) => dayBadgeName(d + 1));
  const activeDays = new Set(
    f.held.map((h) => Math.floor((h.day.getTime() - f.eventStart.getTime()) / DAY_MS)),
  );
  dayNames.forEach((name, d) => add({ name, kind: 'redeem' }, f.isRegistered && activeDays.has(d)));
  const daysHeld = dayNames.filter((name) => has.has(name) || awards.some((a) => a.name === name)).length;
  add({ name: ACHIEVEMENTS.determined, kind: 'redeem' }, daysHeld === f.eventDays);
  add({ name: ACHIEVEMENTS.attentionSpan, kind: 'redeem' }, daysHeld >= t.attentionSpanDays);

  const checkpoint = (name: string, isEarned: boolean, entries = 0) =>
    add({ name, kind: 'checkpoint', entries }, isEarned);
  checkpoint(ACHIEVEMENTS.collector, reached(f.held, t.collector, f.catalogue.collectable));
  checkpoint(
    ACHIEVEMENTS.gottaCatchThemAll,
    reached(f.collectableHeld, t.gottaCatchThemAll, f.catalogue.collectable),
  );
  checkpoint(ACHIEVEMENTS.talkAficionado, reached(ofType(6), t.talks, f.catalogue.talks));
  checkpoint(ACHIEVEMENTS.workshopEnthusiast, reached(ofType(7), t.workshops, f.catalogue.workshops));
  checkpoint(ACHIEVEMENTS.curiousGeorge, reached(ofType(9), t.pitches, f.catalogue.pitches));
  for (const level of t.checkpoints)
    checkpoint(level.name, ofType(4).length >= level.companies, level.entries);

  add({ name: ACHIEVEMENTS.gamblingAddiction, kind: 'redeem' }, f.hasWheelResult && f.hasSlotsResult);
  add({ name: ACHIEVEMENTS.curriculumVitae, kind: 'redeem' }, f.hasCv);
  add({ name: ACHIEVEMENTS.spotlight, kind: 'redeem' }, f.hasSpotlightedVisit);
  const goldHeld = f.goldBoothBadges.filter((name) => has.has(name)).length;
  add(
    { name: ACHIEVEMENTS.goldMine, kind: 'redeem' },
    f.goldBoothBadges.length > 0 && goldHeld === f.goldBoothBadges.length,
  );
  return awards;
}

/** Parses ACHIEVEMENT_THRESHOLDS (JSON, any subset of the keys) over the defaults. */
export function parseThresholds(raw: string | undefined): AchievementThresholds {
  if (!raw) return DEFAULT_THRESHOLDS;
  const parsed: unknown = JSON.parse(raw);
  if (typeof parsed !== 'object' || parsed === null) throw new Error('must be a JSON object');
  const o = parsed as Record<string, unknown>;
  const threshold = (key: keyof AchievementThresholds): Threshold => {
    const v = o[key] ?? DEFAULT_THRESHOLDS[key];
    if (v === 'all' || (typeof v === 'number' && Number.isInteger(v) && v > 0)) return v;
    throw new Error(`${key} must be a positive integer or "all"`);
  };
  const days = threshold('attentionSpanDays');
  return {
    collector: threshold('collector'),
    gottaCatchThemAll: threshold('gottaCatchThemAll'),
    talks: threshold('talks'),
    workshops: threshold('workshops'),
    pitches: threshold('pitches'),
    attentionSpanDays: days === 'all' ? Number.MAX_SAFE_INTEGER : days,
    checkpoints: DEFAULT_THRESHOLDS.checkpoints,
  };
}

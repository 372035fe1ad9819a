// The whole demo event as plain data, before any database id exists: who, which badges, what is
// for sale and what has happened so far. Pure and deterministic for a given event clock and day
// (a seeded PRNG), so a rerun on an empty database builds the same demo.
import { simulateActivity, type Activity } from './activity.ts';
import { buildBadges, type BadgeSeed, type EventClock } from './badges.ts';
import {
  attendeeEmail,
  COMPANIES,
  COURSES,
  DEMO_ATTENDEES,
  DEMO_FREE_CARDS,
  FIRST_NAMES,
  LAST_NAMES,
  STAFF,
  TIER_RULES,
  type CompanySeed,
  type StaffSeed,
} from './people.ts';
import { assertPrizeWeights, PAYOUTS, PRIZES, type PrizeSeed } from './prizes.ts';
import { createRng } from './random.ts';
import { STORE_ITEMS, type StoreItemSeed } from './store.ts';

const DEMO_RANDOM_SEED = 0xc0ffee;
const DAY_MS = 24 * 3_600_000;

export type DemoCompany = CompanySeed & { boothTokens: number; spotlights: number; hasCvAccess: boolean };
export type DemoAttendee = { email: string; nickname: string; name: string; course: number };

export type DemoPlan = {
  clock: EventClock;
  courses: readonly string[];
  staff: readonly StaffSeed[];
  companies: DemoCompany[];
  /** Booth badges come first, in the order of `companies`. */
  badges: BadgeSeed[];
  attendees: DemoAttendee[];
  freeCards: number;
  prizes: readonly PrizeSeed[];
  items: readonly StoreItemSeed[];
  payouts: readonly { probability: number; multiplier: number }[];
  activity: Activity;
};

/** Event days begun by `now`, between 1 and the event's length: demo activity lands on those. */
export function daysSoFar(clock: EventClock, now: Date): number {
  const begun = Math.floor((now.getTime() - clock.start.getTime()) / DAY_MS) + 1;
  return Math.min(clock.days, Math.max(1, begun));
}

function assertUniqueNames(badges: readonly BadgeSeed[]): void {
  const names = new Set(badges.map((b) => b.name));
  if (names.size !== badges.length) throw new Error('demo badge names must be unique');
}

export function buildDemoPlan(clock: EventClock, now: Date): DemoPlan {
  assertPrizeWeights(PRIZES);
  const rng = createRng(DEMO_RANDOM_SEED);
  const companies = COMPANIES.map((c) => ({ ...c, ...TIER_RULES[c.sponsorship] }));
  const badges = buildBadges(clock, companies);
  assertUniqueNames(badges);
  const attendees = Array.from({ length: DEMO_ATTENDEES }, (_, i) => ({
    email: attendeeEmail(i + 1),
    nickname: `attendee${i + 1}`,
    name: `${rng.pick(FIRST_NAMES)} ${rng.pick(LAST_NAMES)}`,
    course: rng.int(0, COURSES.length - 1),
  }));
  const activity = simulateActivity(
    {
      clock,
      daysSoFar: daysSoFar(clock, now),
      attendees: attendees.length,
      badges,
      prizes: PRIZES,
      items: STORE_ITEMS,
      staff: STAFF.length,
    },
    rng,
  );
  return {
    clock,
    courses: COURSES,
    staff: STAFF,
    companies,
    badges,
    attendees,
    freeCards: DEMO_FREE_CARDS,
    prizes: PRIZES,
    items: STORE_ITEMS,
    payouts: PAYOUTS,
    activity,
  };
}

// What has already happened at the demo event: badge awards, wheel spins and store purchases,
// simulated in time order so balances, entries, stock and daily snapshots agree with each other
// exactly as the live rules would leave them (provider-api.md §4, modelled on §6's seed). Pure:
// indices in, indices out; seed-data/write.ts maps them to database ids.
import { SESSION_BADGE_TYPES } from '#contract/constants';
import { ACHIEVEMENTS, CHECKPOINTS, dayBadgeName } from '../../achievements/names.ts';
import { atHour, type BadgeSeed, type EventClock } from './badges.ts';
import { createHoldings, drawPrizeIndex, type HoldingSeed } from './holdings.ts';
import {
  PRIZE_ENTRIES_MARKER,
  PRIZE_LUCKY_STREAK,
  PRIZE_NOTHING,
  PRIZE_TOKENS,
  type PrizeSeed,
} from './prizes.ts';
import type { Rng } from './random.ts';
import type { StoreItemSeed } from './store.ts';

/** Sizes from provider-api.md §6: 655 awards, 41 spins, 31 purchase rounds. */
export const DEMO_ACTIVITY = { redeems: 650, spins: 40, buys: 30 };
/** provider-api.md §4: a wheel spin costs 20 tokens; a "Tokens" prize pays 5..20. */
const WHEEL_COST = 20;
const WHEEL_TOKENS = [5, 20] as const;
const DAY_MS = 24 * 3_600_000;

export type ActivityInput = {
  clock: EventClock;
  /** Event days that have begun by now (at least 1): activity is only placed on those. */
  daysSoFar: number;
  attendees: number;
  badges: readonly BadgeSeed[];
  prizes: readonly PrizeSeed[];
  items: readonly StoreItemSeed[];
  /** How many staff may award badges; staff 0 is the admin that code awards in the name of. */
  staff: number;
};

export type RedeemSeed = { attendee: number; badge: number; staff: number | null; at: Date };

export type Activity = {
  redeems: RedeemSeed[];
  balances: number[];
  entries: number[];
  /** One row per attendee per day with activity: the balance after that day's last action. */
  dailyTokens: { attendee: number; day: number; quantity: number }[];
  prizeWins: HoldingSeed[];
  prizeStock: number[];
  buys: HoldingSeed[];
  itemStock: number[];
};

type Step =
  | { kind: 'redeem'; at: Date; attendee: number; badge: number; staff: number | null }
  | { kind: 'day'; at: Date; day: number }
  | { kind: 'spin' | 'buy'; at: Date; attendee: number };

const minuteIn = (rng: Rng, from: Date, to: Date) =>
  new Date(
    from.getTime() +
      rng.int(0, Math.max(0, Math.floor((to.getTime() - from.getTime()) / 60_000) - 1)) * 60_000,
  );

function randomMoment(rng: Rng, input: ActivityInput, fromHours: number, toHours: number): Date {
  const day = rng.int(0, input.daysSoFar - 1);
  return minuteIn(rng, atHour(input.clock, day, fromHours), atHour(input.clock, day, toHours));
}

/** Random distinct (attendee, badge) pairs among badges people collect by hand, on days so far. */
function planRedeems(input: ActivityInput, rng: Rng): Step[] {
  const pickable = input.badges.flatMap((b, i) =>
    (b.kind === 'program' || b.kind === 'booth') && (b.day === null || b.day < input.daysSoFar) ? [i] : [],
  );
  const taken = new Set<string>();
  const sessions = new Map<number, BadgeSeed[]>();
  const steps: Step[] = [];
  for (let tries = 0; steps.length < DEMO_ACTIVITY.redeems && tries < DEMO_ACTIVITY.redeems * 20; tries++) {
    const attendee = rng.int(0, input.attendees - 1);
    const badge = rng.pick(pickable);
    const seed = input.badges[badge]!;
    if (taken.has(`${attendee}:${badge}`)) continue;
    // provider-api.md §4 rule 2: nobody attends two overlapping sessions.
    const mine = sessions.get(attendee) ?? [];
    if (SESSION_BADGE_TYPES.includes(seed.type) && mine.some((s) => s.begin < seed.end && seed.begin < s.end))
      continue;
    if (SESSION_BADGE_TYPES.includes(seed.type)) sessions.set(attendee, [...mine, seed]);
    taken.add(`${attendee}:${badge}`);
    const at = seed.day === null ? randomMoment(rng, input, 9, 19) : minuteIn(rng, seed.begin, seed.end);
    const staff = seed.kind === 'booth' ? null : rng.int(0, input.staff - 1);
    steps.push({ kind: 'redeem', at, attendee, badge, staff });
  }
  return steps;
}

function planSteps(input: ActivityInput, rng: Rng): Step[] {
  const intents = (kind: 'spin' | 'buy', count: number): Step[] =>
    Array.from({ length: count * 5 }, () => ({
      kind,
      at: randomMoment(rng, input, 11, 19),
      attendee: rng.int(0, input.attendees - 1),
    }));
  const days = Array.from({ length: input.daysSoFar }, (_, day) => ({
    kind: 'day' as const,
    at: atHour(input.clock, day, 19.5),
    day,
  }));
  const steps = [
    ...planRedeems(input, rng),
    ...days,
    ...intents('spin', DEMO_ACTIVITY.spins),
    ...intents('buy', DEMO_ACTIVITY.buys),
  ];
  return steps.sort((a, b) => a.at.getTime() - b.at.getTime());
}

export function simulateActivity(input: ActivityInput, rng: Rng): Activity {
  const n = input.attendees;
  const balances = new Array<number>(n).fill(0);
  const entries = new Array<number>(n).fill(0);
  const booths = new Array<number>(n).fill(0);
  const held = new Set<string>();
  const activeDays = new Set<string>();
  const snapshots = new Map<string, { attendee: number; day: number; quantity: number }>();
  const redeems: RedeemSeed[] = [];
  const prizes = createHoldings(input.prizes.map((p) => p.stock));
  const items = createHoldings(input.items.map((i) => i.stock));
  const byName = (name: string) => input.badges.findIndex((b) => b.name === name);
  const luckyBadge = byName(ACHIEVEMENTS.luckyStreak);
  const nothing = input.prizes.findIndex((p) => p.name === PRIZE_NOTHING);

  const snapshot = (attendee: number, at: Date) => {
    const day = Math.floor((at.getTime() - input.clock.start.getTime()) / DAY_MS);
    snapshots.set(`${attendee}:${day}`, { attendee, day, quantity: balances[attendee]! });
    return day;
  };
  const award = (
    attendee: number,
    badge: number,
    at: Date,
    staff: number | null,
    entriesGained = 1,
  ): void => {
    if (badge < 0 || held.has(`${attendee}:${badge}`)) return;
    held.add(`${attendee}:${badge}`);
    const seed = input.badges[badge]!;
    redeems.push({ attendee, badge, staff, at });
    balances[attendee]! += seed.tokens;
    entries[attendee]! += entriesGained;
    activeDays.add(`${attendee}:${snapshot(attendee, at)}`);
    if (seed.kind !== 'booth') return;
    booths[attendee]! += 1;
    const checkpoint = CHECKPOINTS.find((c) => c.companies === booths[attendee]);
    if (checkpoint) award(attendee, byName(checkpoint.name), at, 0, checkpoint.entries);
  };
  const spin = (attendee: number, at: Date) => {
    if (prizes.actions() >= DEMO_ACTIVITY.spins || balances[attendee]! < WHEEL_COST) return;
    balances[attendee]! -= WHEEL_COST;
    let prize = drawPrizeIndex(input.prizes, rng);
    const max = input.prizes[prize]!.maxPerAttendee;
    if (prizes.room(attendee, prize, max) < 1) prize = nothing;
    prizes.take(attendee, prize, 1);
    const name = input.prizes[prize]!.name;
    if (name === PRIZE_TOKENS) balances[attendee]! += rng.int(...WHEEL_TOKENS);
    if (name.includes(PRIZE_ENTRIES_MARKER)) entries[attendee]! += 1;
    if (name === PRIZE_LUCKY_STREAK) award(attendee, luckyBadge, at, 0);
    snapshot(attendee, at);
  };
  const buy = (attendee: number, at: Date) => {
    if (items.actions() >= DEMO_ACTIVITY.buys) return;
    const index = rng.int(0, input.items.length - 1);
    const item = input.items[index]!;
    const room = Math.min(
      items.room(attendee, index, item.maxPerUser),
      Math.floor(balances[attendee]! / item.price),
    );
    const quantity = Math.min(room, rng.int(1, 3));
    if (quantity <= 0) return;
    items.take(attendee, index, quantity);
    balances[attendee]! -= quantity * item.price;
    snapshot(attendee, at);
  };

  for (const step of planSteps(input, rng)) {
    if (step.kind === 'redeem') award(step.attendee, step.badge, step.at, step.staff);
    else if (step.kind === 'day') {
      // "Day N" goes to everyone with a badge awarded that day (provider-api.md §4, DailyBadge).
      const badge = byName(dayBadgeName(step.day + 1));
      for (let a = 0; a < n; a++) if (activeDays.has(`${a}:${step.day}`)) award(a, badge, step.at, 0);
    } else if (step.kind === 'spin') spin(step.attendee, step.at);
    else buy(step.attendee, step.at);
  }
  const deliverable = (p: number) => input.prizes[p]!.isRedeemable;
  return {
    redeems,
    balances,
    entries,
    dailyTokens: [...snapshots.values()],
    prizeWins: prizes.list((h) => deliverable(h.index) && rng.chance(0.5)),
    prizeStock: prizes.stock(),
    buys: items.list(() => rng.chance(0.5)),
    itemStock: items.stock(),
  };
}

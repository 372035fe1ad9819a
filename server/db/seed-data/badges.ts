// Every demo badge with its activity time and gifting window, placed around the configured event
// days (DESIGN.md §3.3: EVENT_START defaults to today, so a fresh demo can award badges at once).
// Sessions get a slot on one day and may be awarded that whole day (UTC); booths, challenges,
// speakers and general badges may be awarded during the whole event.
import { BADGE_TYPE } from '#contract/constants';
import { CHECKPOINTS, dayBadgeName } from '../../achievements/names.ts';
import { ACHIEVEMENT_BADGES } from './achievements.ts';
import {
  CHALLENGES,
  COFFEE_BREAK_TOKENS,
  GENERAL,
  PITCHES,
  SECRETS,
  SPEAKERS,
  TALKS,
  WORKSHOPS,
  type ProgramItem,
} from './program.ts';

/** The event's first day (UTC midnight) and its number of days, from config. */
export type EventClock = { start: Date; days: number };

/** program: staff award it; booth: a company scans; day/checkpoint/achievement: code awards it. */
export type BadgeKind = 'program' | 'booth' | 'day' | 'checkpoint' | 'achievement';

export type BadgeSeed = {
  name: string;
  description: string;
  type: number;
  tokens: number;
  countsForDay: boolean;
  begin: Date;
  end: Date;
  beginBadge: Date;
  endBadge: Date;
  /** 0-based event day of the activity, or null when it spans the event. */
  day: number | null;
  kind: BadgeKind;
};

const MINUTE_MS = 60_000;
const DAY_MS = 24 * 60 * MINUTE_MS;

export const dayStart = (clock: EventClock, day: number): Date =>
  new Date(clock.start.getTime() + day * DAY_MS);
export const atHour = (clock: EventClock, day: number, hours: number): Date =>
  new Date(dayStart(clock, day).getTime() + Math.round(hours * 60) * MINUTE_MS);

type Times = Pick<BadgeSeed, 'begin' | 'end' | 'beginBadge' | 'endBadge' | 'day'>;

function wholeEvent(clock: EventClock): Times {
  const begin = dayStart(clock, 0);
  const end = dayStart(clock, clock.days);
  return { begin, end, beginBadge: begin, endBadge: end, day: null };
}

/** An activity on one day, awardable from that day's 00:00 to the next day's 00:00 (UTC). */
function onDay(clock: EventClock, day: number, fromHours: number, toHours: number): Times {
  return {
    begin: atHour(clock, day, fromHours),
    end: atHour(clock, day, toHours),
    beginBadge: dayStart(clock, day),
    endBadge: dayStart(clock, day + 1),
    day,
  };
}

type SessionSlots = { fromHours: number; toHours: number; minutes: number };

/** Spreads sessions round-robin over the days, then in non-overlapping slots within each day. */
function sessions(
  clock: EventClock,
  items: readonly ProgramItem[],
  type: number,
  slots: SessionSlots,
): BadgeSeed[] {
  const perDay = Math.ceil(items.length / clock.days);
  const spacing = Math.max(5, Math.floor(((slots.toHours - slots.fromHours) * 60) / perDay / 5) * 5);
  const length = Math.min(slots.minutes, spacing);
  return items.map((item, k) => {
    const day = k % clock.days;
    const from = slots.fromHours + (Math.floor(k / clock.days) * spacing) / 60;
    return {
      ...item,
      type,
      countsForDay: true,
      kind: 'program',
      ...onDay(clock, day, from, from + length / 60),
    };
  });
}

const everyDay = (clock: EventClock) => Array.from({ length: clock.days }, (_, day) => day);

function anytime(clock: EventClock, items: readonly ProgramItem[], type: number): BadgeSeed[] {
  return items.map((item) => ({ ...item, type, countsForDay: true, kind: 'program', ...wholeEvent(clock) }));
}

function general(clock: EventClock): BadgeSeed[] {
  return GENERAL.map(({ day, ...item }) => {
    const index = day === 'first' ? 0 : day === 'last' ? clock.days - 1 : null;
    const times =
      index === null
        ? wholeEvent(clock)
        : onDay(clock, index, day === 'first' ? 9 : 18, day === 'first' ? 9.75 : 19);
    return { ...item, type: BADGE_TYPE.general, countsForDay: true, kind: 'program', ...times };
  });
}

function coffeeBreaks(clock: EventClock): BadgeSeed[] {
  return everyDay(clock).flatMap((day) =>
    (
      [
        ['morning', 10.5],
        ['afternoon', 16],
      ] as const
    ).map(([part, hours]) => ({
      name: `Coffee Break · Day ${day + 1} ${part}`,
      description: 'Grab a coffee with the other attendees.',
      tokens: COFFEE_BREAK_TOKENS,
      type: BADGE_TYPE.checkpoint,
      countsForDay: false,
      kind: 'program' as const,
      ...onDay(clock, day, hours, hours + 0.5),
    })),
  );
}

export type BoothCompany = { name: string; boothTokens: number };

export function boothBadge(clock: EventClock, company: BoothCompany): BadgeSeed {
  return {
    name: `Visit ${company.name}`,
    description: `Visit the ${company.name} booth and meet the team.`,
    tokens: company.boothTokens,
    type: BADGE_TYPE.booth,
    countsForDay: true,
    kind: 'booth',
    ...wholeEvent(clock),
  };
}

/** Every badge of the demo event; names are unique (the seed maps inserted ids back by name). */
export function buildBadges(clock: EventClock, companies: readonly BoothCompany[]): BadgeSeed[] {
  const code = (kind: BadgeKind, type: number, item: ProgramItem): BadgeSeed => ({
    ...item,
    type,
    countsForDay: true,
    kind,
    ...wholeEvent(clock),
  });
  const days = everyDay(clock).map((day) => ({
    name: dayBadgeName(day + 1),
    description: `Be at the event on day ${day + 1}.`,
    tokens: 20,
    type: BADGE_TYPE.general,
    countsForDay: true,
    kind: 'day' as const,
    ...onDay(clock, day, 8, 20),
  }));
  return [
    ...companies.map((company) => boothBadge(clock, company)),
    ...days,
    ...sessions(clock, TALKS, BADGE_TYPE.talk, { fromHours: 9, toHours: 12.5, minutes: 60 }),
    ...sessions(clock, WORKSHOPS, BADGE_TYPE.workshop, { fromHours: 14, toHours: 18, minutes: 120 }),
    ...sessions(clock, PITCHES, BADGE_TYPE.pitch, { fromHours: 13, toHours: 14, minutes: 15 }),
    ...anytime(clock, SPEAKERS, BADGE_TYPE.speaker),
    ...anytime(clock, CHALLENGES, BADGE_TYPE.challenge),
    ...general(clock),
    ...anytime(clock, SECRETS, BADGE_TYPE.secret),
    ...coffeeBreaks(clock),
    ...CHECKPOINTS.map((c) =>
      code('checkpoint', BADGE_TYPE.checkpoint, {
        name: c.name,
        tokens: c.tokens,
        description: `Visit ${c.companies} company booths.`,
      }),
    ),
    ...ACHIEVEMENT_BADGES.map((a) => code('achievement', BADGE_TYPE.general, a)),
  ];
}

// The organiser console's rules (issue 13), pure: what a badge, item or prize becomes after an
// edit, whether the wheel's odds still hold, and whether a removal deletes or archives. Shapes
// and ranges were checked by the contract (contract/catalogue-admin.ts); what is left involves several
// fields or rows, and is answered as every field error at once (422).
import { weightOf, WEIGHT_SCALE } from '../games/draw-rules.ts';
import type { FieldErrors } from '../accounts/profile-rules.ts';

export type Decision<T> = { kind: 'ok'; value: T } | { kind: 'refused'; errors: FieldErrors };

const refused = (errors: FieldErrors): Decision<never> => ({ kind: 'refused', errors });

/** An RFC 3339 instant the contract let through, or null when that date or time does not exist. */
export function readInstant(text: string): Date | null {
  const parts = /^(\d{4})-(\d{2})-(\d{2})T(\d{2}):(\d{2})(?::(\d{2}))?/.exec(text);
  if (!parts) return null;
  const [year, month, day, hour, minute, second] = parts.slice(1).map((v) => Number(v ?? 0)) as [
    number,
    number,
    number,
    number,
    number,
    number,
  ];
  const daysInMonth = new Date(Date.UTC(year, month, 0)).getUTCDate();
  const isReal = month >= 1 && month <= 12 && day >= 1 && day <= daysInMonth;
  if (!isReal || hour > 23 || minute > 59 || second > 59) return null;
  const date = new Date(text);
  return Number.isNaN(date.getTime()) ? null : date;
}

export type BadgeValues = {
  name: string;
  description: string;
  type: number;
  tokens: number;
  begin: Date;
  end: Date;
  beginBadge: Date;
  endBadge: Date;
  countsForDay: boolean;
};

/** A store item's values, as the console and a catalogue import give them. */
export type ItemValues = {
  name: string;
  description: string;
  price: number;
  stock: number;
  maxPerUser: number;
  isRedeemable: boolean;
};

/** A wheel prize's values, as the console and a catalogue import give them. */
export type PrizeValues = {
  name: string;
  stock: number;
  maxAmountPerAttendee: number;
  isRedeemable: boolean;
  isNothing: boolean;
};

/** Wire names of a badge's times, as the contract spells them. */
export type BadgeTimes = { begin?: string; end?: string; begin_badge?: string; end_badge?: string };

const TIME_FIELDS = [
  ['begin', 'begin'],
  ['end', 'end'],
  ['begin_badge', 'beginBadge'],
  ['end_badge', 'endBadge'],
] as const;

function blankError(errors: FieldErrors, name: string | undefined): void {
  if (name !== undefined && name.trim() === '') errors.name = ["can't be blank"];
}

/**
 * A badge after a create (`current` null, every field given) or an edit (the fields given over
 * the current row). Both intervals must be non-empty (the table's CHECKs say so too).
 */
export function decideBadge(
  current: BadgeValues | null,
  input: Partial<Omit<BadgeValues, 'begin' | 'end' | 'beginBadge' | 'endBadge'>> & BadgeTimes,
): Decision<BadgeValues> {
  const errors: FieldErrors = {};
  blankError(errors, input.name);
  const times: Partial<Record<(typeof TIME_FIELDS)[number][1], Date>> = {};
  for (const [wire, key] of TIME_FIELDS) {
    const text = input[wire];
    if (text === undefined) continue;
    const date = readInstant(text);
    if (date === null) errors[wire] = ['is invalid'];
    else times[key] = date;
  }
  if (Object.keys(errors).length > 0) return refused(errors);
  const base = current ?? { countsForDay: true };
  const merged = { ...base, ...definedOf(input), ...times } as BadgeValues;
  merged.name = merged.name.trim();
  // Issue 23: in words, as the console labels these times, never the wire names.
  if (merged.begin >= merged.end) errors.end = ['must be after the activity starts'];
  if (merged.beginBadge >= merged.endBadge) errors.end_badge = ['must be after gifting opens'];
  return Object.keys(errors).length > 0 ? refused(errors) : { kind: 'ok', value: merged };
}

/** The keys of an edit that were sent, wire times dropped (decideBadge reads those). */
function definedOf<T extends object>(input: T): Partial<T> {
  const wireTimes = new Set<string>(TIME_FIELDS.map(([wire]) => wire));
  return Object.fromEntries(
    Object.entries(input).filter(([key, value]) => value !== undefined && !wireTimes.has(key)),
  ) as Partial<T>;
}

/** Whether another row holds a name: live, archived (still listed in the console), or none. */
export type NameUse = 'active' | 'archived' | null;

/**
 * Issue 23: a name another row of the same kind holds (trimmed, case-blind) is refused, in words
 * the console shows under the name field. `noun`: "badge", "product", "prize", "sponsor".
 */
export function nameTakenErrors(noun: string, use: NameUse): FieldErrors | null {
  if (use === null) return null;
  return use === 'active'
    ? { name: [`is already the name of another ${noun}`] }
    : { name: [`is already the name of an archived ${noun}: restore it or pick another name`] };
}

/** A store item or prize after a create or an edit: only the name needs more than its schema. */
export function decideNamed<T extends { name: string }>(current: T | null, input: Partial<T>): Decision<T> {
  const errors: FieldErrors = {};
  blankError(errors, input.name);
  if (Object.keys(errors).length > 0) return refused(errors);
  const merged = { ...current, ...definedOf(input) } as T;
  return { kind: 'ok', value: { ...merged, name: merged.name.trim() } };
}

/**
 * What a nothing slice stores as its stock and most per attendee (issue 23): it has neither, and
 * provider-api.md §3 clients read any value above 1000 as unlimited. The wheel never counts it down.
 */
export const NOTHING_QUANTITY = 999_999;

type PrizeShape = {
  name: string;
  stock: number;
  maxAmountPerAttendee: number;
  isRedeemable: boolean;
  isNothing: boolean;
};

/**
 * A wheel prize after a create (`current` null) or an edit. A nothing slice (issue 23) has no
 * stock and nothing for staff to hand over; any other prize needs its stock and maximum, and on
 * create the stock must cover one attendee's maximum (provider-api.md §1 "prizes").
 */
export function decidePrize<T extends PrizeShape>(current: T | null, input: Partial<T>): Decision<T> {
  const named = decideNamed<T>(current, input);
  if (named.kind === 'refused') return named;
  const prize = named.value;
  if (prize.isNothing) {
    if (prize.isRedeemable) {
      return refused({ is_redeemable: ['cannot be set on a nothing slice: there is nothing to hand over'] });
    }
    return {
      kind: 'ok',
      value: { ...prize, stock: NOTHING_QUANTITY, maxAmountPerAttendee: NOTHING_QUANTITY },
    };
  }
  const errors: FieldErrors = {};
  if (prize.stock === undefined) errors.stock = ["can't be blank"];
  if (prize.maxAmountPerAttendee === undefined) errors.max_amount_per_attendee = ["can't be blank"];
  if (Object.keys(errors).length > 0) return refused(errors);
  if (current === null && prize.stock < prize.maxAmountPerAttendee) {
    return refused({ stock: ['must be at least the most per attendee'] });
  }
  return named;
}

export type WheelOdds = { id: number; probability: number };

/** Σ weights of the prizes on the wheel as a probability, for the console's "total". */
export const totalProbability = (prizes: readonly WheelOdds[]): number =>
  prizes.reduce((sum, p) => sum + weightOf(p.probability), 0) / WEIGHT_SCALE;

function oddsTotalError(total: number): string {
  return `must add up to 1 (would be ${Number(total.toFixed(6))})`;
}

/**
 * New odds for some of the wheel's prizes (`onWheel`: every prize not archived). Valid odds add
 * up to exactly 1 in the draw's integer weights (games/draw-rules.ts, millionths), so what the console
 * shows is what the wheel draws; an unknown, archived or repeated id is refused.
 */
export function decideOdds(
  onWheel: readonly WheelOdds[],
  changes: readonly WheelOdds[],
): Decision<WheelOdds[]> {
  const known = new Map(onWheel.map((p) => [p.id, p.probability]));
  const seen = new Set<number>();
  for (const { id } of changes) {
    if (!known.has(id) || seen.has(id))
      return refused({ odds: [`prize ${id} is not on the wheel or repeated`] });
    seen.add(id);
  }
  for (const change of changes) known.set(change.id, change.probability);
  const after = [...known].map(([id, probability]) => ({ id, probability }));
  const total = after.reduce((sum, p) => sum + weightOf(p.probability), 0);
  if (total !== WEIGHT_SCALE) return refused({ probability: [oddsTotalError(total / WEIGHT_SCALE)] });
  // Stored as the draw reads them: a finer probability than a millionth is rounded to one.
  return {
    kind: 'ok',
    value: changes.map((c) => ({ id: c.id, probability: weightOf(c.probability) / WEIGHT_SCALE })),
  };
}

/** A prize leaves the wheel (archived or deleted) only once its odds are 0, so the total holds. */
export function prizeLeaveRefusal(probability: number): FieldErrors | null {
  return weightOf(probability) === 0 && probability === 0
    ? null
    : { probability: ['must be 0 before the prize leaves the wheel'] };
}

/** DESIGN.md §8 and issue 13: a row with history is archived, so that history stays exact. */
export const removalOf = (hasHistory: boolean): 'deleted' | 'archived' =>
  hasHistory ? 'archived' : 'deleted';

// The prize wheel and the slot machine (provider-api.md §3 "Roulette" and "Slots"): the spin price,
// the latest wins and the slots' pay table (cache then network), one wheel spin and one slots bet,
// and their refusals.
// NOTE (DESIGN.md §5): spins are never queued: they go straight to the network through the ky
// instance (not api/write.ts), so offline they fail at once and the screen says so.
// The prize list itself is prizes.ts (shared with the inventory).
import { INSUFFICIENT_BALANCE } from '#contract/refusals';
import {
  ROULETTE_LATEST_WINS_PATH,
  ROULETTE_PATH,
  ROULETTE_PRICE_PATH,
  SLOTS_PATH,
  SLOTS_PAYTABLE_PATH,
} from '#contract/paths';
import { WHEEL_PRIZES } from '#contract/constants';
import type {
  LatestWin as LatestWinJson,
  LatestWinsReply,
  PaytableLine,
  PaytableReply,
  PriceReply,
  SlotsBody,
  SlotsReply,
  SpinReply,
} from '#contract/games';
import type { BadgeJson } from '#contract/shapes';
import type { ApiFailure } from './errors.ts';
import { serverErrorText } from './errors.ts';
import { api, apiPath } from './client.ts';
import { get } from './get.ts';
import type { Reading } from '../offline/read-through.ts';
import { toPrize, type Prize } from './prizes.ts';
import { asArray, asNumber, asObject, fieldsOf, WireError } from './wire.ts';

/** The prizes whose effect is in the reply (tokens, an entry, a badge) rather than in a handover. */
function isSpecialPrize(name: string): boolean {
  return (
    name === WHEEL_PRIZES.tokens ||
    name.includes(WHEEL_PRIZES.entriesMarker) ||
    name.includes(WHEEL_PRIZES.luckyBadge)
  );
}

export type LatestWin = {
  attendeeName: string | null;
  attendeeNickname: string | null;
  prize: Prize;
  /** When it was won (the wire's naive timestamp, read as UTC). */
  date: Date;
};

export type SpinPrize = { id: number; name: string; avatar: string | null };

/** What one wheel spin gave, from the reply's optional key (tokens | entries | badge) and the prize. */
export type SpinOutcome =
  | { kind: 'tokens'; prize: SpinPrize; tokens: number }
  | { kind: 'entries'; prize: SpinPrize; entries: number }
  | { kind: 'badge'; prize: SpinPrize; badgeName: string; badgeTokens: number }
  | { kind: 'nothing'; prize: SpinPrize }
  /** A special prize that added nothing this time (e.g. a badge already held). */
  | { kind: 'no-effect'; prize: SpinPrize }
  /** Something to collect from staff. */
  | { kind: 'prize'; prize: SpinPrize };

export type SlotsResult = { multiplier: number; tokens: number };

/** One paying line of the slots (GET /api/slots/paytable, ours): whatever is left over loses. */
export type SlotsPayout = { multiplier: number; probability: number };

/**
 * The wire's naive timestamps ("2026-11-22T10:00:00", provider-api.md conventions) are UTC with the
 * zone left off; `new Date()` would read them as local time. A string with a zone is kept as is.
 */
export function parseNaiveUtc(value: string): Date {
  const hasZone = /(?:Z|[+-]\d{2}:?\d{2})$/i.test(value);
  const date = new Date(hasZone ? value : `${value}Z`);
  if (Number.isNaN(date.getTime())) throw new WireError('date');
  return date;
}

export function toPrice(body: unknown): number {
  return asNumber(asObject<PriceReply>(body, 'price').price, 'price.price');
}

export function toLatestWins(body: unknown): LatestWin[] {
  return asArray(asObject<LatestWinsReply>(body, 'latest wins').data, 'latestwins.data').map((value) => {
    const w = fieldsOf<LatestWinJson>(value, 'latest win');
    return {
      attendeeName: w.optionalString('attendee_name'),
      attendeeNickname: w.optionalString('attendee_nickname'),
      prize: toPrize(w.raw.prize),
      date: parseNaiveUtc(w.string('date')),
    };
  });
}

export function toSpinOutcome(body: unknown): SpinOutcome {
  const w = fieldsOf<SpinReply>(body, 'spin');
  const p = fieldsOf<SpinReply['prize']>(w.raw.prize, 'spin.prize');
  const prize: SpinPrize = {
    id: p.number('id'),
    name: p.string('name'),
    avatar: p.optionalPicture('avatar'),
  };
  if (w.raw.tokens !== undefined) return { kind: 'tokens', prize, tokens: w.number('tokens') };
  if (w.raw.entries !== undefined) return { kind: 'entries', prize, entries: w.number('entries') };
  if (w.raw.badge !== undefined && w.raw.badge !== null) {
    const badge = fieldsOf<BadgeJson>(w.raw.badge, 'spin.badge');
    return {
      kind: 'badge',
      prize,
      badgeName: badge.string('name'),
      badgeTokens: typeof badge.raw.tokens === 'number' ? badge.raw.tokens : 0,
    };
  }
  // Issue 23: the server marks a nothing slice, whatever the organiser named it.
  if (p.raw.is_nothing === true) return { kind: 'nothing', prize };
  if (isSpecialPrize(prize.name)) return { kind: 'no-effect', prize };
  return { kind: 'prize', prize };
}

export function toSlotsResult(body: unknown): SlotsResult {
  const w = fieldsOf<SlotsReply>(body, 'slots');
  return {
    multiplier: w.number('multiplier'),
    tokens: w.number('tokens'),
  };
}

export function toPaytable(body: unknown): SlotsPayout[] {
  return asArray(asObject<PaytableReply>(body, 'paytable').data, 'paytable.data').map((value) => {
    const w = fieldsOf<PaytableLine>(value, 'paytable line');
    return {
      multiplier: w.number('multiplier'),
      probability: w.number('probability'),
    };
  });
}

export function readSpinPrice(userKey: string): AsyncGenerator<Reading<number>, void, void> {
  return get(apiPath(ROULETTE_PRICE_PATH), toPrice, { userKey });
}

export function readLatestWins(userKey: string): AsyncGenerator<Reading<LatestWin[]>, void, void> {
  return get(apiPath(ROULETTE_LATEST_WINS_PATH), toLatestWins, { userKey });
}

/** The pay table, best multiplier first; readable offline once read online. */
export function readPaytable(userKey: string): AsyncGenerator<Reading<SlotsPayout[]>, void, void> {
  return get(apiPath(SLOTS_PAYTABLE_PATH), toPaytable, { userKey });
}

/** One wheel spin (POST /api/roulette, no body). Throws ky errors; see toGameFailure. */
export async function spinWheel(): Promise<SpinOutcome> {
  return toSpinOutcome(await api.post(apiPath(ROULETTE_PATH)).json<unknown>());
}

/** One slots bet (POST /api/slots {"bet":n}). Throws ky errors; see toGameFailure. */
export async function playSlots(bet: number): Promise<SlotsResult> {
  return toSlotsResult(
    await api.post(apiPath(SLOTS_PATH), { json: { bet } satisfies SlotsBody }).json<unknown>(),
  );
}

export type GameRefusal =
  'insufficient-balance' | 'bad-bet' | 'wheel-empty' | 'signed-out' | 'network' | 'other';

export type GameFailure = { refusal: GameRefusal; reason: string | null };

/** Why a spin or a bet failed, with the server's own words when it gave some. */
export function toGameFailure(failure: ApiFailure): GameFailure {
  if (failure.kind === 'network') return { refusal: 'network', reason: null };
  if (failure.kind !== 'http') return { refusal: 'other', reason: null };
  const reason = serverErrorText(failure.body);
  if (reason === INSUFFICIENT_BALANCE) return { refusal: 'insufficient-balance', reason };
  if (failure.status === 400) return { refusal: 'bad-bet', reason };
  if (failure.status === 503) return { refusal: 'wheel-empty', reason };
  if (failure.status === 401) return { refusal: 'signed-out', reason };
  return { refusal: 'other', reason };
}

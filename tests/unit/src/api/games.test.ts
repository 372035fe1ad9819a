import { describe, expect, it } from 'vitest';
import {
  parseNaiveUtc,
  toGameFailure,
  toLatestWins,
  toPaytable,
  toPrice,
  toSlotsResult,
  toSpinOutcome,
} from '../../../../src/api/games.ts';

const prize = {
  id: 19,
  name: 'Entries for the Final Draw',
  avatar: null,
  max_amount_per_attendee: 999999,
  stock: 5,
};

describe('naive dates (provider-api.md: naive updated_at is UTC)', () => {
  it('reads a zone-less timestamp as UTC, whatever the device zone', () => {
    expect(parseNaiveUtc('2026-11-22T10:00:00').toISOString()).toBe('2026-11-22T10:00:00.000Z');
    expect(parseNaiveUtc('2026-11-22T10:00:00.123456').toISOString()).toBe('2026-11-22T10:00:00.123Z');
  });

  it('keeps an explicit zone, and refuses garbage', () => {
    expect(parseNaiveUtc('2026-11-22T10:00:00Z').toISOString()).toBe('2026-11-22T10:00:00.000Z');
    expect(parseNaiveUtc('2026-11-22T10:00:00+01:00').toISOString()).toBe('2026-11-22T09:00:00.000Z');
    expect(() => parseNaiveUtc('yesterday')).toThrow(/Unexpected answer/);
  });
});

describe('wheel reads', () => {
  it('maps the price and the latest wins', () => {
    expect(toPrice({ price: 20 })).toBe(20);
    const [win] = toLatestWins({
      data: [{ attendee_name: 'Ana', attendee_nickname: null, prize, date: '2026-11-22T10:00:00' }],
    });
    expect(win).toEqual({
      attendeeName: 'Ana',
      attendeeNickname: null,
      prize: { id: 19, name: prize.name, avatar: null, maxPerAttendee: 999999, stock: 5, isNothing: false },
      date: new Date('2026-11-22T10:00:00Z'),
    });
  });

  it('refuses another shape', () => {
    expect(() => toPrice({ data: 20 })).toThrow(/Unexpected answer/);
    expect(() => toLatestWins({ data: [{ prize, date: 3 }] })).toThrow(/Unexpected answer/);
  });
});

describe('spin outcomes (POST /api/roulette: prize plus at most one of tokens | entries | badge)', () => {
  const p = (name: string) => ({ id: 7, name, avatar: null });

  it('reads the optional key first', () => {
    expect(toSpinOutcome({ prize: p('Tokens'), tokens: 12 })).toMatchObject({ kind: 'tokens', tokens: 12 });
    expect(toSpinOutcome({ prize: p(prize.name), entries: 1 })).toMatchObject({
      kind: 'entries',
      entries: 1,
    });
    expect(
      toSpinOutcome({ prize: p('Lucky Streak'), badge: { id: 3, name: 'Lucky Streak', tokens: 25 } }),
    ).toEqual({
      kind: 'badge',
      prize: p('Lucky Streak'),
      badgeName: 'Lucky Streak',
      badgeTokens: 25,
    });
  });

  it('tells nothing, a special prize with no effect, and a prize to collect apart', () => {
    // Issue 23: the server's is_nothing marks the slice, whatever its name; the name alone does not.
    expect(toSpinOutcome({ prize: { ...p('Try again'), is_nothing: true } })).toEqual({
      kind: 'nothing',
      prize: p('Try again'),
    });
    expect(toSpinOutcome({ prize: { ...p('Nothing'), is_nothing: false } }).kind).toBe('prize');
    expect(toSpinOutcome({ prize: p('Lucky Streak') }).kind).toBe('no-effect');
    expect(toSpinOutcome({ prize: p('Tokens') }).kind).toBe('no-effect');
    expect(toSpinOutcome({ prize: p('Air Fryer') })).toEqual({ kind: 'prize', prize: p('Air Fryer') });
  });

  it('refuses a reply without a prize', () => {
    expect(() => toSpinOutcome({ tokens: 3 })).toThrow(/Unexpected answer/);
  });
});

describe('slots', () => {
  it('maps multiplier and tokens', () => {
    expect(toSlotsResult({ multiplier: 5, tokens: 50 })).toEqual({ multiplier: 5, tokens: 50 });
    expect(toSlotsResult({ multiplier: 0, tokens: 0 })).toEqual({ multiplier: 0, tokens: 0 });
    expect(() => toSlotsResult({ multiplier: '5' })).toThrow(/Unexpected answer/);
  });
});

describe('slots pay table (GET /api/slots/paytable, ours)', () => {
  it('maps each line, in the order the server sends', () => {
    expect(
      toPaytable({
        data: [
          { multiplier: 100, probability: 0.00001 },
          { multiplier: 1.5, probability: 0.3 },
        ],
      }),
    ).toEqual([
      { multiplier: 100, probability: 0.00001 },
      { multiplier: 1.5, probability: 0.3 },
    ]);
    expect(toPaytable({ data: [] })).toEqual([]);
  });

  it('refuses another shape', () => {
    expect(() => toPaytable([])).toThrow(/Unexpected answer/);
    expect(() => toPaytable({ data: [{ multiplier: '5', probability: 0.1 }] })).toThrow(/multiplier/);
    expect(() => toPaytable({ data: [{ multiplier: 5 }] })).toThrow(/probability/);
  });
});

describe('toGameFailure', () => {
  const http = (status: number, body: unknown) => ({ kind: 'http' as const, status, body });

  it('names each refusal of the wheel and the slots, with the server words', () => {
    expect(toGameFailure(http(401, { error: 'Insufficient token balance' }))).toEqual({
      refusal: 'insufficient-balance',
      reason: 'Insufficient token balance',
    });
    expect(toGameFailure(http(400, { error: 'Bet is too large' }))).toEqual({
      refusal: 'bad-bet',
      reason: 'Bet is too large',
    });
    expect(toGameFailure(http(503, { error: 'The wheel has no prizes to draw' })).refusal).toBe(
      'wheel-empty',
    );
    expect(toGameFailure(http(401, { errors: { detail: 'Unauthorized' } })).refusal).toBe('signed-out');
    expect(toGameFailure(http(500, null))).toEqual({ refusal: 'other', reason: null });
  });

  it('keeps "no answer" apart from errors', () => {
    expect(toGameFailure({ kind: 'network' })).toEqual({ refusal: 'network', reason: null });
    expect(toGameFailure({ kind: 'unknown', error: new Error('x') }).refusal).toBe('other');
  });
});

import { describe, expect, it } from 'vitest';
import type { SpinOutcome } from '../../../../../src/api/games.ts';
import {
  describeOutcome,
  describeWheelFailure,
  formatQuantity,
  outcomeTokens,
  wheelBlocker,
} from '../../../../../src/attendee/games/wheel-messages.ts';

const prize = (name: string) => ({ id: 1, name, avatar: null });
const outcomes: Record<string, SpinOutcome> = {
  prize: { kind: 'prize', prize: prize('Air Fryer') },
  tokens: { kind: 'tokens', prize: prize('Tokens'), tokens: 12 },
  entries: { kind: 'entries', prize: prize('Entries for the Final Draw'), entries: 1 },
  badge: { kind: 'badge', prize: prize('Lucky Streak'), badgeName: 'Lucky Streak', badgeTokens: 25 },
  nothing: { kind: 'nothing', prize: prize('Nothing') },
  noEffect: { kind: 'no-effect', prize: prize('Lucky Streak') },
};

describe('wheel result per outcome', () => {
  it('says what was won and what to do', () => {
    expect(describeOutcome(outcomes.prize!)).toMatchObject({
      title: 'You won Air Fryer!',
      detail: 'Go to the staff desk with your QR.',
    });
    expect(describeOutcome(outcomes.tokens!).title).toBe('+12 tokens');
    expect(describeOutcome(outcomes.entries!).title).toBe('+1 entry in the final draw');
    expect(describeOutcome(outcomes.badge!).title).toBe('New badge: Lucky Streak');
    expect(describeOutcome(outcomes.nothing!)).toEqual({
      tone: 'info',
      title: 'Nothing this time',
      detail: 'It landed on “Nothing”: there is nothing to collect. The next spin could be the one.',
    });
    expect(describeOutcome(outcomes.noEffect!).detail).toMatch(/already have it/);
  });

  it('counts the tokens a spin added', () => {
    expect(outcomeTokens(outcomes.tokens!)).toBe(12);
    expect(outcomeTokens(outcomes.badge!)).toBe(25);
    expect(outcomeTokens(outcomes.prize!)).toBe(0);
  });

  it('explains failures', () => {
    expect(describeWheelFailure({ refusal: 'insufficient-balance', reason: null }, 20).detail).toMatch(
      /costs 20 tokens\. Nothing was taken/,
    );
    expect(describeWheelFailure({ refusal: 'wheel-empty', reason: null }, 20).title).toBe(
      'The wheel is resting',
    );
    expect(describeWheelFailure({ refusal: 'other', reason: 'Boom' }, null).detail).toBe('Boom');
  });
});

describe('wheelBlocker', () => {
  const ready = { balance: 100, price: 20, prizeCount: 20, isOnline: true, hasLoadFailed: false };

  it('lets a spin go when all is known and affordable', () => {
    expect(wheelBlocker(ready)).toBeNull();
    expect(wheelBlocker({ ...ready, balance: 20 })).toBeNull();
  });

  it('says why not, offline first', () => {
    expect(wheelBlocker({ ...ready, isOnline: false })?.reason).toBe('offline');
    expect(wheelBlocker({ ...ready, prizeCount: null })?.reason).toBe('loading');
    expect(wheelBlocker({ ...ready, price: null, hasLoadFailed: true })?.reason).toBe('unavailable');
    expect(wheelBlocker({ ...ready, prizeCount: 0 })?.reason).toBe('no-prizes');
    expect(wheelBlocker({ ...ready, balance: 12 })).toEqual({
      reason: 'short',
      text: 'You need 8 more tokens to spin. Collect badges to earn them.',
    });
  });
});

describe('formatQuantity', () => {
  it('shows ∞ above 1000', () => {
    expect(formatQuantity(1000)).toBe('1,000');
    expect(formatQuantity(1001)).toBe('∞');
    expect(formatQuantity(999999)).toBe('∞');
    expect(formatQuantity(3)).toBe('3');
  });
});

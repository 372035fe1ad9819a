import { describe, expect, it } from 'vitest';
import {
  describeSlotsFailure,
  describeSlotsResult,
} from '../../../../../src/attendee/games/slots-messages.ts';

describe('slots messages', () => {
  it('names a win by its multiplier and the tokens won', () => {
    expect(describeSlotsResult({ multiplier: 5, tokens: 50 }, 10)).toEqual({
      tone: 'success',
      title: '×5 — you won 50 tokens',
      detail: "That's 40 tokens more than you bet.",
    });
    expect(describeSlotsResult({ multiplier: 100, tokens: 1000 }, 10).title).toBe(
      '×100 — you won 1,000 tokens',
    );
  });

  it('tells a refund and a loss apart from a win', () => {
    expect(describeSlotsResult({ multiplier: 1, tokens: 10 }, 10)).toMatchObject({
      tone: 'info',
      title: '×1 — you got your 10 tokens back',
    });
    expect(describeSlotsResult({ multiplier: 0, tokens: 0 }, 1)).toEqual({
      tone: 'info',
      title: 'No match this time',
      detail: 'Your 1 token stays in the machine.',
    });
  });

  it('explains each failure; nothing taken unless the answer was lost', () => {
    expect(describeSlotsFailure({ refusal: 'insufficient-balance', reason: null }).title).toBe(
      'Not enough tokens',
    );
    expect(describeSlotsFailure({ refusal: 'bad-bet', reason: 'Bet is too large' }).title).toBe(
      'Bet is too large',
    );
    expect(describeSlotsFailure({ refusal: 'network', reason: null }).detail).toMatch(
      /never saved for later/,
    );
    expect(describeSlotsFailure({ refusal: 'other', reason: null }).tone).toBe('error');
  });
});

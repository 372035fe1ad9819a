import { describe, expect, it } from 'vitest';
import {
  initialBet,
  parseBetInput,
  slotsBlocker,
  stepBet,
} from '../../../../../src/attendee/games/slots-bet.ts';

describe('the bet box', () => {
  it('steps through round amounts within 1..balance', () => {
    expect(stepBet(1, 1, 100)).toBe(5);
    expect(stepBet(7, 1, 100)).toBe(10);
    expect(stepBet(10, 1, 100)).toBe(15);
    expect(stepBet(10, -1, 100)).toBe(5);
    expect(stepBet(7, -1, 100)).toBe(5);
    expect(stepBet(5, -1, 100)).toBe(1);
    expect(stepBet(1, -1, 100)).toBe(1);
    expect(stepBet(10, 1, 13)).toBe(13);
    expect(stepBet(0, 1, 0)).toBe(1);
  });

  it('keeps digits only', () => {
    expect(parseBetInput('25')).toBe(25);
    expect(parseBetInput(' 1,000 ')).toBe(1000);
    expect(parseBetInput('007')).toBe(7);
    expect(parseBetInput('0')).toBe(0);
    expect(parseBetInput('abc')).toBeNull();
    expect(parseBetInput('')).toBeNull();
    expect(parseBetInput('9'.repeat(30))).toBe(Number.MAX_SAFE_INTEGER);
  });

  it('offers 10, or less when the balance is lower', () => {
    expect(initialBet(null)).toBe(10);
    expect(initialBet(500)).toBe(10);
    expect(initialBet(4)).toBe(4);
    expect(initialBet(0)).toBe(1);
  });
});

describe('slotsBlocker', () => {
  it('says why SPIN is disabled, offline first', () => {
    expect(slotsBlocker(10, 100, false)?.reason).toBe('offline');
    expect(slotsBlocker(10, null, true)?.reason).toBe('balance-unknown');
    expect(slotsBlocker(10, 0, true)?.reason).toBe('no-tokens');
    expect(slotsBlocker(null, 100, true)?.reason).toBe('no-bet');
    expect(slotsBlocker(0, 100, true)?.reason).toBe('no-bet');
    expect(slotsBlocker(1001, 1000, true)).toEqual({
      reason: 'over-balance',
      text: 'You can bet up to 1,000 tokens.',
    });
  });

  it('allows a bet of the whole balance', () => {
    expect(slotsBlocker(100, 100, true)).toBeNull();
  });
});

import { describe, expect, it } from 'vitest';
import { i18n } from '../../../../../src/i18n/runtime.tsx';
import {
  failureMessage,
  fieldMessages,
  MESSAGE_OFFLINE,
  MESSAGE_PROFILE_FAILED,
  referralRefusalMessage,
} from '../../../../../src/attendee/profile/profile-messages.ts';

describe('profile write messages', () => {
  it("turns the server's 422 reasons into advice per field", () => {
    expect(fieldMessages({ nickname: ['has already been taken'] })).toEqual({
      nickname: 'This nickname is already taken. Try another one.',
    });
    expect(fieldMessages({ nickname: ['has invalid format'] }).nickname).toMatch(/3–15/);
    expect(fieldMessages({ nickname: ['is odd'] }).nickname).toBe('Nickname is odd.');
    expect(fieldMessages({ cv: ['is invalid'] }, 8_000_000).cv).toMatch(/PDF of at most 8 MB/);
    expect(fieldMessages({ avatar: ['is invalid'] }).avatar).toMatch(/PNG, JPEG, GIF or SVG/);
    expect(fieldMessages({ other: ['a', 'b'] }).other).toBe('a, b');
  });

  it("uses seed-spec §8's text as the headline and keeps the server's reason", () => {
    expect(failureMessage({ kind: 'network' })).toEqual({
      title: i18n._(MESSAGE_PROFILE_FAILED),
      detail: i18n._(MESSAGE_OFFLINE),
    });
    expect(failureMessage({ kind: 'http', status: 401, body: { error: 'Login error' } })).toEqual({
      title: 'Something went wrong :/',
      detail: 'Login error',
    });
    expect(failureMessage({ kind: 'http', status: 401, body: { error: 'invalid_token' } }).detail).toMatch(
      /session has expired/,
    );
    expect(failureMessage({ kind: 'http', status: 500, body: null }).detail).toMatch(/500/);
    expect(failureMessage({ kind: 'unknown', error: new Error('x') }).title).toBe(
      i18n._(MESSAGE_PROFILE_FAILED),
    );
  });

  it('explains a refused referral code and shows the server words', () => {
    expect(referralRefusalMessage('not-available', 'Referral not available')).toEqual({
      title: 'This code has already been used.',
      detail: 'Referral not available',
    });
    expect(referralRefusalMessage('not-found', null).title).toMatch(/doesn't exist/);
  });
});

import { describe, expect, it } from 'vitest';
import { i18n } from '#i18n/runtime';
import {
  MESSAGE_DENIED,
  MESSAGE_GENERIC,
  MESSAGE_NO_CONNECTION,
  passwordErrorMessage,
  signInErrorMessage,
} from '../../../../src/auth/error-messages.ts';
import {
  MESSAGE_SIGN_UP_FAILED,
  MESSAGE_TERMS_NOT_ACCEPTED,
  signUpErrorMessage,
} from '../../../../src/auth/sign-up-errors.ts';

describe('signInErrorMessage (seed-spec §8)', () => {
  it('keeps the catalogue texts verbatim', () => {
    expect(i18n._(MESSAGE_DENIED)).toBe('Request denied by the server');
    expect(i18n._(MESSAGE_NO_CONNECTION)).toBe(
      'No connection to the server. Please check your internet connection and try again later',
    );
    expect(i18n._(MESSAGE_GENERIC)).toBe(
      'Something went wrong :/ Please check your internet connection and try again later',
    );
    expect(i18n._(MESSAGE_SIGN_UP_FAILED)).toBe('Something went wrong. Check your input and try again');
  });

  it("1. shows the server's error field when the answer has one", () => {
    expect(signInErrorMessage({ kind: 'http', status: 401, body: { error: 'Login error' } })).toBe(
      'Login error',
    );
    expect(
      signInErrorMessage({
        kind: 'http',
        status: 429,
        body: { error: 'Too many sign-in attempts, wait a minute' },
      }),
    ).toBe('Too many sign-in attempts, wait a minute');
  });

  it('2. says "denied" for any other answer', () => {
    expect(signInErrorMessage({ kind: 'http', status: 500, body: null })).toBe(i18n._(MESSAGE_DENIED));
    expect(
      signInErrorMessage({ kind: 'http', status: 400, body: { errors: { detail: 'Bad Request' } } }),
    ).toBe(i18n._(MESSAGE_DENIED));
    expect(signInErrorMessage({ kind: 'http', status: 401, body: { error: '' } })).toBe(
      i18n._(MESSAGE_DENIED),
    );
    expect(signInErrorMessage({ kind: 'http', status: 401, body: { error: 42 } })).toBe(
      i18n._(MESSAGE_DENIED),
    );
  });

  it('3. says "no connection" when no answer came', () => {
    expect(signInErrorMessage({ kind: 'network' })).toBe(i18n._(MESSAGE_NO_CONNECTION));
  });

  it('4. falls back to the generic text for anything else', () => {
    expect(signInErrorMessage({ kind: 'unknown', error: new Error('Unknown user type: robot') })).toBe(
      i18n._(MESSAGE_GENERIC),
    );
  });
});

describe('passwordErrorMessage', () => {
  it("shows the reset endpoint's detail, else the sign-in rule", () => {
    const expired = { errors: [{ detail: 'Password reset token expired.' }] };
    expect(passwordErrorMessage({ kind: 'http', status: 400, body: expired })).toBe(
      'Password reset token expired.',
    );
    expect(passwordErrorMessage({ kind: 'http', status: 502, body: null })).toBe(i18n._(MESSAGE_DENIED));
    expect(passwordErrorMessage({ kind: 'network' })).toBe(i18n._(MESSAGE_NO_CONNECTION));
  });
});

describe('signUpErrorMessage', () => {
  it('always leads with the catalogue text and adds a reason when known', () => {
    expect(signUpErrorMessage({ kind: 'http', status: 401, body: { error: 'Already registered' } })).toEqual({
      message: i18n._(MESSAGE_SIGN_UP_FAILED),
      detail: 'This card is already registered. Sign in instead, or reset your password.',
    });
    expect(signUpErrorMessage({ kind: 'http', status: 400, body: { error: 'Something new' } })).toEqual({
      message: i18n._(MESSAGE_SIGN_UP_FAILED),
      detail: 'Something new',
    });
    expect(signUpErrorMessage({ kind: 'http', status: 500, body: null })).toEqual({
      message: i18n._(MESSAGE_SIGN_UP_FAILED),
      detail: null,
    });
    expect(signUpErrorMessage({ kind: 'network' }).detail).toBe(i18n._(MESSAGE_NO_CONNECTION));
  });
});

describe('signUpErrorMessage: the event terms refused (issue 23)', () => {
  it('says to accept the terms, not "check your input"', () => {
    const body = { errors: { terms_accepted: ['must be accepted to register'] } };
    expect(signUpErrorMessage({ kind: 'http', status: 422, body }).detail).toBe(
      i18n._(MESSAGE_TERMS_NOT_ACCEPTED),
    );
  });
});

// Account rules of provider-api.md §1–2: emails, nicknames, passwords, reset-token age.
import { describe, expect, it } from 'vitest';
import {
  checkPassword,
  isResetTokenExpired,
  isValidEmail,
  isValidNickname,
  isValidSignUp,
  normaliseEmail,
  RESET_TOKEN_TTL_MS,
  type SignUpInput,
} from '../../../../server/domain/accounts.ts';

describe('emails', () => {
  it('normalises by trimming and lower-casing', () => {
    expect(normaliseEmail('  Me@Test.DEV \n')).toBe('me@test.dev');
  });

  it('accepts local@domain.tld with word characters and . % + - in the local part', () => {
    for (const email of ['a@b.pt', 'first.last+tag%x-y@sub.domain.org', 'user_1@test.dev']) {
      expect(isValidEmail(email), email).toBe(true);
    }
  });

  it('refuses a missing part, a one-letter tld, spaces, and lengths outside 5..255', () => {
    const tooLong = `${'a'.repeat(250)}@b.com`;
    for (const email of [
      '',
      'a@b',
      'ab.pt',
      '@b.pt',
      'a@.p',
      'a@b.p',
      'a b@c.pt',
      'a@b c.pt',
      'a<b>@c.pt',
      tooLong,
    ]) {
      expect(isValidEmail(email), email).toBe(false);
    }
    expect(isValidEmail(`${'a'.repeat(245)}@b.pt`)).toBe(true);
  });
});

describe('isValidNickname', () => {
  it('accepts 3–15 characters of [A-Za-z0-9_-]', () => {
    for (const nick of ['abc', 'A_b-9', 'x'.repeat(15)]) expect(isValidNickname(nick), nick).toBe(true);
  });

  it('refuses other lengths and characters', () => {
    for (const nick of ['', 'ab', 'x'.repeat(16), 'a b', 'ação', '🎉🎉🎉', 'abc\n', 'a.b', 'abc\u0000']) {
      expect(isValidNickname(nick), JSON.stringify(nick)).toBe(false);
    }
  });
});

describe('checkPassword', () => {
  it('needs 8 characters and, when sent, a matching confirmation', () => {
    expect(checkPassword('1234567', undefined)).toBe('password-too-short');
    expect(checkPassword('12345678', undefined)).toBeNull();
    expect(checkPassword('12345678', '12345678')).toBeNull();
    expect(checkPassword('12345678', '12345679')).toBe('password-mismatch');
    expect(checkPassword('short', 'other')).toBe('password-too-short');
  });
});

describe('isValidSignUp', () => {
  const good: SignUpInput = {
    email: 'new@test.dev',
    password: 'password1',
    passwordConfirmation: 'password1',
    nickname: 'newbie',
    name: 'New',
  };

  it('accepts good data', () => {
    expect(isValidSignUp(good)).toBe(true);
  });

  it('refuses each bad field on its own', () => {
    const bad: Partial<SignUpInput>[] = [
      { email: 'nope' },
      { password: 'short', passwordConfirmation: 'short' },
      { passwordConfirmation: undefined },
      { passwordConfirmation: 'password2' },
      { nickname: 'a b' },
      { name: '   ' },
      { name: 'n'.repeat(256) },
    ];
    for (const over of bad) expect(isValidSignUp({ ...good, ...over }), JSON.stringify(over)).toBe(false);
  });
});

describe('isResetTokenExpired', () => {
  const sentAt = new Date('2026-11-01T00:00:00Z');

  it('lives exactly 2 hours (stricter than the provider: 10 days, issue 7)', () => {
    expect(RESET_TOKEN_TTL_MS).toBe(2 * 3600 * 1000);
    expect(isResetTokenExpired(sentAt, new Date(sentAt.getTime() + RESET_TOKEN_TTL_MS))).toBe(false);
    expect(isResetTokenExpired(sentAt, new Date(sentAt.getTime() + RESET_TOKEN_TTL_MS + 1))).toBe(true);
    expect(isResetTokenExpired(sentAt, sentAt)).toBe(false);
  });
});

// Account rules of provider-api.md §1–2: emails, nicknames, passwords, reset-token age.
import { describe, expect, it } from 'vitest';
import {
  checkConsent,
  checkPassword,
  isResetTokenExpired,
  isValidEmail,
  isValidNickname,
  isValidSignUp,
  normaliseEmail,
  readSignUp,
  RESET_TOKEN_TTL_MS,
  type SignUpInput,
} from '../../../../server/accounts/rules.ts';

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
  it("accepts 3–15 characters of [A-Za-z0-9_-], as the provider's rule", () => {
    for (const nick of ['abc', 'A_b-9', 'x'.repeat(15)]) expect(isValidNickname(nick), nick).toBe(true);
  });

  it('accepts the letters of any one alphabet (issue 23)', () => {
    for (const nick of [
      'inês',
      'Zoë',
      'Łukasz',
      'ação',
      'Ωμέγα',
      'Зоя_99',
      '김민수',
      'さくら桜',
      'ü'.repeat(15),
    ]) {
      expect(isValidNickname(nick), nick).toBe(true);
    }
  });

  it('refuses other lengths, spaces, symbols, control and invisible characters', () => {
    for (const nick of [
      '',
      'ab',
      'x'.repeat(16),
      'a b',
      '🎉🎉🎉',
      'abc\n',
      'a.b',
      'abc\u0000',
      'ab\u200bc',
      'abc٣',
    ]) {
      expect(isValidNickname(nick), JSON.stringify(nick)).toBe(false);
    }
  });

  it('refuses look-alikes: mixed alphabets, fullwidth and math letters, ligatures, stray marks', () => {
    // "pаypal" has a Cyrillic а; "ａｄｍｉｎ" fullwidth; "𝐚𝐝𝐦𝐢𝐧" math bold; "ﬁne" a ligature.
    for (const nick of ['pаypal', 'ａｄｍｉｎ', '𝐚𝐝𝐦𝐢𝐧', 'ﬁne', '\u0301abc', 'e\u0301mile']) {
      expect(isValidNickname(nick), JSON.stringify(nick)).toBe(false);
    }
  });
});

describe('readSignUp and checkConsent (issue 23)', () => {
  const user = (extra: Record<string, unknown>) => ({
    email: 'a@b.pt',
    attendee: { id: '1b4e28ba-2fa1-41d2-883f-0016d3cca427', nickname: 'ine\u0302s' },
    ...extra,
  });
  const terms = (extra: Record<string, unknown>) => {
    const read = readSignUp(user(extra));
    if (typeof read === 'string') throw new Error(read);
    return read.terms;
  };

  it('reads terms_accepted: yes (JSON or form), anything else present is no, absent is absent', () => {
    expect([terms({ terms_accepted: true }), terms({ terms_accepted: 'true' })]).toEqual([
      'accepted',
      'accepted',
    ]);
    for (const value of [false, 'false', null, 1, 'yes'])
      expect(terms({ terms_accepted: value })).toBe('declined');
    expect(terms({})).toBe('missing');
  });

  it('stores the nickname composed (NFC)', () => {
    const read = readSignUp(user({}));
    expect(typeof read !== 'string' && read.input.nickname).toBe('inês');
  });

  it('records consent when given, refuses a no, and refuses silence only when there are terms', () => {
    expect(checkConsent('accepted', true)).toBe('record');
    expect(checkConsent('accepted', false)).toBe('record');
    expect(checkConsent('declined', true)).toBe('terms-not-accepted');
    expect(checkConsent('declined', false)).toBe('terms-not-accepted');
    expect(checkConsent('missing', true)).toBe('terms-not-accepted');
    expect(checkConsent('missing', false)).toBe('none');
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

import { describe, expect, it } from 'vitest';
import { i18n } from '#i18n/runtime';
import { courseIdOf, TERMS_REQUIRED_TEXT, validateSignUp } from '../../../../src/auth/signup-validation.ts';
import type { SignUpValues } from '../../../../src/auth/signup-validation.ts';

const VALID: SignUpValues = {
  name: 'Ana Lima',
  email: 'ana@example.com',
  nickname: 'ana_l-1',
  courseId: '',
  password: 'correct horse',
  confirmation: 'correct horse',
  cardId: '1b4e28ba-2fa1-41d2-883f-0016d3cca427',
  hasAcceptedTerms: false,
};

describe('validateSignUp', () => {
  it('accepts a complete form, with or without a course', () => {
    expect(validateSignUp(VALID, null)).toEqual({});
    expect(validateSignUp({ ...VALID, courseId: '3' }, null)).toEqual({});
  });

  it('requires matching passwords of at least 8 characters', () => {
    expect(validateSignUp({ ...VALID, confirmation: 'correct horsf' }, null)).toEqual({
      confirmation: "Passwords don't match",
    });
    expect(validateSignUp({ ...VALID, password: 'short12', confirmation: 'short12' }, null)).toEqual({
      password: 'Use at least 8 characters',
    });
  });

  it('requires a card', () => {
    expect(validateSignUp({ ...VALID, cardId: null }, null).cardId).toBe('Scan your card or enter its code');
  });

  it('holds nicknames to the server rule, saying which part is wrong (issue 23)', () => {
    const refusals = {
      ab: 'Use 3 to 15 characters',
      ['a'.repeat(16)]: 'Use 3 to 15 characters',
      'has space': 'Use letters, digits, underscores (_) or hyphens (-): no spaces or symbols',
      'dot.ted': 'Use letters, digits, underscores (_) or hyphens (-): no spaces or symbols',
      pаypal: "Use the letters of one alphabet: don't mix, for example, Latin and Cyrillic",
    };
    for (const [nickname, text] of Object.entries(refusals)) {
      expect([nickname, validateSignUp({ ...VALID, nickname }, null).nickname]).toEqual([nickname, text]);
    }
    // Accented letters typed decomposed (e + U+0301) are sent composed, as the server stores them.
    for (const nickname of ['abc', 'a'.repeat(15), 'A_b-9', 'inês', 'Zoë', 'Łukasz', 'e\u0301mile']) {
      expect(validateSignUp({ ...VALID, nickname }, null).nickname, nickname).toBeUndefined();
    }
  });

  it('asks for the terms box only when the event has terms', () => {
    const terms = 'https://conf.example/terms';
    expect(validateSignUp(VALID, terms)).toEqual({ hasAcceptedTerms: i18n._(TERMS_REQUIRED_TEXT) });
    expect(validateSignUp({ ...VALID, hasAcceptedTerms: true }, terms)).toEqual({});
    expect(validateSignUp(VALID, null)).toEqual({});
  });

  it('checks the email format and a non-blank name', () => {
    expect(validateSignUp({ ...VALID, email: 'ana@' }, null).email).toMatch(/valid email/);
    expect(validateSignUp({ ...VALID, email: ' ana@example.com ' }, null).email).toBeUndefined();
    expect(validateSignUp({ ...VALID, name: '   ' }, null).name).toBe('Enter your name');
  });
});

describe('courseIdOf', () => {
  it('sends null for None and the number otherwise', () => {
    expect(courseIdOf('')).toBeNull();
    expect(courseIdOf('12')).toBe(12);
    expect(courseIdOf('x')).toBeNull();
  });
});

import { describe, expect, it } from 'vitest';
import { courseIdOf, validateSignUp } from '../../../../src/auth/signup-validation.ts';
import type { SignUpValues } from '../../../../src/auth/signup-validation.ts';

const VALID: SignUpValues = {
  name: 'Ana Lima',
  email: 'ana@example.com',
  nickname: 'ana_l-1',
  courseId: '',
  password: 'correct horse',
  confirmation: 'correct horse',
  cardId: '1b4e28ba-2fa1-41d2-883f-0016d3cca427',
};

describe('validateSignUp', () => {
  it('accepts a complete form, with or without a course', () => {
    expect(validateSignUp(VALID)).toEqual({});
    expect(validateSignUp({ ...VALID, courseId: '3' })).toEqual({});
  });

  it('requires matching passwords of at least 8 characters', () => {
    expect(validateSignUp({ ...VALID, confirmation: 'correct horsf' })).toEqual({
      confirmation: "Passwords don't match",
    });
    expect(validateSignUp({ ...VALID, password: 'short12', confirmation: 'short12' })).toEqual({
      password: 'Use at least 8 characters',
    });
  });

  it('requires a card', () => {
    expect(validateSignUp({ ...VALID, cardId: null }).cardId).toBe('Scan your card or enter its code');
  });

  it('holds nicknames to 3–15 of letters, digits, _ and -', () => {
    for (const nickname of ['ab', 'a'.repeat(16), 'has space', 'émile', 'dot.ted']) {
      expect([nickname, validateSignUp({ ...VALID, nickname }).nickname]).toEqual([
        nickname,
        'Use 3–15 letters, digits, underscores (_) or hyphens (-)',
      ]);
    }
    for (const nickname of ['abc', 'a'.repeat(15), 'A_b-9']) {
      expect(validateSignUp({ ...VALID, nickname }).nickname).toBeUndefined();
    }
  });

  it('checks the email format and a non-blank name', () => {
    expect(validateSignUp({ ...VALID, email: 'ana@' }).email).toMatch(/valid email/);
    expect(validateSignUp({ ...VALID, email: ' ana@example.com ' }).email).toBeUndefined();
    expect(validateSignUp({ ...VALID, name: '   ' }).name).toBe('Enter your name');
  });
});

describe('courseIdOf', () => {
  it('sends null for None and the number otherwise', () => {
    expect(courseIdOf('')).toBeNull();
    expect(courseIdOf('12')).toBe(12);
    expect(courseIdOf('x')).toBeNull();
  });
});

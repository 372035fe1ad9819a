// Client-side rules of the sign-up form, checked before any call so mistakes show next to their
// field. Same rules as the server (#contract/constants: nickname, password, email), and the
// consent to the event's terms when the organiser set some (issue 23).
import { msg } from '@lingui/core/macro';
import { EMAIL_PATTERN, PASSWORD_MIN_LENGTH } from '#contract/constants';
import {
  NICKNAME_MAX_LENGTH,
  NICKNAME_MIN_LENGTH,
  nicknameProblem,
  type NicknameProblem,
} from '#contract/nickname';
import { i18n, type MessageDescriptor } from '#i18n/runtime';

export type SignUpValues = {
  name: string;
  email: string;
  nickname: string;
  /** The selected course id as the select holds it; '' is "None". */
  courseId: string;
  password: string;
  confirmation: string;
  /** The card's UUID, once scanned or typed. */
  cardId: string | null;
  /** The consent box beside the event's terms link. */
  hasAcceptedTerms: boolean;
};

export type SignUpField = keyof SignUpValues;
export type SignUpErrors = Partial<Record<SignUpField, string>>;

/** Fields in screen order: the first one with an error gets focus. */
export const SIGN_UP_FIELDS: readonly SignUpField[] = [
  'cardId',
  'name',
  'email',
  'nickname',
  'courseId',
  'password',
  'confirmation',
  'hasAcceptedTerms',
];

const emailPattern = new RegExp(EMAIL_PATTERN);

export const TERMS_REQUIRED_TEXT = msg`Tick the box to accept the event's terms: you can't register without it`;

const min = NICKNAME_MIN_LENGTH;
const max = NICKNAME_MAX_LENGTH;
/** What a person reads for each NicknameProblem (#contract/nickname's words, in their language). */
const NICKNAME_PROBLEM: Readonly<Record<NicknameProblem, MessageDescriptor>> = {
  length: msg`Use ${min} to ${max} characters`,
  characters: msg`Use letters, digits, underscores (_) or hyphens (-): no spaces or symbols`,
  'mixed-scripts': msg`Use the letters of one alphabet: don't mix, for example, Latin and Cyrillic`,
};

/** The nickname as sent and checked: NFC, as the server stores it, so "inês" typed either way passes. */
export const nicknameOf = (typed: string): string => typed.normalize('NFC');

/** `termsUrl`: the event's terms (GET /api/event), or null when the organiser set none. */
export function validateSignUp(values: SignUpValues, termsUrl: string | null): SignUpErrors {
  const errors: SignUpErrors = {};
  if (values.cardId === null) errors.cardId = i18n._(msg`Scan your card or enter its code`);
  if (values.name.trim() === '') errors.name = i18n._(msg`Enter your name`);
  if (!emailPattern.test(values.email.trim()))
    errors.email = i18n._(msg`Enter a valid email address, like ana@example.com`);
  const problem = nicknameProblem(nicknameOf(values.nickname));
  if (problem !== null) errors.nickname = i18n._(NICKNAME_PROBLEM[problem]);
  if (values.password.length < PASSWORD_MIN_LENGTH) {
    const length = PASSWORD_MIN_LENGTH;
    errors.password = i18n._(msg`Use at least ${length} characters`);
  }
  if (values.confirmation !== values.password) errors.confirmation = i18n._(msg`Passwords don't match`);
  if (termsUrl !== null && !values.hasAcceptedTerms) errors.hasAcceptedTerms = i18n._(TERMS_REQUIRED_TEXT);
  return errors;
}

/** '' (None) → null, else the numeric course id. */
export function courseIdOf(value: string): number | null {
  if (value === '') return null;
  const id = Number(value);
  return Number.isInteger(id) ? id : null;
}

// Client-side rules of the sign-up form, checked before any call so mistakes show next to their
// field. Same rules as the server (#contract/constants: nickname, password, email), and the
// consent to the event's terms when the organiser set some (issue 23).
import { EMAIL_PATTERN, PASSWORD_MIN_LENGTH } from '#contract/constants';
import { NICKNAME_PROBLEM_TEXT, nicknameProblem } from '#contract/nickname';

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

export const TERMS_REQUIRED_TEXT = "Tick the box to accept the event's terms: you can't register without it";

/** The nickname as sent and checked: NFC, as the server stores it, so "inês" typed either way passes. */
export const nicknameOf = (typed: string): string => typed.normalize('NFC');

/** `termsUrl`: the event's terms (GET /api/event), or null when the organiser set none. */
export function validateSignUp(values: SignUpValues, termsUrl: string | null): SignUpErrors {
  const errors: SignUpErrors = {};
  if (values.cardId === null) errors.cardId = 'Scan your card or enter its code';
  if (values.name.trim() === '') errors.name = 'Enter your name';
  if (!emailPattern.test(values.email.trim()))
    errors.email = 'Enter a valid email address, like ana@example.com';
  const problem = nicknameProblem(nicknameOf(values.nickname));
  if (problem !== null) errors.nickname = NICKNAME_PROBLEM_TEXT[problem];
  if (values.password.length < PASSWORD_MIN_LENGTH) {
    errors.password = `Use at least ${PASSWORD_MIN_LENGTH} characters`;
  }
  if (values.confirmation !== values.password) errors.confirmation = "Passwords don't match";
  if (termsUrl !== null && !values.hasAcceptedTerms) errors.hasAcceptedTerms = TERMS_REQUIRED_TEXT;
  return errors;
}

/** '' (None) → null, else the numeric course id. */
export function courseIdOf(value: string): number | null {
  if (value === '') return null;
  const id = Number(value);
  return Number.isInteger(id) ? id : null;
}

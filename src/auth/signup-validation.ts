// Client-side rules of the sign-up form, checked before any call so mistakes show next to their
// field. Same numbers as the server (#contract/constants: nickname, password, email).
import { EMAIL_PATTERN, NICKNAME_PATTERN, PASSWORD_MIN_LENGTH } from '#contract/constants';

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
];

const nicknamePattern = new RegExp(NICKNAME_PATTERN);
const emailPattern = new RegExp(EMAIL_PATTERN);

export function validateSignUp(values: SignUpValues): SignUpErrors {
  const errors: SignUpErrors = {};
  if (values.cardId === null) errors.cardId = 'Scan your card or enter its code';
  if (values.name.trim() === '') errors.name = 'Enter your name';
  if (!emailPattern.test(values.email.trim()))
    errors.email = 'Enter a valid email address, like ana@example.com';
  if (!nicknamePattern.test(values.nickname)) {
    errors.nickname = 'Use 3–15 letters, digits, underscores (_) or hyphens (-)';
  }
  if (values.password.length < PASSWORD_MIN_LENGTH) {
    errors.password = `Use at least ${PASSWORD_MIN_LENGTH} characters`;
  }
  if (values.confirmation !== values.password) errors.confirmation = "Passwords don't match";
  return errors;
}

/** '' (None) → null, else the numeric course id. */
export function courseIdOf(value: string): number | null {
  if (value === '') return null;
  const id = Number(value);
  return Number.isInteger(id) ? id : null;
}

// Account rules (provider-api.md §1 users/attendees, §2 sign-up). Pure: no I/O, no clock.
import {
  EMAIL_PATTERN,
  NICKNAME_PATTERN,
  PASSWORD_MIN_LENGTH,
  SET_PASSWORD_LINK_HOURS,
} from '#contract/constants';
import { isUuid, readIntId, rowIdOf } from './ids.ts';

const EMAIL = new RegExp(EMAIL_PATTERN);
const NICKNAME = new RegExp(NICKNAME_PATTERN);

const CONTROL_CHARACTERS = /\p{Cc}/u;

export function normaliseEmail(email: string): string {
  return email.trim().toLowerCase();
}

export function isValidEmail(email: string): boolean {
  return email.length >= 5 && email.length <= 255 && EMAIL.test(email);
}

export const isValidNickname = (nickname: string): boolean => NICKNAME.test(nickname);

export type PasswordRefusal = 'password-too-short' | 'password-mismatch';

export function checkPassword(password: string, confirmation: string | undefined): PasswordRefusal | null {
  if (password.length < PASSWORD_MIN_LENGTH) return 'password-too-short';
  if (confirmation !== undefined && confirmation !== password) return 'password-mismatch';
  return null;
}

export type SignUpInput = {
  email: string;
  password: string;
  passwordConfirmation: string | undefined;
  nickname: string;
  name: string;
};

/** Every sign-up field rule; true when the registration data is acceptable. */
export function isValidSignUp(input: SignUpInput): boolean {
  return (
    isValidEmail(input.email) &&
    input.passwordConfirmation !== undefined &&
    checkPassword(input.password, input.passwordConfirmation) === null &&
    isValidNickname(input.nickname) &&
    input.name.trim().length > 0 &&
    input.name.length <= 255 &&
    !CONTROL_CHARACTERS.test(input.name)
  );
}

/**
 * Reset links (invitations too) live SET_PASSWORD_LINK_HOURS. Stricter than the provider
 * (provider-api.md §2: 10 days): a mailbox read later, or a forwarded mail, should not open the
 * account.
 */
export const RESET_TOKEN_TTL_MS = SET_PASSWORD_LINK_HOURS * 3600 * 1000;

export function isResetTokenExpired(sentAt: Date, now: Date): boolean {
  return now.getTime() - sentAt.getTime() > RESET_TOKEN_TTL_MS;
}

const str = (value: unknown): string | undefined => (typeof value === 'string' ? value : undefined);

export type SignUpRequest = { attendeeId: string; input: SignUpInput; courseId: number | null | 'invalid' };

/**
 * The sign-up a POST /api/auth/sign_up body's `user` carries (provider-api.md §2): no card id is a
 * login error, a malformed one 400. Field rules are checked by `checkSignUp`, after the card's
 * own state, as the provider orders them.
 */
export function readSignUp(user: Record<string, unknown>): SignUpRequest | 'login-error' | 'bad-request' {
  const card =
    user.attendee && typeof user.attendee === 'object' ? (user.attendee as Record<string, unknown>) : {};
  if (card.id === undefined || card.id === null) return 'login-error';
  if (!isUuid(card.id)) return 'bad-request';
  const course = readIntId(card.course_id === '' ? null : card.course_id);
  return {
    attendeeId: card.id,
    input: {
      email: normaliseEmail(str(user.email) ?? ''),
      password: str(user.password) ?? '',
      passwordConfirmation: str(user.password_confirmation),
      nickname: str(card.nickname) ?? '',
      name: (str(card.name) ?? '').trim(),
    },
    courseId: course === 'missing' ? null : (rowIdOf(course) ?? 'invalid'),
  };
}

/** The field rules, once the card may be claimed: the sign-up to write, or the provider's refusal. */
export function checkSignUp(
  request: SignUpRequest,
): (SignUpInput & { attendeeId: string; courseId: number | null }) | 'register-error' {
  const { courseId, attendeeId, input } = request;
  if (courseId === 'invalid' || !isValidSignUp(input)) return 'register-error';
  return { ...input, attendeeId, courseId };
}

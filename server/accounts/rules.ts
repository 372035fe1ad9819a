// Account rules (provider-api.md §1 users/attendees, §2 sign-up). Pure: no I/O, no clock.
import { EMAIL_PATTERN, PASSWORD_MIN_LENGTH, SET_PASSWORD_LINK_HOURS } from '#contract/constants';
import { nicknameProblem } from '#contract/nickname';
import { isUuid, readIntId, rowIdOf } from '../domain/ids.ts';

const EMAIL = new RegExp(EMAIL_PATTERN);

const CONTROL_CHARACTERS = /\p{Cc}/u;

export function normaliseEmail(email: string): string {
  return email.trim().toLowerCase();
}

export function isValidEmail(email: string): boolean {
  return email.length >= 5 && email.length <= 255 && EMAIL.test(email);
}

/** The nickname rule (#contract/constants `nicknameProblem`): Unicode letters, one script. */
export const isValidNickname = (nickname: string): boolean => nicknameProblem(nickname) === null;

/** A nickname as stored and compared: NFC, so "inês" typed either way is one nickname. */
export const normaliseNickname = (nickname: string): string => nickname.normalize('NFC');

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
 * Reset links live SET_PASSWORD_LINK_HOURS (an invitation's are their own kind: server/auth/
 * invitations.ts). Stricter than the provider
 * (provider-api.md §2: 10 days): a mailbox read later, or a forwarded mail, should not open the
 * account.
 */
export const RESET_TOKEN_TTL_MS = SET_PASSWORD_LINK_HOURS * 3600 * 1000;

export function isResetTokenExpired(sentAt: Date, now: Date): boolean {
  return now.getTime() - sentAt.getTime() > RESET_TOKEN_TTL_MS;
}

const str = (value: unknown): string | undefined => (typeof value === 'string' ? value : undefined);

/** What a sign-up body says about the event's terms: `user.terms_accepted`, or nothing. */
export type TermsAnswer = 'accepted' | 'declined' | 'missing';

export type SignUpRequest = {
  attendeeId: string;
  input: SignUpInput;
  courseId: number | null | 'invalid';
  terms: TermsAnswer;
};

/** `true` (JSON) or `"true"` (a form) accepts; any other value present declines. */
function readTerms(value: unknown): TermsAnswer {
  if (value === undefined) return 'missing';
  return value === true || value === 'true' ? 'accepted' : 'declined';
}

/**
 * Consent to the event's terms at sign-up (issue 23), added to provider-api.md §2's body as the
 * optional `user.terms_accepted`. Our client sends it whenever the event has terms. A body that says anything but yes is
 * refused. A body without it is what the provider's own client sends (its terms box is checked in
 * the browser only, and links the provider's documents, not this event's): refused when the
 * organiser has set terms (EVENT_TERMS_URL), since nothing shows those were accepted; taken, with
 * no consent recorded, when there are no terms to accept. Returns whether to record the time now.
 */
export function checkConsent(
  terms: TermsAnswer,
  hasTerms: boolean,
): 'record' | 'none' | 'terms-not-accepted' {
  if (terms === 'accepted') return 'record';
  if (terms === 'declined' || hasTerms) return 'terms-not-accepted';
  return 'none';
}

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
      nickname: normaliseNickname(str(card.nickname) ?? ''),
      name: (str(card.name) ?? '').trim(),
    },
    courseId: course === 'missing' ? null : (rowIdOf(course) ?? 'invalid'),
    terms: readTerms(user.terms_accepted),
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

// What a person reads after a profile write: the server's reasons (provider-api.md §3) in words
// they can act on, with the server's own text kept visible. Seed-spec §8's profile-edit text is
// used verbatim as the headline of an unexplained failure. Pure.
import { INVALID_TOKEN, UNAUTHENTICATED } from '#contract/refusals';
import type { ApiFailure } from '../../api/errors.ts';
import { serverErrorText } from '../../api/errors.ts';
import type { FieldReasons, ReferralRefusal } from '../../api/profile.ts';
import { cvRuleText } from './profile-validation.ts';

export const MESSAGE_PROFILE_FAILED = 'Something went wrong :/';
export const MESSAGE_OFFLINE = "You're offline. Nothing was sent; try again when you're connected.";
export const MESSAGE_QUEUED =
  'No connection right now: the code will be redeemed as soon as you are back online.';

const NICKNAME_REASONS: Record<string, string> = {
  'has already been taken': 'This nickname is already taken. Try another one.',
  'has invalid format':
    'Use 3–15 letters of one alphabet, digits, underscores (_) or hyphens (-), with no spaces or symbols.',
  "can't be blank": 'Enter a nickname.',
};

const AVATAR_REASON = 'The server refused this picture. Use a PNG, JPEG, GIF or SVG of at most 5 MB.';
const cvReason = (maxCvBytes: number | null) =>
  `The server refused this file. Your CV must be ${cvRuleText(maxCvBytes)}.`;

export type FieldMessages = {
  nickname?: string;
  courseId?: string;
  avatar?: string;
  cv?: string;
  other?: string;
};

/** 422 reasons → one message per field; `maxCvBytes` is the server's CV limit when known. */
export function fieldMessages(reasons: FieldReasons, maxCvBytes: number | null = null): FieldMessages {
  const messages: FieldMessages = {};
  const nickname = reasons.nickname?.[0];
  if (nickname !== undefined) messages.nickname = NICKNAME_REASONS[nickname] ?? `Nickname ${nickname}.`;
  if (reasons.courseId?.length) messages.courseId = 'Choose a course from the list.';
  if (reasons.avatar?.length) messages.avatar = AVATAR_REASON;
  if (reasons.cv?.length) messages.cv = cvReason(maxCvBytes);
  if (reasons.other?.length) messages.other = reasons.other.join(', ');
  return messages;
}

/** A failed write that is not a field refusal: the headline and the server's reason if it gave one. */
export function failureMessage(failure: ApiFailure): { title: string; detail: string | null } {
  if (failure.kind === 'network') return { title: MESSAGE_PROFILE_FAILED, detail: MESSAGE_OFFLINE };
  if (failure.kind === 'http') {
    const reason = serverErrorText(failure.body);
    if (failure.status === 413)
      return { title: MESSAGE_PROFILE_FAILED, detail: 'The file is too large to send.' };
    if (failure.status === 401 && (reason === INVALID_TOKEN || reason === UNAUTHENTICATED))
      return {
        title: MESSAGE_PROFILE_FAILED,
        detail: 'Your session has expired. Sign out and sign in again to save.',
      };
    return {
      title: MESSAGE_PROFILE_FAILED,
      detail: reason ?? `The server answered ${failure.status}. Try again in a moment.`,
    };
  }
  return { title: MESSAGE_PROFILE_FAILED, detail: 'Try again in a moment.' };
}

const REFERRAL_MESSAGES: Record<ReferralRefusal, string> = {
  'not-available': 'This code has already been used.',
  'not-found': "This code doesn't exist. Check it and try again.",
  'bad-code': "That doesn't look like a code. Check it and try again.",
  'already-has-badge': 'You already have the badge this code gives.',
  'badge-closed': "This code's badge can't be collected right now.",
  'not-allowed': 'Only attendees can use codes. Sign in again if this persists.',
  other: "The code wasn't accepted.",
};

/** A refused referral: our explanation, plus the server's exact words. */
export function referralRefusalMessage(
  refusal: ReferralRefusal,
  serverText: string | null,
): { title: string; detail: string | null } {
  return { title: REFERRAL_MESSAGES[refusal], detail: serverText };
}

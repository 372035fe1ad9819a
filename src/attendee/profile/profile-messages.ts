// What a person reads after a profile write: the server's reasons (provider-api.md §3) in words
// they can act on, with the server's own text kept visible. Seed-spec §8's profile-edit text is
// used verbatim as the headline of an unexplained failure. Pure; the texts are in the language
// active when called.
import { msg, t } from '@lingui/core/macro';
import { INVALID_TOKEN, UNAUTHENTICATED } from '#contract/refusals';
import { i18n, type MessageDescriptor } from '#i18n/runtime';
import type { ApiFailure } from '../../api/errors.ts';
import { serverErrorText } from '../../api/errors.ts';
import type { FieldReasons, ReferralRefusal } from '../../api/profile.ts';
import { cvRuleText } from './profile-validation.ts';

export const MESSAGE_PROFILE_FAILED = msg`Something went wrong :/`;
export const MESSAGE_OFFLINE = msg`You're offline. Nothing was sent; try again when you're connected.`;
export const MESSAGE_QUEUED = msg`No connection right now: the code will be redeemed as soon as you are back online.`;

/** The server's 422 nickname reasons (its English words) → our advice. */
const NICKNAME_REASONS: Record<string, MessageDescriptor> = {
  'has already been taken': msg`This nickname is already taken. Try another one.`,
  'has invalid format': msg`Use 3–15 letters of one alphabet, digits, underscores (_) or hyphens (-), with no spaces or symbols.`,
  "can't be blank": msg`Enter a nickname.`,
};

const AVATAR_REASON = msg`The server refused this picture. Use a PNG, JPEG, GIF or SVG of at most 5 MB.`;
function cvReason(maxCvBytes: number | null): string {
  const rule = cvRuleText(maxCvBytes);
  return t`The server refused this file. Your CV must be ${rule}.`;
}

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
  if (nickname !== undefined) {
    const known = NICKNAME_REASONS[nickname];
    // The server's own reason (English words), after the field's name.
    messages.nickname = known === undefined ? t`Nickname ${nickname}.` : i18n._(known);
  }
  if (reasons.courseId?.length) messages.courseId = t`Choose a course from the list.`;
  if (reasons.avatar?.length) messages.avatar = i18n._(AVATAR_REASON);
  if (reasons.cv?.length) messages.cv = cvReason(maxCvBytes);
  if (reasons.other?.length) messages.other = reasons.other.join(', ');
  return messages;
}

/** A failed write that is not a field refusal: the headline and the server's reason if it gave one. */
export function failureMessage(failure: ApiFailure): { title: string; detail: string | null } {
  const title = i18n._(MESSAGE_PROFILE_FAILED);
  if (failure.kind === 'network') return { title, detail: i18n._(MESSAGE_OFFLINE) };
  if (failure.kind === 'http') {
    const reason = serverErrorText(failure.body);
    const status = failure.status;
    if (status === 413) return { title, detail: t`The file is too large to send.` };
    if (status === 401 && (reason === INVALID_TOKEN || reason === UNAUTHENTICATED))
      return { title, detail: t`Your session has expired. Sign out and sign in again to save.` };
    return { title, detail: reason ?? t`The server answered ${status}. Try again in a moment.` };
  }
  return { title, detail: t`Try again in a moment.` };
}

const REFERRAL_MESSAGES: Record<ReferralRefusal, MessageDescriptor> = {
  'not-available': msg`This code has already been used.`,
  'not-found': msg`This code doesn't exist. Check it and try again.`,
  'bad-code': msg`That doesn't look like a code. Check it and try again.`,
  'already-has-badge': msg`You already have the badge this code gives.`,
  'badge-closed': msg`This code's badge can't be collected right now.`,
  'not-allowed': msg`Only attendees can use codes. Sign in again if this persists.`,
  other: msg`The code wasn't accepted.`,
};

/** A refused referral: our explanation, plus the server's exact words. */
export function referralRefusalMessage(
  refusal: ReferralRefusal,
  serverText: string | null,
): { title: string; detail: string | null } {
  return { title: i18n._(REFERRAL_MESSAGES[refusal]), detail: serverText };
}

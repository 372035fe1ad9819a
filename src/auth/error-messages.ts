// The error catalogue of seed-spec §8 and the mapping from a failed call to the text a person
// reads, in their language. Pure: tested branch by branch. Sign-up's own texts are in
// sign-up-errors.ts, so the sign-in screen's first load does not carry them (issue 23: /login's
// budget).
import { msg } from '@lingui/core/macro';
import { LOGIN_ERROR, NOT_REGISTERED } from '#contract/refusals';
import { i18n, type MessageDescriptor } from '#i18n/runtime';
import { firstErrorDetail, serverErrorText } from '../api/errors.ts';
import type { ApiFailure } from '../api/errors.ts';

export const MESSAGE_DENIED = msg`Request denied by the server`;
export const MESSAGE_NO_CONNECTION = msg`No connection to the server. Please check your internet connection and try again later`;
export const MESSAGE_GENERIC = msg`Something went wrong :/ Please check your internet connection and try again later`;

/**
 * The sign-in refusals the server words (server/plugins/errors.ts), each in the person's language;
 * in English the server's own words. A refusal not listed here is shown as the server wrote it.
 */
const SIGN_IN_REFUSALS: Record<string, MessageDescriptor> = {
  [LOGIN_ERROR]: msg`Login error`,
  [NOT_REGISTERED]: msg`Attendee needs to be registered`,
  'Too many sign-in attempts. Try again later.': msg`Too many sign-in attempts. Try again later.`,
  'Too many requests. Try again later.': msg`Too many requests. Try again later.`,
};

/** A server's refusal text in the person's language when it is one we know; else as it came. */
function serverRefusal(text: string | null): string | null {
  if (text === null) return null;
  const known = SIGN_IN_REFUSALS[text];
  return known === undefined ? text : i18n._(known);
}

/**
 * Sign-in failure (seed-spec §8): the server's `error` field if present; otherwise "denied" when
 * there was a response, "no connection" when there was none, else the generic text. A 429 body is
 * `{"error":"..."}`, so rate limiting shows the server's own words.
 */
export function signInErrorMessage(failure: ApiFailure): string {
  switch (failure.kind) {
    case 'http':
      return serverRefusal(serverErrorText(failure.body)) ?? i18n._(MESSAGE_DENIED);
    case 'network':
      return i18n._(MESSAGE_NO_CONNECTION);
    default:
      return i18n._(MESSAGE_GENERIC);
  }
}

/** Same rule for the password screens, which answer `{"errors":[{"detail":"..."}]}` on 400. */
export function passwordErrorMessage(failure: ApiFailure): string {
  if (failure.kind === 'http') return firstErrorDetail(failure.body) ?? signInErrorMessage(failure);
  return signInErrorMessage(failure);
}

// The error catalogue of seed-spec §8, verbatim, and the mapping from a failed call to the text a
// person reads. Pure: tested branch by branch. Sign-up's own texts are in sign-up-errors.ts, so the
// sign-in screen's first load does not carry them (issue 23: /login's budget).
import { firstErrorDetail, serverErrorText } from '../api/errors.ts';
import type { ApiFailure } from '../api/errors.ts';

export const MESSAGE_DENIED = 'Request denied by the server';
export const MESSAGE_NO_CONNECTION =
  'No connection to the server. Please check your internet connection and try again later';
export const MESSAGE_GENERIC =
  'Something went wrong :/ Please check your internet connection and try again later';

/**
 * Sign-in failure (seed-spec §8): the server's `error` field if present; otherwise "denied" when
 * there was a response, "no connection" when there was none, else the generic text. A 429 body is
 * `{"error":"..."}`, so rate limiting shows the server's own words.
 */
export function signInErrorMessage(failure: ApiFailure): string {
  switch (failure.kind) {
    case 'http':
      return serverErrorText(failure.body) ?? MESSAGE_DENIED;
    case 'network':
      return MESSAGE_NO_CONNECTION;
    default:
      return MESSAGE_GENERIC;
  }
}

/** Same rule for the password screens, which answer `{"errors":[{"detail":"..."}]}` on 400. */
export function passwordErrorMessage(failure: ApiFailure): string {
  if (failure.kind === 'http') return firstErrorDetail(failure.body) ?? signInErrorMessage(failure);
  return signInErrorMessage(failure);
}
